"""A slot booked through our calendar link is interest (heldout_aa: "Booked Tuesday the 15th, 10:30 your
time, through the link. I'll bring Mirela"), in every rule language (`booked_slot.BOOKED_VIA_LINK`); a
booking that failed, was refused or went through someone else keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I've grabbed a slot for Thursday via your link.",
        "Ich habe über Ihren Link einen Termin am Donnerstag gebucht.",
        "J'ai réservé un créneau jeudi via votre lien.",
        "He reservado una hora el jueves a través de su enlace.",
        "Ho prenotato uno slot giovedì tramite il link.",
        "Ik heb via de link een afspraak op donderdag ingepland.",
        "Agendei um horário na quinta pelo seu link.",
    ],
)
def test_a_slot_booked_through_our_link_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("I couldn't book anything through your link, it shows 4am only.", "other"),
        ("We booked the venue through the agency.", "other"),
        ("Thanks, I have not booked through the link and won't.", "other"),
    ],
)
def test_booking_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
