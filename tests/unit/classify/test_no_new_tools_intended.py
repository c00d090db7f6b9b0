"""No intention to bring in a new tool is a no in every rule language (`not_pursued.NOT_PURSUED`;
heldout_ck: a builder whose books an outside firm keeps, "we do not intend to introduce new tools"). Never
for a while, never under a condition.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We keep the books on paper and don't plan to adopt any new software.",
        "Nous n'envisageons pas d'adopter de nouveaux logiciels.",
        "La contabilidad la lleva una gestoría y no tenemos previsto incorporar nuevas herramientas.",
        "Usiamo il gestionale del consulente e non abbiamo intenzione di adottare altri software.",
        "Non prevediamo di introdurre nuovi gestionali.",
        "We zijn niet van plan om nieuwe software aan te schaffen.",
        "A contabilidade é externa e não pretendemos adotar novas ferramentas.",
    ],
)
def test_no_new_tools_intended_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # for a while
        "Non intendiamo introdurre nuovi strumenti per ora.",
        # under a condition
        "We don't plan to adopt new software until the merger closes.",
    ],
)
def test_no_new_tools_for_a_while_is_no_no(text):
    assert reading(text) != "not_interested"
