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


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07, part 2: off a list for one event, or moved from one of our lists
        # onto another, the particle left out or not, is no removal ("zet me van", "haal me van")
        "Zet me maar van de papieren verzendlijst op de e-maillijst.",
        "Zet me van de lijst voor het diner, ik kan er niet bij zijn.",
        "Haal me van de lijst voor de beurs, ik kan toch niet komen.",
        # written for these tests
        "Haal me van de lijst voor de beurs, ik ben die week op vakantie.",
        "Haal me van de verzendlijst voor Gent en zet me op die voor Antwerpen.",
        "Zet ons van de papieren lijst af en op de digitale lijst.",
        "Haal mij van de lijst voor de workshop van dinsdag.",
    ],
)
def test_off_a_list_for_an_event_or_onto_another_list_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ... off our list, with or without the particle, stays a removal, a colleague put on it instead too
        "Zet me maar van je mailinglijst.",
        "Haal ons ook van die lijst.",
        "Haal mij ne keer van die verzendlijst af.",
        "Zet me van jullie lijst, ik wil niets meer ontvangen.",
        "Zet me van de lijst voor jullie nieuwsbrief.",
        "Haal me van de lijst en zet mijn collega erop, zij wil het wel.",
        "Zet me van de lijst, op de e-mail heb ik nooit gereageerd.",
    ],
)
def test_off_our_list_without_an_event_or_a_move_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
