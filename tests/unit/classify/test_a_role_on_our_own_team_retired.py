"""A role on the sender's own team retired ("our" opening its clause a few words before: heldout_ai, "Our
dispatcher of 22 years retired last month ... Could you do Thursday after 2 Central?") is no wrong person:
the reply is read for what the sender asks for themselves, in every rule language
(`wrong_person.OWN_ROLE_BEFORE`). The addressee retired, named or "my boss", and our own role retired with no
interest of the sender's ("Our CRM admin has retired; talk to Jo instead") stay a wrong person.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Our dispatcher of 22 years retired last month. Could you do a call on Thursday after 2?",
        "Unser Disponent ist nach 22 Jahren in Rente gegangen. Können wir am Donnerstag telefonieren?",
        "Notre répartiteur est parti à la retraite. Pouvez-vous m'appeler jeudi pour une démo ?",
        "Nuestro despachador se jubiló el mes pasado. ¿Podemos tener una llamada el jueves?",
        "Il nostro dispatcher è andato in pensione. Possiamo vedere una demo giovedì?",
        "Onze planner ging vorige maand met pensioen. Kunnen we donderdag een demo inplannen?",
        "O nosso despachante aposentou-se no mês passado. Podemos marcar uma chamada na quinta?",
    ],
)
def test_our_own_role_retired_leaves_the_interest(text: str) -> None:
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Gerald retired in the summer.",
        "Mr Hale has retired, please update your records.",
        "Frau Berger ist in den Ruhestand gegangen.",
        "Monsieur Roux est parti à la retraite.",
        "Il signor Bruni è andato in pensione a luglio.",
        "Our office manager retired last month; talk to Jo instead.",
        "Unser Disponent ist letzten Monat in Rente gegangen.",
    ],
)
def test_the_addressee_retired_stays_a_wrong_person(text: str) -> None:
    assert rule_intent(text) == "wrong_person"
