"""A later named by a half-year's ordinal is a later in every rule language (`later.WHEN`, heldout_cs:
"no segundo semestre"): "write to me again in the second half of the year", "im zweiten Halbjahr",
"au second semestre", "en el segundo semestre", "nel secondo semestre", "in het tweede halfjaar", "no
segundo semestre". Never a half-year that is no time for us ("our results for the second half of the year")
beside an ask for the material now.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Write to me again in the second half of the year.",
        "Schreiben Sie mir im zweiten Halbjahr wieder.",
        "Écrivez-moi à nouveau au second semestre.",
        "Escríbame de nuevo en el segundo semestre.",
        "Mi riscriva nel secondo semestre.",
        "Bel me in het tweede halfjaar.",
        "Me escreva novamente no segundo semestre.",
        "Me liga de novo no segundo semestre, agora não dá.",
    ],
)
def test_a_later_in_the_second_half_year(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Our results for the second half of the year look good, send me the deck.",
        "Temos orçamento no segundo semestre, me manda a proposta.",
    ],
)
def test_a_half_year_beside_an_ask_now_is_no_later(text):
    assert reading(text) != "not_now"
