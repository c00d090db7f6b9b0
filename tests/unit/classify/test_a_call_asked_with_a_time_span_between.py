"""A call asked with a day and a time span between the verb's parts ("Rufen Sie mich doch am Mittwoch
zwischen 9 und 11 Uhr an", "Bel me dinsdag tussen 9 en 11 uur even op", `interest.INTERESTED`); never
refused.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Rufen Sie mich doch am Mittwoch zwischen 9 und 11 Uhr an.",
        "Rufen Sie mich gern am Freitag zwischen 14 und 16 Uhr an.",
        "Bel me dinsdag tussen 9 en 11 uur even op.",
    ],
)
def test_a_call_asked_with_a_time_span_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    ["Rufen Sie mich nicht mehr an.", "Bel me niet meer op."],
)
def test_a_call_refused_is_no_interest(text):
    assert rule_intent(text) != "interested"
