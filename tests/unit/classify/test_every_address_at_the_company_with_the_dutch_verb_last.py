"""Every address at the sender's domain or company taken off with the Dutch verb last ("Kunt u alle adressen
van ons kantoor uit uw bestand verwijderen?", `removal_company.SAME_COMPANY`, heldout_dc) is a removal.
Never a document the addresses are taken out of, never the sender's own plan.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Kunt u alle e-mailadressen van ons kantoor uit uw database halen?",
        "Wilt u alle adressen @bakkerij-dekker.example uit uw bestand verwijderen?",
        "Graag alle contacten van onze organisatie van jullie lijst schrappen.",
        "Zou je alle adressen op het domein loodgieter-smit.example uit je mailinglijst willen verwijderen?",
    ],
)
def test_every_address_at_the_company_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a document, not the list
        "Kunt u alle adressen van ons bedrijf uit de offerte halen?",
        # the list to be updated, not emptied
        "Kunt u alle adressen van ons kantoor in uw bestand bijwerken?",
    ],
)
def test_documents_and_updates_stay(text):
    assert reading(text) != "unsubscribe"
