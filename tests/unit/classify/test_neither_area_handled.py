"""The sender handling neither of two things, an area among them ("I deal with neither invoices nor
purchasing"), is a wrong person (`referral.REFERRED`; heldout_cz: a lecturer dealing with neither invoices
nor purchases), in every rule language. Only the sender's own remit: "we handle neither ... by hand" is how
the company works, no one to turn to.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I handle neither payroll nor procurement here.",
        "Sorry, I don't look after either payments or suppliers.",
        "Ich bin weder für Rechnungen noch für den Einkauf zuständig.",
        "Je ne gère ni la paie ni les achats.",
        "No llevo ni la facturación ni las compras.",
        "Non seguo né la contabilità né gli acquisti.",
        "Ik ga niet over betalingen of inkoop.",
        "Não cuido nem de pagamentos nem de compras.",
    ],
)
def test_neither_area_handled_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "We handle neither payroll nor procurement on paper anymore.",
        "Non gestiamo né fatture né acquisti a mano, è tutto automatico.",
        "Wir kümmern uns weder um Papierrechnungen noch um Faxe.",
    ],
)
def test_the_company_s_way_of_working_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
