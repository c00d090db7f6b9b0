"""The mail reached someone else of the same name, in every rule language: a wrong person
(`wrong_namesake`). Never a wrong thing sent ("je hebt de verkeerde versie gestuurd", "die falsche Datei",
"ha sbagliato il prezzo").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "You've got the wrong Tom, I'm a plumber in Leeds.",
        "Sie haben den falschen Bernd angeschrieben, ich bin Tischler.",
        "Vous vous êtes trompé de Luc, je suis kiné.",
        "Creo que tiene al Javier equivocado, soy fontanero.",
        "Ha sbagliato Paolo, io faccio l'idraulico.",
        "Volgens mij heb je de verkeerde Bram te pakken, ik ben loodgieter.",
        "U heeft de verkeerde Bram gemaild.",
        "Acho que contactou o Rui errado, sou canalizador.",
    ],
)
def test_the_wrong_namesake_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Je hebt de verkeerde bijlage gestuurd, kun je de juiste sturen?",
        "Sie haben die falsche Datei geschickt, bitte nochmal.",
        "Ha sbagliato il prezzo nell'offerta, può correggere?",
    ],
)
def test_a_wrong_thing_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
