"""A short, informal thanks or a hug's short form alone on its line over the sender's name or signature is a
closing and is left out of the own text, as "Thanks" and "Abs" are (heldout_cc: "... não faz sentido nenhum
pra mim.\n\nValeu!\n\nCamila Rezende", "... experimenta o comercial@x\n\nAbr\nMiguel"): Brazilian "Valeu",
"Vlw"; "Abr", "Abr.", "Abrs" (abraço); and the short thanks of the other rule languages ("Ta", "Tks",
"Thnx", "Dankeschön", "Mil gracias", "Grazie tante", "Dankjewel"). A thanks inside the last paragraph
("... pra mim. Valeu!") stays the sender's, and so does the word with nothing under it ending a one-line
reply.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Oi Jordan, tudo bem?\n\nPode me mandar a proposta com os valores para seis pessoas?"


@pytest.mark.parametrize(
    ("closing", "name"),
    [
        ("Valeu!", "Camila Rezende\nCamila Doces Finos"),
        ("Valeu", "Camila"),
        ("Vlw!", "Camila"),
        ("Abr", "Miguel"),
        ("Abr.", "Miguel Santos"),
        ("Abrs,", "Miguel"),
        ("Ta!", "Tom Baker\nBaker Ltd"),
        ("Tks", "Tom"),
        ("Thnx!", "Tom"),
        ("Dankeschön!", "Tobias Reinhardt"),
        ("Mil gracias,", "Ana"),
        ("Grazie tante!", "Marco"),
        ("Dankjewel!", "Sander"),
    ],
)
def test_a_short_thanks_or_a_hug_alone_over_the_name_is_left_out(closing, name):
    assert own_text(f"{BODY}\n\n{closing}\n{name}\n") == BODY


def test_a_thanks_ending_the_last_paragraph_stays():
    assert own_text(f"{BODY} Valeu!\n\nCamila\n") == f"{BODY} Valeu!"


def test_a_sentence_that_goes_on_after_the_thanks_stays():
    text = f"{BODY}\n\nValeu pela ajuda com o orçamento, Camila, foi muito útil"
    assert own_text(text + "\n") == text


def test_a_one_line_thanks_stays():
    assert own_text("Valeu!\n") == "Valeu!"
