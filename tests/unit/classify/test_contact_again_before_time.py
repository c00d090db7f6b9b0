"""A Flemish imperative to contact the sender again with "again" before the time ("Contacteer ons gerust
opnieuw in het najaar") is a later (`later_contact_asked.CONTACT_ASKED_AT`; heldout_dj: a municipality
with a running contract asking to be contacted again in spring), seasons included. Never without a time,
never someone else to be contacted.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Contacteer ons gerust opnieuw in het najaar.",
        "Contacteer mij maar terug in oktober.",
        "Contacteer me gerust nog eens na de zomer.",
        "Ons contract loopt nog. Contacteer ons opnieuw begin 2028.",
    ],
)
def test_contact_again_before_the_time_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Contacteer ons gerust opnieuw.",
        "Contacteer mijn collega opnieuw in het najaar.",
    ],
)
def test_without_a_time_or_for_someone_else_is_no_later(text):
    assert reading(text) != "not_now"
