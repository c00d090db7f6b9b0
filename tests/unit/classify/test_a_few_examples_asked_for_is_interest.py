"""A few examples or references asked for ("Allez, vooruit. Stuur maar eens een paar voorbeelden door van
bedrijven zoals het onze", heldout_bz) is interest in every rule language (`examples_asked`); examples the
sender sends, or a refusal of them, are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Allez, vooruit. Stuur maar eens een paar voorbeelden door van bedrijven zoals het onze.",
        "Stuur maar eens wat referenties.",
        "Send me a few examples.",
        "Share a couple of case studies from firms like ours.",
        "Schicken Sie mir ein paar Beispiele.",
        "Envoyez-moi quelques exemples.",
        "Mándame algunos ejemplos.",
        "Mandatemi qualche esempio.",
        "Mande-me alguns exemplos.",
    ],
)
def test_a_few_examples_asked_for_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ik stuur je wat voorbeelden.",
        "I'll send you some examples.",
        "We will send a few examples to our board.",
        "Stuur me geen voorbeelden.",
    ],
)
def test_examples_the_sender_sends_or_refuses_are_no_interest(text):
    assert rule_intent(text) != "interested"
