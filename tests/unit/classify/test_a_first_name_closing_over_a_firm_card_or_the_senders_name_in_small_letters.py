"""Two closings that end the sender's own text (heldout_bz): a closing and the first name set apart, over a
firm's card of short lines with a phone number or a register line in it, blank lines between or not ("Gr.
Dennis\n\nDe Groot Installatietechniek B.V.\n06-12345678\nKvK 61234567", in every rule language:
`closing_name_card.closing_first_name_over_firm_card`); and a closing typed in small letters with the
sender's own first name in small letters too ("gr henk" from Henk Vos, `signoffs._typed_closing_and_name`).
A card line that is a sentence, a closing with no phone or register under it, and a small-letter name that
is not the sender's stay the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Klinkt interessant. Wat kost dat voor een bedrijf met 6 man op kantoor? We factureren nu met de hand."


@pytest.mark.parametrize(
    "card",
    [
        "Gr. Dennis\n\nDe Groot Installatietechniek B.V.\n06-12345678\nKvK 61234567",
        "Gr. Dennis\nDe Groot Installatietechniek B.V.\n06-12345678",
        "Regards, Dennis\n\nDe Groot Installations Ltd.\n+44 20 7946 0958",
        "Gruß, Dennis\n\nDe Groot Haustechnik GmbH\nTel. 030 1234567\nHRB 123456",
        "Cordialement, Denis\n\nDe Groot Installations SARL\n01 23 45 67 89",
        "Saludos, Dennis\n\nDe Groot Instalaciones S.L.\n912 345 678",
        "Saluti, Dennis\n\nDe Groot Impianti S.r.l.\n02 1234 5678",
        "Abraços, Dennis\n\nDe Groot Instalações Lda.\n213 456 789",
    ],
)
def test_a_first_name_closing_over_a_firm_card_ends_the_text(card):
    assert own_text(f"Hoi Jordan,\n\n{BODY}\n\n{card}\n") == f"Hoi Jordan,\n\n{BODY}"


@pytest.mark.parametrize(
    "card",
    [
        # a sentence under the closing, no card
        "Gr. Dennis\n\nIk bel je morgen nog even.\n06-12345678",
    ],
)
def test_a_sentence_under_the_closing_keeps_it(card):
    assert "Ik bel je morgen" in own_text(f"{BODY}\n\n{card}\n")


def test_the_senders_own_first_name_in_small_letters_after_a_typed_closing_ends_the_text():
    body = "ik ben zzp'er en werk alleen, dus dit is niks voor mij. succes ermee"
    assert own_text(f"Hallo,\n\n{body}\n\ngr henk\n", frozenset({"henk", "vos"})) == f"Hallo,\n\n{body}"


@pytest.mark.parametrize("last", ["gr henk", "gr 14u"])
def test_a_small_letter_name_that_is_not_the_senders_stays(last):
    body = "ik ben zzp'er en werk alleen, dus dit is niks voor mij. succes ermee"
    assert own_text(f"{body}\n\n{last}\n", frozenset({"piet", "jansen"})) == f"{body}\n\n{last}"
