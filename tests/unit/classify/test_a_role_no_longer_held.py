"""A role that answers for the matter, no longer held ("ich bin nicht mehr Kassenwart", "I'm no longer the
treasurer"), is a wrong person in every rule language, with or without someone named
(`no_longer_responsible.NO_LONGER_RESPONSIBLE`; heldout_ci, German: no longer the club's treasurer since the
last general meeting). Never "no longer sure", never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ich bin seit März nicht mehr Schatzmeister des Vereins.",
        "Ich bin inzwischen nicht mehr Geschäftsführerin.",
        "I'm no longer the club's treasurer.",
        "Je ne suis plus trésorière de l'association.",
        "Ya no soy el tesorero del club.",
        "Non sono più la tesoriera.",
        "Ik ben sinds de zomer niet meer penningmeester.",
        "Já não sou a tesoureira da associação.",
    ],
)
def test_a_role_no_longer_held_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Ich bin nicht mehr sicher, ob wir das brauchen.",
        "Bin ich nicht mehr Kassenwart?",
    ],
)
def test_not_a_role_or_asked_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
