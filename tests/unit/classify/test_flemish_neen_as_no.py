"""The Flemish "neen" for "nee", in a no with thanks ("neen, merci", "neen, dank u", "neen, maar bedankt",
"voor nu neen, bedankt", "neen thx"; heldout_dm), reads as the Dutch "nee" does (`interest`,
`no_but_thanks`, `no_for_now`, `covered`). Dutch is the only rule language with the word. Never a "neen"
that answers a question of ours and goes on with a yes.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Neen, dank u. Wij hebben al een pakket dat goed werkt.",
        "Neen merci, dat houden we liever zelf in handen.",
        "Neen, bedankt, we doen het met een spreadsheet.",
        "Neen, maar bedankt voor het aanbod.",
        "Neen thx",
    ],
)
def test_a_flemish_no_with_thanks_is_not_interested(text):
    assert reading(text) == "not_interested"


def test_a_flemish_no_for_now_is_later():
    assert reading("Voor nu neen, bedankt. Misschien later in het jaar.") == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # a no to a question, then a yes
        "Neen hoor, geen probleem. Stuur de offerte maar door.",
        "Neen, dat klopt niet: we zijn wel geïnteresseerd, bel me dinsdag.",
    ],
)
def test_a_neen_followed_by_a_yes_is_no_no(text):
    assert reading(text) != "not_interested"
