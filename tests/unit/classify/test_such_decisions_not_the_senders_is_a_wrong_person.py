"""The sender saying such decisions are not theirs (heldout_bq: "le decisioni su questi strumenti non
passano da me ma dal nostro ufficio informatica a Bellinzona", "Ik ben systeembeheerder, over de aanschaf
van verkoopsoftware beslis ik niet"), in every rule language (`intent_rules/not_my_decision.py`): a wrong
person, whoever decides, named or not. Not alone, someone else's, a question, or interest of the sender's
own keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm the office manager, I don't make the decisions on software.",
        "Decisions like this don't go through me, our IT office handles them.",
        "Über die Anschaffung von Vertriebssoftware entscheide ich nicht.",
        "Solche Entscheidungen laufen nicht über mich.",
        "Ces décisions ne passent pas par moi mais par notre DSI.",
        "Esas decisiones no pasan por mí, las toma informática.",
        "Le decisioni su questi strumenti non passano da me ma dal nostro ufficio informatica.",
        "Non decido io su questi acquisti.",
        "Ik ben systeembeheerder, over de aanschaf van verkoopsoftware beslis ik niet.",
        "Die beslissingen liggen niet bij mij maar bij de zaakvoerder.",
        "Essas decisões não passam por mim.",
    ],
)
def test_such_decisions_not_the_senders_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Non decido io da solo, ne parlo con il socio e le faccio sapere.", "other"),
        ("Beslis ik daar niet over?", "other"),
        ("I don't make the decisions on software, but I'd love a demo for my team first.", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
