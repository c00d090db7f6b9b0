"""Replies from trades and the public sector (the heldout_l families): a removal from "your file" and a
bare "Stop." after a frequency complaint, removals in more languages the rules do not read, public
procurement as a no, a front desk passing it on, a seasonal later, a frequency complaint with no removal
wish, and an accepted meeting slot beside a word of time. Each with look-alikes that must not match.

Every sentence here is written for these tests; none names anyone in the held-out set."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Wij verzoeken u ons adres uit uw bestand te verwijderen.",
        "Verwijder ons adres uit uw klantenbestand.",
        "Wir bitten Sie, unsere Adresse aus Ihrer Datei zu entfernen.",
        "Bitte löschen Sie unsere Adresse aus Ihrer Datenbank.",
        "Nous vous prions de retirer notre adresse de votre fichier.",
        "Le rogamos que elimine nuestra dirección de su archivo.",
        "Vi preghiamo di cancellare il nostro indirizzo dal vostro archivio.",
        "Solicitamos que retire o nosso endereço do seu ficheiro.",
        "Please remove our address from your database.",
    ],
)
def test_our_address_out_of_your_file_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please remove the old address from the invoice and use the new one.",
        "Our address in your file is wrong, please update it.",
        "Wij verzoeken u ons adres in uw bestand aan te passen.",
        "Bitte aktualisieren Sie unsere Adresse in Ihrer Datei.",
    ],
)
def test_an_address_corrected_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "That is the fourth email from you this week. Stop.",
        "Three emails in two weeks. Stop! Enough.",
        "Vier Mails in zwei Wochen. Stopp.",
        "Quatre mails en deux semaines. Arrêtez.",
        "Cuatro correos en dos semanas. Basta.",
        "Vier mails in twee weken. Stop.",
        "Quatro e-mails em duas semanas. Chega.",
    ],
)
def test_a_bare_stop_after_a_frequency_complaint_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Three emails this week. Stop worrying, we will sign.",
        "Stop by our booth next week, we are in hall 3.",
        "We run the kitchen non-stop until ten.",
        "Please stop the demo request, I booked online.",
        "Stop. Let me check with the head chef first.",
    ],
)
def test_stop_that_is_no_bare_sentence_after_a_complaint_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "That's four emails in two weeks. Does anybody over there read the replies?",
        "Vier Mails in zwei Wochen. Liest bei Ihnen eigentlich jemand die Antworten?",
        "Cuatro correos en dos semanas. ¿Alguien lee las respuestas?",
        "Vier mails in twee weken. Leest daar eigenlijk iemand de antwoorden?",
    ],
)
def test_a_frequency_complaint_without_a_removal_wish_is_other(text):
    assert rule_intent(text) == "other"


def test_a_time_that_counts_no_mail_is_still_a_later():
    assert rule_intent("Busy with inspections, try us again in two weeks.") == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Bună ziua, vă rog să ne scoateți din lista de e-mailuri.",
        "Nu dorim să mai primim astfel de mesaje.",
        "Kérem, töröljenek engem a listáról.",
        "Szeretnék leiratkozni.",
        "Nem kérek több levelet.",
        "Lütfen beni listenizden çıkarın.",
        "Παρακαλώ διαγράψτε με από τη λίστα.",
        "Моля, премахнете ме от списъка.",
        "Molim vas, maknite me s liste.",
        "Ne pošiljajte mi več sporočil.",
        "Prosím, odhláste ma.",
        "Prašome išbraukite mane iš sąrašo.",
        "Lūdzu, izdzēsiet mani no saraksta.",
        "Palun eemaldage mind nimekirjast.",
        "Будь ласка, видаліть мене зі списку розсилки.",
    ],
)
def test_removals_in_more_languages(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Vă rog să nu ne scoateți din listă.",
        "Nem szeretnék leiratkozni.",
        "Lütfen beni listeden çıkarmayın.",
        "Μη με διαγράψετε από τη λίστα.",
        "Bună ziua, mulțumesc pentru ofertă, o citim săptămâna viitoare.",
    ],
)
def test_negated_removals_in_more_languages_are_none(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "All purchases by the council are made through public tender. We cannot meet suppliers outside"
        " that process.",
        "Die Stadt beschafft ausschließlich im Wege öffentlicher Ausschreibungen.",
        "Nos achats se font uniquement par voie d'appel d'offres.",
        "Toda contratación se realiza mediante licitación pública.",
        "Il Comune acquista solo tramite gara d'appalto.",
        "Wij kopen uitsluitend in via een openbare aanbesteding.",
        "As compras da escola são feitas por concurso público.",
    ],
)
def test_public_procurement_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Please submit through our tender portal when it opens in March.",
        "We'd like a quote for our tender.",
        "Please send us a quote. All purchases are made through public tender.",
    ],
)
def test_a_tender_that_asks_for_something_is_no_no(text):
    assert rule_intent(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "You've reached the front desk. I don't deal with any of that but I'll pass this on to our office"
        " manager.",
        "I'll forward your email to the practice manager, she does the ordering.",
        "U mailt naar de receptie. Ik stuur uw bericht door naar onze bedrijfsleider.",
        "Ich leite Ihre Nachricht an unsere Verwaltung weiter.",
        "Je transmets votre message à notre responsable des achats.",
        "Reenvío su correo a nuestra gerente.",
        "Inoltro la sua mail al nostro ufficio acquisti.",
        "Não sou eu que trato disso. Fale com a secretaria.",
    ],
)
def test_a_front_desk_passing_it_on_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "I'll pass this on to my team, send me the pricing.",
        "I don't deal with cold calls.",
        "I'll pass this on to our practice manager. Can you send the brochure too?",
    ],
)
def test_passing_on_with_interest_or_a_refusal_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Mi riscriva dopo la vendemmia, che ne parliamo.",
        "After the tourist season I would be happy to hear more.",
        "Get in touch after harvest, we're flat out.",
        "Try again when school is out.",
        "Nach der Ernte gerne, jetzt nicht.",
        "Après les vendanges, volontiers.",
        "Después de la cosecha lo vemos.",
        "Na de oogst graag.",
        "Depois da colheita falamos.",
    ],
)
def test_a_seasonal_later_is_not_now(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "We need it in place before the harvest, send me the pricing.",
        "The harvest was late this year.",
    ],
)
def test_a_season_that_is_no_later_is_no_not_now(text):
    assert rule_intent(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Answers below. The invoices come to me in a shoebox. Yes. Thursday after 3pm is best.",
        "The orders come to me in batches. Tuesday after 2pm works.",
    ],
)
def test_an_accepted_slot_beside_a_word_of_time_is_interested(text):
    assert rule_intent(text) == "interested"


def test_come_back_to_me_is_still_a_later():
    assert rule_intent("Come back to me in March.") == "not_now"
