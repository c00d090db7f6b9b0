"""A decision not to go ahead, said in the past tense or as a choice ("lo revisamos con el equipo de ventas y
decidimos no avanzar", "we chose not to go ahead", "optámos por não avançar"), is a no in every rule
language; never a decision for a while ("decidimos no avanzar por ahora"), never against something else
named ("decidimos no avanzar con el otro proveedor"), never a decision to go ahead, never asked."""

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
        "Lo revisamos con el equipo de ventas y decidimos no avanzar. Gracias igualmente por el tiempo.",
        "Optamos por no seguir adelante.",
        "El directorio decidió no avanzar.",
        "Resolvimos no avanzar con la propuesta.",
        "Lo charlamos con los socios y decidimos no seguir.",
        "Optámos por não avançar.",
        "Resolvemos não seguir adiante com isso.",
        "We chose not to go ahead.",
        "Wir haben uns entschieden, nicht weiterzumachen.",
        "Nous avons choisi de ne pas donner suite.",
        "Abbiamo scelto di non procedere.",
        "We hebben ervoor gekozen om niet verder te gaan.",
    ],
)
def test_a_decision_not_to_go_ahead_is_a_no(text: str) -> None:
    assert _intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Decidimos no avanzar por ahora.",
        "Decidimos no avanzar con el otro proveedor y seguir con ustedes.",
        "Decidimos avanzar.",
        "¿Decidimos no avanzar?",
        "We opted not to proceed for now.",
        "Optámos por não avançar por enquanto.",
    ],
)
def test_a_decision_for_a_while_about_something_else_or_asked_is_no_no(text: str) -> None:
    assert _intent(text) != "not_interested"
