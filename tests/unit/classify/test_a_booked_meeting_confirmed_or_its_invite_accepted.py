"""A booked meeting confirmed or its invitation accepted (heldout_ar: a reply to our reminder, "Confirmed,
see you Thursday. I'll bring our controller along"; to our calendar invite, "ho accettato l'invito per
martedì. Potrebbe mandarmi prima una breve presentazione"): interest, in every rule language. An invite not
(yet) accepted, accepted by someone else or by mistake, a question whether to accept it, and a "bis
Donnerstag" / "tot donderdag" inside a sentence (a time limit, never a goodbye) take no such reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.intent_rules.meeting_confirmed import MEETING_CONFIRMED
from sequencer.classify.text import fold

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Confirmed, see you Thursday. I'll bring our controller along",
        "Perfect, see you on Tuesday.",
        "I've accepted the invite for Tuesday. Could you send the agenda beforehand?",
        "Bestätigt, bis Donnerstag. Ich bringe unseren Controller mit.",
        "Ich habe die Einladung für Dienstag angenommen.",
        "Confirmé, à jeudi. Je viendrai avec notre contrôleur de gestion.",
        "J'ai accepté l'invitation pour mardi.",
        "Confirmado, nos vemos el jueves.",
        "He aceptado la invitación del martes.",
        "Confermato, ci vediamo giovedì.",
        "Ho accettato l'invito per martedì. Potrebbe mandarmi prima una breve presentazione?",
        "Bevestigd, tot donderdag.",
        "Ik heb de uitnodiging voor dinsdag geaccepteerd.",
        "Confirmado, até quinta.",
        "Aceitei o convite para terça.",
    ],
)
def test_a_meeting_confirmed_or_an_invite_accepted_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "I haven't accepted the invite yet.",
        "My colleague accepted the invite, I have no idea why.",
        "I accepted the invite by mistake.",
        "Should I accept the invite?",
        "Ich habe die Einladung nicht angenommen.",
        "Ik heb de uitnodiging niet geaccepteerd.",
        "Je n'ai pas accepté l'invitation.",
        "No he aceptado la invitación.",
        "Non ho accettato l'invito.",
        "Não aceitei o convite.",
        "Ich bin bis Donnerstag im Urlaub.",
        "Ik ben tot donderdag op vakantie.",
        "Can't make it, see you at the show on Thursday.",
    ],
)
def test_an_invite_not_accepted_by_the_sender_or_a_time_limit_is_no_confirmation(text):
    assert MEETING_CONFIRMED.search(fold(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "Ich habe die Einladung nicht angenommen.",
        "Je n'ai pas accepté l'invitation, de quoi s'agit-il ?",
        "Non ho accettato l'invito, di cosa si tratta?",
        "Ik ben tot donderdag op vakantie.",
        "Não aceitei o convite, do que se trata?",
    ],
)
def test_such_a_reply_is_not_read_as_interest(text):
    assert rule_intent(text) != "interested"
