"""Someone no longer working there, said with how long between the verb and its negation or after it
(heldout_bg: "Ik ben niet Pieter, Pieter werkt hier al ruim een jaar niet meer. Voor dit soort zaken kun je
bij onze controller terecht, Anouk de Wit (a.dewit@...)"), is a wrong person in every rule language
(`intent_rules.left_the_company`), with the address named as the referral. Never a thing that stopped working
(the place, "here" or "with us", is needed), a newcomer ("hasn't worked here long"), nor a letter that did not
arrive.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import RULES, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Peter hasn't worked here for over a year.",
        "Peter has not been with us since 2024.",
        "Herr Peters arbeitet seit über einem Jahr nicht mehr hier.",
        "Herr Peters arbeitet hier schon lange nicht mehr.",
        "Herr Peters ist seit einem Jahr nicht mehr im Unternehmen tätig.",
        "Pierre n'est plus chez nous depuis un an.",
        "Hace más de un año que no trabaja aquí.",
        "Pedro no trabaja aquí desde 2024.",
        "Pietro non lavora qui da oltre un anno.",
        "Pieter werkt hier al ruim een jaar niet meer.",
        "Pieter werkt al een jaar niet meer bij ons.",
        "Pieter is al een jaar niet meer bij ons.",
        "O Pedro não trabalha aqui há mais de um ano.",
    ],
)
def test_no_longer_working_there_with_how_long_between_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


def test_the_controller_named_after_it_is_the_referral():
    text = (
        "Hoi Dana, Ik ben niet Pieter, Pieter werkt hier al ruim een jaar niet meer. Voor dit soort zaken kun"
        " je bij onze controller terecht, Anouk de Wit (a.dewit@bakker.example)."
    )
    result = RULES.classify(text, sender="s.bakker@bakker.example", ours={"dana@ours.example"}, sent=None)
    assert (result.intent, result.referral) == ("wrong_person", "a.dewit@bakker.example")


@pytest.mark.parametrize(
    "text",
    [
        "De link werkt al een week niet meer.",
        "Het pakket is al een week niet meer bij ons aangekomen.",
        "Das Tool arbeitet seit dem Update nicht mehr richtig.",
        "He hasn't worked here long, so give him a few weeks.",
        "He hasn't worked here for long.",
        "Le lien ne fonctionne plus depuis hier.",
        "El enlace no funciona desde ayer.",
    ],
)
def test_a_thing_that_stopped_working_or_a_newcomer_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
