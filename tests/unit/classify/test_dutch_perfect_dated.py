"""A Dutch perfect with the time inside it ("we zijn in september verhuisd") dates a thing done, never a
later (`own_event.NL_PERFECT_BEFORE`, read in `intent_later.time_alone`). A participle that plans or moves a
time ("afgesproken", "gepland"), a "pas" or a "dan" before it and a "weer" after it stay a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ter info: ons kantoor is in oktober verhuisd naar Gent, kunt u dat aanpassen in uw systeem?",
        "Onze praktijk is in januari overgestapt naar een nieuw pand. Graag het adres wijzigen.",
    ],
)
def test_a_dated_perfect_is_no_later(text):
    assert reading(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "We hebben in april afgesproken om opnieuw te bellen.",
        "Het project is in juni gepland, mail me dan.",
        "We zijn in augustus weer terug, neem dan contact op.",
        "Ik heb in maart meer tijd, stuur dan maar een mail.",
    ],
)
def test_a_planned_time_stays_a_later(text):
    assert reading(text) == "not_now"
