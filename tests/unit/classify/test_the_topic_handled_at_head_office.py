"""The topic said to be handled at the sender's head office or group (heldout_aq: "I'm on the APAC marketing
side, finance stuff is handled out of our HQ in Sydney. Not sure who exactly, maybe try the CFO's office?")
is a wrong person in every rule language, with no one named (`head_office.HEAD_OFFICE`). Negated, asked,
or the head office as a meeting place, it is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm on the APAC side, finance stuff is handled out of our HQ in Sydney. Not sure who exactly.",
        "Purchasing is done centrally at head office, sorry.",
        "Finanzthemen werden bei uns in der Zentrale in Hamburg bearbeitet.",
        "La finance est gérée par notre siège à Paris.",
        "Las finanzas se gestionan desde la casa matriz en Madrid.",
        "La finanza è gestita dalla sede centrale di Milano.",
        "Financiën wordt op ons hoofdkantoor in Utrecht geregeld.",
        "As finanças são tratadas pela matriz em São Paulo.",
    ],
)
def test_the_topic_handled_at_head_office_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Is that handled out of HQ?", "other"),
        ("Finance isn't handled out of our HQ, I decide. Send the proposal.", "interested"),
        ("Let's meet at our HQ in Sydney on Tuesday at 10.", "interested"),
        (
            "Das wird nicht in der Zentrale bearbeitet, das entscheide ich. Schicken Sie mir ein Angebot.",
            "interested",
        ),
        ("Dat wordt niet op ons hoofdkantoor geregeld, dat beslis ik. Stuur me een offerte.", "interested"),
    ],
)
def test_look_alikes_of_the_head_office_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
