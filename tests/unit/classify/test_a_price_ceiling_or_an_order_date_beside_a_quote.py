"""A quote asked with a price ceiling or the date of the sender's own order beside it is interest
(heldout_bi): "we'd need it to come in under 5k" is no "come back in" later (`later.LATER_FIRM`),
"anything above that has to go through procurement" is a purchasing step, no person to turn to
(`wrong_person.WRONG_PERSON`), and "wenn wir erst im nächsten Monat bestellen" dates the sender's own
order, no "erst im" later. The later and the referral they look like stay.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Can you send me a quote for 40 seats? We'd need it to come in under 5k for the year.",
        "Send me a quote for 40 seats. Anything above that has to go through procurement, which takes ages.",
        "Send me a quote for 40 seats. Anything above 5k has to go through procurement.",
        "Bitte schicken Sie mir ein Angebot für 50 Lizenzen. Gilt der Rabatt auch, wenn wir erst im nächsten"
        " Monat bestellen?",
    ],
)
def test_a_quote_with_a_ceiling_or_an_order_date_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Busy right now, come back in March.", "not_now"),
        ("Wir melden uns erst im März wieder.", "not_now"),
        ("Das Thema ist erst im Herbst wieder relevant.", "not_now"),
        ("Sorry, that has to go through our CFO, Dana Reyes.", "wrong_person"),
    ],
)
def test_the_later_and_the_referral_they_look_like_stay(text, intent):
    assert rule_intent(text) == intent
