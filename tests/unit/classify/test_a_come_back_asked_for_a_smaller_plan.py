"""A come-back asked for when our offer changes, a smaller or cheaper plan, is not now
(`later_smaller_plan`, heldout_bi: "If you ever launch a smaller plan for teams under 10, come back to me
and I'll take another look"), in every rule language, winning over the demo already watched beside it; a
question about such a plan now, or a price asked for it, is no later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.intent_rules.later_smaller_plan import SMALLER_PLAN_LATER
from sequencer.classify.text import fold
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I sat through the demo video. If you ever launch a smaller plan for teams under 10, come back to me",
        "Falls Sie mal ein kleineres Paket für Teams unter 10 anbieten, melden Sie sich wieder.",
        "Si un jour vous lancez une offre plus petite pour les petites équipes, revenez vers moi.",
        "Si algún día lanzan un plan más pequeño para equipos chicos, vuelvan a escribirme.",
        "Se un giorno lanciate un piano più economico per i piccoli team, ricontattatemi.",
        "Als jullie ooit een kleiner pakket voor kleine teams hebben, laat het me dan weten.",
        "Se um dia lançarem um plano menor para equipes pequenas, me procurem.",
    ],
)
def test_a_come_back_asked_for_a_smaller_plan_is_not_now(text):
    assert SMALLER_PLAN_LATER.search(" ".join(fold(text).split()))
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Do you have a smaller plan for teams under 10? Send me the pricing.",
        "If you have a smaller plan, send me the price for 5 seats.",
        "Haben Sie ein kleineres Paket? Schicken Sie mir bitte die Preise.",
    ],
)
def test_a_smaller_plan_asked_about_now_is_no_later(text):
    assert rule_intent(text) != "not_now"
