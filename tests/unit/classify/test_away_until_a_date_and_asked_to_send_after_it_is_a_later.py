"""A person away until a date, by their own hand, asking for something after it ("Travelling until the 15th.
Send me something after that and I'll look", heldout_bv), is a later in every rule language
(`later_away_send`, read by `intent_later.away_then_sent`). The thing asked without the absence, the absence
alone, or a send asked for now is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Travelling until the 15th. Send me something after that and I'll look.",
        "On the road till the 20th - send me the details afterwards.",
        "Bin bis zum 15. unterwegs. Schicken Sie mir danach etwas.",
        "En déplacement jusqu'au 15, envoyez-moi quelque chose après.",
        "De viaje hasta el 15. Mándeme algo después.",
        "In viaggio fino al 15, mi mandi qualcosa dopo.",
        "Tot de 15e op reis. Stuur me daarna iets.",
        "Em viagem até dia 15. Mande-me algo depois disso.",
    ],
)
def test_away_until_a_date_and_asked_to_send_after_it_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # no absence: a thing asked after an event, no contact
        "Send me the deck after the show.",
        # the absence alone
        "Travelling until the 15th.",
        # a send asked for now
        "Travelling until the 15th, send it today so I can read it on the plane.",
    ],
)
def test_an_absence_without_a_send_asked_after_it_is_no_later(text):
    assert rule_intent(text) != "not_now"
