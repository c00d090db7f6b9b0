"""Leftovers of the earlier held-out sets: a quote asked for with a start date in the future is interest
(the month is when they would start), unlike "ask me again in January" or "no budget until January";
and an offer negotiated, an item taken out of the quote or a close promised on a condition ("dá pra
remover o módulo da proposta? ... se o valor cair a gente fecha"), is interest, never a removal from the
mailing. In every rule language.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.intent_rules.offer import CLOSE_IF, OFFER_CHANGE
from sequencer.classify.text import fold
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Buongiorno, sì mi mandi un preventivo per 25 postazioni. Se i prezzi sono in linea possiamo partire"
        " già a gennaio.",
        "Mi invii un'offerta, potremmo iniziare a febbraio.",
        "Mandateci un preventivo, partiamo a marzo.",
        "Send me a quote, we could start in January.",
        "Can you put together a quote? We'd start in February.",
        "Schicken Sie mir ein Angebot, wir könnten im Januar starten.",
        "Envoyez-moi un devis, on pourrait démarrer en janvier.",
        "Mándeme un presupuesto, podríamos empezar en enero.",
        "Envíenos una cotización, arrancaríamos en febrero.",
        "Stuur me een offerte, we kunnen in januari starten.",
        "Me mande um orçamento, podemos começar em janeiro.",
        "Me envie uma proposta, a gente começaria em fevereiro.",
    ],
)
def test_a_quote_asked_for_with_a_later_start_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # ask me again, no budget until: a later, in every rule language
        "Ask me again in January.",
        "No budget until January.",
        "Fragen Sie mich im Januar noch einmal.",
        "Kein Budget bis Januar.",
        "Redemandez-moi en janvier.",
        "Pas de budget avant janvier.",
        "Pregúnteme de nuevo en enero.",
        "Sin presupuesto hasta enero.",
        "Chiedetemi di nuovo a gennaio.",
        "Nessun budget fino a gennaio.",
        "Vraag het me in januari nog eens.",
        "Geen budget tot januari.",
        "Pergunte-me de novo em janeiro.",
        "Não temos orçamento até janeiro.",
    ],
)
def test_ask_me_again_and_no_budget_until_a_month_stay_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # a date the quote is wanted by, a phrase with "no time" that is no deferral
        "Schicken Sie mir das Angebot bis Januar.",
        "Envoyez-moi le devis avant janvier.",
        "Me mande a proposta até janeiro.",
        "We have no time to waste before January: send me a quote.",
    ],
)
def test_a_quote_wanted_by_a_date_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Juliana, boa tarde! Dá pra remover o módulo de estoque da proposta? A gente já tem isso no ERP e não"
        " vai usar. Se o valor cair a gente fecha ainda esse mês.",
        "Can you remove the analytics module from the proposal? If the price comes down we'll sign.",
        "We already have reporting; drop that module from the quote and we'll go ahead.",
        "Wenn Sie das Modul aus dem Angebot entfernen, unterschreiben wir.",
        "Das ist zu teuer. Wenn der Preis sinkt, unterschreiben wir noch diesen Monat.",
        "Pouvez-vous retirer le module de stock du devis ? Si le prix baisse, on signe.",
        "¿Pueden quitar el módulo de inventario de la propuesta? Si baja el precio, firmamos.",
        "Potete togliere il modulo magazzino dall'offerta? Se il prezzo scende firmiamo.",
        "Kunnen jullie de voorraadmodule uit de offerte halen? Als de prijs zakt, tekenen we.",
        "Podem tirar o módulo do seu orçamento?",
    ],
)
def test_an_offer_negotiated_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # an item out of a price list is no removal from the mailing
        "Pouvez-vous retirer le module de votre liste de prix ?",
        "¿Pueden eliminar de la lista de precios el módulo de inventario?",
        "Potete rimuovere il modulo dalla lista prezzi?",
        "Remova o módulo de estoque da lista de preços, por favor.",
        # the sender off a proposal or a quote: no mailing named
        "Could you remove me from the proposal and add my colleague instead?",
        "Take me off the quote, Anna will sign.",
    ],
)
def test_a_removal_from_a_quote_or_price_list_is_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please remove me from your list.",
        "Remove me from the project mailing list.",
        "Remove me from the project updates, please.",
        "Bitte entfernen Sie mich aus dem Verteiler.",
        "Remova-me da sua lista.",
    ],
)
def test_a_removal_from_the_mailing_stays_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # their own business, a past signature, a budget cut, their own range
        "¿Y cuánto cuesta? Somos cuatro agentes y firmamos unos 30 contratos al mes.",
        "We close about 30 deals a month and we sign every contract digitally.",
        "Quando il cliente firma, chiudiamo la pratica.",
        "Quando conversamos, já fechamos com outro fornecedor.",
        "Ya firmamos con otro proveedor, gracias.",
        "We signed with another vendor last month.",
        "Tuvimos que quitar el proyecto del presupuesto de este año.",
        "Vamos tirar a verba do orçamento.",
        "Wir entfernen das Modul jedes Jahr aus unserem Angebot.",
        "If you email me again I will report you.",
    ],
)
def test_look_alikes_are_no_negotiation(text):
    folded = fold(text)
    assert OFFER_CHANGE.search(folded) is None
    assert CLOSE_IF.search(folded) is None
