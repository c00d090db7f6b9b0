"""A Dutch request to be contacted again at a time with its year after it ("in het derde kwartaal van 2028
weer") is a later, and the "graag" after it no interest (`later_contact_asked`; heldout_db: an ERP project
first, then "neem in Q2 van volgend jaar weer contact op, dan kijk ik er graag naar"). Never the contact
asked with no time.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Neem gerust in het derde kwartaal van 2028 weer contact op, dan bekijk ik het graag.",
        "Neem maar in september van 2028 opnieuw contact op.",
        "Contacteer ons gerust in het eerste kwartaal van 2028 terug, dan kijken we er graag naar.",
        "Kunt u mij in oktober van 2028 opnieuw mailen? Graag.",
    ],
)
def test_contact_again_with_a_year_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Neem gerust contact op, dan kijk ik er graag naar.",
        "Kunt u mij de offerte van 2028 opnieuw mailen?",
    ],
)
def test_contact_without_a_time_is_no_later(text):
    assert reading(text) != "not_now"
