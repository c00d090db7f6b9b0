"""The addressee retired, said in the simple past with its time (heldout_ah: "Gerald retired in the summer
and I (his former assistant) now look after this mailbox", then the new lab head's address), is a wrong
person: "retired last year", "just retired", "ging im Sommer in Rente", "ging vorig jaar met pensioen"
(`wrong_person.WRONG_PERSON_MORE`; the other rule languages read it already). A thing retired, in the
active or the passive, is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Martin retired at the end of June. I'm only clearing his inbox.",
        "Dr Okafor retired last year; the clinic is now run by Dr Lee.",
        "Sorry, Paula just retired.",
        "Frau Berger ging im Sommer in den Ruhestand.",
        "Herr Maier ging letztes Jahr in Rente.",
        "Meneer de Vries ging vorig jaar met pensioen.",
        "Il signor Bruni è andato in pensione a luglio.",
        "Monsieur Petit a pris sa retraite en juin.",
    ],
)
def test_a_person_retired_is_a_wrong_person(text: str) -> None:
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "We retired the old CRM last year.",
        "The ERP was retired in March, so we're looking for a new one.",
        "Our fax line has been retired in May.",
        "Our estimator retired in October and we haven't replaced him, so I'm open to a demo.",
        "My boss just retired, so send me the proposal.",
    ],
)
def test_a_thing_retired_is_no_wrong_person(text: str) -> None:
    assert rule_intent(text) != "wrong_person"
