"""A German "erst im Frühjahr" inside a perfect or a past, an auxiliary before it in its clause and a
participle after it, is the time a thing was done, "only as recently as", no later (heldout_bs: "Wir haben
uns erst im Frühjahr nach längerer Auswahl für eine andere Lösung entschieden und sind damit sehr
zufrieden. Daher besteht bei uns kein Bedarf.", `own_event.PERFECT_AUX_BEFORE` with `PARTICIPLE_AFTER`,
read by `intent_later`): the reply's no stands. "Erst im Mai wieder" with no participle stays a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Wir haben uns erst im Frühjahr für eine andere Lösung entschieden und sind zufrieden. Kein Bedarf.",
        "Wir haben erst im März umgestellt, kein Bedarf.",
        "Das wurde erst im Mai eingeführt, wir brauchen nichts.",
    ],
)
def test_erst_im_of_a_thing_done_leaves_the_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Das ist erst im Mai wieder ein Thema.",
        "Wir haben erst im Mai wieder Budget.",
        "Wir können erst im Herbst darüber sprechen.",
        "Melden Sie sich erst im Juni wieder.",
    ],
)
def test_erst_im_of_a_time_to_come_stays_a_later(text):
    assert rule_intent(text) == "not_now"
