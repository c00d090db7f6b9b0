"""A decision not to take it up (heldout_ap: "We hebben er intern even naar gekeken en besloten het niet op te
pakken. Dank voor het meedenken."), in every rule language (`intent_rules/decided_against.py`, English
"decided not to" in `interest.NOT_INTERESTED`): not interested. A question, a decision to take it up, one not
to do it ourselves and a time limit keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We looked at it internally and decided not to take it up.",
        "Wir haben es intern angeschaut und beschlossen, das nicht aufzugreifen.",
        "Wir haben entschieden, das Thema nicht anzugehen.",
        "Nous avons regardé en interne et décidé de ne pas y donner suite.",
        "Lo hemos valorado y hemos decidido no llevarlo adelante.",
        "Ci abbiamo pensato e abbiamo deciso di non dare seguito.",
        "We hebben er intern even naar gekeken en besloten het niet op te pakken. Dank voor het meedenken.",
        "Na overleg hebben we besloten dit niet door te zetten.",
        "Analisámos internamente e decidimos não dar seguimento.",
    ],
)
def test_a_decision_not_to_take_it_up_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # asked, not said
        ("Hebben jullie besloten het niet op te pakken?", "other"),
        # a decision to take it up
        ("We decided to take it up, please send me a quote.", "interested"),
        ("We hebben besloten het op te pakken, stuur me een offerte.", "interested"),
        # not doing it ourselves
        ("We hebben besloten het niet zelf op te pakken maar uit te besteden.", "other"),
        # a time limit: a later
        ("We hebben besloten het niet op te pakken tot na de zomer.", "not_now"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
