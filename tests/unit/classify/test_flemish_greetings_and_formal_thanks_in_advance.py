"""The Flemish "Vele groeten" (and "Veel groeten", "Warme groeten", "Lieve groeten") alone on its line is a
closing like "Met vriendelijke groet", and the formal Dutch thanks in advance ("Bij voorbaat dank") alone
over a name is a closing like "Alvast bedankt" (`closing_phrases`; heldout_co's round). As a sentence over
another closing formula it stays the sender's last sentence, as "Alvast bedankt." does (heldout_al). Never
the same words inside a sentence.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail


def own(body: str) -> str:
    return " ".join((classify(mail(body)).text or "").split())


@pytest.mark.parametrize(
    ("body", "want"),
    [
        (
            "Dag Tom,\n\nStuur het maar naar els@x.example.\n\nVele groeten,\nMarc\n",
            "Dag Tom, Stuur het maar naar els@x.example.",
        ),
        (
            "Hoi Tom,\n\nVolgende week past me beter.\n\nVeel groeten\nSanne\n",
            "Hoi Tom, Volgende week past me beter.",
        ),
        ("Hoi Tom,\n\nIk bel je morgen.\n\nWarme groeten,\nIlse\n", "Hoi Tom, Ik bel je morgen."),
        (
            "Geachte heer Smit,\n\nKunt u mij de tarieven sturen?\n\nBij voorbaat dank.\nK. de Wit\n",
            "Geachte heer Smit, Kunt u mij de tarieven sturen?",
        ),
        (
            "Geachte heer Smit,\n\nKunt u mij de tarieven sturen?\n\nBij voorbaat dank,\nK. de Wit\n",
            "Geachte heer Smit, Kunt u mij de tarieven sturen?",
        ),
    ],
)
def test_closing_left_out(body, want):
    assert own(body) == want


@pytest.mark.parametrize(
    ("body", "want"),
    [
        # over another closing formula: the last sentence, like "Alvast bedankt."
        (
            "Geachte heer Smit,\n\nKunt u mij de tarieven sturen?\n\nBij voorbaat dank.\n\n"
            "Met vriendelijke groet,\nK. de Wit\n",
            "Geachte heer Smit, Kunt u mij de tarieven sturen? Bij voorbaat dank.",
        ),
        # inside a sentence
        (
            "Hoi Tom,\n\nIk doe vele groeten van mijn collega. Bel me morgen.\n\nGroet,\nIlse\n",
            "Hoi Tom, Ik doe vele groeten van mijn collega. Bel me morgen.",
        ),
    ],
)
def test_closing_words_kept(body, want):
    assert own(body) == want
