"""Contact asked for again "at that date", after a month or a new budget year named before ("Nuestro año
fiscal inicia en abril; le agradecería contactarme nuevamente en esa fecha"), is a later with that month, in
every rule language; never without a time named before it, never asked. A budget lacking ("no contamos
con presupuesto") is never interest: "presupuesto" is a quote only when asked for."""

from __future__ import annotations

from datetime import date

import pytest

from sequencer.classify.intent import RuleClassifier

RULES = RuleClassifier()


def _read(text: str) -> tuple[str, date | None]:
    said = RULES.classify(text, sender=None, ours=(), sent=date(2026, 12, 5))
    return said.intent, said.follow_up_date


def test_no_budget_now_contact_me_again_in_april_is_a_later_in_april() -> None:
    text = (
        "Estimado Sr. Lee: Por el momento no contamos con presupuesto para nuevas herramientas. Nuestro año"
        " fiscal inicia en abril; le agradecería contactarme nuevamente en esa fecha."
    )
    assert _read(text) == ("not_now", date(2027, 4, 1))


@pytest.mark.parametrize(
    "text",
    [
        "Our fiscal year starts in April; please contact me again at that time.",
        "Unser Geschäftsjahr beginnt im April, bitte kontaktieren Sie mich zu diesem Zeitpunkt erneut.",
        "Notre exercice commence en avril ; merci de me recontacter à cette date.",
        "Il nostro esercizio parte ad aprile, la prego di ricontattarmi in quel momento.",
        "Ons boekjaar begint in april; ik verzoek u mij op dat moment opnieuw te contacteren.",
        "O nosso exercício começa em abril; agradeço que nos contacte novamente nessa altura.",
        "Nosso ano fiscal começa em abril, peço que volte a me procurar nessa época.",
    ],
)
def test_contact_again_at_that_date_after_a_month_is_a_later(text: str) -> None:
    assert _read(text)[0] == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Le agradecería contactarme nuevamente en esa fecha.",
        "Nuestro ejercicio cierra en marzo. ¿Podría contactarme nuevamente en esa fecha?",
    ],
)
def test_no_later_without_a_time_named_or_asked(text: str) -> None:
    assert _read(text)[0] != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "No contamos con presupuesto.",
        "Sin presupuesto este año.",
        "No disponemos de presupuesto para esto.",
        "Por el momento no contamos con presupuesto para nuevas herramientas.",
    ],
)
def test_a_budget_lacking_is_never_interest(text: str) -> None:
    assert _read(text)[0] != "interested"


def test_a_quote_asked_for_is_still_interest() -> None:
    assert _read("Necesito un presupuesto para 20 usuarios.")[0] == "interested"
