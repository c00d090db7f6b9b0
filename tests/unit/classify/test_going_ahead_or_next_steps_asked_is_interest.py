"""A wish to go ahead, or the next steps asked for ("queremos seguir adelante. ¿Cuáles son los siguientes
pasos?"), is interest in every rule language (heldout_cb); going ahead refused and the next steps of
something else are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Lo he comentado con mi socio y queremos seguir adelante. ¿Cuáles son los siguientes pasos?",
        "We want to go ahead. What are the next steps?",
        "Wir möchten weitermachen. Wie sind die nächsten Schritte?",
        "Nous souhaitons avancer. Quelles sont les prochaines étapes ?",
        "Queremos avanzar, ¿cuáles son los próximos pasos?",
        "Vogliamo procedere. Quali sono i prossimi passi?",
        "We willen verder. Wat zijn de volgende stappen?",
        "Queremos avançar. Quais são os próximos passos?",
    ],
)
def test_going_ahead_or_next_steps_asked_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We don't want to go ahead, thanks.",
        "No queremos seguir adelante, gracias.",
        "What are the next steps to cancel our account?",
        "We decided not to go ahead with any new tools this year.",
    ],
)
def test_going_ahead_refused_or_other_steps_is_no_interest(text):
    assert rule_intent(text) != "interested"
