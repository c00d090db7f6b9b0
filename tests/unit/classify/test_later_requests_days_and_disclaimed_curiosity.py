"""Timing read right: a later request wins over a polite "graag" ("Neem in april nog eens contact op, dan
kijk ik er graag naar"), "a mediados de enero" is a time to write again, "after Jan 15" is a time; a day
named for a call after "sentiamoci" is a meeting. Curiosity with interest disclaimed ("Not promising
anything, just curious.") and a reply testing whether a bot reads the sequence are `other`.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Niet sluiten, maar nu past het echt niet. Neem in april nog eens contact op, dan kijk ik er graag"
        " naar.",
        "Neem na de zomer gerust weer contact met me op.",
        "Don't close it, but it doesn't fit now. Get in touch again in April, happy to look at it then.",
        "Ahora mismo imposible, estamos con el cierre del año. Escríbeme a mediados de enero y lo vemos.",
        "Me escreva em meados de janeiro.",
        "Scrivimi a metà di gennaio.",
        "(after Jan 15 pls)",
        "Nach dem 15. Januar bitte.",
        "Après le 15 janvier, merci.",
        "Per ora no. Risentiamoci.",
    ],
)
def test_later_requests_are_not_now(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    ["Ok sentiamoci. Chiamami giovedì dopo le 15 al 347 555 0192", "Sentiamoci giovedì alle 10."],
)
def test_a_day_for_the_call_after_sentiamoci_is_interest(text):
    assert rule_intent(text) == "interested"


def test_neem_contact_op_met_someone_else_is_no_later():
    assert rule_intent("Neem in het vervolg contact op met Piet.") != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Does Acme work with Sage Intacct, or only the big ERPs? Not promising anything, just curious.",
        "Keine Versprechungen, ich bin nur neugierig: läuft das mit DATEV?",
        "Je ne promets rien, je suis juste curieux : ça marche avec Sage ?",
        "Is there a human reading these replies? If it's a bot I'd love to see what it does with this"
        " sentence.",
    ],
)
def test_disclaimed_curiosity_and_a_bot_test_are_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Is this a bot? Either way, send me the pricing.",
        "No promises, but send me the deck and let's book a call.",
        "Not promising anything, but I'm interested - how does it work with Xero?",
    ],
)
def test_a_request_beside_a_disclaimer_or_a_bot_question_stays_interest(text):
    assert rule_intent(text) == "interested"
