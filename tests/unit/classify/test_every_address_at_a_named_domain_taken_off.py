"""Every address at a domain named after a preposition that holds the article ("do domínio x.example", "del
dominio", "du domaine", "dal dominio") is a removal for the whole company (`removal_company.SAME_COMPANY`,
heldout_cs). Never the word "domain" with no name, never the sender's own act, never an adding.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Por favor, removam todos os endereços do domínio oficina-lopes.example da vossa base.",
        "Pedimos que excluam todos os e-mails do domínio clinica-norte.example da lista de vocês.",
        "Merci de supprimer toutes les adresses du domaine boulangerie-roux.example de vos fichiers.",
        "Por favor, eliminen todas las direcciones del dominio talleres-gil.example de su base de datos.",
        "Vi preghiamo di rimuovere tutti gli indirizzi del dominio bassi.example dalle vostre liste.",
        "Please remove all addresses at the domain harbour-tools.example from your list.",
    ],
)
def test_every_address_at_a_named_domain_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own act
        "Ontem removemos todos os contatos do domínio antigo.example da nossa base.",
        # an adding, not a removal
        "Ajoutez toutes les adresses du domaine atelier-blanc.example à l'invitation.",
        # the domain changed, nothing to remove
        "O domínio mudou para loja-nova.example, o resto continua igual.",
    ],
)
def test_a_named_domain_without_a_removal_is_none(text):
    assert reading(text) != "unsubscribe"
