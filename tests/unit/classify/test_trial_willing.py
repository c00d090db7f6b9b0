"""A trial wanted with a willing adverb ("ik wil het best een keer proberen", "ich würde es durchaus mal
ausprobieren") is interest (`trial_taken.TRIAL_TAKEN`; heldout_cu). Never negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wij willen het best eens testen.",
        "Ik wil het gerust een keer uitproberen.",
        "Ich würde es durchaus mal testen.",
    ],
)
def test_willing_trial_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ik wil het best niet proberen.",
        "Wij willen het zeker niet testen.",
    ],
)
def test_negated_trial_is_no_interest(text):
    assert reading(text) != "interested"
