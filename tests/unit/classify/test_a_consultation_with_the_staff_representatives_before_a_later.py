"""A consultation of the staff's representatives to go through first, then a time to come back (heldout_at:
"anything that changes how staff book shifts has to go through consultation with the union first ... Try me
again in April") is a later, never a wrong person: the union or the works council is a step, nobody to turn
to (`intent_rules.wrong_person._NOT_A_PROCESS`), in every rule language. A person to go through still is a
wrong person.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Anything that changes shift booking has to go through consultation with the union first. Try me"
        " again in April.",
        "This needs to go through the works council first, that won't happen before spring. Try me again"
        " in April.",
        "It has to go through the unions first. Please get back to me in May.",
        "Das muss zuerst mit dem Betriebsrat abgestimmt werden. Melden Sie sich im April wieder.",
        "Cela doit d'abord passer par une consultation des syndicats. Recontactez-moi en avril.",
        "Esto tiene que pasar primero por consulta con el sindicato. Vuelve a escribirme en abril.",
        "Deve prima passare per la consultazione con i sindacati. Mi riscriva ad aprile.",
        "Dit moet eerst langs de ondernemingsraad. Probeer het in april nog eens.",
        "Isto tem de passar primeiro por consulta ao sindicato. Volte a contactar-me em abril.",
    ],
)
def test_a_consultation_first_then_a_time_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "This has to go through consultation with the staff council first.",
        "Anything like this has to go through the union.",
    ],
)
def test_a_consultation_to_go_through_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "It has to go through our head of HR, she decides.",
        "This has to go through Maria in procurement.",
    ],
)
def test_a_person_to_go_through_is_still_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"
