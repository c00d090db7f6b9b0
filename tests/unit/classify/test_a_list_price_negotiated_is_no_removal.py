"""A discount off the list price is a negotiation, never a removal ("we'd need 20% off the list price you
quoted", `list_price.LIST_PRICE`), and a longer term offered for a better price is interest ("We can commit to
a three-year term rather than annual", `offer.TERM_OFFERED`), in every rule language; a removal from a list
stays one, and a term refused or past is no offer (heldout_ad).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We'd need 20% off the list price you quoted.",
        "Can you take 15% off the list prices for the second year?",
        "Is 10% off your list pricing possible for a non-profit?",
        "Wir bräuchten 20 % Rabatt auf den Listenpreis.",
        "Il nous faudrait 20 % de remise sur votre prix catalogue.",
        "Necesitaríamos un 20 % de descuento sobre el precio de lista.",
        "Ci servirebbe uno sconto del 20% sul prezzo di listino.",
        "We hebben 20% korting op de lijstprijs nodig.",
        "Precisaríamos de 20% de desconto sobre o preço de lista.",
    ],
)
def test_a_discount_off_the_list_price_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please take us off the list.",
        "Take me off the list, prices are too high anyway.",
        "Get me off your lists, the price is irrelevant.",
        "Remove me from the list. Pricing is not the issue.",
    ],
)
def test_a_removal_from_the_list_stays_one(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We can commit to a three-year term rather than annual, but we'd need 20% off the list price.",
        "We could commit to 3 years if the price works.",
        "Wir könnten uns auf drei Jahre festlegen, wenn der Preis stimmt.",
        "Nous pourrions nous engager sur trois ans si le prix baisse.",
        "Podríamos comprometernos a tres años con un descuento.",
        "Potremmo impegnarci per tre anni con uno sconto adeguato.",
        "We zouden ons voor drie jaar vastleggen als de prijs zakt.",
        "Poderíamos nos comprometer por três anos com desconto.",
    ],
)
def test_a_longer_term_offered_for_a_price_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We can't commit to a three-year term.",
        "We committed to a three-year term with our current vendor last spring.",
        "We're not going to commit to a three-year term with anyone.",
    ],
)
def test_a_term_refused_or_past_is_no_offer(text):
    assert rule_intent(text) != "interested"
