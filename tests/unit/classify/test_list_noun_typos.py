"""A list noun misspelt inside a removal request is still the list (`removal_more.typo_fixed`; heldout_cj:
a distribution list written with a letter doubled): a letter dropped, doubled or two swapped, in the
languages whose list nouns are long enough to misspell safely. The misspelt noun alone, or a removal
refused, is no removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Bitte streichen Sie mich aus Ihrem Verteiller.",
        "Nehmen Sie uns bitte aus dem Vertieler raus.",
        "Bitte löschen Sie mich aus Ihrer Datenbnak.",
        "Please remove me from your mailnglist.",
        "Unsubscribe me from the newsleter please.",
        "Please take me off your databse.",
        "Haal mij uit de nieuwsbreif aub.",
        "Verwijder mij uit jullie verzendlijjst.",
    ],
)
def test_misspelt_list_noun_still_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the misspelt noun with no removal around it
        "Der Verteiller ist kaputt, bitte prüfen Sie das.",
        "Ich verteile die Unterlagen morgen im Team.",
        "Your newsleter had a broken link in it.",
        # a removal refused
        "Bitte nicht aus dem Verteiller nehmen, ich lese gern mit.",
    ],
)
def test_misspelt_list_noun_alone_no_removal(text):
    assert reading(text) != "unsubscribe"
