"""The sender's own department named and closed by a comma or semicolon, then another matter with the one who
handles it (heldout_ea: marketing, the billing handled by a named colleague in administration;
`scope.SCOPE`, `scope.POINTER`): the wrong person, in every rule language whose pointer reads it. The own
department with interest after it stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Yo me encargo de compras; los contratos los lleva Andrés Pino. Su correo: andres@pino.example",
        "Yo llevo la logística, lo de la facturación lo gestiona Nuria Vidal.",
        "I run sales; invoicing is handled by Priya Shah, priya@shah.example",
        "Je m'occupe de la logistique, la facturation c'est Marc Leroy qui la suit. Son mail : m@l.example",
        "Seguo la logistica, gli acquisti li gestisce Paolo Neri. Ti giro la sua mail.",
        "Eu cuido da logística, quem gerencia as compras é o Tiago Reis.",
    ],
)
def test_an_own_department_then_someone_else_is_the_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "I run sales, and I'd like to see a demo next week.",
        "Yo llevo ventas, y me interesa; ¿me mandas precios?",
    ],
)
def test_an_own_department_then_interest_stays_interest(text):
    assert reading(text) != "wrong_person"
