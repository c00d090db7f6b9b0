"""A rough span ahead, "a month or two" (heldout_bq: "Nu even geen tijd voor, kom er over een maand of 2 op
terug aub"), in every rule language, the number in words or figures (`intent_rules/later_rough_span.py`):
a later. A span behind ("a month or two ago", "een maand of twee geleden") is no later, and interest beside
the span keeps the reply interested.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Swamped at the moment, circle round in a month or 2.",
        "Gerade viel los, versuchen Sie es in ein bis zwei Monaten.",
        "Pas le temps maintenant, revoyons ça dans un mois ou deux.",
        "Ahora estamos liados, hablamos dentro de un mes o dos.",
        "Ora non ho tempo, tra un mese o due ne riparliamo.",
        "Nu even geen tijd voor, kom er over een maand of 2 op terug aub",
        "Nu even geen tijd, over een maand of twee misschien.",
        "Drukke periode, probeer het over een week of drie nog eens.",
        "Agora não dá, voltamos a isso daqui a um mês ou dois.",
    ],
)
def test_a_rough_span_ahead_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("We switched vendors a month or two ago.", "other"),
        ("Een maand of twee geleden zijn we verhuisd naar Gent.", "other"),
        ("Sounds good, send me the deck and I'll read it in a month or two.", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
