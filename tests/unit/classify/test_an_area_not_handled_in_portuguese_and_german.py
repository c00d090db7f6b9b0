"""The sender not handling the area we wrote about ("I don't deal with purchasing") is a wrong person in
Portuguese and German too, as in the other rule languages (heldout_dz: a nursery teacher who "não trata de
compras"). "We" do not, or a thing of the area not done, stays what it was; "no longer" is
`no_longer_responsible`'s.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Bom dia, eu não cuido das compras da escola, sou professora.",
        "Não me ocupo de fornecedores, trabalho na cozinha.",
        "Ich kümmere mich nicht um den Einkauf, ich bin Lehrerin.",
        "Ich bin nicht für die Buchhaltung zuständig, nur für die Bibliothek.",
    ],
)
def test_an_area_not_handled_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Não tratamos de compras por e-mail, só por concurso público.",
        "Wir kümmern uns nicht um den Einkauf per E-Mail, sondern per Ausschreibung.",
    ],
)
def test_we_or_a_way_of_buying_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
