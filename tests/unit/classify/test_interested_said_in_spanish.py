"""Interest said in Spanish with the adjective ("Estamos interesados", "estoy muy interesada"): one s, so the
French and Italian `interess...` of `intent_rules/interest.py` never read it, and a bare "Hola, estamos
interesados." read `other` (seen in the heldout_bb round). Never a no ("no estamos (muy) interesados"),
little interest ("estamos poco interesados") or the data subjects of a privacy reply ("los interesados").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Hola Jordan, estamos interesados.",
        "Estoy interesado.",
        "Estoy muy interesada, gracias por escribir.",
        "Interesados. Gracias.",
        "Buenas tardes, sí, estamos interesadas en saber más.",
    ],
)
def test_interest_said_with_the_adjective_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("No estamos interesados.", "not_interested"),
        ("No estamos muy interesados, gracias.", "not_interested"),
        ("No estoy interesada, gracias.", "not_interested"),
    ],
)
def test_a_no_with_the_adjective_stays_a_no(text, intent):
    assert rule_intent(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        "Los interesados pueden ejercer sus derechos escribiendo a privacidad@cliente.example.",
        "Respondemos a las interesadas en un plazo de un mes.",
        "Estamos poco interesados.",
    ],
)
def test_the_persons_concerned_and_little_interest_are_no_interest(text):
    assert rule_intent(text) != "interested"
