"""The sender's address out of "your files", the plural ("uit uw bestanden", "uit jullie klantenbestanden"),
is a removal like the singular (`removal_file`, `unsubscribe`; heldout_cu). Never the sender's own files.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Gelieve mij uit uw bestanden te verwijderen.",
        "Wilt u ons adres uit uw adressenbestanden halen?",
        "Graag mijn e-mailadres uit jullie bestanden schrappen.",
        "Verwijder mijn adres uit uw klantenbestanden.",
    ],
)
def test_address_out_of_plural_files_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ik heb de offerte in mijn eigen bestanden opgeslagen, wanneer kunnen we bellen?",
        "Uw bestanden zijn goed aangekomen, dank u.",
    ],
)
def test_files_named_otherwise_are_no_removal(text):
    assert reading(text) != "unsubscribe"
