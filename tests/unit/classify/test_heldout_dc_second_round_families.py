"""heldout_dc's second round: the Flemish "nog ne keer" in a later contact asked, "past voor mij" after a day
and an hour ("14u"), a spoken "ff" in a request for a proposal, "klinkt best goed" and "kom anders 's langs",
and the sender who does not know who decides (a wrong person, as "not sure who the right contact is"); each
with look-alikes kept apart.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Nu is het hier te druk. Contacteer mij begin maart nog ne keer.", "not_now"),
        ("Neem eind januari nog een keer contact op, dan is de drukte voorbij.", "not_now"),
        ("Woensdag 9 december om 10u past voor mij, via Teams graag.", "interested"),
        ("ok, stuur maar ff een offerte door", "interested"),
        ("Klinkt echt goed. Kom gerust 's langs op kantoor in Gent.", "interested"),
        (
            "Ik zit op de boekhouding, niet op inkoop, en wie daarover beslist weet ik eigenlijk niet.",
            "wrong_person",
        ),
        ("I'm only the receptionist and I don't know who makes those decisions.", "wrong_person"),
        ("Ich arbeite im Lager und weiß nicht, wer darüber entscheidet.", "wrong_person"),
    ],
)
def test_the_families_read_as_labelled(text, intent):
    assert reading(text) == intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Woensdag om 10u past voor mij niet.", "other"),
        ("Dat klinkt niet goed.", "other"),
        ("I don't know who decides at your company, can you tell me?", "other"),
    ],
)
def test_the_look_alikes_do_not(text, intent):
    assert reading(text) == intent
