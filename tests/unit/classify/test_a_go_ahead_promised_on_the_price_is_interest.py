"""A go-ahead promised on the price (heldout_cc: "Quanto custa? Somos 6 pessoas no escritório. Se o preço for
razoável avançamos ainda este mês") is interest, as "if the price is right we'll sign" is
(`intent_rules/offer.CLOSE_IF`), in every rule language: "we'll go ahead", "legen wir los", "machen wir
weiter", "on avance", "avanzamos", "andiamo avanti", "gaan we door", "avançamos". Never denied ("se for
caro, não avançamos"); a bare price question stays none (the corpus convention).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Boa tarde. Quanto custa? Somos 6 pessoas no escritório. Se o preço for razoável avançamos ainda este"
        " mês",
        "Se o valor couber no orçamento, a gente avança em dezembro.",
        "How much is it? If the price is reasonable we'll go ahead this month.",
        "Was kostet das? Wenn der Preis stimmt, legen wir diesen Monat los.",
        "Combien ça coûte ? Si le prix est raisonnable, on avance ce mois-ci.",
        "¿Cuánto cuesta? Si el precio es razonable, avanzamos este mes.",
        "Quanto costa? Se il prezzo è ragionevole andiamo avanti questo mese.",
        "Wat kost het? Als de prijs redelijk is, gaan we deze maand door.",
    ],
)
def test_a_go_ahead_on_the_price_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Quanto custa?",
        "Se o preço for alto não avançamos.",
        "Si el precio es alto, no avanzamos.",
        "Se il prezzo è alto non andiamo avanti.",
        "Wenn der Preis nicht stimmt, machen wir nicht weiter.",
        "Als de prijs te hoog is, gaan we niet door.",
    ],
)
def test_a_bare_price_question_or_a_denied_go_ahead_is_no_interest(text):
    assert rule_intent(text) != "interested"
