"""A signature with no closing word at the very end: a person's name over short card lines, one of them a
postal address ("Henk van Dijk / Bakkerij Van Dijk / Kerkstraat 9, Zwolle", "Marco Rossi / Via Roma 5 /
20121 Milano"), is the card, not the sender's words; set apart by a blank line or right under the last
finished sentence. A sentence naming a street, an address the text introduces ("send it to:"), a name
over a line that is no card, and a firm's line alone under someone's name stay as they were.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.postal import is_postal_line
from sequencer.classify.quotes import own_text

NL = "Wij zijn een bakkerij met één winkel.\n\nHaal dit adres uit uw mailinglijst en mail ons niet meer."
EN = "Hi Sam,\n\nWe are a two-person shop, this is not for us."
IT = "Buongiorno,\n\nnon siamo interessati, grazie."


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (NL, "Henk van Dijk\nBakkerij Van Dijk\nKerkstraat 9, Zwolle"),
        (NL, "Henk van Dijk\nKerkstraat 9\n8011 AB Zwolle"),
        (EN, "Tom Hale\nHale Joinery\n12 High Street, Leeds"),
        (EN, "Tom Hale\n4 Church Rd\nLondon SW1A 1AA"),
        (EN, "Tom Hale\n1200 Congress Ave\nAustin, TX 78701"),
        (IT, "Marco Rossi\nPanificio Rossi\nVia Roma 5, 20121 Milano"),
        ("Bonjour,\n\nCela ne nous intéresse pas.", "Claire Martin\n3 rue de la Paix\n75002 Paris"),
        ("Hallo,\n\nkein Bedarf, danke.", "Anna Weber\nHauptstraße 12a\nD-80331 München"),
    ],
)
def test_a_name_over_an_address_is_the_signature(text, card):
    assert own_text(f"{text}\n\n{card}\n") == text


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (NL, "Henk van Dijk\nBakkerij Van Dijk\nKerkstraat 9, Zwolle"),
        (NL, "Henk van Dijk\nKerkstraat 9, Zwolle"),
        (IT, "Marco Rossi\nVia Roma 5\n20121 Milano"),
    ],
)
def test_an_address_card_right_under_the_last_sentence_is_the_signature(text, card):
    assert own_text(f"{text}\n{card}\n") == text


@pytest.mark.parametrize(
    "body",
    [
        "Hoi Sam,\n\nWe moved to Kerkstraat 9 last year.",
        "Hoi Sam,\n\nWe zijn verhuisd.\nWe moved to Kerkstraat 9 last year.",
        "Hi Sam,\n\nPlease send the samples to:\n\nHenk van Dijk\nKerkstraat 9\n8011 AB Zwolle",
        "Hi Sam,\n\nThe order is fine.\n\nHenk van Dijk\nWe moved to Kerkstraat 9 last year.",
        "Hi Sam,\n\nThe order is fine.\n\nHenk van Dijk\nTot dinsdag",
        "Hi Sam,\n\nThe order is fine.\nHenk van Dijk\nBakkerij Van Dijk",
        # a firm's line alone under a name not the sender's own: maybe whom to write to
        "Hi Sam,\n\nThe order is fine.\n\nHenk van Dijk\nBakkerij Van Dijk",
        "Hi Sam,\n\nWe ordered 10000 units last year.\n\nHenk van Dijk\n10000 Euros",
    ],
)
def test_a_street_in_a_sentence_or_an_introduced_address_stays(body):
    assert own_text(body) == body


@pytest.mark.parametrize(
    "line",
    ["Kerkstraat 9, Zwolle", "8011 AB Zwolle", "Via Roma 5", "12 High Street", "Calle Mayor 4, Madrid"],
)
def test_address_lines(line):
    assert is_postal_line(line)


@pytest.mark.parametrize(
    "line",
    ["We moved to Kerkstraat 9 last year.", "Bakkerij Van Dijk", "2026 Budget", "10000 Euros", "Room 12"],
)
def test_lines_that_are_no_address(line):
    assert not is_postal_line(line)
