""" "Something for us" denied under a "think" ("I appreciate you thinking of us but I don't think this is
something for us", heldout_al: a small firm's friendly no) is no fit (`intent_rules.not_a_fit`), in every
rule language. Never "for us to decide", never said of someone else, never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I appreciate you thinking of us but I don't think this is something for us.",
        "Ich glaube nicht, dass das etwas für uns ist.",
        "Je ne pense pas que ce soit quelque chose pour nous.",
        "No creo que esto sea algo para nosotros.",
        "Non credo che sia qualcosa per noi.",
        "Ik denk niet dat dit iets voor ons is.",
        "Não acho que isto seja algo para nós.",
    ],
)
def test_something_for_us_denied_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "I don't think this is something for us to decide, ask Tom.",
        "Do you think this is something for us?",
        "Don't think it's something for us?",
        "I don't think this is something for Tom, but send me the deck.",
    ],
)
def test_a_decision_someone_else_or_a_question_is_no_no(text):
    assert rule_intent(text) != "not_interested"
