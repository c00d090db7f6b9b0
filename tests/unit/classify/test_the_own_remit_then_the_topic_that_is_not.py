"""The sender's own remit, then the topic that is not theirs, and someone else pointed to (heldout_bq: "mi
occupo della contabilità fornitori, non di questi argomenti. Per il software commerciale deve scrivere al
Dott. Martini, responsabile vendite"), in every rule language (`intent_rules/scope.py`): a wrong person.
The remit alone, with no one pointed to, or interest of the sender's own keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I handle payables, not software. You'll need to check with Dana Price.",
        "Ich kümmere mich um die Buchhaltung, nicht um Software. Da müssen Sie mit Herrn Maier sprechen.",
        "Je m'occupe de la comptabilité, pas des logiciels. Il faut voir avec M. Garnier.",
        "Mi occupo della contabilità fornitori, non di questi argomenti. Deve scrivere al Dott. Martini.",
        "Seguo la logistica, non la parte commerciale: scriva pure a Laura Conti.",
        "Ik ga over de boekhouding, niet over software. Daarvoor moet je bij Sanne de Vries zijn.",
        "Cuido da contabilidade, não de software. Deve falar com a Ana Souza.",
    ],
)
def test_the_own_remit_then_someone_pointed_to_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("I handle payables, not software.", "other"),
        (
            "Mi occupo della contabilità, non di software, ma mi interessa: mandatemi una demo.",
            "interested",
        ),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
