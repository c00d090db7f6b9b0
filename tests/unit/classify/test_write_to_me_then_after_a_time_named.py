""" "Write to me then" after a month, a season or a new budget year named earlier in the reply (heldout_at:
"En enero se abre el nuevo ejercicio, escríbeme entonces y lo vemos con la junta directiva") is a firm later
(`intent_rules.later_then`), in every rule language, winning over a keen word beside it. Never without a
time named ("send the deck, write to me then"), never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Este año ya no hay presupuesto. En enero se abre el nuevo ejercicio, escríbeme entonces y lo vemos"
        " con la junta directiva.",
        "The new financial year starts in April, write to me then.",
        "Im Januar beginnt das neue Haushaltsjahr, schreiben Sie mir dann.",
        "Le nouvel exercice commence en janvier, écrivez-moi à ce moment-là.",
        "A gennaio parte il nuovo esercizio, mi scriva allora.",
        "In januari begint het nieuwe boekjaar, mail me dan.",
        "Em janeiro abre o novo exercício, escreva-me nessa altura.",
        "We'd be interested, but the new budget year opens in spring, get back to me then.",
        # a return named, "call me then" without "again": this table's, not AGAIN_THEN's (heldout_aq)
        "We're back in January, call me then.",
    ],
)
def test_write_then_after_a_time_named_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Send me the deck, write to me then.",
        "Schicken Sie mir die Unterlagen, schreiben Sie mir dann.",
        "Mándame el dossier y escríbeme entonces.",
    ],
)
def test_write_then_without_a_time_named_is_no_later(text):
    assert rule_intent(text) != "not_now"
