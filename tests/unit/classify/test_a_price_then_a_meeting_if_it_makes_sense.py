"""A price question, then a meeting promised if it makes sense ("Se fizer sentido a gente marca uma
conversa", `price_considered.CONSIDERED`): interest, in every rule language. A price question alone, or
beside a complaint about it, stays no interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "What does it cost for two sites? If it makes sense we'll set up a call.",
        "Was kostet das für drei Standorte? Wenn das passt, vereinbaren wir einen Termin.",
        "Combien ça coûte pour trois sites ? Si ça a du sens, on cale un appel.",
        "¿Cuánto cuesta para tres sedes? Si tiene sentido agendamos una llamada.",
        "Quanto costa per tre sedi? Se ha senso fissiamo una call.",
        "Wat kost het voor drie vestigingen? Als het past plannen we een gesprek.",
        "Quanto custa pra duas filiais? Se fizer sentido a gente marca uma reunião.",
    ],
)
def test_a_price_then_a_meeting_if_it_makes_sense_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    ["Quanto custa? Achei caro o último orçamento.", "What does it cost? Just asking for our records."],
)
def test_a_price_question_alone_is_no_interest(text):
    assert rule_intent(text) != "interested"
