"""A yes said in the formal register of letters is interest in every rule language ("I would welcome a
telephone conversation", "I would be pleased to receive you at our offices", "let me have your literature",
"saremmo lieti di fissare un incontro", a secretary to arrange a time, `formal_yes.FORMAL_YES`), and a
secretary copied in to arrange it is no referral; a welcome negated or of something else, prices asked for
nobody in particular and a secretary's past arrangement are none, and a colleague copied in to handle it
stays a referral (heldout_aw).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thank you for your note. I would welcome a telephone conversation on this subject.",
        "I would be pleased to receive you at our offices on Thursday at eleven o'clock.",
        "I should be grateful if you would let me have your literature together with a schedule of fees.",
        "Please let me have your prices for a practice of 12 persons.",
        "Kindly furnish us with your scale of fees for a firm of some forty staff.",
        "My secretary will be pleased to arrange a mutually convenient time.",
        "I would welcome a call. My secretary, Mrs Pike, will arrange a time; I have copied her in.",
        "Wir würden uns über ein persönliches Gespräch sehr freuen.",
        "Meine Sekretärin wird gerne einen Termin mit Ihnen vereinbaren.",
        "Nous serions heureux de vous recevoir jeudi à nos bureaux.",
        "Ma secrétaire vous contactera pour fixer un rendez-vous.",
        "Tendríamos mucho gusto en recibirle en nuestras oficinas.",
        "Mi secretaria le contactará para concertar una reunión.",
        "Saremmo lieti di fissare un incontro presso il nostro studio per una presentazione.",
        "La mia segretaria la contatterà per fissare un incontro.",
        "Wij ontvangen u graag op ons kantoor op donderdag.",
        "Mijn secretaresse neemt contact met u op om een afspraak te plannen.",
        "Teríamos todo o gosto em recebê-lo no nosso escritório.",
        "A minha secretária irá contactá-lo para agendar uma reunião.",
    ],
)
def test_a_formal_yes_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "I would not welcome a telephone call.",
        "We would welcome your removal of our address.",
        "Please let me have your prices.",
        "Non saremmo lieti di fissare un incontro.",
        "My secretary arranged a time with your competitor last week.",
    ],
)
def test_a_welcome_denied_or_of_something_else_is_no_interest(text):
    assert rule_intent(text) != "interested"


def test_a_colleague_copied_in_to_handle_it_stays_a_referral():
    assert (
        rule_intent("This is not my area. I have copied in Mrs Pike, who handles purchasing.")
        == "wrong_person"
    )
