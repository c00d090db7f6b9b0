"""The Scots "aff" for "off" before a list is a removal like "off" (`removal_more.PHRASE_TYPOS`; heldout_cn:
the sender asks to be taken "aff" the list). Never "aff" anywhere else, never a thread's copy list.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Could ye take me aff yer list?",
        "Get us aff this mailing list, ta.",
        "I'd like to be taken aff your list please.",
    ],
)
def test_aff_before_a_list_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I took a day aff the list of jobs last week.",
        "Could you take me aff the thread? My colleague has it.",
        "Aff tae the shops, back later.",
    ],
)
def test_aff_elsewhere_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"
