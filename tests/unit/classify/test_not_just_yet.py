""" "Not just yet" with its softener is a later like "not yet": Dutch "nog even niet", "nog eventjes niet" and
the English "not just yet" (`later.LATER_SOFT`; heldout_co's round). Never a yes.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Nog even niet, Tom.",
        "Voor ons nog eventjes niet, sorry.",
        "Not just yet, sorry.",
        "Hmm, not just yet.",
    ],
)
def test_not_just_yet_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize("text", ["Ik heb nog even tijd gemaakt, bel me morgen om tien uur."])
def test_just_a_moment_is_no_later(text):
    assert reading(text) != "not_now"
