"""A question whether we met or spoke before, in a reply that asks for nothing (heldout_au: "sorry but I dont
understand, we have a meeting before? How you have my email?"), in every rule language and in learner's
English (`meeting_confusion.PRIOR_MEETING_ASKED`): the sender does not place us, and the meeting word in the
question is no meeting asked for: `other`. A request beside it, a meeting asked for before a date, or a past
meeting named to go on from, stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Sorry, I don't understand, we have a meeting before?",
        "Did we have a call before?",
        "Have we met? I can't place your name.",
        "Do we know each other?",
        "Hatten wir schon einen Termin?",
        "Kennen wir uns?",
        "On s'est déjà parlé ?",
        "Est-ce qu'on se connaît ?",
        "¿Tuvimos una reunión antes?",
        "¿Ya hemos hablado?",
        "Ci siamo già sentiti?",
        "Hebben we al eens gesproken?",
        "Kennen wij elkaar?",
        "Já tivemos uma reunião?",
        "Já falamos antes?",
    ],
)
def test_asking_whether_we_met_before_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Have we spoken before? Either way, happy to chat Tuesday at 10.",
        "Did we have a demo before? If not, I'd love to see one.",
        "Hatten wir schon einen Termin? Falls nicht, gerne einen am Dienstag.",
        "Can we have a call before Friday?",
        "We had a call before Christmas, can we continue next week?",
    ],
)
def test_a_meeting_asked_for_beside_it_stays_interest(text):
    assert rule_intent(text) == "interested"
