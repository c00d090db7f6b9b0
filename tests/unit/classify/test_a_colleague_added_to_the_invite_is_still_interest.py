"""A slot accepted and a colleague added to the invitation (heldout_ca: "Thursday at 2pm works. Please include
Dev Patel (dpatel@...) on the invite, he owns our AP workflow") is interest, in every rule language
(`colleague_invited.COLLEAGUE_INVITED`, `intent_wrong_person.colleague_invited`): the colleague's remit and
address said beside it are no one to turn to instead. A colleague sent in the sender's place, or named as the
one to talk to with no meeting taken up, stays a wrong person.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thursday at 2pm works. Please include Dev Patel on the invite, he owns our AP workflow.",
        "Tuesday at 10 works for me. Can you add my colleague Sara to the calendar invite? She runs AP.",
        "Dienstag um 10 Uhr passt. Bitte nehmen Sie Herrn Patel mit in die Einladung auf, er ist für die"
        " Kreditorenbuchhaltung zuständig.",
        "Mardi 10h me convient. Ajoutez Claire Vasseur à l'invitation, c'est elle qui gère la comptabilité.",
        "El jueves a las 10 me va bien. Incluya a Marta Gil en la invitación, ella se encarga de compras.",
        "Giovedì alle 15 va bene. Aggiunga anche Paolo Neri all'invito, è lui il responsabile acquisti.",
        "Donderdag om 14 uur past prima. Voeg Sanne de Vries toe aan de uitnodiging, zij gaat over de"
        " inkoop.",
        "Quinta às 15h estou disponível. Inclua o Rui Costa no convite, ele é o responsável financeiro.",
    ],
)
def test_a_slot_taken_with_a_colleague_added_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "I'm not the right person for this. Please add Dev Patel to the invite instead of me, he owns AP.",
        "Not me, sorry - Dev Patel owns our AP workflow.",
        "Ich bin dafür nicht der Richtige, bitte nehmen Sie Herrn Patel an meiner Stelle in die Einladung"
        " auf.",
        "Ce n'est pas moi qui gère ce sujet, ajoutez Claire à l'invitation à ma place.",
    ],
)
def test_a_colleague_in_the_senders_place_stays_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


def test_the_added_colleagues_address_is_no_referral():
    body = (
        "Jordan,\n\nThursday at 2pm works. Please include Dev Patel (dpatel@harbor.example) on the invite,"
        " he owns our AP workflow.\n"
    )
    result = classify(mail(body))
    assert (result.intent, result.referral) == ("interested", None)
