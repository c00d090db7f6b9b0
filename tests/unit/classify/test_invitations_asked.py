"""Held-out set I: a meeting invitation asked for ("stuur maar een uitnodiging voor dinsdag") is interest,
in every rule language; a negated one or the sender's own invitation is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.intent_rules.invitation import INVITATION_ASKED
from sequencer.classify.text import fold
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Stuur maar een uitnodiging voor dinsdag, na 13:00 kan ik.",
        "Send me an invite for Tuesday afternoon.",
        "Schicken Sie mir gerne eine Teams-Einladung für Dienstag.",
        "Envoyez-moi une invitation pour mardi.",
        "Envíame una invitación para el martes.",
        "Mandatemi un invito per martedì.",
        "Mande-me o convite para terça.",
    ],
)
def test_an_invitation_asked_for_is_interest(text):
    assert INVITATION_ASKED.search(fold(text))
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Stuur geen uitnodiging, we hebben geen interesse in een gesprek.",
        "Don't send an invite, we're not buying this year.",
        "We'll send you an invitation to our supplier day.",
        "Wir senden Ihnen eine Einladung zu unserem Lieferantentag.",
    ],
)
def test_a_negated_or_own_invitation_is_no_request(text):
    assert not INVITATION_ASKED.search(fold(text))
    assert rule_intent(text) != "interested"
