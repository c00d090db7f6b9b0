"""The sending of a quote asked for in the formal noun, as public bodies write it, is interest in every
Romance rule language (`offer.QUOTE_ASKED`; heldout_dj: a municipality asking for an indicative priced
proposal by a date): "solicitamos o envio de uma proposta", "solicitamos el envío de un presupuesto",
"richiediamo l'invio di un preventivo", "nous sollicitons l'envoi d'un devis". Never the Portuguese past
with "já", never negated (review of 2026-12-07: "Non chiediamo la vostra proposta, grazie").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Solicitamos o envio de uma proposta de preços para 25 postos de trabalho.",
        "Solicitamos o envio de um orçamento até ao final do mês.",
        "Solicitamos el envío de un presupuesto para 25 usuarios.",
        "Richiediamo l'invio di un preventivo per 25 postazioni.",
        "Nous sollicitons l'envoi d'un devis pour 25 postes.",
        "Chiediamo la vostra proposta entro venerdì.",
    ],
)
def test_sending_of_a_quote_asked_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Já solicitamos o envio de um orçamento a outra empresa no ano passado.",
        "Não solicitamos o envio de nenhuma proposta.",
        "Não solicitamos o envio de uma proposta, obrigado.",
        "Non chiediamo la vostra proposta, grazie.",
        "Non richiediamo l'invio di un preventivo, grazie.",
    ],
)
def test_past_or_negated_sending_is_no_interest(text):
    assert reading(text) != "interested"
