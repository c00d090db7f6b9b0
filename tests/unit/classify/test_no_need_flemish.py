"""The Flemish "geen nood aan" for "geen behoefte aan", the sender's own, is a no
(`interest.NOT_INTERESTED`; heldout_co, a shop that built its own system). Never the Flemish "geen nood"
for "no worries", never asked of us.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Merci voor uw mail, maar wij hebben daar geen nood aan.",
        "We hebben er eerlijk gezegd geen nood meer aan, het oude pakket volstaat.",
        "Ik heb daar geen enkele nood aan, nog een fijne dag.",
    ],
)
def test_geen_nood_aan_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # "no worries"
        "Geen nood, ik bezorg u de cijfers morgen.",
        # asked of us
        "Hebben jullie geen nood aan een demo bij ons op kantoor?",
    ],
)
def test_geen_nood_otherwise_is_no_no(text):
    assert reading(text) != "not_interested"
