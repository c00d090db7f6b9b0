"""Locked in with the current provider for years to come is a "no" (heldout_av: "we're locked in with our
current provider for the next three years so this won't go anywhere"), like a multi-year contract just
signed, in every rule language. A lock-in for months, one that ends soon, or a question about it is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We're locked in with our current provider for the next three years, so this won't go anywhere.",
        "Wir sind noch drei Jahre an unseren Anbieter vertraglich gebunden.",
        "Nous sommes engagés avec notre prestataire actuel pour les trois prochaines années.",
        "Estamos atados a nuestro proveedor actual durante los próximos tres años.",
        "Siamo vincolati con il nostro fornitore attuale per i prossimi tre anni.",
        "We zitten de komende drie jaar vast aan onze huidige leverancier.",
        "Estamos presos ao nosso fornecedor atual durante os próximos três anos.",
    ],
)
def test_locked_in_for_years_is_a_no(text):
    assert reading(f"Hi Priya,\n\n{text}\n\nTessa\n") == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We're locked in with our current provider for the next three months, try me in spring.",
        "Are we locked in with them for the next three years? I'll check and get back to you.",
        "We were locked in for the next three years, but that ended last week. Send me a proposal.",
    ],
)
def test_a_short_asked_or_ended_lock_in_is_no_no(text):
    assert reading(f"Hi Priya,\n\n{text}\n\nTessa\n") != "not_interested"
