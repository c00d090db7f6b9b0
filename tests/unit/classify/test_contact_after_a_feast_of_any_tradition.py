"""Contact asked for after a feast named without an article (heldout_aq: "Ramadan Kareem. Kindly follow up
after Eid, the team is working reduced hours this month") is a later, in every rule language
(`later_event.EVENT_AFTER`, its feasts in `_FEASTS`); a feast that only dates the sender's own business, or
a greeting for one beside a meeting asked for, keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Ramadan Kareem. Kindly follow up after Eid, decisions are on hold this month.",
        "Please get back to me once Ramadan is over.",
        "Ping me after Diwali, the whole team is off.",
        "Reach out after Chinese New Year and we'll see.",
        "Melden Sie sich nach dem Zuckerfest gerne wieder.",
        "Recontactez-moi après l'Aïd, s'il vous plaît.",
        "Escríbame después del Ramadán.",
        "Mi ricontatti dopo il Ramadan.",
        "Neem na het Suikerfeest gerust weer contact met ons op.",
        "Entre em contato depois do Eid.",
    ],
)
def test_contact_after_a_feast_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("We launch our Eid campaign next week, can you call me tomorrow at 10?", "interested"),
        ("After Eid sales were strong. Can we talk Tuesday at 10?", "interested"),
        ("Eid Mubarak! Yes, let's talk Tuesday at 10.", "interested"),
        ("Eid Mubarak to you too.", "other"),
        (
            "Nach dem Zuckerfest haben wir viel zu tun, aber wir nutzen schon ein anderes Tool.",
            "not_interested",
        ),
    ],
)
def test_a_feast_without_contact_asked_after_it_keeps_its_reading(text, intent):
    assert rule_intent(text) == intent
