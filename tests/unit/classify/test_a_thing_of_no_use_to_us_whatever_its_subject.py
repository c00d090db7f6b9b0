"""A thing said to be of no use to the sender, whatever names it (heldout_en: "a ... tool is no use to us"):
"that kind of software would be of no use to us", "un outil pareil ne nous servirait à rien", "so eine
Plattform bringt uns nichts"; and "we're right" for "we're fine", thanked or after a no. A use bounded in
time, something new to come, or "we're right on time" is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Honestly, a scheduling add-on is no use to us.",
        "That kind of software would be of no use to us.",
        "Un outil pareil ne nous servirait à rien.",
        "So eine Plattform bringt uns nichts.",
        "Nah, I'm right, cheers.",
        "We're all right thanks, nothing needed.",
    ],
)
def test_of_no_use_is_a_no(text: str) -> None:
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "The report is no use to us until Friday, can you resend?",
        "Das bringt uns nichts Neues, aber danke.",
        "We're right on schedule, thanks.",
        "You're right, thanks.",
    ],
)
def test_a_bounded_use_or_another_right_is_none(text: str) -> None:
    assert reading(text) != "not_interested"
