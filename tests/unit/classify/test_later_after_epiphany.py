"""Gladly again after Epiphany, or try again then, is a later in every rule language
(`later.LATER_MORE`; heldout_ci, German: nothing goes before Christmas, gladly again after Epiphany). Never
Epiphany as the sender's own business, never a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Vor den Feiertagen geht nichts mehr. Nach Dreikönig gerne wieder.",
        "Melden Sie sich nach den Heiligen Drei Königen noch einmal.",
        "Too busy right now, try me after Epiphany.",
        "Recontactez-moi après l'Épiphanie, s'il vous plaît.",
        "Escríbame después de Reyes, por favor.",
        "Mi riscriva dopo l'Epifania, grazie.",
        "Neem na Driekoningen weer contact op.",
        "Fale comigo depois do Dia de Reis.",
    ],
)
def test_after_epiphany_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Vor Dreikönig nicht und danach auch nicht: wir haben kein Interesse.",
    ],
)
def test_epiphany_with_a_no_is_no_later(text):
    assert reading(text) != "not_now"
