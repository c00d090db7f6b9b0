"""A bare "no" opening its clause, then "but thanks", is a no in every rule language (`no_but_thanks`,
heldout_cg); a "no" inside a phrase ("no pressure, but thanks") is not.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We looked at it with the partners. So no, but thank you for reaching out.",
        "Lo pensamos con el equipo. Entonces no, pero muchas gracias.",
        "Wir haben es besprochen. Also nein, aber trotzdem danke.",
        "On en a parlé en interne. Alors non, mais merci quand même.",
        "Ne abbiamo parlato. Quindi no, ma grazie lo stesso.",
        "We hebben het besproken. Dus nee, maar toch bedankt.",
        "Conversamos aqui. Então não, mas obrigada pelo contato.",
    ],
)
def test_no_but_thanks_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "No pressure, but thanks for the note. Let's talk Tuesday at 3?",
        "Sin apuro, pero gracias; ¿me mandan la propuesta?",
    ],
)
def test_a_no_inside_a_phrase_is_not(text):
    assert reading(text) != "not_interested"
