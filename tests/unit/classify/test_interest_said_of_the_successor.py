"""A referral with interest said only of the person named ("Fiona took over as AP manager (fiona@x) ... so
she may well want to hear from you", `their_interest.THEIR_VOICE`, heldout_ac) stays a wrong person; the
sender's own interest beside a referral is still interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import RULES, reading


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


# heldout_dy: the one who handles it named with an address and the mail forwarded, the thing said to be of
# interest to that person ("Wenn es für ihn interessant ist, meldet er sich", `their_interest.THEIR_VOICE`,
# `THEIR_AFTER`, read by `intent_interest.own_interest`): a wrong person, the interest none of the sender's
@pytest.mark.parametrize(
    "text",
    [
        "Ich bin für den Vertrieb zuständig, Controlling liegt bei unserer Controllerin, Frau Anna Berg"
        " (a.berg@berg-logistik.example). Ich habe ihr Ihre Mail weitergeleitet. Wenn es für sie interessant"
        " ist, meldet sie sich.",
        "Ik doe verkoop, IT ligt bij onze IT-manager, Jan de Vries (j.devries@vries-bv.example). Ik heb uw"
        " mail doorgestuurd. Als het voor hem interessant is, neemt hij contact op.",
    ],
)
def test_interest_said_of_the_one_forwarded_to_stays_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Ich bin für den Vertrieb zuständig, Controlling liegt bei unserer Controllerin, Frau Anna Berg"
        " (a.berg@berg-logistik.example). Für mich ist das aber auch interessant: schicken Sie mir Preise.",
    ],
)
def test_the_senders_own_interest_beside_the_forward_stays_interest(text):
    assert reading(text) == "interested"
