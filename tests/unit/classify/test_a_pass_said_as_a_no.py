"""A "pass" said as the no it is, the subject dropped or said, is not interested in every rule language
where the idiom exists (`intent_rules/we_pass.py`; heldout_cd: "Going to pass. Thx"). A thing passed on,
someone else's pass, a question, a pass for now, the sender coming by or adapting something keep their
reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Going to pass. Thx",
        "Gonna pass.",
        "I'm going to pass.",
        "We're gonna pass, appreciate it.",
        "Will pass, thanks.",
        "We're going to pass on it this time.",
        "Wir passen.",
        "Da muss ich leider passen.",
        "Hier müssen wir leider passen.",
        "Je passe, merci.",
        "On passe pour cette fois.",
        "Paso.",
        "Esta vez paso, gracias.",
        "Passo, grazie.",
        "Per questa volta passo.",
        "Ik pas.",
        "Daar pas ik voor.",
        "Wij passen, bedankt.",
        "Eu passo.",
        "Dessa vez vou passar, obrigado.",
        "Vou passar essa.",
    ],
)
def test_a_pass_said_as_a_no_is_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # for now only
        "Going to pass for now.",
        # a thing passed on
        "Going to pass this to our CFO.",
        "Going to pass it along to the team.",
        "Je passe le message à mon collègue.",
        "Passo la palla al mio collega.",
        # someone else's pass
        "The bill is going to pass.",
        # asked
        "Going to pass?",
        # the sender coming by, or adapting something
        "Je passe demain à votre bureau.",
        "Passo domani in ufficio.",
        "Vou passar aí amanhã.",
        "Ich passe auf die Kinder auf.",
        "Wij passen de planning aan.",
        "Ik pas het aan.",
        "Wir passen gut zusammen.",
    ],
)
def test_look_alikes_are_no_pass(text):
    assert rule_intent(text) == "other"


def test_a_pass_beside_a_request_for_the_senders_own_team_keeps_the_interest():
    assert rule_intent("Going to pass, but send me the pricing for our team.") == "interested"
