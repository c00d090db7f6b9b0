"""An invite taken away ("remove the invite", "delete the calendar invite") is no interest
(`interest.INTERESTED`; heldout_cn: a call cancelled and the invite to be removed). An invite asked for or
accepted still is.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Something came up and I can't make it. Could you delete the calendar invite?",
        "Please cancel the invite, the meeting won't go ahead.",
        "Can you take down your invite? We've called it off.",
    ],
)
def test_invite_taken_away_is_no_interest(text: str) -> None:
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Please send the invite for Thursday.",
        "I accepted the invite, see you then.",
    ],
)
def test_invite_asked_is_interest(text: str) -> None:
    assert reading(text) == "interested"
