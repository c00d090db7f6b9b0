"""Our customer since a month ("siamo già vostri clienti da aprile", heldout_ec): the month is when the sender
became ours (`customer.CUSTOMER_SAID`, never a third party's customer), no later. A later asked beside it
stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Attenzione, siamo vostri clienti da febbraio: la filiale di Bari usa già la piattaforma.",
        "Siamo già clienti dal 2024, forse il vostro sistema non lo sa?",
    ],
)
def test_customer_since_a_month_is_no_later(text):
    assert reading(text) != "not_now"


def test_a_later_asked_beside_it_stays_one():
    assert reading("Siamo clienti da febbraio, riscrivetemi a settembre per l'ampliamento.") == "not_now"
