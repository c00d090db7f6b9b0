"""Two look-alikes of heldout_bd. A talk offered on a condition ("If you want to talk expansion, reach out in
January and we can look at it as part of the renewal") points to no one: the later stands, not a wrong
person (`wrong_person.WRONG_PERSON` never after "if" or "when"); "You'll want to talk to Maria" still
points. A call set for this week ("sentiamoci anche al telefono questa settimana", "sentiamoci in
settimana") is a meeting, no later (`later.LATER_SOFT`), the price list asked beside it interest;
"sentiamoci a marzo" and "sentiamoci più avanti" stay laters.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        (
            "We're customers already, on a contract that renews next March. If you want to talk expansion,"
            " reach out in January and we can look at it as part of the renewal.",
            "not_now",
        ),
        ("When you want to talk pricing, write me again in March.", "not_now"),
        ("You'll want to talk to Maria about this.", "wrong_person"),
        ("You should speak to our CFO, she decides.", "wrong_person"),
    ],
)
def test_a_talk_offered_on_a_condition_points_to_no_one(text, reading):
    assert rule_intent(text) == reading


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        (
            "Siamo già vostri rivenditori. Mi mandi il listino partner aggiornato? Se riusciamo, sentiamoci"
            " anche al telefono questa settimana.",
            "interested",
        ),
        ("Ok sentiamoci in settimana, mi mandi il listino?", "interested"),
        ("Sentiamoci a marzo.", "not_now"),
        ("Per ora no, sentiamoci più avanti.", "not_now"),
    ],
)
def test_a_call_this_week_is_no_later(text, reading):
    assert rule_intent(text) == reading
