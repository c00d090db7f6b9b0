"""No more of our mail wanted, with no verb of receiving (heldout_ai: "I do not want any more marketing emails
from Acme or anyone acting for you"), is a removal request in every rule language
(`removal_polite.NO_FURTHER`; German: "keine weiteren E-Mails", `unsubscribe`). Never a thing sold ("any more
marketing tools"), a meeting, nor mail the sender sends.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I do not want any more marketing emails from Acme.",
        "We don't want any further emails from you.",
        "Ich möchte keine weiteren E-Mails von Ihnen.",
        "Je ne veux plus de mails de votre part.",
        "No quiero más correos de ustedes.",
        "Non voglio più email da voi.",
        "Ik wil geen mails meer van jullie.",
        "Não quero mais e-mails vossos.",
    ],
)
def test_no_more_mail_wanted_is_an_unsubscribe(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We don't want any more marketing tools, we have too many.",
        "I don't want any more meetings this week, but send the deck.",
        "We don't want any more emails going out to customers unchecked, so a review step matters.",
    ],
)
def test_no_more_of_something_else_is_no_unsubscribe(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"
