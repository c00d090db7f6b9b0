"""A no for good said as a decision to leave things as they are, to keep doing it in-house, or a switch ruled
out (heldout_aa: "We've decided to stay put", "gekozen om de planning zelf te blijven doen in ons eigen
systeem", "Il n'est pas question d'en changer", "signed with another workflow provider"), in every rule
language (`committed_elsewhere.py`); a decision still to come, or something else out of the question, keeps
its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We compared it with what we have and decided to stay put.",
        "Wir haben uns entschieden, alles beim Alten zu lassen.",
        "Nous avons décidé de ne rien changer.",
        "Hemos decidido quedarnos como estamos.",
        "Abbiamo deciso di non cambiare nulla.",
        "We hebben besloten alles bij het oude te laten.",
        "Decidimos deixar tudo como está.",
        "We've decided to keep payroll in-house.",
        "Wir haben entschieden, die Planung weiterhin selbst zu machen.",
        "Nous avons décidé de continuer à la faire en interne.",
        "Hemos decidido seguir haciéndolo internamente.",
        "Abbiamo deciso di continuare a farla internamente.",
        "We hebben gekozen om het rooster zelf te blijven doen.",
        "Decidimos continuar a fazer internamente.",
        "A switch is out of the question for us.",
        "Ein Wechsel kommt für uns nicht in Frage.",
        "Il n'est pas question de changer d'outil.",
        "Cambiar está descartado.",
        "Cambiare è fuori discussione.",
        "Overstappen is voor ons niet aan de orde.",
        "Mudar está fora de questão.",
        "We signed with another scheduling vendor last month.",
    ],
)
def test_a_decision_to_leave_things_or_no_switch_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Before we decide to stay put, can you send the pricing?", "interested"),
        ("Changing the date is out of the question, but Tuesday works for a demo.", "interested"),
    ],
)
def test_stay_put_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
