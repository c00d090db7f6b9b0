"""The sender no longer responsible, a time between the verb and the "no longer" (heldout_dm: the Dutch
"ik ga hier sinds ... niet meer over", `no_longer_responsible`), is a wrong person; the other rule
languages put the time where the tables read it already. Never a question, never a talk no longer
started ("ik ga er niet meer over beginnen").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik ga hier sinds de zomer niet meer over, vraag het aan Lotte.",
        "Daar ga ik vanaf 1 maart niet meer over.",
        "Ik ga hier per januari niet meer over; de inkoop zit nu bij ons hoofdkantoor.",
        "Ik ben sinds de zomer niet meer verantwoordelijk voor inkoop.",
        "Ich bin seit dem Sommer nicht mehr für den Einkauf zuständig.",
        "I haven't been responsible for purchasing since the summer.",
        "Depuis l'été, je ne m'occupe plus des achats.",
        "Desde el verano ya no me encargo de las compras.",
        "Dall'estate non mi occupo più degli acquisti.",
        "Desde o verão já não trato das compras.",
    ],
)
def test_no_longer_responsible_since_a_time_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a question
        "Ga ik hier sinds oktober niet meer over?",
        # a talk no longer started
        "Ik ga er sinds gisteren niet meer over beginnen, stuur maar een offerte.",
    ],
)
def test_a_question_or_a_talk_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the matter no longer looked after, in the verb of handling it (the sixth review of 2026-12-07)
        "Ich kümmere mich nicht mehr um den Einkauf.",
        "Ich kümmere mich seit Januar nicht mehr um den Einkauf.",
        "Ich betreue den Einkauf nicht mehr.",
        "I no longer look after purchasing.",
        "Non gestisco più gli acquisti.",
        "Ik houd me niet meer bezig met inkoop.",
        "Daar hou ik me sinds de zomer niet meer mee bezig.",
        # ... the other languages' verbs of handling, read already
        "Je ne gère plus les achats.",
        "Ya no gestiono las compras.",
        "Não cuido mais das compras.",
    ],
)
def test_no_longer_handling_the_matter_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # ... never asked, never a role traded, never "everything alone" or someone else told not to
        "Kümmere ich mich nicht mehr um den Einkauf?",
        "Ich kümmere mich nicht mehr um den Einkauf, sondern um den Vertrieb.",
        "Ich kümmere mich nicht mehr darum, wer Ihnen geantwortet hat.",
        "Kümmern Sie sich nicht mehr um uns.",
    ],
)
def test_no_longer_handling_look_alikes_are_no_wrong_person(text):
    assert reading(text) != "wrong_person"
