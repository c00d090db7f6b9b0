"""A decision not to go into it ("we hebben beslist om er niet op in te gaan", the Flemish "beslist" beside
"besloten") is a no (`decided_against`; heldout_cu). Never a decision not to do it ourselves.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Na overleg hebben we besloten er niet op in te gaan.",
        "De directie heeft beslist om het niet op te pakken.",
    ],
)
def test_decided_not_to_go_into_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We hebben beslist om het niet zelf op te pakken maar uit te besteden.",
    ],
)
def test_not_ourselves_is_no_no(text):
    assert reading(text) != "not_interested"
