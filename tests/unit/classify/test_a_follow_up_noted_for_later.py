"""A follow-up to be noted for a later time (heldout_aa: "until then I can't commit to anything, not even a
demo ... Put me down for a follow-up in early April") is a later, in every rule language
(`later_noted.NOTED_LATER`); put down for a demo with no later time keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Not even a demo for now. Pencil me in for a call in early May.",
        "Merken Sie mich für Anfang Mai vor.",
        "Notez-moi pour une relance début mai.",
        "Apúnteme para una llamada a principios de mayo.",
        "Mi segni per un ricontatto a inizio maggio.",
        "Noteer me voor een follow-up begin mei.",
        "Anote-me para um retorno no início de maio.",
    ],
)
def test_a_follow_up_noted_for_later_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Put me down for the demo, Tuesday at 10 works.", "interested"),
    ],
)
def test_noted_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
