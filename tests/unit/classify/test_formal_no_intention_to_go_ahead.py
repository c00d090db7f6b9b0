"""A formal "no intention to go ahead", for the sender or the company ("Após análise, informamos que a
empresa não pretende avançar com a aquisição deste tipo de solução"), is a no in every rule language; never
for a while ("não pretendemos avançar por enquanto"), never under a condition ("Se o preço não baixar"),
never about something else named ("com o concorrente"), never an intention to go ahead."""

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
        "Exmo. Senhor, Agradecemos o contacto e a informação enviada. Após análise, informamos que a empresa"
        " não pretende avançar com a aquisição deste tipo de solução.",
        "Não pretendemos avançar.",
        "Não tencionamos avançar com a proposta.",
        "La empresa no tiene intención de avanzar.",
        "No pretendemos avanzar con la propuesta.",
        "The company does not intend to proceed.",
        "Die Firma beabsichtigt nicht, das weiterzuverfolgen.",
        "La société n'entend pas donner suite.",
        "Non abbiamo intenzione di procedere.",
        "Wij zijn niet van plan hiermee verder te gaan.",
    ],
)
def test_no_intention_to_go_ahead_is_a_no(text: str) -> None:
    assert _intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não pretendemos avançar por enquanto.",
        "Não pretendemos avançar com o concorrente, preferimos a vossa proposta.",
        "Se o preço não baixar, a empresa não pretende avançar.",
        "A empresa pretende avançar com a aquisição.",
        "We do not intend to proceed until the budget is approved.",
    ],
)
def test_no_no_for_a_while_under_a_condition_about_others_or_going_ahead(text: str) -> None:
    assert _intent(text) != "not_interested"
