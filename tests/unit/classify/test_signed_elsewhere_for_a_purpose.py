"""Signed with another vendor, with what it is for between the vendor and the verb at the end of the
German and Dutch clause, is a no (`committed_elsewhere.COMMITTED_ELSEWHERE`; heldout_dl: an Austrian
haulier who signed with another provider "for the freight audit" last month). Never a signing still to
come, never someone else's signing with the sender still open.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Danke, wir haben im Mai mit einem anderen Dienstleister für die Lohnabrechnung unterschrieben.",
        "Wir haben mit einem anderen Anbieter über unsere Muttergesellschaft einen Vertrag abgeschlossen.",
        "We hebben vorige maand met een andere leverancier voor de vrachtaudit getekend.",
    ],
)
def test_signed_elsewhere_for_a_purpose_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # still to come, with interest
        "Bevor wir mit einem anderen Anbieter für die Prüfung unterschreiben, möchte ich Ihre Demo sehen.",
        # someone else signed; the sender asks for a slot
        "Unser Schwesterwerk hat mit einem anderen Anbieter für die Frachtprüfung unterschrieben, wir sind "
        "noch offen – haben Sie Zeit am Dienstag?",
    ],
)
def test_signing_look_alikes_are_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # negated: nothing signed yet (review of 2026-12-07)
        "Wir haben noch nicht mit einem anderen Anbieter für das Projekt unterschrieben, schicken Sie gern "
        "ein "
        "Angebot.",
        "We hebben nog niet met een andere leverancier voor de audit getekend, stuur gerust een offerte.",
    ],
)
def test_not_yet_signed_elsewhere_is_no_no(text):
    assert reading(text) != "not_interested"
