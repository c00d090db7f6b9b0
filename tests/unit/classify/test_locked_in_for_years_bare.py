"""Locked in for a number of years said bare, without "the next" ("we're locked in for three years"), is a
"no" whatever time it names (`wont_buy.LOCKED_IN`; heldout_cz: signed with a competitor, locked in for three
years, not looked at again before then), in the languages whose tables needed "the next": English, German,
Dutch. Never a lock-in that was or has lasted so far, nor one whose end is named after it.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We moved to Tipalti in June and we're locked in for two years now.",
        "We're tied into a contract with them for 4 years, so I'll pass.",
        "We signed in spring and are locked in for five years.",
        "Wir sind für drei Jahre vertraglich gebunden, das passt also nicht.",
        "Wir sind jetzt für vier Jahre an DATEV gebunden.",
        "We zitten vast aan Exact voor drie jaar.",
        "We zijn gebonden aan onze leverancier voor vier jaar.",
    ],
)
def test_locked_in_for_years_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We've been locked in for three years and it finally ends in March.",
        "We were locked in for three years with them, but that's over.",
        "We're locked in for three years, until the renewal in 2028.",
        "Wir waren für drei Jahre vertraglich gebunden, das ist vorbei. Zeigen Sie mal!",
        "We waren gebonden aan Exact voor drie jaar, dat is voorbij. Stuur de prijzen maar.",
    ],
)
def test_a_lock_in_past_or_ending_is_no_such_no(text):
    assert reading(text) != "not_interested"
