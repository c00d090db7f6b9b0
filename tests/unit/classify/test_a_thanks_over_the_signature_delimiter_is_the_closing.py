"""A lone thanks line set apart above the "-- " signature delimiter ("... 450-555-0148\\n\\nMerci!\\n\\n-- \\n
Marie-Ève Bouchard", heldout_bt, as Gmail writes it) is the closing, cut with the signature: the delimiter
is no closing formula, so the heldout_l rule (a thanks sentence kept above another closing formula) does not
apply. Above a real closing formula the thanks stays, as before.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"marie", "bouchard"})
BODY = "Hello,\n\nCould you call me tomorrow afternoon? I'm at the clinic until 5. 450-555-0148"
CARD = "Marie Bouchard\nManager | Boisbriand Clinic"


@pytest.mark.parametrize(
    "thanks",
    [
        "Thanks!",
        "Thank you.",
        "Thanks again.",
        "Danke!",
        "Vielen Dank.",
        "Merci!",
        "Merci beaucoup.",
        "Gracias!",
        "Grazie!",
        "Bedankt!",
        "Obrigado!",
    ],
)
def test_a_thanks_over_the_delimiter_is_cut(thanks):
    text = f"{BODY}\n\n{thanks}\n\n-- \n{CARD}"
    assert own_text(text, NAMES) == BODY


@pytest.mark.parametrize("gap", ["\n\n", "\n\n\n\n"])
def test_a_thanks_over_the_delimiter_is_cut_across_html_blank_lines(gap):
    text = f"{BODY}{gap}Merci!{gap}-- \n{CARD}"
    assert own_text(text, NAMES) == BODY


@pytest.mark.parametrize(
    ("thanks", "closing"),
    [
        ("Thanks again.", "Best regards,"),
        ("Merci d'avance.", "Cordialement,"),
        ("Vielen Dank im Voraus.", "Viele Grüße"),
    ],
)
def test_a_thanks_over_a_closing_formula_still_stays(thanks, closing):
    text = f"{BODY}\n\n{thanks}\n\n{closing}\n{CARD}"
    assert own_text(text, NAMES) == f"{BODY}\n\n{thanks}"


def test_a_sentence_over_the_delimiter_stays():
    text = f"{BODY}\n\nThanks for the quick answer, I'll be free after 2.\n\n-- \n{CARD}"
    assert own_text(text, NAMES) == f"{BODY}\n\nThanks for the quick answer, I'll be free after 2."
