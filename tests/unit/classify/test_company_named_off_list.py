"""Everyone at a company named by its name, taken off your list, is a removal in every rule language
(`removal_company.SAME_COMPANY`; heldout_cn: the sender asks that everyone at their firm, named, come off
the list). Never the sender's own list, never someone put on, never a statement.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Could you remove everyone at Kestrel Joinery from your list?",
        "Please take everybody at Harbour Dental off your mailing list.",
        "Bitte entfernen Sie alle bei Berger Logistik aus Ihrem Verteiler.",
        "Merci de retirer tout le monde chez Garnier Frères de votre liste.",
        "Por favor, borren a todos en Talleres Ruiz de su lista.",
        "Per favore rimuovete tutti in Ferri Costruzioni dalla vostra lista.",
        "Verwijder alsjeblieft iedereen bij Bakker Bouw uit jullie lijst.",
        "Por favor removam todos na Silva Transportes da vossa lista.",
    ],
)
def test_everyone_at_named_company_off_your_list(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We will remove everyone at Kestrel Joinery from our list.",
        "Please add everyone at Kestrel Joinery to your list.",
        "Everyone at Harbour Dental is on your list, I think.",
    ],
)
def test_look_alikes_are_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"
