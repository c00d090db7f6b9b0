"""The Spanish postscript marked "PD:" or "PD." without its dots, set apart below a closing and a signature
(heldout_dk: a no in the body, then after the signature "PD: and please take me off this list"): the
postscript is the sender's own words again, as "P.D." and "PS:" already are. "PD" as a word of its own
inside a sentence, or with no colon or full stop after it, marks no postscript.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("body", "postscript"),
    [
        ("Ahora mismo no nos interesa.", "PD: Y dejad de escribirme, por favor."),
        ("Lo hablamos en marzo.", "PD. Vuestro enlace no funciona."),
        ("Gracias, lo miro con el equipo.", "pd: el lunes no estoy."),
    ],
)
def test_a_pd_postscript_below_the_signature_is_own_text(body, postscript):
    card = "Saludos,\nLucía Ferrer\n\n-- \nJefa de Compras · Ferrer Hnos."
    text = f"Hola Dana,\n\n{body}\n\n{card}\n\n{postscript}\n"
    kept = own_text(text)
    assert body in kept
    assert postscript in kept
    assert "Jefa de Compras" not in kept


def test_the_removal_in_a_pd_postscript_is_read():
    text = (
        "Hola Dana,\n\nNo lo necesitamos, gracias.\n\nSaludos,\nLucía Ferrer\n\n-- \n"
        "Jefa de Compras · Ferrer Hnos.\n\nPD: Por favor, dadme de baja de vuestra lista.\n"
    )
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "line",
    [
        # a department's abbreviation with no colon or full stop after it
        "PD Ventas y Marketing",
        # a figure after the colon, no words
        "PD: 12",
    ],
)
def test_pd_without_a_mark_after_it_is_no_postscript(line):
    text = f"Hola Dana,\n\nNo nos interesa.\n\nSaludos,\nLucía Ferrer\n{line}\n"
    assert line not in own_text(text)
