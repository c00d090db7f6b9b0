"""A thanks sentence over a closing formula stays the sender's last sentence in every rule language, even
when its words look like a name of two capitalised words (heldout_bs: "... die alle zu lesen.\\n\\nVielen
Dank.\\n\\nMit freundlichen Grüßen\\n\\nBirgit Hollmann"; "Danke.", "Merci.", "Bedankt."): the heldout_l
rule, `signoffs._ends_on_name` no longer reads it as a name signing the text. A lone thanks over a name,
with no closing, is the closing (the heldout_m convention).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Sehr geehrter Herr Lee,\n\nbitte nehmen Sie mich aus Ihrem Verteiler."


@pytest.mark.parametrize(
    ("thanks", "closing"),
    [
        ("Vielen Dank.", "Mit freundlichen Grüßen"),
        ("Danke.", "Viele Grüße"),
        ("Merci.", "Cordialement"),
        ("Bedankt.", "Met vriendelijke groet"),
        ("Gracias.", "Saludos"),
        ("Grazie.", "Cordiali saluti"),
        ("Thank you.", "Kind regards"),
    ],
)
def test_the_thanks_over_a_closing_stays(thanks, closing):
    text = f"{BODY}\n\n{thanks}\n\n{closing}\n\nBirgit Hollmann\nStrategischer Einkauf"
    assert own_text(text) == f"{BODY}\n\n{thanks}"


@pytest.mark.parametrize("thanks", ["Vielen Dank.", "Danke.", "Merci."])
def test_a_lone_thanks_over_a_name_is_cut(thanks):
    assert own_text(f"{BODY}\n\n{thanks}\n\nBirgit") == BODY


def test_a_name_of_two_words_still_signs_the_text():
    assert own_text(f"{BODY}\n\nBirgit Hollmann") == BODY
