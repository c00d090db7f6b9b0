"""The sender not in the department the message is for, no one named, is a wrong person in every rule
language (`not_my_department.NOT_MY_DEPARTMENT`; heldout_ba, a finance survey: "I'm the office
administrator, not in finance. Not sure who on our side would do a survey like this"). Never the company's
sector, never "not in the office", never with interest of the sender's own.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm the office administrator, not in finance. Not sure who would do a survey like this.",
        "Sorry, I'm not in procurement.",
        "Ich bin nicht in der Buchhaltung, tut mir leid.",
        "Je ne suis pas à la comptabilité, désolée.",
        "No estoy en finanzas, lo siento.",
        "Non sono in amministrazione, mi spiace.",
        "Ik werk niet op de financiële afdeling.",
        "Não sou do financeiro, desculpe.",
    ],
)
def test_the_sender_not_in_the_department_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the company's sector
        "We're not in finance, we're a hospital.",
        # not in the office: no department
        "I'm not in the office until Monday.",
        # interest of the sender's own
        "I'm not in finance, but send me the pricing please.",
    ],
)
def test_no_department_denied(text):
    assert rule_intent(text) != "wrong_person"
