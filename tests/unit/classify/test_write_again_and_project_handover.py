"""Leftovers of the earlier held-out sets: the sender is off the project and someone else runs it now
(wrong person), and a request to be written to again at a later date (not now), in every rule language.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm no longer on this project, Sam is leading it now.",
        "I've been moved off the CRM project; Dana took over.",
        "Dana has taken over the CRM project.",
        "Ich wurde vom Projekt abgezogen, Frau Kaya hat das Projekt übernommen.",
        "Das Projekt leitet jetzt Herr Vogel.",
        "J'ai été retirée du projet ERP le mois dernier, c'est maintenant Julien Mercier qui pilote.",
        "Je ne suis plus sur ce dossier.",
        "Ya no llevo este proyecto, ahora lo lleva Marta.",
        "Me sacaron del proyecto; ahora es Marta quien lo lleva.",
        "Non sono più sul progetto, ora lo segue Luca.",
        "Ik zit niet meer op dit project, Pieter trekt het nu.",
        "Já não estou no projeto, quem conduz agora é a Ana.",
        "Fui retirada do projeto, agora é a Ana que conduz.",
    ],
)
def test_off_the_project_and_someone_else_runs_it_is_the_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # a question, the sender or "we" running it, "now" in another sense
        ("Who is handling it now?", "other"),
        ("We are now running the project in-house, so no need.", "not_interested"),
        ("We took over the project from the agency; can you send pricing?", "interested"),
        ("I took over the project last month; send me a quote.", "interested"),
        ("Das Projekt läuft jetzt, schicken Sie mir ein Angebot.", "interested"),
        ("C'est maintenant le bon moment, envoyez-moi un devis.", "interested"),
        ("Ora è il momento giusto, mandatemi un preventivo.", "interested"),
        ("Il progetto è nuovo, ora lo seguo io.", "other"),
        ("Quem cuida disso agora?", "other"),
    ],
)
def test_look_alikes_of_a_handover_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
