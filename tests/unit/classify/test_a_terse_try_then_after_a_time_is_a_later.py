"""A terse "try then" after a time named ("Budgets get set in sept. Try then") is a firm later, in every
rule language; never without a time named before it, nor asked ("Try then?") (heldout_bm).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Budgets get set in sept. Try then",
        "Budgets are set in September. Try again then.",
        "Die Budgets werden im September festgelegt. Versuchen Sie es dann wieder.",
        "Les budgets sont fixés en septembre. Réessayez à ce moment-là.",
        "Los presupuestos se fijan en septiembre. Inténtalo entonces.",
        "I budget si decidono a settembre. Riprovi allora.",
        "De budgetten worden in september vastgesteld. Probeer het dan opnieuw.",
        "O orçamento sai em setembro. Tenta então.",
    ],
)
def test_try_then_after_a_time_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Try then?",
        "We looked at it. Try then",
        "Jan from our team set it up. Try then",
    ],
)
def test_try_then_without_a_time_is_no_later(text):
    assert rule_intent(text) != "not_now"
