"""A kiss as the closing ends the sender's own words (heldout_an: "Ping me the week after?\n\nx\nPriscilla"):
the English "x", "xx", "xo", "xoxo" alone over the name or beside it ("x Priscilla", "Priscilla x"), and
the kisses of every rule language alone over the name or before it: "Bussi", "Küsschen", "Bisous", "Bises",
"Besos", "Un beso", "Baci", "Un bacio", "Kusjes", "Liefs", "Beijos", "Beijinhos". An "x" that is part of a
sentence, a sum or a word stays.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Love what you're building. Just not before our launch, ping me the week after?"


@pytest.mark.parametrize(
    "closing",
    [
        "x\nPriscilla",
        "xx\nPriscilla",
        "xo\nPriscilla",
        "xoxo\nPriscilla",
        "x Priscilla",
        "Priscilla x",
        "Priscilla xx",
        "xx, Priscilla",
        "Bussi\nLena",
        "Küsschen\nLena",
        "Bisous\nClaire",
        "Bises, Claire",
        "Besitos\nLucía",
        "Un beso,\nLucía",
        "Besos Lucía",
        "Baci\nGiulia",
        "Un bacio,\nGiulia",
        "Kusjes\nFemke",
        "Liefs, Femke",
        "Dikke kus\nFemke",
        "Beijinhos\nAna",
        "Beijos Ana",
    ],
)
def test_a_kiss_over_or_beside_the_name_ends_the_text(closing):
    assert own_text(f"Hi Dana!\n\n{BODY}\n\n{closing}\n") == f"Hi Dana!\n\n{BODY}"


@pytest.mark.parametrize(
    "text",
    [
        "We tried 3\nx\n4 pallets and it held.",
        "We use plan x for that.\n\nx-ray results are fine",
        "Liefs zou ik zeggen.\n\nKus de kikker wakker, ik bel je morgen.",
        "Baci e abbracci a tutto il team, ci sentiamo a gennaio per la demo.",
        "Besos para todos, os llamo en enero.",
    ],
)
def test_an_x_or_a_kiss_word_inside_the_text_stays(text):
    assert own_text(text) == text
