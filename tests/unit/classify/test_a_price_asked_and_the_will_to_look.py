"""A price asked and the Dutch will to look ("dan wil ik er best eens naar kijken"): interested
(`price_considered.CONSIDERED`). Never the look refused, nor the will alone without a price asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wat kost het per maand? Als dat meevalt, wil ik er wel eens naar kijken.",
        "Wat kost zoiets ongeveer? Dan willen we het graag even bekijken.",
    ],
)
def test_a_price_and_the_will_to_look_is_interest(text):
    assert reading(text) == "interested"


def test_the_look_refused_is_no_interest():
    assert reading("Wat kost het per maand? Ik wil er niet naar kijken.") != "interested"
