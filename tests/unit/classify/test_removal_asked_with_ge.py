"""A removal asked with the Flemish "ge"/"gij" as the addressee is a removal like one with "u" or "je"
(`unsubscribe.UNSUBSCRIBE`; heldout_cu). Never a request for something else, never one not to be removed.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Zoudt ge mij van de mailinglijst willen halen?",
        "Kunt ge mijn adres verwijderen, aub?",
        "Wilt gij mijn gegevens schrappen?",
        "Zoudt gij ons uit uw verzendlijst willen afhalen?",
    ],
)
def test_removal_asked_with_ge_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Zoudt ge mij een prijsofferte willen sturen?",
        "Kunt ge mij morgen even bellen?",
    ],
)
def test_other_asks_with_ge_are_no_removal(text):
    assert reading(text) != "unsubscribe"
