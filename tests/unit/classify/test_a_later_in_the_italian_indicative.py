"""A later said in the Italian indicative ("Ci risentiamo volentieri a fine gennaio", heldout_ed), as the
exhortative is ("risentiamoci a gennaio", `later.LATER_TIME`): a time to talk again, never interest for its
"volentieri".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ci sentiamo a febbraio, ora siamo pieni.",
        "Ci aggiorniamo dopo le feste.",
        "Adesso no. Ci risentiremo con piacere a marzo.",
        "Ne riparleremo volentieri a gennaio.",
    ],
)
def test_the_indicative_later_is_not_now(text):
    assert reading(text) == "not_now"


def test_talking_this_week_stays_no_later():
    assert reading("Ci sentiamo giovedì alle 10 per la demo?") != "not_now"
