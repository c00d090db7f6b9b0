"""Only the front desk, by role, and the owner deciding (heldout_ae: "I'm just the receptionist here. Dr.
Patel is the owner and makes these decisions, you'd be better off calling the clinic"): the wrong person,
in every rule language (`front_desk.NOT_MINE`); never the sender deciding, nor a front desk that is keen.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Hi, I'm just the receptionist here. The doctor is the owner and makes these decisions, call us.",
        "I'm only the front desk, the owner decides, call the office.",
        "Ich bin nur die Empfangskraft, das entscheidet der Praxisinhaber.",
        "Je ne suis que la secrétaire, c'est le patron qui décide.",
        "Solo soy la recepcionista, eso lo decide el dueño.",
        "Sono solo la receptionist, decide il titolare.",
        "Ik ben maar de receptioniste, dat beslist de eigenaar.",
        "Sou só a rececionista, quem decide é o dono.",
    ],
)
def test_the_front_desk_is_the_wrong_person(text: str) -> None:
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "I'm the owner and I make these decisions. Send pricing.",
        "I'm just the receptionist but this sounds interesting, can you send details?",
        "My boss makes these decisions and he's interested, let's book a call Thursday.",
    ],
)
def test_look_alikes_are_not_the_wrong_person(text: str) -> None:
    assert rule_intent(text) != "wrong_person"
