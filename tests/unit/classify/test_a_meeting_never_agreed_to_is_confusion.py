"""A meeting the sender never agreed to (heldout_ar: an unsolicited calendar invite, "I don't remember
agreeing to a meeting? What is this regarding and how did you get my info?"): the meeting and invite words in
it are confusion, never interest, in every rule language: `other`. A meeting remembered, only its time
forgotten, or something else not booked beside a meeting asked for, stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I just got a calendar invite from you for Tuesday at 10. I don't remember agreeing to a meeting?"
        " What is this regarding?",
        "I never agreed to a call. Why is there an invite in my calendar?",
        "Ich habe Ihre Einladung bekommen. Ich kann mich nicht erinnern, einem Termin zugestimmt zu haben.",
        "Ich habe nie einem Termin zugestimmt. Worum geht es?",
        "J'ai reçu une invitation pour mardi. Je n'ai jamais accepté de rendez-vous.",
        "Recibí una invitación para el martes. No recuerdo haber aceptado ninguna reunión.",
        "Ho ricevuto un invito per martedì. Non ricordo di aver accettato nessun incontro.",
        "Ik kreeg een uitnodiging voor dinsdag. Ik kan me niet herinneren dat ik met een afspraak heb"
        " ingestemd.",
        "Recebi um convite para terça. Não me lembro de ter aceitado nenhuma reunião.",
    ],
)
def test_a_meeting_the_sender_never_agreed_to_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "I remember agreeing to a call on Tuesday, happy to do it. Send the invite.",
        "I don't remember what time we agreed for the meeting, can you send the invite again?",
        "I didn't book a meeting room yet, but a demo on Tuesday works. Send an invite.",
        "Ich kann mich nicht erinnern, wann wir den Termin vereinbart haben, schicken Sie bitte die"
        " Einladung nochmal.",
    ],
)
def test_a_meeting_remembered_or_asked_for_stays_interest(text):
    assert rule_intent(text) == "interested"
