"""The sender's side clearing entries out of its own file, counted (heldout_en: a French recruiter pruning
its own records): "remove from our CRM every lead older than a year", "dar de baja de nuestra base a todos
los inactivos", "alle alten Bewerber aus unserer Kartei löschen". The sender's own removal from ours, or
others taken off our list, stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "In March we will remove from our CRM every lead older than a year.",
        "Cet été nous allons retirer de notre base tous les contacts sans réponse.",
        "Vamos a dar de baja de nuestra base a todos los proveedores inactivos.",
        "Wir werden alle alten Bewerber aus unserer Kartei löschen.",
        "We gaan alle oude leveranciers uit ons bestand verwijderen.",
    ],
)
def test_the_senders_own_file_cleared_is_none(text: str) -> None:
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please remove me from your database.",
        "Bitte löschen Sie mich aus Ihrer Datenbank.",
        "Retirez-moi de votre fichier, merci.",
    ],
)
def test_a_removal_from_ours_stays_one(text: str) -> None:
    assert reading(text) == "unsubscribe"
