""" "Right for us" denied under a "think" is a no, in every rule language (`understated_no.UNDERSTATED_NO`;
heldout_dh: a team with its own in-house tool that does not think an outside one suits them, "al caso
nostro"). Never bounded by now (a later), never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We built our own scheduler years ago and I don't think a new system is right for us.",
        "Ich glaube nicht, dass so eine Software das Richtige für uns ist.",
        "Je ne pense pas qu'un tel outil soit adapté pour nous.",
        "No creo que un sistema así sea lo adecuado para nosotros.",
        "Abbiamo già un gestionale nostro, non credo che un altro software faccia al caso nostro.",
        "Ik denk niet dat zo'n systeem bij ons past.",
        "Não acho que uma ferramenta dessas seja adequada para nós.",
    ],
)
def test_right_for_us_thought_not_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Non so se faccia al caso nostro: ci mandate una demo?",
        "I don't think a new system is right for us right now, try me again in June.",
    ],
)
def test_not_a_no_when_asked_or_for_now(text):
    assert reading(text) != "not_interested"
