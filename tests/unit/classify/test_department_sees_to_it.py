"""Spanish "these matters are seen to by the X department" ("este tipo de temas los ve el área de Compras",
heldout_cg) and "I suggest writing to <mailbox>" point us elsewhere: wrong_person
(`wrong_person.WRONG_PERSON`).
A person named as who looks at it ("la propuesta la ve el director") or a day ("lo ve el martes") does not.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Trabajo en Contabilidad; estas cosas las ve el departamento de Sistemas.",
        "Esos asuntos los maneja el área de Logística, no yo.",
        "Le sugiero escribir a sistemas@empresa.example, ellos lo ven.",
    ],
)
def test_a_department_seeing_to_it_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Mi socio lo ve el martes y le contesto.",
        "La propuesta la ve el director la semana que viene y le aviso.",
    ],
)
def test_a_person_or_a_day_is_not(text):
    assert reading(text) != "wrong_person"
