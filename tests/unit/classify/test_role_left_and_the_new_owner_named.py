"""A sender who moved out of the role and names who answers for it now ("saí da área comercial faz quase um
ano, hoje estou no RH. Quem responde por vendas agora é o Rodrigo Lima") is the wrong person, in every rule
language; never the sender still answering for it ("quem responde por vendas agora sou eu"), never a role
left with nobody named, never a meeting left."""

from __future__ import annotations

from datetime import date

import pytest

from sequencer.classify.intent import RuleClassifier

RULES = RuleClassifier()


def _intent(text: str) -> str:
    return RULES.classify(text, sender=None, ours=(), sent=date(2026, 12, 5)).intent


@pytest.mark.parametrize(
    "text",
    [
        "Saí da área comercial faz quase um ano, hoje estou no RH. Quem responde por vendas agora é o Rodrigo"
        " Lima (rodrigo.lima@metalurgicasul.example), pode falar direto com ele.",
        "Fui transferida para o RH. Quem atende pela área comercial agora é a Ana.",
        "Dejé el área comercial hace casi un año, ahora estoy en RR.HH. Quien ve ventas ahora es"
        " Rodrigo Lima.",
        "Salí de ventas el año pasado; quien lleva eso hoy es Rodrigo.",
        "I left the sales team a year ago; Rodrigo Lima looks after sales now.",
        "Ich bin seit einem Jahr nicht mehr im Vertrieb. Für den Vertrieb ist jetzt Rodrigo Lima zuständig.",
        "Je ne suis plus au service commercial depuis un an. C'est maintenant Rodrigo Lima qui gère les"
        " ventes.",
        "Ho lasciato l'area commerciale un anno fa. Adesso se ne occupa Rodrigo Lima.",
        "Ik werk al een jaar niet meer op sales. Neem contact op met Rodrigo Lima.",
    ],
)
def test_a_role_left_and_the_new_owner_named_is_the_wrong_person(text: str) -> None:
    assert _intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Quem responde por vendas agora sou eu.",
        "Saí da área comercial, mas continuo decidindo as compras.",
        "I left the meeting early. Rodrigo Lima looks after sales now.",
        "Dejé el área comercial, ahora quien ve ventas es usted?",
    ],
)
def test_no_wrong_person_without_a_role_left_and_someone_else_named(text: str) -> None:
    assert _intent(text) != "wrong_person"
