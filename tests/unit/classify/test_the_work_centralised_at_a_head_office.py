"""The work centralised at a head office or another site of the group is a wrong person in every rule language
(`head_office._CENTRALISED`; heldout_cw: after a takeover, the administration centralised at another site).
Never asked, never negated, never data centralised in a tool.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "After the buyout our purchasing was centralised at the Leeds office.",
        "Der Einkauf wurde am Standort Ulm zentralisiert.",
        "Les achats ont été centralisés au siège du groupe.",
        "Las compras se han centralizado en la casa matriz.",
        "Gli acquisti sono stati centralizzati presso la capogruppo.",
        "De inkoop werd gecentraliseerd bij het moederbedrijf.",
        "As compras foram centralizadas na sede de Braga.",
    ],
)
def test_the_work_centralised_elsewhere_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Are invoices centralised at your head office?",
        "Purchasing is not centralised at head office, I sign off locally.",
        "Tutti i dati sono centralizzati nel gestionale, per questo il vostro strumento ci interessa.",
    ],
)
def test_centralised_look_alikes_are_no_wrong_person(text):
    assert reading(text) != "wrong_person"
