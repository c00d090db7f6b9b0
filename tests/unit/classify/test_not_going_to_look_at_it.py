"""Not going to look at it, for good, is a no (`not_pursued.NOT_PURSUED`; heldout_cx: "we built it ourselves,
so we won't be looking at it"), in Dutch, English and German. Never bounded by a time ("voorlopig", "until
the spring"), never the Dutch sender alone (a colleague may look at it).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Bedankt, maar hier gaan we niet naar kijken.",
        "We hebben al een eigen oplossing, dus we zullen er niet verder naar kijken.",
        "Thanks, but we're not going to look into it.",
        "We will not be considering your proposal.",
        "Danke, aber das werden wir uns nicht näher ansehen.",
    ],
)
def test_not_going_to_look_at_it_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We gaan er voorlopig niet naar kijken.",
        "We gaan er niet naar kijken tot de fusie rond is.",
        "Ik ga er zelf niet naar kijken, dat doet onze inkoper.",
        "We won't be looking at it before the spring.",
    ],
)
def test_for_a_while_or_alone_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # beyond what the sender can do (heldout_dx): "not something we can look at", "nothing we could
        # take on", "nichts, was wir uns anschauen können"
        "Thanks, but it's not something we can consider.",
        "Appreciated, though that's nothing we could take on.",
        "Danke, aber das ist nichts, was wir prüfen können.",
    ],
)
def test_not_something_the_sender_can_look_at_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "It's not something we can consider until the budget is signed off.",
        "It isn't something we can look at right now.",
        "Isn't this something we can look at together next week?",
        "Das ist leider nichts, was wir momentan prüfen können.",
    ],
)
def test_not_something_the_sender_can_look_at_for_a_while_or_asked_is_no_no(text):
    assert reading(text) != "not_interested"
