""" "No longer" said as "not ... more" around the verb, in Brazilian Portuguese and Rioplatense Spanish, is
the sender no longer responsible (`no_longer_responsible`; heldout_dt: a buyer moved to marketing who no
longer looks after purchasing). Never a number after it ("not more than two").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Não trato mais dos contratos de fornecedores, fui para a logística.",
        "Eu não me ocupo mais das compras desde o ano passado.",
        "Não sou mais o comprador da rede, saí do setor em maio.",
        "No me ocupo más de las compras, me pasaron a ventas.",
        "Ya te aviso: no soy más la encargada de la sucursal.",
    ],
)
def test_not_more_around_the_verb_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Não cuido mais de duas obras por vez, então mande a proposta para esta.",
        "No me encargo más de dos cuentas grandes, pero mándeme la propuesta.",
    ],
)
def test_not_more_than_a_number_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
