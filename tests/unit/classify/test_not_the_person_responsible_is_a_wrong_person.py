"""The sender not the person responsible for the matter ("não sou a pessoa responsável por esse tema",
heldout_dy), in every rule language: a wrong person (`wrong_person.WRONG_PERSON`); the sender's own interest
after it is read as before.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Obrigada, mas não sou a pessoa responsável pelas compras. Quem vê isso é o Rui.",
        "Grazie, ma non sono la persona responsabile degli acquisti. Se ne occupa Marta.",
        "Bedankt, maar ik ben niet de verantwoordelijke persoon voor inkoop.",
        "Gracias, pero no soy la persona responsable de compras.",
        "Thanks, but I am not the person responsible for purchasing.",
    ],
)
def test_not_the_person_responsible_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Sono io la persona responsabile degli acquisti: mi mandi la proposta.",
        "Sou a pessoa responsável pelas compras. Mande a proposta.",
    ],
)
def test_the_person_responsible_said_otherwise_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
