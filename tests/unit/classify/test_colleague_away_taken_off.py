"""A colleague away until a time and taken off the copy: the time is the colleague's, no later
(`intent_later.away_taken_off`, heldout_dd), in every rule language; a colleague away with no one taken off,
or the sender's own leave, stays a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Please take Anna off the cc, she's on maternity leave until March. Where did you get our addresses?",
        "Nehmen Sie bitte Frau Berger aus dem CC, sie ist bis März in Elternzeit.",
        "Retirez Paul de la copie, il est en congé jusqu'en mars.",
        "Quite a Laura de la copia, está de baja hasta marzo.",
        "Tolga pure Marco dalla copia: è in ferie fino a marzo.",
        "Haal Sanne uit de cc, ze is tot maart met zwangerschapsverlof.",
        "Tire a Ana da cópia, ela está de licença até março.",
    ],
)
def test_colleague_away_taken_off_is_no_later(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Anna's on maternity leave until March, try her then.",
        "I'm on leave until March, please take Anna off the cc and write to me then.",
    ],
)
def test_colleague_away_alone_or_own_leave_stays_a_later(text):
    assert reading(text) == "not_now"
