"""Held-out set I: someone else named as the one to talk to is the wrong person, in every rule language:
the right person named ("the person you want is X", "qui est le bon interlocuteur"), the one who decides
named ("quien decide sobre estas herramientas es X"), a successor ("mijn opvolger is X"), a forward to a
colleague ("this one's yours", "c'est plutôt ton périmètre"), an area the sender does not own ("I run
sales, I don't own finance tooling"), and a colleague introduced ("I've added him here", "je vous mets en
relation avec X") when the reply shows no interest. Never a question, never the sender named.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # the right person named
        "Jan runs accounts payable for the group, so he's the right person to talk to.",
        "The person you want is Tomás, our RevOps lead.",
        "The right person for this is our controller, Mia Lund.",
        "The one who decides on tooling here is our CFO.",
        "Frau Berg leitet den Einkauf, sie ist die richtige Ansprechpartnerin.",
        "Wer darüber entscheidet, ist unser CFO Herr Lenz.",
        "Marc Petit, notre responsable achats, est le bon interlocuteur sur ce sujet.",
        "C'est notre DAF qui décide pour ces outils.",
        "Ana López lleva el área financiera, es la persona adecuada.",
        "Quien decide sobre estas herramientas es Lucía.",
        "Marco segue gli acquisti, è la persona giusta.",
        "Chi decide su questi strumenti è il nostro CFO.",
        "Pieter doet de inkoop, hij is de juiste persoon.",
        "Wie daarover beslist is onze CFO.",
        "A Ana cuida das compras, é a pessoa certa.",
        "Quem decide sobre isso é o nosso diretor financeiro.",
        # a successor, a leaving in Dutch word order
        "Mein Nachfolger ist ab Januar Herr Vogt.",
        "Mon successeur est Paul Martin.",
        "Mi sucesora es Carmen Ruiz.",
        "Il mio successore è Luca Bianchi.",
        "Ik ben per 1 januari uit dienst. Mijn opvolger is Ruud.",
        "O meu sucessor é o João.",
        # a forward to a colleague
        "Jan, this one's yours.",
        "Lena, das ist eher dein Thema.",
        "Marc, c'est plutôt ton périmètre.",
        "Pablo, esto es más cosa tuya.",
        "Luca, questa è roba tua.",
        "Sanne, dit is meer iets voor jou.",
        "Rui, isso é mais contigo.",
        # an area the sender does not own
        "I run the sales team, I don't own finance tooling.",
        "Ich leite den Vertrieb, den Einkauf verantworte ich nicht.",
        "Je suis côté commercial, je ne gère pas les achats.",
        "Desde enero ya no llevo compras.",
        "Non gestisco io gli acquisti.",
        "Ik ga niet over inkoop.",
    ],
)
def test_someone_else_named_as_the_one_to_talk_to_is_the_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "I've added him here so you two can connect directly.",
        "I've cc'd Jan here, he owns the budget.",
        "Ich habe Herrn Lenz in CC gesetzt.",
        "Claire, je vous mets en relation avec Marc Petit, notre responsable achats.",
        "Te pongo en contacto con Lucía, de compras.",
        "Ti metto in contatto con Marco degli acquisti.",
        "Ik breng je in contact met Pieter van inkoop.",
        "Coloco você em contato com a Ana, das compras.",
    ],
)
def test_a_colleague_introduced_without_interest_is_the_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # questions, the sender named, things that are right, an introduction beside interest
        "Is he the right person to talk to?",
        "Qui est le bon interlocuteur chez vous ?",
        "I'm the right person for this, send me the pricing.",
        "You're talking to the right person: let's book a call.",
        "Je suis le bon interlocuteur, envoyez-moi la démo.",
        "Soy la persona adecuada, envíeme la propuesta.",
        "Quien decide soy yo, mándame la propuesta.",
        "Ik ben de juiste persoon, stuur me de offerte.",
        "I've added the dates to my calendar, let's talk Tuesday.",
        "I've cc'd Jan here, let's book a call next week.",
        "I've added you on LinkedIn, happy to chat.",
        "The successor to our ERP goes live in May, tell me more about the integration.",
        "De opvolger van ons ERP-systeem komt in mei, stuur me meer informatie.",
        "This is the right tool for us, send me a quote.",
        "I don't own a car, but the demo sounds interesting.",
    ],
)
def test_look_alikes_are_not_the_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
