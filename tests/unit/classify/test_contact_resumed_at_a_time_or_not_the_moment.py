"""Two hurried "not now" forms (heldout_as: "pas le moment, on reprend contact en septembre si vous
voulez"), in every rule language (`intent_rules/later_resumed.py`): contact resumed at a time the reply
names, and the moment denied as people clip it ("pas le moment", "no es el momento", "geen goed moment").
Contact resumed in the past or without a time, the moment of a call or a meeting, and a question keep their
reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "busy now, lets resume contact in september",
        "we can pick up the conversation again after the summer",
        "wir nehmen im September wieder Kontakt auf",
        "lass uns im Herbst erneut Kontakt aufnehmen",
        "on reprend contact en septembre si vous voulez",
        "reprenons contact a la rentree",
        "retomamos el contacto en septiembre",
        "riprendiamo i contatti a settembre",
        "we nemen in september weer contact op",
        "retomamos o contato em setembro",
    ],
)
def test_contact_resumed_at_a_time_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "not the right moment sorry",
        "gerade nicht der richtige Zeitpunkt",
        "kein guter Zeitpunkt gerade",
        "pas le moment",
        "desole pas le bon moment",
        "no es el momento",
        "non è momento adesso",
        "geen goed moment nu",
        "niet het juiste moment",
        "não é o momento",
        "nao e uma boa hora",
    ],
)
def test_the_moment_denied_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("nous avions repris contact en septembre, vous vous souvenez ?", "other"),
        ("on reprend contact ?", "other"),
        ("not a good time for the call, can we do Thursday?", "interested"),
        ("pas le bon moment pour la reunion, plutot jeudi 10h ?", "interested"),
        ("is this not a good time?", "other"),
        ("¿no es el momento?", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
