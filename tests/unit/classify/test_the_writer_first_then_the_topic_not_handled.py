"""The writer first, then the topic said not to be handled (heldout_ca: "Yo no llevo este tema, las reuniones
con proveedores las coordina Marta Gil (mgil@...). Escríbele a ella directamente"), is a wrong person in every
rule language (`not_me.NOT_ME`; English, French and Portuguese were read already). Handled no longer is the
handover's, not alone, asked as a question or said of the reader it is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I don't handle this topic, Anna does.",
        "Ich betreue dieses Thema leider nicht.",
        "Je ne m'occupe pas de ce sujet.",
        "Yo no llevo este tema, lo coordina Marta.",
        "No llevo yo este asunto.",
        "Io non seguo questo tema, se ne occupa Paolo.",
        "Ik behandel dit onderwerp niet.",
        "Eu não trato deste assunto.",
    ],
)
def test_the_writer_not_handling_the_topic_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "¿No llevas tú este tema? Mándame la propuesta.",
        "Yo no llevo este tema solo, lo vemos en equipo. Mándame la propuesta.",
        "Ich betreue dieses Thema nicht allein, schicken Sie uns gerne ein Angebot.",
        "Io non seguo questo tema da solo: mandatemi il preventivo.",
        "Ik behandel dit onderwerp niet alleen, stuur me de offerte maar.",
    ],
)
def test_not_alone_or_asked_of_the_reader_keeps_the_interest(text):
    assert rule_intent(text) == "interested"


def test_the_sample_points_to_the_colleague_named():
    body = (
        "Buenos días Diego,\n\nYo no llevo este tema, las reuniones con proveedores las coordina Marta Gil"
        " (mgil@ortega.example). Escríbele a ella directamente.\n"
    )
    result = classify(mail(body))
    assert (result.intent, result.referral) == ("wrong_person", "mgil@ortega.example")
