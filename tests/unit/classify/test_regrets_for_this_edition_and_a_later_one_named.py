"""A reply to an invitation that is no pitch: regrets for this date or edition with a later one named ("Next
time for sure", "Beim nächsten Mal gerne wieder fragen", "Peut-être l'an prochain", "If you run another one
in the autumn I'd like to come") is not_now, in every rule language (`event_reply.NEXT_EDITION` beside
`event_reply.REGRET`; heldout_ba). Never without a regret, never "next time I'm in Berlin" (a clause after
it, left to the other later rules), never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.classify.helpers import RULES, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Can't do the 12th, we have a board meeting. Next time for sure!",
        "I'm travelling that week unfortunately. If you run another one in the autumn I'd like to come.",
        "Sorry, can't make this edition - please invite me to the next one.",
        "Am Dienstag bin ich leider verhindert. Beim nächsten Mal gerne wieder fragen!",
        "Je ne pourrai pas venir cette fois, désolé. La prochaine fois avec plaisir.",
        "Lamentablemente no puedo ese día. ¡La próxima vez seguro!",
        "Purtroppo non riesco, sarà per la prossima volta.",
        "Helaas lukt het me niet. Volgend jaar graag!",
        "Infelizmente não posso. Fica para a próxima edição.",
    ],
)
def test_regrets_with_a_later_edition_are_not_now(text):
    assert rule_intent(text) == "not_now"


def test_the_missed_date_is_no_follow_up_date():
    result = RULES.classify(
        "Can't do May 7, we have board that week. Next time for sure",
        sender="bob@example.com",
        ours=["alice@ourco.com"],
        sent=date(2026, 4, 20),
    )
    assert result.intent == "not_now"
    assert result.follow_up_date is None


@pytest.mark.parametrize(
    "text",
    [
        # no regret: a courtesy
        "Next time I'm in Berlin I'll call you.",
        # a clause after "la prochaine fois": decided by the other rules
        "Je ne pourrai pas venir, désolé. La prochaine fois que vous passez à Paris, appelez-moi.",
        # asked
        "Sorry, I'm away. Will there be a next edition?",
    ],
)
def test_no_later_edition(text):
    assert rule_intent(text) != "not_now"
