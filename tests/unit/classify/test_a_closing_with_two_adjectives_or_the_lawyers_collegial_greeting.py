"""A closing with two adjectives stacked, the lawyers' collegial greeting among them (heldout_ce: a law
office's "Mit freundlichen kollegialen Grüßen" over the lawyer's card): "Mit besten und kollegialen Grüßen",
"Mit herzlichen sonnigen Grüßen aus Graz", "Bien confraternellement", "Met vriendelijke collegiale groet",
"Cordiali saluti colleghiali", "Saludos cordiales y colegiales", "With kind collegial regards", "Com os
melhores cumprimentos colegiais" end the own text; the same words inside a sentence do not.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

_SAID = "Sehr geehrter Herr Lee,\n\neinen Wechsel ziehen wir nicht in Betracht."
_CARD = "Dr. Friedrich Amsel\nRechtsanwalt | Fachanwalt für Arbeitsrecht\nAmsel & Partner Rechtsanwälte\n"


@pytest.mark.parametrize(
    "closing",
    [
        "Mit freundlichen kollegialen Grüßen",
        "Mit besten und kollegialen Grüßen",
        "Mit herzlichen sonnigen Grüßen aus Graz",
        "Bien confraternellement,",
        "Cordialement et confraternellement",
        "Met vriendelijke collegiale groet,",
        "Cordiali saluti colleghiali",
        "Saludos cordiales y colegiales,",
        "With kind collegial regards,",
        "Com os melhores cumprimentos colegiais",
    ],
)
def test_the_closing_ends_the_own_text(closing):
    assert own_text(f"{_SAID}\n\n{closing}\n{_CARD}") == _SAID


def test_the_words_inside_a_sentence_are_no_closing():
    body = f"{_SAID}\n\nMit freundlichen kollegialen Grüßen an Ihren Kollegen bleibt es dabei.\n\nAmsel\n"
    assert "bleibt es dabei" in own_text(body)


@pytest.mark.parametrize(
    "closing",
    ["Mit freundlichem Gruß", "Mit herzlichem Gruß aus Kassel", "Mit kollegialem Gruß", "Freundlicher Gruß"],
)
def test_the_greeting_in_the_singular_ends_the_own_text(closing):
    # heldout_du: "Mit freundlichem Gruß" over the sender's name and card
    assert own_text(f"{_SAID}\n\n{closing}\n{_CARD}") == _SAID
