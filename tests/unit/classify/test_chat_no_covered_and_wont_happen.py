"""Not interested, three more everyday ways (`intent_rules/covered.py`): a chat "no thanks" in
abbreviations ("no ty 👍"), fully provided for ("wij zijn helemaal voorzien"), it won't happen ("dus het
wordt niks"); never in a question, never when the words go on to something else.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "no ty 👍",
        "nah ty",
        "nein thx",
        "non mrc",
        "no grax",
        "no grz",
        "nee thx",
        "não obg",
        "Mooi product hoor, en leuk dat je het even opnieuw stuurt. Maar wij zijn helemaal voorzien.",
        "We're fully covered there.",
        "Wir sind bereits komplett abgedeckt.",
        "Nous sommes déjà bien couverts.",
        "Ya estamos servidos.",
        "Siamo già a posto così.",
        "Já estamos bem servidos.",
        "Dus het wordt niks.",
        "Das wird nichts.",
        "Ça ne se fera pas.",
        "No va a poder ser.",
        "Non se ne fa niente.",
        "Não vai rolar.",
    ],
)
def test_chat_noes_covered_and_wont_happen_are_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Is there no ty version?",
        "Zijn jullie al voorzien van een planner? Stuur info.",
        "Das wird nichts ändern, schicken Sie die Demo.",
        "Het wordt niks zonder jullie, stuur een offerte.",
    ],
)
def test_look_alikes_are_no_decline(text):
    assert rule_intent(text) != "not_interested"
