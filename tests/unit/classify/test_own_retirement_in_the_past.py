"""The sender's own retirement in the past tense, the reflexive Romance verb
(`wrong_person.WRONG_PERSON_MORE`; heldout_cl: a retired accountant naming who runs the office now): a wrong
person, whatever month it names.
Never a shop renovated ("reformei a loja"), never a retirement still to come.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Me aposentei em março, agora quem cuida da contabilidade é o meu sócio.",
        "Aposentei-me no verão passado e já não acompanho estes assuntos.",
        "Reformei-me em setembro, o escritório passou para o meu filho.",
        "Me jubilé en noviembre y ahora la gerencia la lleva mi sobrino.",
        "Me he jubilado este año, el despacho lo lleva ahora mi socia.",
        "I retired in May, my son runs the workshop now.",
    ],
)
def test_the_sender_retired_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a shop renovated, then a later
        "Reformei a loja em outubro, fale comigo de novo em fevereiro.",
        # a retirement still to come, with a later
        "Vou me aposentar em 2028, até lá pode me escrever em janeiro.",
    ],
)
def test_no_retirement_said_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
