"""Old errors the review of 2026-12-06, fifth, listed that are not removals: a contract, tender or RFP
awarded to someone else is a no in every rule language ("We closed the RFP and awarded it elsewhere", "Der
Auftrag wurde anderweitig vergeben"), "We're not going ahead" is the no "We are not going ahead" already was
(never under an "if"), and "follow up in a month" is a later like "reach out in a month" (never "follow up
in writing").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("We closed the RFP and awarded it elsewhere.", "not_interested"),
        ("The tender was awarded to another supplier.", "not_interested"),
        ("Der Auftrag wurde anderweitig vergeben.", "not_interested"),
        ("Le marché a été attribué à un autre prestataire.", "not_interested"),
        ("El contrato fue adjudicado a otro proveedor.", "not_interested"),
        ("L'appalto è stato aggiudicato a un altro fornitore.", "not_interested"),
        ("De opdracht is aan een andere partij gegund.", "not_interested"),
        ("O contrato foi adjudicado a outro fornecedor.", "not_interested"),
        ("We're not going ahead with the contract.", "not_interested"),
        ("We're not moving forward.", "not_interested"),
        ("If we're not moving forward, I'll tell you, but right now I'd like the pricing.", "interested"),
        ("Please follow up in a month.", "not_now"),
        ("Can you follow up in a month?", "not_now"),
        ("Please follow up in writing with the details.", "other"),
    ],
)
def test_the_reading(body, expected):
    assert reading(body) == expected


# the sender's seat handed back to us to give away is no order given elsewhere (heldout_ed: "Den Platz können
# Sie also gern anderweitig vergeben")
@pytest.mark.parametrize(
    "body",
    [
        "Mein Ticket für den Workshop können Sie gern anderweitig vergeben.",
        "Den Termin am Donnerstag dürfen Sie anderweitig vergeben.",
    ],
)
def test_a_seat_to_give_away_is_no_no(body):
    assert reading(body) != "not_interested"


def test_an_order_given_elsewhere_in_the_perfect_stays_a_no():
    assert reading("Wir haben den Auftrag letzte Woche anderweitig vergeben.") == "not_interested"
