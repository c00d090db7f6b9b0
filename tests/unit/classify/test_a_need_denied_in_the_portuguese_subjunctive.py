"""The Portuguese need denied in the subjunctive ("não é algo que a gente precise", "que precisemos", "que
precisem"; heldout_eb) leans no (`leaning._DENIED`), like the indicative "não precisamos". Never the French
or English "précis(e)", "précisément", "precise".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Não é algo que a gente precise agora nem depois.",
        "Sinceramente, não é nada de que precisemos.",
        "Não creio que vocês precisem nos escrever de novo, não é algo que eu precise.",
    ],
)
def test_subjunctive_need_denied_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    ["Je n'ai pas de nom précis à vous donner.", "Non, je précise que c'est précisément pour lundi."],
)
def test_french_precise_is_no_no(text):
    assert reading(text) == "other"
