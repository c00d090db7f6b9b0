"""My address "te schrappen uit uw lijst": the Dutch infinitive with "te" before the list is a removal
(`unsubscribe.UNSUBSCRIBE`, heldout_ch). Never negated, never another thing changed or removed.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Gelieve mij te verwijderen van uw verzendlijst.",
        "Wilt u zo vriendelijk zijn mijn gegevens te wissen uit uw database?",
        "Ik vraag u vriendelijk mijn e-mailadres definitief te schrappen uit jullie bestand.",
        "Gelieve ons adres te verwijderen uit al uw lijsten.",
    ],
)
def test_te_infinitive_before_the_list_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ik vraag u om mij niet te verwijderen uit de lijst, ik lees alles.",
        "Gelieve mijn adres te wijzigen in uw bestand.",
        "Gelieve de bijlage te verwijderen uit het dossier.",
    ],
)
def test_look_alikes_are_no_removal(text):
    assert reading(text) != "unsubscribe"
