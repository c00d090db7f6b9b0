"""The sender's name set apart over a card whose first line is a firm named for them ("Teresa Amaral" over
"Amaral Arquitetos" and the town, heldout_cl) is the signature, in every language: the firm's line is the
card's mark (`name_apart_card._firm_of_name`). A name that is not the sender's, or a card line that does
not carry the name's surname, stays the sender's text.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.name_apart_card import _firm_of_name
from sequencer.classify.quotes import own_text

BODY = "Thanks for the note. Your messages were landing in our spam folder, that is fixed now."
NAMES = frozenset({"hanna", "berg", "hanna.berg", "example"})


@pytest.mark.parametrize(
    "card",
    [
        "Hanna Berg\n\nBerg Architects\nBristol",
        "Hanna Berg\n\nBerg Architekten\nHamburg",
        "Hanna Berg\n\nCabinet Berg\nLyon",
        "Hanna Berg\n\nStudio Berg Arquitetos\nPorto",
    ],
)
def test_a_firm_named_for_the_sender_signs(card):
    assert own_text(f"{BODY}\n\n{card}\n", NAMES) == BODY


@pytest.mark.parametrize(
    "card",
    [
        # someone else's name and firm: whom to write to
        "Marco Rossi\n\nRossi Serramenti\nMilano",
    ],
)
def test_other_cards_stay(card):
    assert own_text(f"{BODY}\n\n{card}\n", NAMES) != BODY


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Lindqvist Design", "Hanna Berg"),  # no surname on the card line
        ("Hanna Berg", "Hanna Berg"),  # the name line again
        ("Berg", "Hanna Berg"),  # the surname alone
        ("Berg Architects", "Hanna"),  # a first name alone names no firm
    ],
)
def test_no_firm_named_for_the_sender(line, name):
    assert not _firm_of_name(line, name)
