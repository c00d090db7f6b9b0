"""A requirement on what is bought ("I don't want a pilot that eats our governance units", heldout_ad: an
inline answer with a call offered; heldout_ae: "I don't want something that makes us look like a spam shop"
after two times proposed) is no refusal (`interest.NOT_INTERESTED`); "I don't want a demo", "we don't need a
tool that duplicates NetSuite" and "we don't want anything that adds more email" stay noes. Only English
reads the refusal this way; the other rule languages' versions read as their call offered.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I don't want a pilot that eats our governance units. Thursday afternoon works for a first call.",
        "I don't want an integration which polls every minute. Can we talk on Tuesday?",
        "Can you do Thursday at 2? One thing up front: I don't want something that makes us look spammy.",
        "Happy to look. I don't want one that needs IT to install, though. Tuesday at 3?",
        "Non voglio un pilota che consumi i nostri limiti API. Giovedì va bene per una call.",
        "No quiero un piloto que se coma nuestros límites de API. El jueves me va bien para una llamada.",
    ],
)
def test_a_requirement_beside_a_call_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "I don't want a demo.",
        "We don't need a tool that duplicates NetSuite.",
        "We don't want a tool that needs babysitting, so no thanks.",
        "We don't want anything that adds more email, thanks.",
        "I don't want something like this.",
    ],
)
def test_a_refusal_stays_a_no(text):
    assert rule_intent(text) == "not_interested"
