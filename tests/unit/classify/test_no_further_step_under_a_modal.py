"""No further step, said under a modal or with an adverb inside it (heldout_at: "we can only purchase
software through the national framework agreement ... So we won't be able to take this any further.",
"Nous ne donnerons donc pas suite à votre proposition.") is a no (`intent_rules.not_pursued`), in every rule
language. Never bounded by a time ("pas avant janvier", "until the budget is approved"), never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, but we can only buy through the national framework. So we won't be able to take this any"
        " further.",
        "We won't be able to take this further.",
        "We are unable to take this any further.",
        "We cannot take this forward.",
        "Nous ne donnerons donc pas suite à votre proposition.",
        "Nous ne pourrons pas donner suite à votre proposition.",
        "Nous ne pouvons donc pas y donner suite.",
        "No podremos dar curso a su propuesta.",
        "Por tanto no daremos curso a su propuesta.",
        "No podemos seguir adelante con esto.",
        "Non potremo dare seguito alla sua proposta.",
        "Non daremo quindi seguito alla sua proposta.",
        "Wij kunnen hier dus niet mee verder.",
        "We kunnen hier niet verder mee.",
        "Não poderemos dar seguimento à sua proposta.",
        "Não podemos avançar com isto.",
    ],
)
def test_no_further_step_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We won't be able to take this further until the budget is approved in March.",
        "We won't be able to take this further right now.",
        "Nous ne pourrons pas donner suite avant janvier.",
        "No podremos dar curso a su propuesta hasta enero.",
        "Non potremo dare seguito prima di settembre.",
        "Pouvez-vous donner suite à ma demande ?",
        "Can we take this further next week?",
    ],
)
def test_a_step_bounded_by_a_time_or_asked_is_no_no(text):
    assert rule_intent(text) != "not_interested"
