"""The adverb "precisamente" (precisely) is no Portuguese need: a negation or the contraction "no" (in the)
a few words before it is no no (`leaning.LEANS_NO`; heldout_dn: "... hotéis no Algarve e estamos
precisamente a avaliar soluções"). The verb "precisar" stays a need.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Temos duas lojas no Porto e estamos precisamente a rever os horários.",
        "Trabalhamos no centro e estamos precisamente a mudar de sistema.",
        "Tenemos una oficina no lejos y estamos precisamente revisando los turnos.",
    ],
)
def test_precisely_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não precisamos de mais uma ferramenta, obrigado.",
        "Neste momento não precisamos disso.",
        "No precisamos nada de esto, gracias.",
    ],
)
def test_the_need_stays_a_no(text):
    assert reading(text) == "not_interested"
