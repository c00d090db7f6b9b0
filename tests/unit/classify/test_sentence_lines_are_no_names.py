"""Leftovers of the earlier held-out sets: a line of capitalised words set apart under the text is a
signature name only when it holds no word of a sentence to the reader. "Send Pricing", "What Timeline",
"Next Steps", "Kein Interesse", "Gerne Termin", "Quel Planning", "Cuándo Demo" are the sender's words; a
capitalised word at the end of a sentence line ("Can you send over the Pricing") was never a name and
stays. A real name after a closing or set apart is still dropped, a given name that is also a word
("Will", "Can") too.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"bob", "prospect"})


@pytest.mark.parametrize(
    "last",
    [
        "Send Pricing",
        "What Pricing",
        "Pricing",
        "Timeline",
        "Next Steps",
        "Kein Interesse",
        "Gerne Termin",
        "Quel Planning",
        "Cuándo Demo",
        "Quale Preventivo",
        "Welke Offerte",
        "Qual Prazo",
    ],
)
def test_capitalised_words_set_apart_that_are_a_sentence_stay(last):
    body = f"Hi Dana,\n\nThanks for the note.\n\n{last}"
    assert own_text(body, NAMES) == body


@pytest.mark.parametrize(
    "text",
    [
        "Hi Dana,\n\nThanks for the note. Can you send over the Pricing",
        "Hi Dana,\n\nSounds good.\nWhat is your Timeline",
        "Hi Dana,\n\nSounds good.\n\nWhat is your Timeline",
        "Thanks for the note, can you send over the\nPricing",
    ],
)
def test_a_capitalised_word_ending_a_sentence_line_stays(text):
    assert own_text(text, NAMES) == text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Hello,\n\nWorks for us.\n\nDana", "Hello,\n\nWorks for us."),
        ("Hello,\n\nWorks for us.\n\nWill Price", "Hello,\n\nWorks for us."),
        ("Hello,\n\nWorks for us.\n\nCan Yilmaz", "Hello,\n\nWorks for us."),
        ("Hello,\n\nWorks for us.\n\nThe Sales Team", "Hello,\n\nWorks for us."),
        ("Can you send over the Pricing?\n\nThanks,\nBob", "Can you send over the Pricing?"),
        ("Hi Dana,\n\nWorks for us.\nThanks, Tom Reyes.", "Hi Dana,\n\nWorks for us."),
    ],
)
def test_a_name_after_a_closing_or_set_apart_is_still_dropped(text, kept):
    assert own_text(text, NAMES) == kept
