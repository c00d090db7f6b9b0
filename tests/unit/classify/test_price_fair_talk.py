"""A price asked with a talk promised if the price is fair is interest
(`price_considered.CONSIDERED`, heldout_dd), in every rule language; a price question alone is not.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "How much is it a month? If the price is right, let's talk.",
        "Was kostet das im Monat? Wenn der Preis stimmt, können wir gerne reden.",
        "Combien par mois ? Si le prix est raisonnable, on en parle.",
        "¿Cuánto cuesta al mes? Si el precio es razonable, lo hablamos.",
        "Quanto costa al mese? Se il prezzo è giusto ne parliamo.",
        "Wat kost het per maand? Als de prijs redelijk is, praten we verder.",
        "Quanto custa por mês? Se o preço for justo, a gente conversa.",
    ],
)
def test_price_and_talk_if_fair_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "How much is it a month? Just asking.",
    ],
)
def test_price_question_alone_is_not(text):
    assert reading(text) == "other"
