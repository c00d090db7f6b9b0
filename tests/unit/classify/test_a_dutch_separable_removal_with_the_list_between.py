"""A Dutch separable removal verb with the list between the verb and its particle, softened in the Flemish
or spoken way ("zet me ne keer van die lijst af", "haal me eens van jullie lijst af"), is a removal
(`unsubscribe.UNSUBSCRIBE`, heldout_dc). Never "zet mij op de lijst", never negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Zet me eens van jullie verzendlijst af, ik lees die mails toch niet.",
        "Zet mij ne keer van die mailinglijst af aub.",
        "Haal me eens van jullie lijst af.",
        "Doe ons van dat adressenbestand af, alstublieft.",
        "Zet mijn adres gewoon van uw lijst af.",
        "Kunt u mij van de verzendlijst afzetten?",
        "Meld me ne keer af, ik heb geen interesse.",
    ],
)
def test_the_list_between_verb_and_particle_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # put on a list, not off it
        "Zet mij maar op de lijst voor de volgende workshop.",
        # negated
        "Zet mij niet van de lijst af, ik lees het graag.",
        # a thing off a page
        "Zet die prijs maar van de offerte af.",
    ],
)
def test_other_lists_and_negations_stay(text):
    assert reading(text) != "unsubscribe"
