"""The one reached called the wrong one with the noun left out, or no part in the matter said with the
object after it, is a wrong person (`wrong_person.WRONG_PERSON`; heldout_cx: "I think you've come to the
wrong one", "you've got the wrong one, I have nothing to do with that firm"), in Dutch and German. Never a
wrong thing sent or a wrong place visited.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Volgens mij ben je hier bij de verkeerde, ik werk op de planning.",
        "Ik vrees dat u bij de verkeerde bent beland.",
        "Jullie hebben de verkeerde te pakken, ik ben hovenier.",
        "Heeft u niet de verkeerde aangeschreven? Ik zit in de bouw.",
        "Ik werk in de keuken en heb niks met de boekhouding te maken.",
        "Ik heb verder niets te maken met die stichting.",
        "Da haben Sie leider den Falschen erwischt.",
        "Sie haben die falsche Ansprechpartnerin angeschrieben.",
    ],
)
def test_wrong_one_reached_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "U heeft de verkeerde bijlage gestuurd, kunt u de offerte nog eens mailen?",
        "Sie haben den falschen Anhang geschickt.",
        "Was je bij de verkeerde bakker?",
    ],
)
def test_a_wrong_thing_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
