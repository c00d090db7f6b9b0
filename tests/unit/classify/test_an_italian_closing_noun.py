"""The Italian closing nouns alone on their line ("Cordialità", "Con cordialità", "Con stima", heldout_di:
an export manager's "Cordialità" over his name and card) end the own text; the same words inside a
sentence do not.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

_SAID = "Buonasera,\n\nper gli ordini deve rivolgersi al nostro ufficio acquisti, non a me."
_CARD = "Marta Bellini\nResponsabile logistica – Bellini Trasporti\nVia Roma 12, 37100 Verona\n"


@pytest.mark.parametrize(
    "closing",
    ["Cordialità", "Con cordialità", "Con molta cordialità,", "Con stima", "Con viva stima,"],
)
def test_the_closing_noun_ends_the_own_text(closing):
    assert own_text(f"{_SAID}\n\n{closing}\n{_CARD}") == _SAID


def test_the_words_inside_a_sentence_are_no_closing():
    body = f"{_SAID}\n\nLa ringrazio per la cordialità con cui ci ha scritto.\n\nMarta\n"
    assert "con cui ci ha scritto" in own_text(body)
