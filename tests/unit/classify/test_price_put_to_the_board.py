"""A price question with the sender's wish to put it before their board or committee is interest in every
rule language (`price_considered.CONSIDERED`; heldout_ct: an association's rate asked, then "if it's
affordable I'll present it to the board"). Never the wish negated, never something else presented, never
the board alone without a price asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "What does it cost for a small charity? If it's affordable I'll put it to the board in March.",
        "Was kostet das für einen Verein? Wenn es bezahlbar ist, lege ich es dem Vorstand vor.",
        "Quel est le prix pour une école ? Si c'est raisonnable, je le soumettrai au conseil.",
        "¿Cuánto cuesta para un club? Si es asequible, lo presentaré a la junta directiva.",
        "Quanto costa per una cooperativa? Se è accessibile, lo porterò al direttivo.",
        "Wat kost het voor een stichting? Als het betaalbaar is, leg ik het voor aan het bestuur.",
        "Quanto custa para uma cooperativa? Se for acessível, vou apresentar à direção.",
    ],
)
def test_price_put_to_the_board_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # the wish negated
        "How much does it cost? I won't present it to the board, we have no budget left.",
        # something else presented
        "How much does it cost? I'll present the yearly accounts to the board tomorrow, busy week.",
        # the board alone, no price asked
        "Je présenterai ça au bureau le mois prochain.",
    ],
)
def test_other_board_mentions_are_not_interest(text):
    assert reading(text) != "interested"
