"""A price asked for a number of seats with a ceiling set on it and a talk promised under it ("What's the
per-seat price at 200 seats? If it's under $40 we can talk", heldout_bv) is interest: the condition names
the sender's side (`seats_priced.PRICE_CEILING`, read by `intent_interest.seats_priced`), in every rule
language. The bare price at a count stays no interest by the corpus convention, and so does a ceiling with a
talk refused, promised by someone else or said out of curiosity.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "What's the per-seat price at 200 seats? If it's under $40 we can talk.",
        "What would 150 users cost? If that's below 30 a head, we could talk.",
        "Quel est le prix par siège pour 200 utilisateurs ? Si c'est moins de 40 €, on peut en parler.",
        "¿Cuál es el precio por puesto con 200 usuarios? Si está por debajo de 40 €, podemos hablar.",
        "Qual è il prezzo per 200 utenti? Se è sotto i 40 €, possiamo parlarne.",
        "Wat is de prijs bij 200 gebruikers? Als het onder de 40 euro blijft, kunnen we praten.",
        "Qual é o preço para 200 usuários? Se for abaixo de 40 €, podemos conversar.",
        "Wie hoch ist der Preis bei 200 Nutzern? Wenn er unter 40 € liegt, können wir reden.",
    ],
)
def test_a_price_at_a_volume_with_a_ceiling_to_talk_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # the bare price at a count, no one's side named
        "What's the per-seat price at 200 seats?",
        # a talk refused
        "What's the per-seat price at 200 seats? Even if it's under $40 we can't talk before Q3.",
        # someone else to talk
        "What's the per-seat price at 200 seats? If it's under $40 my colleague can talk to you.",
        # curiosity said
        "What's the per-seat price at 200 seats? Just curious, if it's under $40 we can talk.",
    ],
)
def test_a_price_at_a_volume_without_the_senders_talk_is_no_interest(text):
    assert rule_intent(text) != "interested"
