"""A later said as "too early for us" (heldout_bw: "A bit early for us, we're only opening the Cape Town
branch in Feb. Chat again then?") is not now (`intent_rules/later_too_early.py`), in every rule language;
never denied ("never too early", "nie zu früh"), never asked, never "early" with no degree word ("Early
for us is 7am").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "A bit early for us, we're only opening the Cape Town branch in Feb. Chat again then?",
        "It's still early days for us.",
        "Bit early for us to be honest.",
        "It's too early for us.",
        "Das ist noch etwas zu früh für uns.",
        "C'est encore un peu tôt pour nous.",
        "Todavía es un poco pronto para nosotros.",
        "È ancora un po' presto per noi.",
        "Het is nog wat vroeg voor ons.",
        "Ainda é um pouco cedo para nós.",
    ],
)
def test_too_early_for_us_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "It's never too early for us to plan.",
        "Not too early for us, let's talk.",
        "Is it too early for you?",
        "Early for us is 7am.",
        "Es ist nie zu früh für uns.",
    ],
)
def test_early_denied_asked_or_without_a_degree_is_no_later(text):
    assert rule_intent(text) != "not_now"
