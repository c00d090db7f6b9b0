"""A price asked for the sender's own organisation ("What does this run for a two chair practice?",
heldout_ae) is a buying signal: interested on its own, in every rule language
(`price_considered.PRICE_FOR_US`). A price question alone ("What does it cost?"), a unit price ("per user",
a ballpark), a price of something else, a price of the sender's own product and curiosity said beside it
stay no interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "What would it cost us for three sites?",
        "How much would it be for our team?",
        "What would pricing look like for a 12-person agency?",
        "What does this run for a two chair practice? We're on Dentrix, if that matters.",
        "Was kostet das für unsere Praxis?",
        "Combien ça coûterait pour notre cabinet ?",
        "¿Cuánto costaría para nuestra clínica?",
        "Quanto costerebbe per il nostro studio?",
        "Wat kost het voor onze praktijk?",
        "Quanto custa para a nossa loja?",
    ],
)
def test_a_price_for_the_sender_is_interest(text: str) -> None:
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # a price question alone, a unit price
        "What does it cost?",
        "What does it cost per user?",
        "What does it cost for a user?",
        "Quanto costa per un utente?",
        # a price of something else
        "What does it cost for a practice to join the association?",
        # the sender's own product
        "Our package costs $40 for a two-chair practice. What does yours include?",
        # curiosity, benchmarking
        "Out of curiosity, what would it cost for a firm our size? Benchmarking for an article.",
        "Aus reiner Neugier: was kostet das für eine Praxis wie unsere?",
        # no question
        "We worked out what it would cost for our team last year.",
    ],
)
def test_look_alikes_are_no_interest(text: str) -> None:
    assert rule_intent(text) != "interested"
