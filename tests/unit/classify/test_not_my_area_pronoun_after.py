"""Not the sender's area with the subject first ("ik ga hier niet over", "ik ga daar eigenlijk niet over"),
as "daar ga ik niet over" is: a wrong person (`front_desk.NOT_MINE`; heldout_cu).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik ga daar eigenlijk niet over.",
        "Sorry, ik ga hier echt niet over, want ik sta op de vloer.",
    ],
)
def test_not_my_area_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Ik ga hier niet overheen stappen, we praten dinsdag verder en ik wil graag een demo.",
    ],
)
def test_other_niet_over_is_not(text):
    assert reading(text) != "wrong_person"
