"""The French and English "précis(e)" (precise) beside a negation is no denied need: only the Portuguese
need ("preciso", "precisamos", "precisava") is read as one (`leaning._DENIED`; heldout_dl: a pharmacist
pointing elsewhere who has "no precise name to give you"). The Portuguese no stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ce n'est pas mon service. Je n'ai pas de nom précis à vous donner.",
        "Ce n'est pas de mon ressort, et je n'ai aucune personne précise à vous indiquer.",
    ],
)
def test_no_precise_name_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não precisamos disso, obrigado.",
        "Agradeço, mas não precisamos de mais nenhum software.",
        "Obrigado, mas nao preciso de nada agora.",
    ],
)
def test_portuguese_need_denied_stays_a_no(text):
    assert reading(text) == "not_interested"
