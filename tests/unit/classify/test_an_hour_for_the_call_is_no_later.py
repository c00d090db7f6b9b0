"""An hour for the call is no later (heldout_bh: "Rufen Sie mich gern an, aber erst ab 14 Uhr, vorher steh
ich in der Backstube"): a clock time, noon or lunch right after "erst ab", "frühestens ab", "not before",
"pas avant" or "no antes de" says when in the day to ring, not to come back in a month; the call asked
for stays interest. A month, a season or a date after the same words stays a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Hallo, was kostet das bei uns mit 2 Filialen? Rufen Sie mich gern an, aber erst ab 14 Uhr, vorher "
        "steh ich in der Backstube.",
        "Rufen Sie mich an, aber frühestens ab 10 Uhr, da ist der Laden noch zu.",
        "Rufen Sie mich gern an, aber erst nach 14:30.",
        "Rufen Sie mich an, aber erst nach Mittag.",
        "What would it cost for our two cafés? Call me, but not before 2pm, I'm on the floor till then.",
        "Call me, but not before noon.",
        "Appelez-moi, mais pas avant 14h, je suis en cuisine le matin.",
        "Llámeme, pero no antes de las 14h, por la mañana estoy en el obrador.",
    ],
)
def test_a_call_at_an_hour_stays_interest(body: str) -> None:
    assert reading(body) == "interested"


@pytest.mark.parametrize(
    "body",
    [
        "Rufen Sie mich gern an, aber erst ab März, vorher ist Saison.",
        "Melden Sie sich erst ab dem 14. März wieder.",
        "Call me, but not before March, we're flat out until then.",
        "Rappelez-moi, mais pas avant septembre.",
        "Llámeme, pero no antes de septiembre.",
    ],
)
def test_a_month_after_the_same_words_stays_a_later(body: str) -> None:
    assert reading(body) == "not_now"
