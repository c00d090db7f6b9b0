""" "Give it a miss" is a no like "pass" (`we_pass.WE_PASS`; heldout_cn: the sender will give it a miss after
a look at the website). Never a thing not to miss, never for now only.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Had a look, but I think we'll give it a miss. Ta.",
        "We'll give this one a miss, thanks all the same.",
        "I'm going to give the demo a miss, cheers.",
    ],
)
def test_give_it_a_miss_is_a_no(text: str) -> None:
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "I wouldn't miss it, send me the invite for the demo.",
        "We'll give it a miss for now, maybe try again in the spring.",
    ],
)
def test_look_alikes_are_no_plain_no(text: str) -> None:
    assert reading(text) != "not_interested"
