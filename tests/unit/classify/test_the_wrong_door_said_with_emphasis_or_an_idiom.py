"""The sender said to be the wrong door, with a word of emphasis or the idiom (heldout_an: "Da sind Sie bei
mir leider ganz falsch, ich mache die Buchhaltung und nicht die IT"), is a wrong person in every rule
language (`wrong_door.WRONG_DOOR`); the sender's own mistake or a wrong thing is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Da sind Sie bei mir leider ganz falsch, ich mache die Buchhaltung und nicht die IT.",
        "Da sind Sie bei mir völlig verkehrt, ich bin im Lager.",
        "Damit sind Sie an der völlig falschen Adresse.",
        "You're barking up the wrong tree, I run the warehouse.",
        "You've come to completely the wrong person, I only do the payroll.",
        "Vous frappez à la mauvaise porte : je suis à l'accueil.",
        "Vous vous trompez complètement de personne, je suis à la compta.",
        "Se ha equivocado totalmente de persona, yo soy de recepción.",
        "Ha llamado a la puerta equivocada, yo llevo el almacén.",
        "Ha proprio sbagliato persona, io sono in amministrazione.",
        "Avete bussato alla porta sbagliata, io faccio la contabilità.",
        "U zit bij mij helemaal verkeerd, ik doe de boekhouding.",
        "Dan bent u aan het totaal verkeerde adres.",
        "Bateu na porta errada, eu sou do financeiro.",
        "Está a falar com a pessoa completamente errada, eu trato da contabilidade.",
    ],
)
def test_the_wrong_door_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "I was completely wrong about the date, can we do Tuesday instead?",
        "You sent the wrong invoice, please fix it.",
        "Ich lag ganz falsch mit dem Termin, passt Ihnen Dienstag?",
        "Je me suis complètement trompé de date, on dit mardi ?",
        "Me equivoqué totalmente de día, ¿le va bien el martes?",
        "Ho proprio sbagliato giorno, va bene martedì?",
        "Ik zat helemaal verkeerd met de datum, past dinsdag?",
        "Errei completamente a data, pode ser na terça?",
    ],
)
def test_a_mistake_of_the_senders_own_or_a_wrong_thing_is_none(text):
    assert rule_intent(text) != "wrong_person"
