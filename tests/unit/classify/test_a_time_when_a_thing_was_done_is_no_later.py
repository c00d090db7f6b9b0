"""A time right after a thing done in the past ("is this about the order we placed in November?", "are you
the Acme that sponsored the Leeds meetup in November?", heldout_ah) says when it happened, no later
(`own_event.PAST_ACT`); English only so far. A verb that plans or agrees a time to come, a "to" before the
time, or a time asked of us stays a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Is this about the invoice we paid in October?",
        "Are you the company that ran the webinar in September?",
        "Sorry, is this the firm who installed our scanners in March? They work fine.",
        "Is this about the samples you sent in Q2?",
    ],
)
def test_a_time_when_a_thing_was_done_is_no_later(text: str) -> None:
    assert rule_intent(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Let's talk in March.",
        "I wanted to look at this in Q3.",
        "Try me again in January, we renewed last month.",
    ],
)
def test_a_time_to_come_stays_a_later(text: str) -> None:
    assert rule_intent(text) == "not_now"
