"""A decision against us said not to be revisited ("We selected another provider, the contract runs until
2029, and we are not going to revisit the decision", heldout_al) is a no for good, whatever date the reply
names (`intent_rules.not_revisited`), in every rule language. Bounded by a time ("we won't revisit it until
Q3"), asked, or a revisit offered, it is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We chose another provider, the contract runs to 2029, and we are not going to revisit the decision.",
        "The contract runs until 2029 and we won't revisit it.",
        "Der Vertrag läuft bis 2029, und wir werden die Entscheidung nicht revidieren.",
        "Le contrat court jusqu'en 2029 et nous ne reviendrons pas sur cette décision.",
        "El contrato dura hasta 2029 y no vamos a reconsiderar la decisión.",
        "Il contratto scade nel 2029 e non torneremo sulla decisione.",
        "Het contract loopt tot 2029 en we komen niet terug op dat besluit.",
        "O contrato vai até 2029 e não vamos rever a decisão.",
    ],
)
def test_a_decision_not_revisited_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Our contract runs until March, we can revisit the decision then.",
        "We won't revisit it until Q3, write again then.",
        "The contract runs until 2029. Are we not going to revisit the decision?",
    ],
)
def test_a_revisit_bounded_asked_or_offered_is_no_no(text):
    assert rule_intent(text) != "not_interested"
