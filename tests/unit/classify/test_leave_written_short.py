"""The sender on their own leave until a time, written with the hyphenated Brazilian noun or a short form
("licença-maternidade", "baja maternal", "mat leave"), is a later (`later_leave.LEAVE_LATER`; heldout_cy).
A colleague's leave is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Estou de licença-paternidade até o fim de janeiro, me chama quando eu voltar.",
        "Fico de licença médica até abril; falamos depois.",
        "Estoy de baja médica hasta mayo, escríbeme a la vuelta.",
        "I'm on pat leave till February, ping me after that.",
    ],
)
def test_own_leave_is_a_later(text):
    assert reading(text) == "not_now"


def test_a_colleagues_leave_is_no_later():
    assert reading("O Bruno está de licença-paternidade até março, fale comigo.") != "not_now"
