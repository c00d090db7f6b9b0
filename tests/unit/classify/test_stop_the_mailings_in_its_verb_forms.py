"""Our mailings stopped in the verb forms of each rule language are a removal (heldout_bs: "Bitte stellen Sie
die Zusendungen ein, sonst landet alles Weitere direkt im Spam"): the German separable verb around the
mailings ("Stellen Sie bitte Ihre Mails an mich ein") and its infinitive after them ("Bitte die Zusendungen
einstellen"), "Please discontinue the mailings", "Mettez fin à vos envois", "Suspendan los envíos",
"Sospendete gli invii", "Staak de toezendingen", "Ponham fim aos envios" (`removal_open_stop.OPEN_STOP`).
A question, a negation, a time limit, someone else's mailings and a stop in a reply that wants more are none.
Our marketing mail named by its kind and stopped is one, whatever else the sender keeps ("I only want to
keep receiving the invoices, please stop the marketing emails", the fifth review of 2026-12-07).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


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


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07: something else kept, our marketing mail named by its kind stopped
        "I only want to keep receiving the invoices, please stop the marketing emails",
        # written for these tests
        "Please stop the promotional emails.",
        "Ich möchte nur noch die Rechnungen bekommen, bitte stoppen Sie die Werbe-Mails.",
        "Je veux seulement recevoir les factures, arrêtez les mails marketing svp.",
        "Solo quiero seguir recibiendo las facturas, suspendan los correos de marketing.",
        "Voglio continuare a ricevere solo le fatture, sospendete le email promozionali.",
        "Gostaria de continuar a receber apenas as faturas, parem os e-mails de marketing.",
        "Ik wil alleen de facturen blijven ontvangen, stop de marketingmails.",
    ],
)
def test_our_marketing_mail_stopped_the_rest_kept_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the marketing mail to someone else, the sender's own, or asked about
        "Thanks. Please stop the marketing emails to our customers, they complain.",
        "We have to stop the marketing emails we send, they don't work.",
        "Can you stop the marketing emails?",
        # the invoices stopped, not our mail
        "Please stop sending me the invoices, accounts@ handles them now.",
    ],
)
def test_marketing_mail_of_someone_else_or_asked_about_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the eighth review of 2026-12-07, part 3: the Italian sendings stopped by their kind or as ours
        "Sospendete gli invii promozionali.",
        # written for these tests
        "Interrompete immediatamente gli invii promozionali.",
        "Sospendete gli invii di newsletter, grazie.",
        "Sospendete l'invio delle vostre email.",
        "Interrompete le vostre comunicazioni commerciali.",
        "Interrompete le comunicazioni promozionali, per favore.",
    ],
)
def test_the_italian_sendings_stopped_by_their_kind_are_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # ... never the sendings to someone else, asked about, for a time, or a thing that is not our mail
        ("Sospendete gli invii ai clienti morosi?", "other"),
        ("Sospendete gli invii fino al 10 gennaio.", "not_now"),
        ("Interrompete le comunicazioni con il fornitore.", "other"),
        ("Sospendete l'invio delle fatture cartacee.", "other"),
        # ... and a reply that wants more keeps its reading (`other_things.spared`)
        ("Sospendete gli invii, chiamatemi piuttosto.", "interested"),
    ],
)
def test_the_italian_sendings_of_another_kind_keep_their_reading(text, expected):
    assert reading(text) == expected


# The ninth review of 2026-12-07: the Italian sending with what it carries after "di" with or without its
# article ("l'invio di email promozionali", "gli invii di materiale pubblicitario") is a removal; material
# only as advertising, never a shipment of goods or samples.
@pytest.mark.parametrize(
    "text",
    [
        "Sospendete l'invio di email promozionali.",
        "Interrompete gli invii di materiale pubblicitario.",
        # written for these tests
        "Sospendete l'invio di messaggi pubblicitari, grazie.",
        "Interrompete l'invio della vostra newsletter.",
        "Fermate gli invii di materiale promozionale.",
    ],
)
def test_the_italian_sending_of_a_kind_of_mail_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Sospendete l'invio di materiale, il magazzino è pieno.",
        "Interrompete gli invii di materiale al nostro magazzino.",
        "Sospendete l'invio dei campioni.",
        "Sospendete l'invio della newsletter al mio vecchio indirizzo, usate questo.",
    ],
)
def test_the_italian_sending_of_goods_or_to_another_address_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# The Italian stop of the sendings asked by a request, a wish or a polite question with the infinitive, or
# to this address ("Vi prego di sospendere l'invio di email promozionali", "Vorrei sospendere ...",
# "Potete sospendere ...?", "... a questo indirizzo"; `OPEN_STOP` with `_IT_STOP`; the tenth review of
# 2026-12-07): a removal
@pytest.mark.parametrize(
    "text",
    [
        "Vi prego di sospendere l'invio di email promozionali.",
        "Sospendete gli invii di materiale pubblicitario a questo indirizzo.",
        "Vorrei sospendere l'invio di email promozionali.",
        "Potete sospendere l'invio di email promozionali?",
        "Vi chiediamo di interrompere gli invii promozionali.",
        "Potreste per favore interrompere gli invii a questo indirizzo?",
    ],
)
def test_the_italian_stop_asked_with_the_infinitive_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... never a sending to others, a how-to question, a negated question or a stop with a date
@pytest.mark.parametrize(
    "text",
    [
        "Vorrei sospendere l'invio di email promozionali ai miei clienti.",
        "Come posso sospendere l'invio di email promozionali?",
        "Potete sospendere l'invio di email promozionali fino al 15 gennaio?",
        "Non potete sospendere l'invio di email promozionali?",
        "Sospendete gli invii di materiale pubblicitario ai nostri clienti.",
        "Quando sospendete gli invii?",
    ],
)
def test_the_italian_stop_of_something_else_is_none(text):
    assert reading(text) != "unsubscribe"


# The eleventh review of 2026-12-07: the Italian stop asked of the receiving ("cessare la ricezione delle
# vostre comunicazioni commerciali"), of the writing to the sender ("Potreste smettere di scrivermi?"), and of
# the sending to the sender with the sender's own people ("a me e ai miei colleghi"; `OPEN_STOP` with
# `_IT_STOP_ASK`, `_IT_TO_ME`): a removal
@pytest.mark.parametrize(
    "text",
    [
        "Desidero cessare la ricezione delle vostre comunicazioni commerciali.",
        "Vorrei interrompere la ricezione delle vostre newsletter.",
        "Potreste smettere di scrivermi? Grazie.",
        "Vi chiedo di smettere di contattarmi.",
        "Vorremmo smettere di ricevere le vostre email, potete smettere di scriverci?",
        "Sospendete l'invio delle vostre email a me e ai miei colleghi.",
        "Vi prego di sospendere l'invio delle vostre email a noi e al nostro team.",
    ],
)
def test_the_italian_stop_of_receiving_or_writing_to_me_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... never the receiving of something else, a negated question with a reason, a new address or only the
# colleagues
@pytest.mark.parametrize(
    "text",
    [
        "Vorrei cessare la ricezione delle fatture via posta.",
        "Non potreste smettere di scrivermi così spesso? Mi interessa ma è troppo.",
        "Potreste smettere di scrivermi a questo indirizzo e usare quello nuovo?",
        "Sospendete l'invio delle vostre email ai miei colleghi.",
    ],
)
def test_the_italian_stop_of_receiving_something_else_is_none(text):
    assert reading(text) != "unsubscribe"


# The French stop asked politely with the infinitive is a removal ("Merci d'arrêter vos envois"; the
# eleventh review of 2026-12-07), never negated, asked, or bounded by a date
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Merci d'arrêter vos envois.", "unsubscribe"),
        ("Veuillez cesser vos mailings.", "unsubscribe"),
        ("Merci de ne pas arrêter vos envois, ils sont utiles.", "other"),
        ("Pourquoi ne pas arrêter vos envois ?", "other"),
        ("Merci d'arrêter vos envois pendant le mois d'août, nous sommes fermés.", "other"),
    ],
)
def test_the_french_stop_asked_politely_with_the_infinitive(text, expected):
    assert reading(text) == expected
