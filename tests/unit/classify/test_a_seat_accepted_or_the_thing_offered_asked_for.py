"""A reply to an invitation that is no pitch (a roundtable, a dinner, a podcast slot, a beta programme, a
report): the seat or the slot accepted, or the thing offered asked for, is interest, in every rule language
(`event_reply.SEAT_TAKEN`, `event_reply.COPY_ASKED`), even beside "I'm not buying" or a time (the rep must
confirm the RSVP; heldout_ba). Never negated, never someone else's, never the past, never a question about
the event that asks for nothing.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Happy to join the webinar on Thursday.",
        "Count me in for the dinner.",
        "I'll be there on the 12th, thanks for the invite.",
        "We'd like one of the pilot seats. What do you need from us?",
        "Glad to be on the podcast, I'm free the second half of June.",
        "Happy to join the panel. We renewed with our vendor for three years, so I'm not buying - that fine?",
        "Sure, send it over, we're reviewing this in May.",
        "Ich bin gerne dabei, danke für die Einladung.",
        "Melden Sie mich bitte an.",
        "Je serai présente le 14, merci !",
        "Inscrivez-moi, s'il vous plaît.",
        "¡Ahí estaré! Confirmo mi asistencia.",
        "Apúntame para la sesión del martes.",
        "Ci sarò, grazie dell'invito.",
        "Confermo la mia partecipazione.",
        "Ik ben erbij, bedankt voor de uitnodiging.",
        "Schrijf me maar in voor de sessie.",
        "Pode me inscrever, obrigado.",
        "Estarei lá no dia 7. Conte comigo.",
    ],
)
def test_a_seat_or_a_slot_accepted_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "I can't make it live. Could you send me the recording?",
        "Please send me a copy of the report.",
        "Schicken Sie mir gerne den Bericht.",
        "Envoyez-moi une copie du rapport, merci.",
        "Envíame una copia del informe, por favor.",
        "Mandami pure una copia del report.",
        "Stuur me maar een kopie van het rapport.",
        "Me envie o relatório, por favor.",
        "Can't make Tuesday, is there another date?",
        "Gibt es einen anderen Termin? Am Dienstag kann ich nicht.",
    ],
)
def test_the_thing_offered_or_another_date_asked_for_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # negated
        "I won't be there, sorry.",
        "Non ci sarò.",
        # someone else's seat, nothing of the sender's
        "Ben will be there.",
        # the past: no RSVP
        "I was at your last webinar.",
        # a question about the event that asks for nothing to be sent
        "Is it recorded?",
        # the sender's own sending
        "We will send you the report.",
    ],
)
def test_no_seat_taken(text):
    assert rule_intent(text) != "interested"


def test_a_seat_accepted_in_a_mail_is_interest():
    assert (
        reading("Hi Jordan,\n\nCount me in for the roundtable on the 23rd.\n\nBest,\nBob\n") == "interested"
    )
