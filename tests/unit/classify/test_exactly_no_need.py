"""The Italian "di preciso" ("exactly") is no Portuguese need ("preciso"), and a negation before it no no
(`leaning._DENIED`; heldout_dq: "... ma non saprei dire a chi di preciso"). The Portuguese and Spanish need
stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Non ricordo di preciso quando ci siamo sentiti.",
        "Non abbiamo capito di preciso cosa offrite.",
        "Non so di preciso chi segue gli acquisti.",
    ],
)
def test_exactly_is_no_need(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não preciso disso, obrigado.",
        "Não é preciso, obrigado.",
        "No es preciso, gracias.",
    ],
)
def test_need_denied_stays_a_no(text):
    assert reading(text) == "not_interested"
