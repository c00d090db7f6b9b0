"""Not now with its softener ("nu even niet", "momenteel even niet", "not just now") is a later with no date
(`later.LATER_SOFT`; heldout_cu). Never a thing the sender cannot do now.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Nu even niet, bedankt.",
        "Op dit moment even niet.",
        "Momenteel eventjes niet, sorry.",
        "Not just now, thanks.",
    ],
)
def test_not_now_softened_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Ik kan nu even niet bellen, stuur me maar een offerte.",
    ],
)
def test_a_thing_not_done_now_is_no_later(text):
    assert reading(text) != "not_now"
