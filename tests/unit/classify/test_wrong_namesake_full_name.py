"""The mail reached someone else of the same name, the name written in full with its surname and particles
("de verkeerde Jan van Smit te pakken", "den falschen Jan Becker erwischt", "al Carlos Ruiz equivocado",
"o João Silva errado"): a wrong person (`wrong_namesake.NAMESAKE_REACHED`; heldout_co's round). Never a
thing got wrong.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik denk dat u de verkeerde Kees van der Meer te pakken heeft, ik ben gepensioneerd.",
        "Je hebt de verkeerde Anna Jansen gemaild, ik werk in de zorg.",
        "Sie haben wohl den falschen Stefan Weber angeschrieben.",
        "Me parece que tiene al Luis García equivocado.",
        "Acho que pegou o Pedro Santos errado.",
    ],
)
def test_a_namesake_in_full_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Je hebt de verkeerde offerte van vorige maand gemaild, kun je de nieuwe sturen?",
        "Sie haben die falsche Datei von gestern angehängt.",
    ],
)
def test_a_thing_got_wrong_is_no_namesake(text):
    assert reading(text) != "wrong_person"
