"""The wrong person said with the informal "you" (heldout_cc: "Ó pá, enganaste-te na pessoa :) eu sou da
produção ... experimenta o comercial@x"): European Portuguese "enganaste-te na pessoa", "te enganaste na
pessoa", "erraste de pessoa"; French "tu t'es trompé de personne"; Spanish "te equivocaste de persona";
German "du bist bei mir falsch"; beside the formal forms already read ("enganou-se na pessoa", "vous vous
êtes trompé de personne", `intent_rules/wrong_door.WRONG_DOOR`). Never denied ("Não te enganaste na pessoa,
sou eu que trato disso") nor the sender's own mistake ("Enganei-me na data").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Ó pá, enganaste-te na pessoa :) eu sou da produção, não tenho nada a ver com vendas.",
        "Enganaste-te na pessoa, isto é com a Ana das compras.",
        "Acho que te enganaste na pessoa, eu sou da contabilidade.",
        "Erraste de pessoa, eu sou do armazém.",
        "Tu t'es trompé de personne, je suis à la production.",
        "Te equivocaste de persona, yo soy de producción.",
        "Da bist du bei mir falsch, ich bin in der Produktion.",
        "You've got the wrong person, mate, I'm in production.",
    ],
)
def test_the_informal_wrong_person_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Não te enganaste na pessoa, sou eu que trato disso. Manda a proposta.",
        "Não erraste de pessoa, sou eu mesmo.",
        "Enganei-me na data, desculpa. Pode ser na quinta?",
        "No te equivocaste de persona, soy yo quien lo decide.",
        "Tu ne t'es pas trompé de personne, c'est bien moi.",
    ],
)
def test_denied_or_the_senders_own_mistake_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
