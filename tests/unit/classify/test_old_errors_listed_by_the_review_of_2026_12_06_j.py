"""Old errors the review of 2026-12-06, fourth, listed (wrong before the rounds of heldout_bk and
heldout_bl and after them), fixed as families afterwards: German's noun-first no ("Interesse besteht bei
uns nicht", read as interest), "in-house" asked about read as a no, and which tool sends our mail asked
with "avec quel outil" / "con qué herramienta" read as interest. The missed removals it listed are in
`test_nothing_more_sent_is_a_removal.py`, the deep-dive wishes under a no in
`test_another_vendor_chosen_is_a_no.py`.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("Herr Braun übernimmt meine Aufgaben, aber Interesse besteht bei uns nicht.", "not_interested"),
        ("Bedarf besteht nicht.", "not_interested"),
        ("Interesse besteht derzeit leider nicht.", "not_interested"),
        ("Interesse besteht, bitte schicken Sie Unterlagen.", "interested"),
    ],
)
def test_a_german_no_with_the_noun_first(body, expected):
    assert reading(body) == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("In-house or off the shelf? Either way, we'd like a demo", "interested"),
        ("Do you do this in-house or outsource it?", "other"),
        ("We build this in-house.", "not_interested"),
        ("C'est fait en interne chez nous.", "not_interested"),
    ],
)
def test_in_house_is_a_no_when_stated_never_when_asked(body, expected):
    assert reading(body) == expected


@pytest.mark.parametrize(
    "body",
    ["Avec quel outil vous envoyez ces relances ?", "¿Con qué herramienta envían estos correos?"],
)
def test_which_tool_sends_our_mail_asked_with_the_tool_named_is_other(body):
    assert reading(body) == "other"
