"""The sender the wrong one, said without a negation ("Da bin ich der Falsche", "I'm the wrong one to ask"),
is a wrong person in every rule language (`not_the_right_one.NOT_THE_RIGHT_ONE`; heldout_ci, German: I'm the
wrong one, I only do marketing). Never a wrong thing ("die falsche Adresse"), never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Da bin ich leider der Falsche.",
        "Dafür bin ich die falsche Ansprechpartnerin.",
        "I'm the wrong person for this, sorry.",
        "I'm the wrong guy to ask.",
        "Je suis la mauvaise personne pour ça.",
        "Soy la persona equivocada para esto.",
        "Sono la persona sbagliata per questo.",
        "Ik ben de verkeerde hiervoor.",
        "Sou a pessoa errada para isso.",
    ],
)
def test_the_wrong_one_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Bin ich da die Falsche?",
        "Ich bin die falsche Farbe im Katalog leid, schicken Sie den neuen.",
    ],
)
def test_a_wrong_thing_or_a_question_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
