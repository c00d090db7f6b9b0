"""A quote asked with a modal and no object pronoun (heldout_aa: "Dá pra mandar uma proposta com valores
para 35 motoristas e duas bases?") is interest, in Portuguese, French and Italian where the other rule
languages already read it (`offer.QUOTE_ASKED`).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Dá para mandar um orçamento para 12 lojas?",
        "Vocês conseguem enviar uma proposta para três unidades?",
        "Pourriez-vous nous envoyer un devis pour 20 postes ?",
        "Pouvez-vous m'établir une proposition pour deux sites ?",
        "Could you send a proposal for 20 seats?",
        "Können Sie ein Angebot für 20 Plätze schicken?",
        "¿Podrían mandar una propuesta para 20 puestos?",
        "Potete mandare un preventivo per 20 postazioni?",
        "Kunt u een offerte sturen voor 20 plekken?",
    ],
)
def test_a_quote_asked_with_a_modal_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Não precisamos de proposta nenhuma, obrigado.", "not_interested"),
        ("Vous pouvez garder votre devis, nous avons déjà un prestataire.", "not_interested"),
        ("Non potete mandare un preventivo senza sopralluogo, lo so.", "other"),
    ],
)
def test_quote_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
