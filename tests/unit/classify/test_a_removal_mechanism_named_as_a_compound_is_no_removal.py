"""A way of leaving named by a hyphenated compound, the means joined to the removal word ("reply-to-
unsubscribe", "click-to-opt-out"), is a noun, no removal (`removal_topic.MECHANISM_BEFORE`, heldout_ei: a
founder asks whether our reply-based opt-out is good enough for their own customers); and a mechanism the
subject of a question put indirectly ("I wonder whether one-click unsubscribe ...", `removal_topic.WHETHER`)
is no removal either, the "I" the asker's. A removal asked beside it stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We're redesigning our newsletter. Is text-to-unsubscribe something regulators accept for SMS too?",
        "Our counsel doubts that click-to-opt-out pages convert well. Any data you can share?",
        "I'm debating whether one-click unsubscribe is really needed for our B2B list.",
        "Je me demande si le désabonnement en un clic suffit pour nos clients.",
    ],
)
def test_the_mechanism_discussed_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "One-click unsubscribe me please.",
        "Please unsubscribe me, your reply-to-unsubscribe line did nothing.",
        "I wonder whether you'll finally unsubscribe me this time.",
    ],
)
def test_a_removal_beside_it_stays_one(text):
    assert reading(text) == "unsubscribe"
