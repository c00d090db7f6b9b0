"""A reply saying the matter would need to go to someone else and naming their address (heldout_bw: "This is
a shared inbox for the parish council office. Anything about software or suppliers would need to go to the
clerk, Mrs Janet Hollis, at clerk@x") is a wrong person, in every rule language
(`intent_rules/wrong_person.REFERRAL_CUE`). Only with an address named, and never when the sender shows
interest of their own.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "This is a shared inbox for the parish council office. Anything about software or suppliers would"
        " need to go to the clerk, Mrs Janet Hollis, at clerk@little-bramford-pc.example",
        "Anything about software needs to go to our bursar, bursar@school.example",
        "Alles zu Software müsste an unseren Kämmerer gehen: kaemmerer@gemeinde.example",
        "Tout ce qui concerne les logiciels doit être adressé au secrétaire de mairie,"
        " secretaire@mairie.example",
        "Todo lo de software tendría que ir a la secretaria, secretaria@ayto.example",
        "Le richieste sui software dovrebbero andare a segreteria@comune.example",
        "Alles over software moet naar de griffier gaan: griffier@gemeente.example",
        "Tudo sobre software teria de ir para a secretaria, secretaria@junta.example",
    ],
)
def test_the_matter_said_to_go_to_someone_at_an_address_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Anything about software would need to go to the clerk.",
        "Happy to chat, and it would need to go to procurement@x.example for the quote.",
        "Please send the invoice to accounts@x.example, we'd like to go ahead with the demo next week.",
    ],
)
def test_no_address_named_or_interest_of_the_sender_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
