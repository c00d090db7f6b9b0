"""Every address at the sender's company taken off, asked in the polite singular ("remova", "elimine"), is
a removal like the plural (`removal_company.SAME_COMPANY`; heldout_cy). The sender's own plan and a thing
that is not an address stay none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Por favor, apague todos os contatos do domínio ourofino.example da sua lista.",
        "Solicitamos que exclua todos os e-mails da nossa empresa do seu cadastro.",
        "Le pido que elimine todas las direcciones de nuestra empresa de su base de datos.",
        "Borre todas las direcciones del dominio arenal.example, gracias.",
    ],
)
def test_every_company_address_in_the_polite_singular_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a thing, not the addresses
        "Por favor, apague todos os anexos antigos da pasta partilhada.",
        # the sender's own plan
        "Vamos remover todos os endereços antigos do nosso CRM este mês.",
    ],
)
def test_every_address_look_alikes_are_no_removal(text):
    assert reading(text) != "unsubscribe"
