"""Not part of my remit, then someone else pointed to (heldout_aa: "Le recrutement ne fait pas partie de mon
périmètre, je m'occupe de la paie. C'est Mme ..., notre DRH, qui gère ces sujets"), is a wrong person, in
every rule language (`wrong_person.WRONG_PERSON_MORE`); the remit owned keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Payroll isn't part of my remit, please write to Anna: anna@firma.test",
        "Das gehört nicht zu meinem Aufgabenbereich, bitte wenden Sie sich an Herrn Roth: roth@firma.test",
        "La formation ne fait pas partie de mes attributions. Voyez M. Lenoir : lenoir@firma.test",
        "No forma parte de mis funciones, escriba a Laura: laura@firma.test",
        "Non rientra nelle mie competenze, scriva a Paolo: paolo@firma.test",
        "Dat valt niet onder mijn taken, mail Joost: joost@firma.test",
        "Não faz parte das minhas funções, fale com a Rita: rita@firma.test",
    ],
)
def test_not_part_of_my_remit_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Support is part of my remit, so ask me anything: when can you demo?", "interested"),
    ],
)
def test_remit_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
