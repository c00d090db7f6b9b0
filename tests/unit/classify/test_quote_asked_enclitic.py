"""A proposal or quote asked for with the European Portuguese pronoun after a hyphen ("Pode enviar-nos um
orçamento?", "Envie-me uma proposta") beats an evaluation horizon beside it, as in the other rule languages
(`offer.QUOTE_ASKED`; heldout_db: solutions evaluated for next year, then a commercial proposal asked for).
Never a proposal only mentioned or refused.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Estamos a analisar fornecedores para o próximo ano. Pode enviar-nos um orçamento para 40 lugares?",
        "Estamos a escolher uma ferramenta para o ano que vem. Poderiam preparar-nos uma proposta detalhada?",
        "Estamos a rever as opções para 2028. Envie-me uma cotação, por favor.",
        "Pensamos mudar no próximo ano. Poderia mandar-me a sua proposta?",
    ],
)
def test_quote_asked_beside_a_horizon_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não precisamos de nenhuma proposta, obrigado.",
        "Recebemos a proposta, mas vamos ficar com o fornecedor atual.",
    ],
)
def test_proposal_mentioned_is_no_request(text):
    assert reading(text) != "interested"
