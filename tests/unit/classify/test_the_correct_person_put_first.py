"""The correct or competent person put first, then the name ("La persona corretta è l'ing. X", heldout_ec;
`referral`): wrong person, in every rule language; never the sender.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "La persona competente è la dott.ssa Elena Gatti, ufficio acquisti.",
        "La personne compétente est Mme Anne Leroy, service achats.",
        "La persona competente es la Sra. Marta Gil, de compras.",
        "De bevoegde persoon is Joris Peeters van inkoop.",
        "A pessoa competente é a Dra. Inês Faria, das compras.",
    ],
)
def test_the_correct_person_named_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize("text", ["La persona corretta sono io.", "La personne compétente, c'est moi."])
def test_the_sender_as_the_correct_person_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
