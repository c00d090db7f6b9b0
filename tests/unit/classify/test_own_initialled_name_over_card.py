"""The sender's own name with the first name as its initial, over one or two card lines, is the signature
without a closing word (heldout_ct: a florist's surname after her initial over her shop and town), in
every rule language: "F. Dewolf", "J.-P. Martin", "M. Rossi" signed by the sender. Never an initial that
no name of the sender's starts with, never a stranger's name, never a card line that is a sentence.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"jean", "pierre", "martin"})


@pytest.mark.parametrize(
    "body",
    [
        "Please call me back about the invoice.",
        "Bitte rufen Sie mich wegen der Rechnung zurück.",
        "Merci de me rappeler au sujet de la facture.",
        "Por favor, llámeme por la factura.",
        "Mi richiami per la fattura, per favore.",
        "Bel me even terug over de factuur.",
        "Ligue-me sobre a fatura, por favor.",
    ],
)
@pytest.mark.parametrize("signed", ["J. Martin", "J.-P. Martin", "P. Martin"])
def test_own_initialled_name_over_card_is_the_signature(body, signed):
    text = f"Hello,\n\n{body}\n\n{signed}\nMartin Menuiserie – Namur\n"
    assert own_text(text, NAMES) == f"Hello,\n\n{body}"


@pytest.mark.parametrize(
    "signed",
    [
        # no name of the sender's starts with the initial
        "K. Martin",
        # a stranger's surname
        "J. Dupont",
    ],
)
def test_other_initialled_names_stay(signed):
    text = f"Hello,\n\nPlease write to them instead.\n\n{signed}\nDupont Menuiserie – Namur\n"
    assert signed in own_text(text, NAMES)


def test_a_sentence_under_the_name_stays():
    text = "Hello,\n\nSee below.\n\nJ. Martin\nwill call you on Monday.\n"
    assert "will call you on Monday." in own_text(text, NAMES)
