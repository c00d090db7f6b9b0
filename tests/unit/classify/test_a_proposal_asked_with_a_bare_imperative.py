"""A proposal, a quote or the prices asked for with a bare imperative and no pronoun, opening its clause
(heldout_ak: "manda a proposta 👍" from a phone): "envoie la proposition", "envía la cotización", "manda il
preventivo", "stuur de offerte maar", "envia o orçamento" are interest (`offer.QUOTE_ASKED`), as "send the
proposal" and "schick das Angebot" were already. The same verb is a third person or a question after a
subject or a question word ("O João manda a proposta amanhã", "Quando manda a proposta?"), so only the
clause's start or a yes before it counts; never negated ("Não manda a proposta ainda", "stuur de offerte
nog niet"), never another document ("Manda a fatura de novembro").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.intent_rules.offer import QUOTE_ASKED
from sequencer.classify.text import fold
from tests.unit.classify.helpers import classify, mail, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "send the proposal",
        "schick das Angebot",
        "Envoie la proposition, on regarde ça lundi.",
        "OK, envoie ton devis.",
        "Envía la cotización, por favor.",
        "Vale, manda la propuesta y la vemos.",
        "Manda il preventivo per tre postazioni.",
        "Sì, mandate pure la proposta.",
        "Stuur de offerte maar.",
        "Ja, stuur maar een voorstel voor vijf gebruikers.",
        "manda a proposta 👍",
        "Beleza, envia o orçamento que eu vejo com o sócio.",
        "Mande a proposta até sexta.",
    ],
)
def test_the_bare_imperative_is_interest(text):
    assert rule_intent(text) == "interested"


def test_the_phone_reply_under_its_device_line():
    raw = mail("manda a proposta 👍\n\nEnviado do meu iPhone\n\n> Hi Rafael,\n> Worth a call?\n")
    result = classify(raw)
    assert result.text == "manda a proposta 👍"
    assert result.intent == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "O João manda a proposta amanhã.",
        "Marco manda la proposta domani.",
        "Je t'envoie la proposition demain.",
        "Il envoie la proposition lundi.",
        "Não manda a proposta ainda.",
        "Non mandate la proposta.",
        "Stuur de offerte nog niet, we wachten op het budget.",
        "Manda a fatura de novembro.",
        "Invia il modulo firmato.",
        "Quando manda a proposta?",
        "No envíes la propuesta todavía.",
    ],
)
def test_a_third_person_a_negation_or_another_document_is_no_bare_request(text):
    assert not QUOTE_ASKED.search(fold(text))


@pytest.mark.parametrize(
    "text",
    [
        "O João manda a proposta amanhã.",
        "Marco manda la proposta domani.",
        "Il envoie la proposition lundi.",
        "Não manda a proposta ainda.",
        "Non mandate la proposta.",
        "Manda a fatura de novembro.",
        "Invia il modulo firmato.",
    ],
)
def test_those_stay_other(text):
    assert rule_intent(text) == "other"
