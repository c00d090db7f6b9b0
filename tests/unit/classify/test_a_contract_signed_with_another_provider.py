"""A contract signed with another provider, the contract named between the verb and the provider, is a no in
every rule language (`committed_elsewhere.COMMITTED_ELSEWHERE`; heldout_ci, German: we signed a contract with
another provider in the summer, it runs three years). Never asked, never before a decision.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wir haben letzten Monat mit einem anderen Dienstleister einen Rahmenvertrag abgeschlossen.",
        "Nous avons signé un nouveau contrat avec un autre fournisseur en septembre.",
        "Ya hemos firmado un contrato con otra empresa.",
        "Abbiamo firmato un accordo con un altro fornitore.",
        "Assinamos um novo contrato com outra empresa este ano.",
        "We signed with another vendor last spring.",
    ],
)
def test_a_contract_with_another_provider_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Haben Sie mit einem anderen Anbieter einen Vertrag abgeschlossen?",
        "Avant de signer un contrat avec un autre fournisseur, j'aimerais voir votre démo.",
    ],
)
def test_a_contract_asked_or_still_to_come_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We went with another ERP in September.",
        "Abbiamo firmato con un'altra piattaforma a settembre.",
        "Assinamos com outra plataforma em setembro.",
        "Fechamos com outro sistema em março, obrigado.",
    ],
)
def test_the_month_of_a_contract_elsewhere_is_no_later(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We haven't signed with another vendor yet, talk in September.",
        "We'll probably go with another vendor in Q3.",
    ],
)
def test_a_contract_elsewhere_still_to_come_keeps_its_later(text):
    assert reading(text) == "not_now"
