"""A thanks with an intensifier alone on its line over the sender's name is a closing and is left out of the
own text, in every rule language (`closing_phrases.CLOSINGS`; heldout_cr: a one-line removal, then "Grazie
assai" over the first name): "Grazie infinite", "Mille grazie", "Danke vielmals", "Merci infiniment",
"Muchísimas gracias", "Hartelijk dank", "Muitíssimo obrigado". A sentence that goes on after the thanks
stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Buongiorno,\n\nmi mandate il listino aggiornato per la linea da esterno?"


@pytest.mark.parametrize(
    ("closing", "name"),
    [
        ("Grazie assai", "Gennaro"),
        ("Grazie infinite!", "Lucia Ferri"),
        ("Grazie di cuore,", "Lucia"),
        ("Mille grazie", "Pietro"),
        ("Danke vielmals!", "Jonas"),
        ("Tausend Dank", "Jonas Weber"),
        ("Merci infiniment,", "Claire"),
        ("Un grand merci", "Claire"),
        ("Muchísimas gracias,", "Lola"),
        ("Hartelijk dank,", "Joost"),
        ("Heel erg bedankt!", "Joost"),
        ("Muitíssimo obrigado,", "Tiago"),
        ("Obrigadão!", "Tiago"),
    ],
)
def test_a_thanks_with_an_intensifier_over_the_name_is_left_out(closing, name):
    assert own_text(f"{BODY}\n\n{closing}\n{name}\n") == BODY


def test_a_sentence_that_goes_on_after_the_thanks_stays():
    text = f"{BODY}\n\nGrazie assai se me lo mandate entro giovedì, così lo giro al socio"
    assert own_text(text + "\n") == text
