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


@pytest.mark.parametrize(
    "text",
    [
        # the sixth review of 2026-12-07: no longer in charge of it, but the sender's own interest after the
        # "but" (`intent_wrong_person.interest_after_but`, as for a remit): the sender stays the one to ask
        "I no longer oversee procurement, but I'm still interested in a demo for my team.",
        "I'm no longer looking after IT, but I'd like to see the pricing anyway.",
        "Non gestisco più gli acquisti, ma la demo mi interessa comunque.",
        "Ik houd me niet meer bezig met inkoop, maar stuur me gerust een offerte.",
        "Ich kümmere mich nicht mehr um den Einkauf, schicken Sie mir aber gern trotzdem die Preise.",
    ],
)
def test_no_longer_in_charge_but_interested_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # ... never someone else pointed to after the "but", nor a colleague's interest, nor no "but" at all
        "I no longer oversee procurement, but please write to Maria.",
        "I no longer look after purchasing, but my colleague Tom is interested, tom@x.com.",
        "I no longer look after purchasing, but my colleague Tom is interested.",
        "Non gestisco più gli acquisti, ma il mio collega Marco è interessato.",
        "Ich kümmere mich nicht mehr um den Einkauf, das macht jetzt Frau Roth.",
        "I no longer oversee procurement.",
    ],
)
def test_no_longer_in_charge_with_someone_else_after_the_but_stays_wrong_person(text):
    assert reading(text) == "wrong_person"
