"""The German separable "melden ... ab" with a clause between it and its particle (`unsubscribe.UNSUBSCRIBE`,
`_DE_NOT_A_LEAVE`; review of 2026-12-07, part 2): an "ab" that closes the sentence after a relative or
parenthetical clause is still the particle, and "an" as a preposition ("an allen Stellen") is no closed
"anmelden". An "ab" after a comma that goes on ("an, ab Mittwoch") and a leave for a day stay no removal.

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Melden Sie mich bitte von allem, was Sie verschicken, ab.",
        "Melden Sie mich bitte, wie schon zweimal verlangt, ab.",
        "Melden Sie mich bitte an allen Stellen ab, wo ich bei Ihnen gespeichert bin.",
        # written for these tests
        "Meldet uns bitte, falls möglich, auch vom Newsletter ab!",
        "Melden Sie uns bitte von allen Listen, die Sie führen, ab",
        "Meld mich bitte an jeder Stelle ab, danke.",
    ],
)
def test_the_particle_after_a_clause_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Melden Sie uns gerne für die Demo nächste Woche an, ab Mittwoch sind wir im Büro",
        "Meld mich bitte bei Frau Schulz aus der Buchhaltung für morgen ab, ich bin krank",
        "Melden Sie uns für die Demo an und ab Mittwoch sind wir da.",
        "Melden Sie mich bitte für den Workshop an, ab 10 Uhr bin ich frei.",
    ],
)
def test_a_sign_up_or_a_leave_stays_no_removal(text):
    assert reading(text) != "unsubscribe"
