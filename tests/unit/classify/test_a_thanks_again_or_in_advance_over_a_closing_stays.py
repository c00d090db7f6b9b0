"""A thanks "again" or "in advance" as a sentence of its own paragraph, with another closing formula below it
("Thanks again.\\n\\nBest regards,", heldout_al; "Alvast bedankt.\\n\\nGroet,") is the sender's last sentence
and stays the own text, the closing below it the cut (`closing_phrases.THANKS_SENTENCE`), in every rule
language. With only a name below, the thanks is the closing.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"bob", "prospect"})
BODY = "Hello,\n\nPlease send the NDA over and suggest two slots."


@pytest.mark.parametrize(
    ("thanks", "closing"),
    [
        ("Thanks again.", "Best regards,"),
        ("Thank you in advance!", "Kind regards,"),
        ("Vielen Dank im Voraus.", "Viele Grüße"),
        ("Nochmals danke!", "Beste Grüße"),
        ("Merci d'avance.", "Cordialement,"),
        ("Encore merci.", "Bien à vous,"),
        ("Gracias de antemano.", "Saludos,"),
        ("Grazie ancora.", "Cordiali saluti,"),
        ("Alvast bedankt.", "Groet,"),
        ("Nogmaals dank.", "Met vriendelijke groet,"),
        ("Obrigado desde já.", "Cumprimentos,"),
    ],
)
def test_the_thanks_over_a_closing_stays_the_text(thanks, closing):
    text = f"{BODY}\n\n{thanks}\n\n{closing}\nJulien Moreau\nIT Security Manager"
    assert own_text(text, NAMES) == f"{BODY}\n\n{thanks}"


@pytest.mark.parametrize("gap", ["\n\n", "\n\n\n\n\n"])
def test_the_thanks_over_a_closing_stays_across_html_blank_lines(gap):
    text = f"{BODY}{gap}Thanks again.{gap}Best regards,\n\nJulien Moreau\nIT Security Manager"
    assert own_text(text, NAMES) == f"{BODY}{gap}Thanks again.".replace(gap, "\n\n")


@pytest.mark.parametrize(
    "tail",
    [
        "Thanks again.\n\nJulien",
        "Alvast bedankt.\n\nJoost",
        "Merci d'avance.\n\nJulien",
    ],
)
def test_the_thanks_over_a_name_is_the_closing(tail):
    assert own_text(f"{BODY}\n\n{tail}", NAMES) == BODY
