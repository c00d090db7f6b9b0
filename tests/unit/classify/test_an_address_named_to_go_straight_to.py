"""An address named with the sender sending us straight to that person, or naming their role as a lead
(heldout_ai, inline answers: "No. That's Hamish Clarke, our facilities lead, hamish@x. I'd go straight to
him"), is a wrong person with that referral, in every rule language (`wrong_person.REFERRAL_CUE`). An address
named beside the sender's own interest is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "No. That's Hamish Clarke, hamish.clarke@harbour.test. I'd go straight to him.",
        "That's Hamish Clarke, our facilities lead, hamish.clarke@harbour.test.",
        "Das ist Frau Lenz, lenz@harbour.test, bitte direkt an sie.",
        "Écrivez directement à Paul, paul@harbour.test.",
        "Escriba directamente a Paula, paula@harbour.test.",
        "Scriva direttamente a Paolo, paolo@harbour.test.",
        "Mail rechtstreeks naar Peter, peter@harbour.test.",
        "Escreva diretamente ao Paulo, paulo@harbour.test.",
    ],
)
def test_an_address_to_go_straight_to_is_a_wrong_person(text: str) -> None:
    assert rule_intent(text) == "wrong_person"


def test_an_address_beside_our_own_interest_is_none() -> None:
    text = "I'd like a demo straight away; copy in my assistant anna@harbour.test."
    assert rule_intent(text) == "interested"
