"""Every address at the sender's company taken off, asked with an infinitive after the ask or with the list
named before the object, is a removal in every rule language (`removal_company.SAME_COMPANY`, `_ASKED_*`;
heldout_cr). Never the sender's own act on our domain, never another company's addresses.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Please remove from your mailing lists every address at our company.",
        "Bitte löschen Sie aus all Ihren Verteilern sämtliche Adressen unserer Firma.",
        "Merci de supprimer de vos fichiers toutes les adresses de notre entreprise.",
        "Les rogamos eliminar de todas sus bases todas las direcciones de nuestra empresa.",
        "Le chiediamo di cancellare dai vostri elenchi tutti gli indirizzi della nostra società.",
        "Per favore eliminare dal vostro database tutti gli indirizzi del nostro ufficio.",
        "Verwijder uit al jullie verzendlijsten alle adressen van ons kantoor.",
        "Solicitamos remover das vossas bases todos os endereços da nossa empresa.",
    ],
)
def test_every_address_off_with_the_list_between_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own act on our addresses
        "Abbiamo deciso di cancellare dalla rubrica tutti gli indirizzi del vostro dominio.",
        "Nous allons supprimer de notre CRM toutes les adresses de votre société.",
        # negated
        "Vi preghiamo di non rimuovere dalle vostre liste tutti gli indirizzi del nostro ufficio.",
    ],
)
def test_other_addresses_or_negated_are_not_removals(text):
    assert reading(text) != "unsubscribe"
