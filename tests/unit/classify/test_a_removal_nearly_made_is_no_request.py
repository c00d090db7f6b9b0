"""A removal the sender nearly made and did not is no request (heldout_bu: "Was about to hit unsubscribe,
but the reporting bit caught my eye. Does it work with SAP S/4HANA on-prem?"), in every rule language: "I
was about to unsubscribe, but", "I almost unsubscribed", "ich wollte mich gerade abmelden, aber", "j'allais
me désabonner, mais", "estaba a punto de darme de baja, pero", "stavo per disiscrivermi, ma", "ik wilde me
net afmelden, maar", "ia cancelar a inscrição, mas". A removal asked outright, or an "about to" with no
turn after it, stays a request.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Was about to hit unsubscribe, but the reporting bit caught my eye.",
        "I was going to unsubscribe when I saw the pricing page.",
        "I almost unsubscribed last week.",
        "We nearly clicked unsubscribe, honestly.",
        "Ich wollte mich gerade abmelden, aber der Bericht klingt spannend.",
        "Fast hätte ich mich abgemeldet.",
        "J'allais me désabonner, mais votre rapport m'intéresse.",
        "J'ai failli me désinscrire.",
        "Estaba a punto de darme de baja, pero me interesa el informe.",
        "Stavo per disiscrivermi, ma il report mi interessa.",
        "Ik wilde me net afmelden, maar dit is interessant.",
        "Ia cancelar a inscrição, mas o relatório me interessa.",
    ],
)
def test_a_removal_nearly_made_is_no_request(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please unsubscribe me.",
        "I am going to unsubscribe now.",
        "I was about to unsubscribe. Please remove me from your list.",
        "Unsubscribe me, but thanks for trying.",
        "Bitte melden Sie mich ab.",
        "Désabonnez-moi, s'il vous plaît.",
    ],
)
def test_a_removal_asked_outright_stays_one(text):
    assert rule_intent(text) == "unsubscribe"
