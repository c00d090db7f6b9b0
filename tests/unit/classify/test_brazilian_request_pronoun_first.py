"""A Brazilian request with the pronoun first ("me manda", "nos envia") or in the plural ("mandem"), for
information, a proposal or the call's link, and a slot offered as "pode ser" with a bare weekday before an
hour, read as interest (`interest.INTERESTED`; heldout_cy). Refused, or a link to something else, or a
weekday with no hour, is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Oi, me envia uma proposta pra duas unidades?",
        "Nos mandem os preços, por favor.",
        "Enviem mais detalhes sobre o plano anual.",
        "Beleza, me manda o link da reunião.",
        "pode ser quarta 14h?",
        "Pode ser segunda às 11:00, me envia o convite.",
    ],
)
def test_brazilian_request_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # a link to something else
        "Me manda o link da notícia que você comentou.",
        # a weekday with no hour and no question: a date, not a slot
        "A entrega pode ser quinta.",
    ],
)
def test_brazilian_look_alikes_are_no_interest(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize("text", ["Não me mandem mais propostas.", "Nunca me enviem mais informações."])
def test_refused_is_no_interest(text):
    assert reading(text) != "interested"
