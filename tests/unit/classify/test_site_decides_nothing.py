"""The sender's site decides nothing of the kind, then someone else to see, is the wrong person in every
rule language (`scope.SCOPE`, read by `intent_wrong_person.scoped`; heldout_cj: a shop sending the reader
to its head office's buyers). The deciding-nothing alone, or said of a time ("nothing before January") or
of a condition ("nothing without a demo"), is no pointer to anyone.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "This is only a depot, we don't decide anything here. You'll need to check with our buyers in Leeds.",
        "Wir sind ein kleiner Standort, wir entscheiden das nicht. Wenden Sie sich an unseren Einkauf.",
        "Nous sommes une agence, on ne décide de rien. Il faudrait voir avec la direction des achats.",
        "Esto es una sucursal, aquí no decidimos nada. Tiene que hablar con el departamento de compras.",
        "Questa è solo una filiale, non decidiamo niente. Deve contattare l'ufficio acquisti centrale.",
        "Dit is een vestiging, we beslissen hier niets. U moet contact opnemen met onze inkoopafdeling.",
        "É só uma filial, aqui não decidimos nada. Deve falar com o setor de compras.",
    ],
)
def test_site_decides_nothing_then_pointer(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # no one pointed to
        "On ne décide de rien pour le moment, merci.",
        # a time, not a remit
        "We don't decide anything before the board meets in May, write again then.",
        # a condition, and keen
        "Wir entscheiden nichts ohne eine Demo vorher, können Sie nächste Woche einen Termin vorschlagen?",
    ],
)
def test_deciding_nothing_alone_not_wrong_person(text):
    assert reading(text) != "wrong_person"
