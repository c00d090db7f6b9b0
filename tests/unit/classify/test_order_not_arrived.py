"""An order done at a time, or not yet arrived, is a complaint: the time is when it was placed and the "not
yet" is the delivery's, never a later (`own_event.DONE_AT`, `later.LATER_SOFT`; heldout_cy). A plain "not
yet" and a thing to be sent later stay a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "A fatura paga em novembro continua em aberto no vosso sistema.",
        "The invoice we received in November is wrong.",
        "La factura emitida en septiembre todavía no nos ha llegado.",
        "Die Ware ist noch nicht eingetroffen, wer kann mir helfen?",
        "Onze bestelling is nog steeds niet geleverd en ook nog niet ontvangen.",
        "Ainda não recebemos as peças que pedimos.",
    ],
)
def test_order_not_arrived_is_no_later(text):
    assert reading(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Ainda não. Fale comigo em fevereiro.",
        "Todavía no, escríbame en marzo.",
        "A proposta será enviada em março, falamos depois disso.",
    ],
)
def test_plain_not_yet_stays_a_later(text):
    assert reading(text) == "not_now"
