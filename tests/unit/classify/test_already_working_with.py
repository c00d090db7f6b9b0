"""Working with another tool already ("we werken al jaren met ...", as the German "wir arbeiten schon mit")
is a no (`interest.NOT_INTERESTED`; heldout_cu). Never already at work on something, never with us.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wij werken al met een ander pakket.",
        "Ik werk al twee jaar met een planningstool van een concurrent.",
    ],
)
def test_working_with_another_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We werken al aan een plan met onze accountant, bel me volgende week.",
        "We werken al met jullie collega samen.",
    ],
)
def test_working_on_or_with_us_is_no_no(text):
    assert reading(text) != "not_interested"
