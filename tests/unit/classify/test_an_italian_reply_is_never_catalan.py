"""Italian writes "vostra" and "vostre" as Catalan does: a short Italian reply with one of them was read as
Catalan, a language the rules leave `other` (review of 2026-12-06: "La vostra soluzione non fa per noi").
Italian's own words now count against Catalan and Galician (`language.py`), and Catalan keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("La vostra soluzione non fa per noi.", "not_interested"),
        ("Abbiamo ricevuto la vostra proposta, ma non siamo interessati.", "not_interested"),
        ("La vostra offerta non ci interessa.", "not_interested"),
        ("Sì, mandatemi la vostra brochure.", "interested"),
        ("Grazie, le vostre condizioni sono interessanti, sentiamoci giovedì.", "interested"),
    ],
)
def test_a_short_italian_reply_with_vostra_keeps_its_reading(text, intent):
    assert reading(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        "Gràcies, però la vostra proposta no ens interessa.",
        "Bon dia, la vostra eina ens interessa molt, parlem dilluns?",
    ],
)
def test_a_catalan_reply_with_vostra_is_still_other(text):
    assert reading(text) == "other"
