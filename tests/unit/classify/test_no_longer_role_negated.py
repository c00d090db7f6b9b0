"""A role no longer held, negated on the role ("ik ben geen zaakvoerder meer", "ich bin kein Inhaber mehr",
"I'm not the owner anymore") is a wrong person (`no_longer_responsible`; heldout_cu). Never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik ben sinds vorig jaar geen eigenaar meer.",
        "Ik ben geen bedrijfsleider meer van de winkel.",
        "Ich bin schon lange keine Geschäftsführerin mehr.",
        "I am not the office manager anymore.",
    ],
)
def test_role_no_longer_held_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Ben ik geen eigenaar meer?",
        "Ik ben geen boekhouder, maar ik kijk er graag naar.",
    ],
)
def test_role_asked_or_never_held_is_not(text):
    assert reading(text) != "wrong_person"
