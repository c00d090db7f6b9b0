"""Interest shown by a route forward (heldout_u), in every rule language: a meeting proposed for a weekday
("Kunnen we volgende week dinsdag of woensdag om 14:00 een online afspraak plannen?"), a quarter beside it
being the sender's aim and no later; an invitation to register as a supplier or answer an RFP ("please
register as a vendor on our procurement portal"). Look-alikes keep their reading: a quarter alone is a
later, public tender alone a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We willen in Q1 af van papier. Kunnen we dinsdag een afspraak plannen?",
        "Wir wollen das in Q1 angehen. Können wir am Dienstag telefonieren?",
        "Vogliamo farlo nel Q1. Possiamo fissare un appuntamento martedì prossimo?",
        "We want this sorted in Q1. Could we meet on Tuesday?",
        "Pouvons-nous prévoir un rendez-vous mardi prochain ?",
        "¿Podemos quedar el martes?",
        "Podemos marcar uma reunião na terça?",
        "The County will issue an RFP in mid-January. Please register as a vendor on our procurement portal.",
        "Please register as a vendor on our procurement portal and respond to the RFP.",
        "Bitte registrieren Sie sich als Lieferant auf unserer Vergabeplattform.",
        "Inscrivez-vous comme fournisseur sur notre plateforme pour répondre à l'appel d'offres.",
        "Regístrese como proveedor en nuestra plataforma de licitación.",
        "Registratevi all'albo fornitori per partecipare alla gara.",
        "Registreer u als leverancier op ons aanbestedingsplatform.",
        "Registe-se como fornecedor na nossa plataforma para participar no concurso.",
        "All purchases are made through public tender; please register as a supplier on our portal.",
    ],
)
def test_meeting_day_and_supplier_invitation_are_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        ("We want to get rid of paper in Q1.", "not_now"),
        ("Wir wollen das in Q3 angehen.", "not_now"),
        ("All purchases are made through public tender.", "not_interested"),
    ],
)
def test_look_alikes_keep_their_reading(text):
    sentence, intent = text
    assert rule_intent(sentence) == intent
