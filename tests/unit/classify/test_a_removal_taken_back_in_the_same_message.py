"""A removal taken back in the same message, interest after it ("Please take me off your li... actually, hang
on ... If so, scratch that, I'd like to see a demo", heldout_cf) is interest, never a removal, in every rule
language (`intent_rules/removal_taken_back.py`), in the rules and in an opening line read as a removal
(`classifier._opening_removal`). A retraction with no interest after it, or a removal asked again after it,
stays a removal. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent

TAKEN_BACK = [
    "Please take me off your li... actually, hang on. Is this the one that does the eliminations? If so,"
    " scratch that, I'd like to see a demo.",
    "Bitte tragen Sie mich aus... Kommando zurück, zeigen Sie mir lieber eine Demo.",
    "Désinscrivez-moi... non, oubliez ça, je veux bien une démo.",
    "Dadme de baja... bueno, olvídalo, ¿podemos ver una demo?",
    "Cancellatemi dalla lista... anzi no, lasciate stare: mi fate vedere una demo?",
    "Haal me van de lijst... laat maar, ik wil toch graag een demo.",
    "Tirem-me da lista... esquece, pensando melhor quero ver uma demo.",
]


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_a_removal_taken_back_for_a_demo_is_interest(text: str) -> None:
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize("body", TAKEN_BACK[:2])
def test_an_opening_removal_taken_back_is_interest_in_the_whole_message(body: str) -> None:
    assert reading(body) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Take me off your list. Actually, scratch that, remove my whole team and send nothing more.",
        "Take me off your list... never mind, I'd like a demo. No wait, just take me off your list.",
        "Take me off your list... actually, never mind the reason. Just do it.",
        "Scratch that meeting. Remove me from your list.",
    ],
)
def test_a_retraction_without_interest_or_with_the_removal_again_stays_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"
