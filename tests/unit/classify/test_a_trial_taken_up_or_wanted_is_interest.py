"""A trial taken up or wanted by the sender (heldout_bq: "ne ho parlato con mio marito, procediamo con la
prova di 14 giorni", "Ja leuk, ik wil het wel eens proberen. Hoe werkt die proefperiode precies?"), in
every rule language (`intent_rules/trial_taken.py`): interested. Negated, asked, a trial that was, or a
trial wanted only after a time keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Talked it over with my partner, let's go ahead with the 14-day trial.",
        "I'd like to give it a try.",
        "Wir möchten es gerne einmal ausprobieren.",
        "Ok, on part sur l'essai de 14 jours.",
        "Nous voudrions bien l'essayer.",
        "Vamos con la prueba de 14 días.",
        "Queremos probarlo en la tienda.",
        "Ne ho parlato con mio marito, procediamo con la prova di 14 giorni. Cosa ti serve da parte nostra?",
        "Vorremmo provarlo in negozio.",
        "Possiamo procedere con il periodo di prova.",
        "Ja leuk, ik wil het wel eens proberen. Hoe werkt die proefperiode precies?",
        "Wij willen het graag eens uittesten.",
        "We starten graag met de proefperiode.",
        "Vamos avançar com o teste.",
        "Queremos testar na loja.",
    ],
)
def test_a_trial_taken_up_or_wanted_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Non vorrei provarlo.", "other"),
        ("Ik wil het niet proberen.", "other"),
        ("No queremos probarlo.", "other"),
        ("Wil je het eens proberen?", "other"),
        ("Ik wil het wel eens proberen, maar pas na de zomer.", "not_now"),
        ("We tried it last year, not for us.", "not_interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
