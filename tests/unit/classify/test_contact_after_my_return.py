"""Contact again asked for after the sender's own return is a later (`later_contact_asked`; heldout_dr: a
Flemish director writing by hand during parental leave, "please contact me again after my return"). The
Dutch rules take the sender's return or leave as their time, as the other rule languages already did; never
a contact now, never a return that is someone else's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Gelieve mij na mijn verlof terug te contacteren.",
        "Kunt u mij na mijn terugkomst opnieuw mailen?",
        "Contacteer me na mijn vakantie nog eens, dan bekijk ik het graag.",
        "Graag ons na onze terugkeer opnieuw te contacteren.",
        # the other rule languages read the same
        "Please get in touch again after my return.",
        "Bitte kontaktieren Sie mich nach meiner Rückkehr noch einmal.",
        "Merci de me recontacter à mon retour de congé.",
    ],
)
def test_contact_after_my_return_is_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Gelieve mij te contacteren, ik ben terug van verlof en heb tijd.",
        "Kunt u mij contacteren na de terugkeer van mijn collega? Zij beslist.",
    ],
)
def test_contact_now_or_after_another_return(text):
    assert reading(text) != "not_now"
