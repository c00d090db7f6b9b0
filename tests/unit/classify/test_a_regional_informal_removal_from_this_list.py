"""Me taken off this list in the Italian informal imperative, its regional and Roman forms among them, is a
removal (`removal_informal.INFORMAL_REMOVAL`; heldout_cw: a Roman "take me off this mailing list"):
"levami da questa lista", "levame da 'sta lista", "toglieme", "scancellami", "cancellame". Never negated,
never something other than a list (a meeting, a group chat).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Levami da questa lista, per favore.",
        "Ao, levame da 'sta lista che nun me serve.",
        "Toglieme da 'ste liste, grazie.",
        "Scancellami dalla vostra mailing, non leggo niente.",
        "Cancellame da 'sta mailing list.",
        "Levaci da questa lista, siamo un negozio piccolo.",
    ],
)
def test_a_regional_informal_removal_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # negated: the sender wants to stay on
        "Non levame da 'sta lista, le mail tue me servono.",
        # a meeting, not a list
        "Levame da 'sta riunione de giovedì, c'ho il dentista.",
        # another person
        "Scancella Giulio dalla lista dei relatori, viene Marta.",
    ],
)
def test_a_regional_informal_look_alike_is_no_removal(text):
    assert reading(text) != "unsubscribe"
