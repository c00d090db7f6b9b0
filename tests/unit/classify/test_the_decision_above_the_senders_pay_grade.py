"""The decision said to sit above the sender ("Above my pay grade lol. Talk to Greg Ostrowski, he's our VP
of Ops", heldout_cd) is a wrong person in every rule language, whoever decides, named or not
(`intent_rules/above_pay_grade.py`). Someone else's pay grade, a negation, a question or interest of the
sender's own keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Above my pay grade lol. Talk to Greg Ostrowski, he's our VP of Ops.",
        "That's way above my pay grade, sorry.",
        "Honestly this gets decided well above me.",
        "Das liegt über meiner Gehaltsstufe.",
        "Das wird bei uns weiter oben entschieden.",
        "Ça dépasse mes attributions.",
        "Ça se décide au-dessus de moi.",
        "Eso está por encima de mi cargo.",
        "Eso se decide más arriba.",
        "È sopra il mio livello, mi spiace.",
        "Queste cose si decidono ai piani alti.",
        "Dat gaat boven mijn salarisschaal.",
        "Dat wordt hogerop beslist.",
        "Isso está acima do meu cargo.",
        "Isso se decide lá em cima.",
    ],
)
def test_the_decision_above_the_sender_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # someone else's, or asked
        ("Is this above your pay grade?", "other"),
        ("That's above her pay grade, she's an intern.", "other"),
        ("Is that above my pay grade?", "other"),
        # negated, the sender deciding
        ("It's not above my pay grade, I sign off on these. Send me a quote.", "interested"),
        # interest of the sender's own
        ("Above my pay grade, but I'd love a demo for my team.", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
