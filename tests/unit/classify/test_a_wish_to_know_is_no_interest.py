"""A wish to know something ("me gustaría saberlo", "I'd like to know that first") is no interest, the
pronoun joined to the verb or not (heldout_dz: "¿De dónde habéis sacado esta dirección? ... Me gustaría
saberlo antes de seguir hablando de nada"); a wish to know more about the offer stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "¿Quién os dio mi número? Me gustaría saberlo primero.",
        "Me gustaría saberla, la fuente de mis datos, antes de nada.",
    ],
)
def test_a_wish_to_know_is_no_interest(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    ["Me gustaría saber más sobre la plataforma.", "Me gustaría verlo en una demo la semana que viene."],
)
def test_a_wish_for_the_offer_stays_interest(text):
    assert reading(text) == "interested"
