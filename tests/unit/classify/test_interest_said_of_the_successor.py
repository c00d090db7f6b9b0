"""A referral with interest said only of the person named ("Fiona took over as AP manager (fiona@x) ... so
she may well want to hear from you", `their_interest.THEIR_VOICE`, heldout_ac) stays a wrong person; the
sender's own interest beside a referral is still interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str:
    return RULES.classify(
        text, sender="me@castlegate-group.example", ours={"rep@acme.test"}, sent=None
    ).intent


@pytest.mark.parametrize(
    "text",
    [
        "I moved to FP&A in May. Priya took over as AP manager (priya@castlegate-group.example), so she may"
        " well want to hear from you.",
        "I've moved to FP&A. Tom runs AP now (tom@castlegate-group.example) and he'd be interested in"
        " a demo.",
        "Ich bin jetzt im Controlling. Für Kreditoren ist jetzt Frau Berg zuständig"
        " (berg@castlegate-group.example), sie hätte sicher Interesse an einer Demo.",
        "Je suis passée au contrôle de gestion. Claire est désormais responsable"
        " (claire@castlegate-group.example), elle serait sûrement intéressée par une démo.",
        "Ya no llevo cuentas a pagar. Ahora las lleva Marta (marta@castlegate-group.example), ella estaría"
        " interesada en una demo.",
    ],
)
def test_interest_said_of_the_person_named_stays_a_wrong_person(text):
    assert _intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Tom runs AP now (tom@castlegate-group.example), and I'd love to see a demo myself.",
        "She's the one who runs AP (tom@castlegate-group.example) but we would like a demo next week.",
    ],
)
def test_the_senders_own_interest_beside_a_referral_is_interest(text):
    assert _intent(text) == "interested"
