"""A complaint that counts our follow-ups ("Troisième relance en dix jours pour la même chose... c'est un peu
lourd", heldout_ba) asks for nothing: the period in it is no later and the follow-up noun is no come-back
asked, in every rule language (`frequency.FREQUENCY`, its nouns now the follow-ups and reminders too). A
come-back asked beside it still is a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Troisième relance en dix jours pour la même chose... c'est un peu lourd.",
        "That's the third follow-up in ten days. A bit much.",
        "Die dritte Erinnerung in zehn Tagen. Etwas viel.",
        "Tercer recordatorio en diez días, un poco pesado.",
        "Terzo sollecito in dieci giorni, un po' pesante.",
        "De derde herinnering in tien dagen, een beetje veel.",
        "O terceiro lembrete em dez dias, um pouco pesado.",
    ],
)
def test_our_follow_ups_counted_are_a_complaint(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Relancez-moi dans dix jours.",
        "Troisième relance en dix jours. Relancez-moi en mars si vous voulez.",
        "Send me a reminder in ten days, I'm swamped right now.",
    ],
)
def test_a_come_back_asked_stays_a_later(text):
    assert rule_intent(text) == "not_now"
