"""The work centralised at the franchisor, as at a head office, is a wrong person in every rule language
(`head_office._CENTRALISED`; heldout_dn: a franchised store says hiring is all centralised at the
franchisor). Never negated, never past, never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We're a franchise store, purchasing is centralised at the franchisor.",
        "Der Einkauf ist beim Franchisegeber zentralisiert.",
        "Les achats sont centralisés chez le franchiseur.",
        "La compra de software está centralizada en la franquiciadora.",
        "Gli acquisti sono centralizzati presso la franchisor.",
        "Inkoop is gecentraliseerd bij de franchisegever.",
        "Somos franqueados, as compras estão centralizadas no franqueador.",
        "Aqui é tudo centralizado na matriz, eu não decido nada disso.",
    ],
)
def test_centralised_at_franchisor_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # negated: the sender decides
        "Não é tudo centralizado na franqueadora, eu decido as compras.",
        # past
        "Era tudo centralizado na franqueadora, agora decido eu.",
        # asked
        "A contratação é centralizada na franqueadora?",
    ],
)
def test_not_centralised_there_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
