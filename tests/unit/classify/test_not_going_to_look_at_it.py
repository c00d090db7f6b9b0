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
