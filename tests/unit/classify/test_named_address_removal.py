"""A named address to be removed ("Please remove support@x.example from all of your lists", "please delete
this address", "take info@ off") is an unsubscribe in every rule language; an address removed from an
invoice, a cc or a thread, or an address changed, is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Shared inbox, nobody here buys. Please remove help@shop.example from all of your lists.",
        "This inbox is not monitored, please delete this address.",
        "Wrong mailbox. Take info@ off, thanks.",
        "Kindly remove the email address office@firm.example from your database.",
        "Bitte entfernen Sie info@firma.example aus Ihrem Verteiler.",
        "Das ist ein Sammelpostfach. Bitte löschen Sie diese Adresse.",
        "Bitte kontakt@firma.example aus dem Verteiler nehmen.",
        "Merci de retirer contact@societe.example de vos listes.",
        "Boîte générique : supprimez cette adresse, merci.",
        "Por favor eliminen ventas@empresa.example de sus listas.",
        "Es un buzón compartido. Borren esta dirección, por favor.",
        "Rimuovete info@azienda.example dalle vostre liste.",
        "Casella condivisa: cancellate questo indirizzo, grazie.",
        "Verwijder info@bedrijf.example uit jullie mailinglijst.",
        "Haal info@ van jullie lijst af.",
        "Removam contato@empresa.example da sua lista.",
        "Caixa partilhada. Apaguem este endereço, obrigado.",
    ],
)
def test_a_named_address_removed_is_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please remove the old address from the invoice.",
        "Please update your records to use my new address.",
        "please remove anna@client.example from the cc",
        "Sent by mistake, please delete this email.",
        "Can you remove info@ from the invoice header?",
        "Entfernen Sie bitte die alte Adresse von der Rechnung.",
        "Supprimez l'ancienne adresse de la facture.",
        "I don't need you to remove help@shop.example from your list, it's fine.",
    ],
)
def test_an_address_changed_or_removed_from_a_document_is_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"
