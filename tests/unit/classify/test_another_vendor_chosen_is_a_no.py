"""Another vendor chosen, or just signed with, is a no, and it wins over a wish said before it in a concession
("I would love a deep dive, but we just signed with Outreach"); "So pass." closes a reply as a no. Listed by
the review of 2026-12-06, fourth, as old errors the new deep-dive interest made worse (docs/inbound-rounds.md,
"Families seen beside the rounds of 2026-12-06"). Never signed with us, never a thing passed on.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "We've decided to go with a competitor.",
        "We've decided to go with another provider, thanks.",
        "We just signed with Outreach.",
        "I would love a deep dive, but we just signed with Outreach.",
        "We'd want a deep-dive only if you supported on-prem, which you don't. So pass.",
        "Wir haben uns für einen anderen Anbieter entschieden.",
        "Ich hätte gern einen technischen Workshop gemacht, aber wir haben uns für einen anderen Anbieter"
        " entschieden.",
        "We hebben voor een andere leverancier gekozen.",
        "We zijn met een concurrent in zee gegaan.",
    ],
)
def test_another_vendor_chosen_is_a_no(body):
    assert reading(body) == "not_interested"


@pytest.mark.parametrize(
    "body",
    [
        "We just signed up with your free trial, can we get a deep dive?",
        "We just signed with you last year, I need support.",
        "Could you pass the deck to my colleague?",
        "I'll pass this on to our CTO, so pass it along.",
    ],
)
def test_signed_with_us_or_a_thing_passed_on_is_no_no(body):
    assert reading(body) != "not_interested"
