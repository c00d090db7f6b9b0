""" "Not for us" with "for us" or the sender's business first ("für unser Büro ist das nichts", "voor onze
winkel is dat niets") is a no (`interest.NOT_INTERESTED`; heldout_ci, German: for our practice this is
nothing). Never "nothing new" or "nothing more than".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Für unser Ingenieurbüro ist das leider nichts.",
        "Für uns ist das nichts, trotzdem danke.",
        "Für unseren kleinen Laden ist das wirklich nichts.",
        "Voor ons is dat niks, bedankt.",
        "Voor onze bakkerij is dit echt niets.",
    ],
)
def test_not_for_us_with_us_first_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Für uns ist das nichts Neues, wir kennen solche Tools.",
        "Für unser Team ist das nichts mehr als ein Test.",
        "Voor ons is dat niets nieuws.",
    ],
)
def test_nothing_new_is_no_no(text):
    assert reading(text) != "not_interested"
