"""A first name alone over the shop's name and address joined on one line by a dot or a bar (heldout_bh:
"Fiona / The Little Gift Box · 14 Church Lane / Open 7 days until Christmas Eve"), with no closing word, is
the signature card: each part of the joined line is read as a card line, one of them a postal address.
A sentence naming a street with a dot in it, or a name over a joined line with no address, stays the
sender's words.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

EN = "Hi Jordan,\n\nDrop me a line in the second week of January and I'll have a proper look."
NL = "Hoi Marco,\n\nBel me maandag maar, dan is de zaak dicht."
DE = "Hallo,\n\nmelden Sie sich bitte im Januar wieder."
FR = "Bonjour,\n\nRappelez-moi en janvier, svp."
ES = "Hola,\n\nEscríbame en enero, por favor."
IT = "Buongiorno,\n\nmi riscriva a gennaio, grazie."
PT = "Olá,\n\nescreva-me em janeiro, por favor."


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (EN, "Fiona\nThe Little Gift Box · 14 Church Lane\nOpen 7 days until Christmas Eve"),
        (EN, "Fiona\nThe Little Gift Box | 14 Church Lane"),
        (NL, "Sanne\nEetcafé De Wit · Kerkstraat 9, Zwolle"),
        (DE, "Markus\nBäckerei Ebner · Hauptstraße 12a"),
        (FR, "Luc\nBoulangerie Martin · 3 rue de la Paix"),
        (ES, "Lucía\nBar Lucía | Calle Mayor 4, Madrid"),
        (IT, "Giulia\nTrattoria Da Gino · Via Roma 5"),
        (PT, "Rita\nPadaria Rita · Rua Augusta 100"),
    ],
)
def test_a_name_over_the_shop_and_its_address_on_one_line_is_the_signature(text: str, card: str) -> None:
    assert own_text(f"{text}\n\n{card}\n") == text


@pytest.mark.parametrize(
    "body",
    [
        f"{EN}\n\nFiona\nWe moved to 14 Church Lane · come and see us.",
        f"{EN}\n\nFiona\nMeet me at the shop · Tuesday",
        f"{EN}\n\nFiona\nThe Little Gift Box · Open 7 days",
    ],
)
def test_a_joined_line_with_no_address_or_a_sentence_stays(body: str) -> None:
    assert own_text(body) == body
