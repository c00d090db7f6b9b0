"""The address written to was the business's former owner's: a wrong person (`previous_owner`,
heldout_dd), in every rule language; never a former owner without the address, nor with interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "This address belonged to the former owner. We bought the shop in August and kept it.",
        "Diese Adresse gehörte der früheren Inhaberin, wir haben den Laden im August übernommen.",
        "Cette adresse était celle de l'ancienne propriétaire, nous avons repris la boutique en mai.",
        "Este correo era del antiguo dueño del bar; lo compramos en junio.",
        "Quest'indirizzo era del vecchio titolare, abbiamo rilevato il negozio a settembre.",
        "Dit adres was van de vorige eigenaar, wij hebben de zaak overgenomen.",
        "Esse email era da antiga dona da loja.",
    ],
)
def test_former_owners_address_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "The previous owner recommended you to us, send me the prices.",
        "We bought the shop from the previous owner and kept the address; send me your prices please.",
    ],
)
def test_former_owner_with_interest_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "This is the owner's address.",
    ],
)
def test_owners_address_is_not(text):
    assert reading(text) == "other"
