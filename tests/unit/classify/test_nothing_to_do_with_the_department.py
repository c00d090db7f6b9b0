"""The sender with nothing to do with the department it concerns (accounting, finance, billing), then
pointing to the one who handles it, is a wrong person (`scope.SCOPE` with `scope.POINTER`; heldout_cy). The
scope alone, with no one pointed to, is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I'm in operations and have nothing to do with finance. You want our controller, Priya Shah.",
        "Ich habe mit der Finanzabteilung nichts zu tun, wenden Sie sich an Herrn Vogel.",
        "Je n'ai rien à voir avec la facturation, adressez-vous à notre comptable.",
        "No tengo nada que ver con la tesorería; escriba a Lucía Pardo.",
        "Non ho nulla a che fare con l'amministrazione, contatti la signora Bassi.",
        "Ik heb niets te maken met de administratie, neem contact op met Joost.",
        "Não tenho nada a ver com o faturamento. Quem cuida dessas coisas é o Marcos, fale com ele.",
    ],
)
def test_not_my_department_then_a_pointer_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


def test_not_my_department_alone_is_no_wrong_person():
    assert reading("Não tenho nada a ver com a contabilidade, mas gostaria de uma demo.") != "wrong_person"
