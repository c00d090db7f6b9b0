"""Whatever list I'm on, off it, is a removal (heldout_aa: "Whatever list I'm on at Acme, I'd like to be off
it"), in every rule language (`removal_list_on.LIST_ON_OFF`); "whatever list" about something else and a
hint with no removal keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Six mails in a month. Whatever list I'm on, I want to be off it.",
        "Any lists I've been added to over there, remove me from them.",
        "Egal auf welcher Liste ich stehe, streichen Sie mich bitte.",
        "Quelle que soit la liste où je figure, retirez-moi.",
        "Esté en la lista que esté, quítenme ya.",
        "Qualunque lista sia, toglietemi per favore.",
        "Op welke lijst ik ook sta, haal me eraf.",
        "Seja qual for a lista em que estou, retirem-me.",
    ],
)
def test_whatever_list_i_am_on_off_it_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Five follow-ups. Take the hint.", "other"),
        ("Whatever list you use for pricing, please send it over.", "interested"),
        ("Whichever list I'm on, I'd like to stay on it, the tips are useful.", "other"),
    ],
)
def test_list_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
