"""The example does not carry over to us (heldout_aa, after the case study: "Impressive numbers for a
twelve-site group, but ... It doesn't translate to us and I can't see that changing") is a no fit, in
every rule language (`not_a_fit.NOT_A_FIT`); the question whether it applies keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Impressive, but it doesn't translate to our size.",
        "Das lässt sich nicht auf uns übertragen.",
        "Ce n'est pas transposable chez nous.",
        "No es aplicable a nuestro caso.",
        "Non è applicabile alla nostra realtà.",
        "Het is niet op ons van toepassing.",
        "Não se aplica ao nosso caso.",
    ],
)
def test_the_example_not_carrying_over_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Does the discount apply to us?", "other"),
    ],
)
def test_carry_over_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
