"""The matter said to lie outside the sender's remit, with "in"/"within" or "outside" and often an
intensifier, is a wrong person (`not_in_my_remit.NOT_IN_REMIT`; heldout_dl: a hospital pharmacist for
whom supplier invoices are "not at all within my scope"). Never the reader's remit, never a budget.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Supplier onboarding is completely outside my remit, sorry.",
        "Freight audits really aren't within my remit.",
        "Die Rechnungsprüfung fällt überhaupt nicht in meinen Zuständigkeitsbereich.",
        "Les contrats de transport ne sont vraiment pas dans mes attributions.",
        "La logística no entra para nada dentro de mis funciones.",
        "Gli acquisti non rientrano affatto nelle mie competenze.",
        "Inkoop valt helemaal niet binnen mijn takenpakket.",
        "A faturação não está de todo na minha área.",
    ],
)
def test_outside_my_remit_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the reader's remit, asked
        "Isn't that within your remit?",
        # a budget, no remit
        "That's not in my budget this year.",
        "Ce n'est pas du tout dans mes moyens cette année.",
    ],
)
def test_remit_look_alikes_are_no_wrong_person(text):
    assert reading(text) != "wrong_person"
