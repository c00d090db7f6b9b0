"""A new invitation asked for a day in place of one cancelled ("Please cancel Thursday's invite, I'm
travelling. Send a new one for Tuesday 12 January, 10:00 ET", heldout_aj): the meeting kept, interest, in
every rule language (`invitation.NEW_ONE_ASKED`). "Cancel" there is no removal. Never without a day (a
document sent again), negated, nor the sender's own to send.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Please cancel Thursday's invite, I'm travelling. Send a new one for Tuesday 12 January.",
        "Merci d'annuler l'invitation de jeudi et d'en envoyer une nouvelle pour mardi.",
        "Cancele la invitación del jueves y envíe una nueva para el martes.",
        "Annullate l'invito di giovedì e mandatene uno nuovo per martedì.",
        "Annuleer de uitnodiging van donderdag en stuur een nieuwe voor dinsdag.",
        "Cancele o convite de quinta e envie um novo para terça.",
        "Bitte sagen Sie die Einladung ab. Schicken Sie mir eine neue für Dienstag.",
    ],
)
def test_a_new_invitation_asked_for_a_day_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # no day: a document sent again
        "The brochure you sent has the old logo, send a new one please.",
        # negated, with a no
        "Please cancel Thursday's invite. Don't send a new one for Tuesday, we're not interested.",
        # the sender's own to send
        "We'll send a new one for Tuesday.",
        # cancelled with a reason that is a no
        "Please cancel Thursday's invite, we've decided not to go ahead.",
    ],
)
def test_a_cancel_without_a_new_one_asked_is_no_interest(text):
    assert rule_intent(text) != "interested"
