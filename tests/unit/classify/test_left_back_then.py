"""Someone gone from the firm with its time after "back" ("she left us back in May"), or the sender who
"finished up at" the firm with its time, is a wrong person (`left_the_company.LEFT_THE_COMPANY`; heldout_cn).
Never a finish at an event or a place.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Tom left us way back in March, sorry.",
        "She left us back in the spring, I'm afraid.",
        "I finished up at Harbour Electrical last month, so I can't help.",
        "He finished up with Bayside Motors a few weeks ago.",
    ],
)
def test_gone_back_then_is_wrong_person(text: str) -> None:
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "I finished up at the expo last week and had a look at your stand.",
        "We finished up at the office on Friday and the delivery was fine.",
    ],
)
def test_look_alikes_are_no_wrong_person(text: str) -> None:
    assert reading(text) != "wrong_person"
