"""The matter to be taken to a department of the sender's firm, no one named (heldout_bq: "Ik ben
systeembeheerder ... Dat moet je bij de commerciële afdeling neerleggen"), in every rule language
(`intent_rules/colleague_pointed.py`): a wrong person. A question, or our own department, keep their
reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "You'll need to take this to our sales department.",
        "Damit müssen Sie sich an unsere Vertriebsabteilung wenden.",
        "Il faut voir ça avec le service commercial.",
        "Eso tiene que verlo con el departamento comercial.",
        "Questo deve vederlo con l'ufficio commerciale.",
        "Dat moet je bij de commerciële afdeling neerleggen.",
        "Daarvoor moet u bij de verkoopafdeling zijn.",
        "Isso tem que ver com o departamento comercial.",
    ],
)
def test_the_matter_taken_to_a_department_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Moet ik dit bij de commerciële afdeling neerleggen?", "other"),
        ("You'll need to take this to your sales team, I only buy through the portal.", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
