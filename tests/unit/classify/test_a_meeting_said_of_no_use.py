"""A call or a meeting the sender finds no use in is a no in every rule language (`intent_rules/
meeting_not_useful.py`; review of 2026-12-06: "Ein Gespräch erscheint mir nicht sinnvoll" read as interest
from its "Gespräch"); bounded by now it is a later; never when the sender still asks for something, and
never "no need" of a call with material asked instead.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "A call doesn't seem useful to us.",
        "I don't think a meeting would be worthwhile for us.",
        "Ein Gespräch erscheint mir nicht sinnvoll.",
        "Einen Termin halte ich nicht für sinnvoll.",
        "Ich halte ein Gespräch nicht für zielführend.",
        "Ein Gespräch macht für uns keinen Sinn.",
        "Un échange ne me semble pas utile.",
        "Je ne pense pas qu'un rendez-vous soit utile.",
        "Una reunión no nos parece útil.",
        "No creo que una llamada sea útil.",
        "Una chiamata non mi sembra utile.",
        "Non riteniamo utile un incontro.",
        "Een gesprek lijkt mij niet zinvol.",
        "Ik zie geen meerwaarde in een gesprek.",
        "Een afspraak heeft voor ons geen zin.",
        "Uma reunião não nos parece útil.",
        "Não vejo utilidade numa reunião.",
    ],
)
def test_a_meeting_of_no_use_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ein Gespräch erscheint mir derzeit nicht sinnvoll.",
        "Una reunión no nos parece útil por ahora.",
        "Een gesprek lijkt mij op dit moment niet zinvol.",
    ],
)
def test_bounded_by_now_it_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Ein Gespräch erscheint mir nicht sinnvoll, schicken Sie mir gerne Unterlagen.",
        "A call isn't necessary, just send the deck.",
        "Een gesprek lijkt mij zinvol.",
        "Una chiamata mi sembra utile, quando siete liberi?",
    ],
)
def test_a_meeting_of_use_or_material_asked_is_interest(text):
    assert reading(text) == "interested"


def test_a_question_after_it_is_no_no():
    assert reading("A call doesn't seem useful. What does it cost?") != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # the verbs that make sense of it in German, English and Italian (heldout_eg)
        "Wir machen die Buchhaltung selbst. Ein Termin hat für uns keinen Sinn.",
        "Ein Austausch ergibt für uns keinen Sinn.",
        "We run payroll in-house, so a call makes no sense for us.",
        "Abbiamo già un reparto interno: una chiamata per noi non ha senso.",
    ],
)
def test_a_meeting_making_no_sense_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    ["A call makes sense, how about Tuesday?", "Ein Gespräch ergibt keinen Sinn, schicken Sie Unterlagen."],
)
def test_a_meeting_making_sense_or_a_request_after_is_no_no(text):
    assert reading(text) == "interested"
