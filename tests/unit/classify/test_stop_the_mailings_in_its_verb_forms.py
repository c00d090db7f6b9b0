"""Our mailings stopped in the verb forms of each rule language are a removal (heldout_bs: "Bitte stellen Sie
die Zusendungen ein, sonst landet alles Weitere direkt im Spam"): the German separable verb around the
mailings ("Stellen Sie bitte Ihre Mails an mich ein") and its infinitive after them ("Bitte die Zusendungen
einstellen"), "Please discontinue the mailings", "Mettez fin à vos envois", "Suspendan los envíos",
"Sospendete gli invii", "Staak de toezendingen", "Ponham fim aos envios" (`removal_open_stop.OPEN_STOP`).
A question, a negation, a time limit, someone else's mailings and a stop in a reply that wants more are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Bitte stellen Sie die Zusendungen ein.",
        "Stellen Sie bitte Ihre Mails an mich ein.",
        "Stellen Sie die Zusendungen umgehend ein, sonst melde ich Sie als Spam.",
        "Bitte die Zusendungen einstellen.",
        "Bitte Zusendungen einstellen, danke.",
        "Sofort alle weiteren Mailings an diese Adresse einstellen!",
        "Please discontinue the mailings.",
        "Please stop the mailings.",
        "Stop the mailings until further notice.",
        "Mettez fin à vos envois, merci.",
        "Arrêtez vos envois, merci.",
        "Suspendan los envíos, por favor.",
        "Sospendete gli invii, grazie.",
        "Interrompete gli invii per favore.",
        "Staak de toezendingen aub.",
        "Stop de toezendingen alstublieft.",
        "Ponham fim aos envios, por favor.",
    ],
)
def test_the_mailings_stopped_are_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Wann stellen Sie die Zusendungen ein?",
        "Bitte stellen Sie die Zusendungen nicht ein.",
        "Wir stellen die Zusendungen an unsere Kunden ein.",
        "Stellen Sie die Zusendungen ein, bis der Vertrag im Januar verlängert ist.",
        "Could you stop the mailings?",
        "Stop the mailings to our customers, they keep complaining.",
        "Mettez fin à vos envois papier ?",
        "¿Cuándo suspenden los envíos?",
    ],
)
def test_a_question_negation_time_limit_or_other_mailing_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


def test_a_stop_beside_a_call_asked_for_is_no_removal():
    assert (
        rule_intent("Bitte stellen Sie die Zusendungen ein und rufen Sie mich stattdessen an.")
        != "unsubscribe"
    )
