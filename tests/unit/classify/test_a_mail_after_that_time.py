"""A mail asked for "after that", the time named a sentence or two before ("they don't meet again until
late February. Flick me an email after that"), is a later, in every rule language (heldout_x). "After
that" with no time before it is none, and "flick me the pricing" is interest, as "shoot me the pricing"
was.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "The co-op board doesn't meet again until late February. Flick me an email after that and I'll put "
        "it on the agenda.",
        "Der Vorstand tagt erst wieder Ende Februar. Schicken Sie mir danach eine Mail.",
        "Le bureau ne se réunit pas avant fin février. Envoyez-moi un mail après ça.",
        "La junta no se reúne hasta finales de febrero. Mándame un correo después.",
        "Il consiglio non si riunisce prima di fine febbraio. Mandami una mail dopo.",
        "Het bestuur vergadert pas eind februari weer. Stuur me daarna een mailtje.",
        "A direção só reúne no fim de fevereiro. Mande-me um e-mail depois disso.",
    ],
)
def test_a_mail_after_that_time_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Flick me the pricing please.", "interested"),
        ("Read the docs first, after that send me an email with your questions.", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
