"""A thanks with a spoken tag after it, alone on its line over the sender's name, is a closing and is left
out of the own text (`closing_phrases.THANKS_TAGGED`; heldout_cw: a Roman "Grazie eh" over the first
name), in every rule language: "Grazie eh", "Danke gell", "Merci hein", "Gracias, che", "Bedankt hè",
"Dank je hoor", "Obrigado hein", "Valeu viu", "Thanks eh". A sentence that goes on after it stays the
sender's, and so does the line ending a one-line reply.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Buongiorno, ci mandate il listino aggiornato per il 2027?"


@pytest.mark.parametrize(
    ("closing", "name"),
    [
        ("Grazie eh", "Sandro"),
        ("Grazie neh!", "Paola Ferri"),
        ("Danke gell", "Vroni"),
        ("Danke, gelle!", "Vroni Huber"),
        ("Merci hein", "Gilles"),
        ("Gracias, che", "Nico"),
        ("Bedankt hè", "Joost"),
        ("Dank je hoor!", "Joost"),
        ("Obrigado hein", "Rui"),
        ("Valeu viu!", "Rui"),
        ("Thanks eh", "Doug"),
    ],
)
def test_a_tagged_thanks_over_the_name_is_left_out(closing, name):
    assert own_text(f"{BODY}\n\n{closing}\n{name}\n") == BODY


def test_a_sentence_going_on_after_the_tagged_thanks_stays():
    text = f"{BODY}\n\nGrazie eh, ma il prezzo vecchio era più basso"
    assert own_text(text + "\n") == text


def test_a_one_line_tagged_thanks_stays():
    assert own_text("Grazie eh\n") == "Grazie eh"
