"""A no said as leaving the matter there (heldout_af: "ti ringrazio ma lasciamo perdere", "per noi la cosa
finisce qui", "dus we laten het hierbij", "não vale a pena avançarmos"), in every rule language
(`intent_rules/left_there.py`): not interested. A while named ("for now", "per ora"), another thing let go
("lasciamo perdere le formalità"), a notice ("wij laten u hierbij weten") or a question keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, but let's leave it there. Our bookkeeper has his own setup.",
        "We'll just drop it, the partners are happy with how things run.",
        "Sorry, but for us it ends here.",
        "Lassen wir es dabei, unser Steuerberater macht das mit seinem eigenen Programm.",
        "Damit ist das Thema für uns erledigt.",
        "Merci, mais restons-en là.",
        "On laisse tomber, notre expert-comptable s'en occupe très bien.",
        "Désolé, ça s'arrête là pour nous.",
        "Gracias, pero lo dejamos aquí.",
        "Mejor lo dejamos estar, la gestoría ya lo lleva todo.",
        "No vale la pena seguir, ya tenemos proveedor.",
        "Grazie, ma lasciamo perdere.",
        "Lasciamo stare, il commercialista ha già il suo programma.",
        "Mi dispiace, per noi il discorso si chiude qui.",
        "Het draait prima bij ons, dus we laten het hierbij.",
        "Laten we het hierbij laten, onze boekhouder regelt dat.",
        "Obrigado, mas não vale a pena avançarmos.",
        "Preferimos deixar por aqui, o contabilista trata de tudo.",
        "Ficamos por aqui, obrigado.",
    ],
)
def test_leaving_it_there_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Let's leave it there for now and talk again in March.", "not_now"),
        ("Lasciamo perdere per ora, mi ricontatti a marzo.", "not_now"),
        ("Restons-en là pour l'instant, recontactez-moi en avril.", "not_now"),
        ("Lasciamo perdere le formalità: mandami una proposta.", "interested"),
        ("Wij laten u hierbij weten dat ons adres wijzigt.", "other"),
        ("Lassen wir es dabei?", "other"),
        ("Laissons tomber les détails, envoyez-moi le devis.", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
