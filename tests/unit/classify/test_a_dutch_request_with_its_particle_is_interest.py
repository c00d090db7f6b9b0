"""A Dutch request for a quote or for more with the particle a hurried writer puts in ("stuur me maar een
offerte", "mail me even de prijzen", "stuur ons gerust meer info") is interest (heldout_bj, dictated:
"stuur me maar een offerte voor twintig licentie is dan bespreek ik het met mijn compagnon"), as it is
without the particle (`intent_rules/interest.py`). Nothing asked for ("stuur me maar niks meer") or a quote
refused ("stuur me maar geen offerte") is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Hallo Jordan stuur me maar een offerte voor twintig licentie is dan bespreek ik het met mijn"
        " compagnon",
        "stuur me maar een offerte voor 20 licenties",
        "mail me even de prijzen voor ons team",
        "stuur ons gerust meer info over de planning",
        "stuur me dan een voorstel",
    ],
)
def test_a_request_with_its_particle_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "stuur me maar niks meer",
        "stuur me maar geen offerte, we hebben al iets",
    ],
)
def test_nothing_asked_for_is_no_interest(text):
    assert rule_intent(text) != "interested"
