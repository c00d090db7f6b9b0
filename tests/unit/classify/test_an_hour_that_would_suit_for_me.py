"""An hour that would suit the sender, "for me" said between ("14 Uhr würde bei mir passen"), accepts the slot
(`hour_suits.HOUR_SUITS`; heldout_ci, German: Thursday at 2pm would suit me, otherwise Friday morning, send a
link); the conditional's other forms were read before. Never negated, never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Für den Call: Dienstag 10 Uhr würde bei mir gut passen.",
        "Zum Termin: 16:30 wäre für uns okay.",
        "For the call, 3pm would work for me.",
    ],
)
def test_an_hour_that_would_suit_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Zum Call: 10 Uhr würde bei mir leider nicht passen.",
        "Zum Call: würde 10 Uhr bei Ihnen passen?",
    ],
)
def test_negated_or_asked_is_no_acceptance(text):
    assert reading(text) != "interested"
