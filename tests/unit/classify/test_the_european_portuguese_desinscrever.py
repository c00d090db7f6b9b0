"""The European Portuguese "desinscrever(-se)" is a removal as the Brazilian "descadastrar" is: "Por favor,
desinscrevam-me", "Quero desinscrever-me das vossas comunicações". It was no removal word at all, found by
probing the rules of 2026-12-07 (`intent_rules/unsubscribe.py`); one event left with it is none, as with
"descadastrar" (`removal_event.WITHDRAWN`), and a "don't" is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Por favor, desinscrevam-me.",
        "Desinscreva-me da lista, por favor.",
        "Desinscrevam-me da vossa newsletter, obrigado.",
        "Quero desinscrever-me das vossas comunicações.",
        "Desinscrevam-me de todas as comunicações da Acme.",
    ],
)
def test_desinscrever_asked_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Tenho de me desinscrever do evento de amanhã, surgiu uma reunião.",
        "Não me desinscrevam, quero continuar a receber.",
    ],
)
def test_one_event_left_or_a_dont_is_no_removal(text):
    assert reading(text) != "unsubscribe"
