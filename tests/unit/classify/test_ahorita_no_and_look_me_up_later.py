"""Mexican "ahorita no" is "not now", and "look me up" at a time is a later with its date ("Ahorita no,
estamos en plena temporada navideña. Búscame en enero"), in every rule language where it is said ("look me
up in January", "búsqueme a principios de marzo", "buscame en marzo", "me procura em janeiro", "cercami a
gennaio", "zoek me in januari weer op"); never a weekday (a meeting), never the sender's own search ("lo
busqué en enero"), never "ahorita" promising something now ("Ahorita te mando la info")."""

from __future__ import annotations

from datetime import date

import pytest

from sequencer.classify.intent import RuleClassifier

RULES = RuleClassifier()


def _read(text: str) -> tuple[str, date | None]:
    said = RULES.classify(text, sender=None, ours=(), sent=date(2026, 12, 5))
    return said.intent, said.follow_up_date


def test_ahorita_no_then_look_me_up_in_january_is_a_later_in_january() -> None:
    text = "Ahorita no, estamos en plena temporada navideña. Búscame en enero"
    assert _read(text) == ("not_now", date(2027, 1, 1))


@pytest.mark.parametrize("text", ["Ahorita no.", "Por ahorita no, estamos a tope.", "No momento não."])
def test_the_moment_denied_is_not_now(text: str) -> None:
    assert _read(text)[0] == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Búscame en enero.",
        "Búsqueme a principios de marzo.",
        "Buscame en marzo, ahora estamos con el cierre.",
        "Me procura em janeiro.",
        "Procure-me em fevereiro.",
        "Look me up in January.",
        "Cercami a gennaio.",
        "Zoek me in januari weer op.",
    ],
)
def test_look_me_up_at_a_time_is_a_later(text: str) -> None:
    assert _read(text)[0] == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Búscame el lunes.",
        "Lo busqué en enero y no estaba.",
        "Ahorita te mando la info.",
        "Ahorita lo reviso y te aviso.",
        "Don't look me up in January.",
    ],
)
def test_no_later_in_a_weekday_a_search_of_ones_own_or_an_ahorita_yes(text: str) -> None:
    assert _read(text)[0] != "not_now"
