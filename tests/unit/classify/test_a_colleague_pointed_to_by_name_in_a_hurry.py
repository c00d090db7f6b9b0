"""A colleague pointed to in a hurry, by name (heldout_as: "no soy yo la persona, escribele a Lucia Ferrer
de compras", "dit moet je bij mijn collega Sanne de Wit neerleggen die doet inkoop"), in every rule
language (`intent_rules/colleague_pointed.py`): a wrong person. The sender writing to someone themselves,
us or the sender's own company, a colleague without a name and a question keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "email Lucia Ferrer from purchasing",
        "you need to take this to my colleague Sanne, she does purchasing",
        "schreib lieber Lucia aus dem Einkauf",
        "damit musst du zu meiner Kollegin Sanne de Wit",
        "ecris plutot a Lucia des achats",
        "il faut voir ca avec ma collegue Sanne",
        "no soy yo, escribele a Lucia Ferrer de compras",
        "esto tienes que verlo con mi compañera Lucía",
        "scrivi a Lucia degli acquisti",
        "questo devi vederlo con la mia collega Sanne",
        "vraag het Sanne van inkoop",
        "hoi, dit moet je bij mijn collega Sanne de Wit neerleggen die doet inkoop.",
        "fala com a Lucia das compras",
        "isso tem que ver com a minha colega Sanne",
    ],
)
def test_a_colleague_pointed_to_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("I'll email Lucia from purchasing and come back to you", "other"),
        ("le escribi a Lucia de compras ayer", "other"),
        ("dan moet je bij ons zijn", "other"),
        ("escribele a Lucia de compras?", "other"),
        ("the email Lucia from purchasing sent you was about invoices", "other"),
        ("my colleague Sanne liked the demo, send us the pricing", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
