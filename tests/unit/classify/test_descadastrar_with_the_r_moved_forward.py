"""Portuguese "descadastrar" misspelt with its r moved forward, after the "d" instead of after the "t"
("descadrastar", "me descadrastem", "o descadrasto", heldout_dk): every form of the verb and the noun is put
right before the removal tables read it (`removal_more.TYPOS`), so the tables' own checks still apply: a
removal promised on a condition or refused stays none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Por favor me descadrastem da lista de vocês.",
        "Quero descadrastar meu email dessa lista.",
        "Pode me descadrastar, obrigado.",
        "Favor descadrastar este endereço da newsletter.",
        "me descadraste por favor, não tenho interesse",
    ],
)
def test_descadrastar_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a removal promised on a condition
        "Se não for relevante eu me descadrasto depois.",
        # refused
        "Não precisa me descadrastar, pode continuar mandando.",
    ],
)
def test_descadrastar_not_asked_stays_none(text):
    assert reading(text) != "unsubscribe"
