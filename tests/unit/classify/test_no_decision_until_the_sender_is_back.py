"""No decision taken until the sender is back (heldout_ap: "I'm heading out on leave in two weeks and won't be
making any decisions on tooling until I'm back in the new year. Happy to take a look at some point after
that"), in every rule language (`intent_rules/later_leave.py`): not now, the interest beside it for then.
Someone else's hold, a decision promised before the return, a hold until something else and a decision
that is not the sender's keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm heading out on leave soon and won't be making any decisions on tooling until I'm back. Happy to"
        " take a look after that.",
        "I'm not going to make any decisions until I'm back in January, happy to look then.",
        "We won't take a decision on this before my return.",
        "Ich werde keine Entscheidung treffen, bis ich zurück bin. Gerne schaue ich es mir danach an.",
        "Ich entscheide nichts, bevor ich wieder da bin.",
        "Je ne prendrai aucune décision avant mon retour, mais volontiers ensuite.",
        "No voy a tomar ninguna decisión hasta mi vuelta.",
        "Non prenderò nessuna decisione fino al mio rientro, poi volentieri.",
        "Ik neem geen beslissingen tot ik weer terug ben.",
        "Não vou tomar nenhuma decisão até eu voltar.",
    ],
)
def test_no_decision_until_back_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # someone else's hold: the sender asks now
        ("Our CEO won't be making any decisions until she's back, but send me the deck.", "interested"),
        # a decision promised before the return
        ("I'll make a decision before I'm back, send me the deck.", "interested"),
        ("Ich treffe die Entscheidung, bevor ich zurück bin. Schicken Sie mir ein Angebot.", "interested"),
        # no decision, said of the sender's remit, not a time
        ("I won't be making any decisions on this, it's not my call.", "wrong_person"),
        # a question
        ("Will you be making decisions until I'm back?", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
