"""Commercial proposals said to have to be sent elsewhere, in the plural ("devem ser dirigidas a", "deben
dirigirse a", "devono essere inviate a") with the address, is a wrong person (`wrong_person.REFERRAL_CUE`;
heldout_cy). A document that must be sent somewhere beside a request of ours is not.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Esta caixa é só para reclamações. Propostas devem ser encaminhadas para compras@vila.example.",
        "Los proveedores deben dirigirse a aprovisionamiento@ayto.example.",
        "Le offerte commerciali devono essere indirizzate a ufficio.acquisti@comune.example.",
    ],
)
def test_proposals_sent_elsewhere_are_a_wrong_person(text):
    assert reading(text) == "wrong_person"


def test_invoices_sent_elsewhere_beside_interest_are_no_wrong_person():
    text = "As notas fiscais devem ser enviadas para nf@loja.example e queremos a demonstração."
    assert reading(text) == "interested"
