"""The data subjects of a privacy reply are no interest (heldout_bb: "per privacy e gestione delle richieste
degli interessati", Italian and French naming the persons concerned with the word for "interested"),
`intent_rules/interest.py`: the word after an article of the noun ("degli interessati", "all'interessato",
"les intéressés", "des intéressés") is no interest; the sender interested still is.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Gestiamo le richieste degli interessati tramite il nostro modulo.",
        "La risposta all'interessato arriva entro trenta giorni.",
        "Les droits des intéressés sont traités par notre service juridique.",
        "Nous répondons aux intéressés dans un délai d'un mois.",
    ],
)
def test_the_persons_concerned_are_no_interest(text):
    assert rule_intent(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Siamo interessati, mandateci il listino.",
        "Sono interessato alla demo.",
        "Nous sommes intéressés par une démonstration.",
        "Je suis intéressé.",
        "Les clients intéressés par l'offre peuvent nous écrire : envoyez-nous la brochure.",
    ],
)
def test_the_sender_interested_still_is(text):
    assert rule_intent(text) == "interested"
