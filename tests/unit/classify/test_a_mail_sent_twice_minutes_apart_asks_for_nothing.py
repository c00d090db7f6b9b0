"""A heads-up that our mail came twice, with the minutes between the sends (heldout_bg: "FYI you sent me this
twice about 10 minutes apart. Might want to check your sequence settings"), asks for nothing: `other` in every
rule language (`intent_rules.send_interval`). The minutes there are no meeting length and the "later" no
come-back. Minutes offered or asked for a call stay interest, a time after the sender's own meeting too.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "FYI you sent me this twice about 10 minutes apart. Might want to check your sequence settings.",
        "Heads-up: this came in three times within 5 minutes.",
        "I got the same email again a few minutes later.",
        "Ich habe dieselbe Mail 10 Minuten später nochmal bekommen.",
        "Zur Info: Sie haben mir diese Mail zweimal geschickt, im Abstand von 10 Minuten.",
        "Pour info, j'ai reçu ce message deux fois, à 10 minutes d'intervalle.",
        "J'ai reçu le même mail 10 minutes plus tard.",
        "Para que lo sepa, me llegó este correo dos veces con 10 minutos de diferencia.",
        "Recibí el mismo correo 10 minutos más tarde.",
        "Per tua informazione, mi è arrivata questa mail due volte a 10 minuti di distanza.",
        "Ho ricevuto la stessa mail 10 minuti più tardi.",
        "Ter info: ik heb deze mail twee keer ontvangen, met 10 minuten ertussen.",
        "Ik kreeg dezelfde mail 10 minuten later nog een keer.",
        "Só para avisar: recebi este e-mail duas vezes, com 10 minutos de intervalo.",
        "Recebi o mesmo e-mail 10 minutos mais tarde.",
    ],
)
def test_a_mail_sent_twice_minutes_apart_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Sure, 20 minutes works.",
        "Can you do 15 minutes after lunch on Tuesday?",
        "I have 30 minutes after the board meeting on Friday.",
        "Can we talk in 10 minutes?",
        "Podemos hablar 10 minutos después de la reunión del martes.",
        "Avez-vous 20 minutes mardi ?",
    ],
)
def test_minutes_offered_for_a_call_stay_interest(text):
    assert rule_intent(text) == "interested"
