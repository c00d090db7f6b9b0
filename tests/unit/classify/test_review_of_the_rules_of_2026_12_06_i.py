"""A review of the rules of 2026-12-06, third (docs/inbound-rounds.md, "A review of the rules of 2026-12-06
(third)"): replies the rules read right before the rounds of heldout_be to heldout_bj and wrong after them,
each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a standing held in the sender's own organisation: a buyer asking, interest
        (
            "Ich bin Analyst bei unserer Einkaufsabteilung. Können Sie uns ein Briefing zu Ihrer Lösung geben"
            " und einen Termin vorschlagen?",
            "interested",
        ),
        # an outsider's own standing: a request for the sender's own purposes
        (
            "I'm an analyst at Gartner covering sales tech. Could we set up a vendor briefing next week?",
            "other",
        ),
        ("Ich bin Journalistin bei der Zeit. Hätten Sie Zeit für ein kurzes Interview?", "other"),
    ],
)
def test_a_standing_in_the_senders_own_team_is_a_buyers_role(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the English preposition "on" is no sender's side: a bare price question
        ("What would 40 seats cost on the annual plan?", "other"),
        # the French "on" before its verb is
        ("Combien ça coûte si on prend 12 licences ?", "interested"),
        ("On a 20 postes, quel serait le prix ?", "interested"),
    ],
)
def test_the_english_on_is_no_senders_side_of_a_seat_count(text: str, expected: str) -> None:
    assert reading(text) == expected
