"""The company's addresses asked to be removed together, often after it closed (heldout_ax: "Het bedrijf is
failliet verklaard. Graag deze adressen uit uw bestand halen."), are a removal request in every rule
language (`intent_rules.removal_address.NAMED_ADDRESS`, "these addresses" beside "this address"): "remove
these addresses from your lists", "diese Adressen", "ces adresses", "estas direcciones", "questi
indirizzi", "deze adressen", "os nossos endereços". Never addresses taken off something else (an invoice),
a removal denied, nor addresses added.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Het bedrijf is failliet verklaard. Graag deze adressen uit uw bestand halen.",
        "Wij zijn gestopt. Verwijder al onze adressen uit uw bestand.",
        "The company went bankrupt. Please remove these addresses from your lists.",
        "We closed in May. Please delete all of our addresses from your database.",
        "Die Firma ist insolvent. Bitte diese Adressen aus Ihrem Verteiler nehmen.",
        "La société est en liquidation. Merci de supprimer ces adresses de vos listes.",
        "La empresa ha quebrado. Por favor, eliminen estas direcciones de sus listas.",
        "L'azienda è fallita. Rimuovete questi indirizzi dalla vostra lista.",
        "A empresa faliu. Removam os nossos endereços da sua lista.",
    ],
)
def test_the_companys_addresses_asked_removed_are_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please remove these addresses from the invoice and add the new ones.",
        "Please don't remove these addresses from your list, we still read them.",
        "These addresses are all still valid. Send the deck to both.",
        "Kunt u deze adressen aan uw bestand toevoegen?",
    ],
)
def test_addresses_taken_off_something_else_kept_or_added_are_no_removal(text):
    assert reading(text) != "unsubscribe"
