"""The one who decides named after a longer topic with a place (heldout_cc: "Quem decide sobre esse tipo de
contratação aqui é a diretoria, mais especificamente a Dra. Luciana Bastos. Encaminhei seu email pra ela")
is a wrong person (`intent_rules/referral.REFERRED`), in Portuguese and in English ("Who decides on this
kind of purchase here is the board"). Never the sender ("... é eu", "... is me"), never "not", never asked
("Quem decide sobre esse tipo de contratação aqui?", "Do you know who decides on this here?").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Quem decide sobre esse tipo de contratação aqui é a diretoria, mais especificamente a Dra. Luciana"
        " Bastos. Encaminhei seu email pra ela, qualquer coisa ela te responde.",
        "Quem decide sobre esse tipo de contratação aqui é a diretoria.",
        "Quem decide sobre a compra destas ferramentas aqui é o Eng. Tavares.",
        "Who decides on this kind of purchase here is the board, Dr. Lucy Baker to be precise.",
        "Who decides about tools like this here is our COO.",
    ],
)
def test_the_one_who_decides_named_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Quem decide sobre esse tipo de contratação aqui é eu.",
        "Quem decide sobre esse tipo de contratação aqui?",
        "Who decides on this kind of purchase here is me.",
        "Do you know who decides on this here? It is unclear.",
        "I know who decides on this kind of thing here is me, so send the proposal.",
    ],
)
def test_the_sender_or_a_question_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
