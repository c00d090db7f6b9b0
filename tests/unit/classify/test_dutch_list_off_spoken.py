"""The Dutch separable "van de lijst afzetten/afhalen" as it is spoken, the particle "af" left out, is a
removal (`unsubscribe.UNSUBSCRIBE`; heldout_dr: a P.S. asking to be put off the mailing list, "saves us
both time"). Never a list joined, never negated, never a list of people.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Zet me dan maar van jullie verzendlijst.",
        "Haal mij gewoon van uw mailinglijst, dank u.",
        "Zet ons ook van die lijst, we hebben er niets aan.",
        "Haal me meteen uit jullie bestand.",
        "Zet me eens van die nieuwsbrieflijst af.",
    ],
)
def test_list_off_without_particle_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Zet me maar op jullie mailinglijst.",
        "Zet me niet van uw lijst, ik lees alles.",
        "Haal me van de wachtlijst voor de cursus, ik heb al een plek.",
    ],
)
def test_list_off_look_alikes(text):
    assert reading(text) != "unsubscribe"
