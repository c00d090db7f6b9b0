"""Locked into a contract whose years are named is a no in every rule language (`wont_buy.LOCKED_IN`;
heldout_cn: locked into a multi-year contract with the current provider and happy with it). Never one whose
end is named (a later), never one asked about.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We're locked into a five-year agreement with our payroll provider.",
        "We are tied into a 4 year licence with the current vendor.",
        "Wir sind an einen Vierjahresvertrag mit unserem Dienstleister gebunden.",
        "Nous sommes liés par un contrat de quatre ans avec notre éditeur.",
        "Estamos vinculados a un contrato de cinco años con otra empresa.",
        "Siamo legati a un contratto quinquennale con un altro fornitore.",
        "We zitten vast aan een vijfjarig contract met een andere partij.",
        "Estamos vinculados a um contrato de cinco anos com outro fornecedor.",
    ],
)
def test_contract_years_named_is_a_no(text: str) -> None:
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We're locked into a two-year contract that ends in June, try us then.",
        "Would we be locked into a two-year contract if we signed?",
    ],
)
def test_look_alikes_are_no_plain_no(text: str) -> None:
    assert reading(text) != "not_interested"
