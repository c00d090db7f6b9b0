"""Where the sender's words end, the family held-out set M showed: a name over a "Title, Firm" line
("Finance Director, Brightwater Labs (a Tessaly company)") under a closing sentence ("Best of luck.") is a
signature card, cut; the closing sentence stays the sender's own. A comma line that goes on as a sentence
is no card.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

TEXT = "We've been acquired, so we won't be buying anything in this area. Best of luck."


@pytest.mark.parametrize(
    "card",
    [
        "Anika Hollis\nFinance Director, Brightwater Labs (a Tessaly company)",
        "Tomas Weber\nHead of Purchasing, Weber Metall GmbH",
        "Claire Dubois\nDirectrice financière, Atelier Nord",
        "Lucia Bianchi\nResponsabile acquisti, Ferri Srl",
    ],
)
def test_a_name_over_a_title_and_firm_line_is_cut(card: str) -> None:
    assert own_text(f"Hi Dana,\n\n{TEXT}\n\n{card}") == f"Hi Dana,\n\n{TEXT}"


def test_a_comma_sentence_under_a_name_is_no_card() -> None:
    body = f"Hi Dana,\n\n{TEXT}\n\nMaria Rossi\nOur director, she will call you on Monday"
    assert "she will call you" in own_text(body)
