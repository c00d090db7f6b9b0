"""An inbox meant for others' questions, offers not handled through it, no one named, is the wrong door
(`wrong_inbox.WRONG_INBOX`: "Dit adres is bedoeld voor vragen van inwoners"). Never asked, never with
interest of the sender's own, never a thing that is not a mailbox.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "This inbox is reserved for patient enquiries. Sales offers cannot be handled through this address.",
        "U heeft uw mail naar ons algemene adres gestuurd. Dit adres is uitsluitend bestemd voor meldingen.",
        "Dieses Postfach ist ausschließlich für Anfragen von Kunden bestimmt.",
        "Cette adresse est exclusivement destinée aux questions des adhérents.",
        "Este buzón está reservado para consultas de los vecinos.",
        "Questo indirizzo è riservato alle segnalazioni dei clienti.",
        "Este endereço destina-se a dúvidas dos munícipes.",
    ],
)
def test_an_inbox_for_others_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Is dit adres bedoeld voor vragen van klanten?",
        "Our portal is meant for questions from residents. Could you send me a demo?",
        "Dit adres is bedoeld voor vragen van klanten, maar ik wil graag een demo.",
        "This address is for my personal use.",
    ],
)
def test_no_wrong_inbox(text):
    assert reading(text) != "wrong_person"
