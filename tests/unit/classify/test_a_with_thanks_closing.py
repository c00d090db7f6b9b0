""" "With thanks," alone on its line is a closing in every rule language (`closing_phrases.CLOSINGS`,
heldout_ch: a Flemish office's removal request over "Met dank,"): "Met dank,", "Dank bij voorbaat,", "Mit
Dank,", "Mit bestem Dank", "Avec mes remerciements,", "Con agradecimiento,", "Con i miei ringraziamenti,",
"Com os meus agradecimentos,". A sentence that starts with the words ("Met dank aan jullie team is het
gelukt.") stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Goedemiddag,\n\nKunt u mij de voorwaarden nog eens doorsturen?"


@pytest.mark.parametrize(
    "closing",
    [
        "Met dank,",
        "Met dank bij voorbaat,",
        "Dank bij voorbaat,",
        "Mit Dank,",
        "Mit bestem Dank",
        "Avec mes remerciements,",
        "Con agradecimiento,",
        "Con i miei ringraziamenti,",
        "Com os meus agradecimentos,",
    ],
)
def test_with_thanks_over_a_name_ends_the_text(closing):
    assert own_text(f"{BODY}\n\n{closing}\n\nWouter Maes\nBoekhouding\n") == BODY


def test_a_sentence_starting_with_thanks_stays():
    body = f"{BODY}\n\nMet dank aan jullie team is het gelukt."
    assert own_text(f"{body}\n\nWouter Maes\n") == body
