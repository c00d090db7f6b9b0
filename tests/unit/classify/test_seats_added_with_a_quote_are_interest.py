"""Seats or licences added with a quote asked (heldout_bd: "we already use Acme on the support side ... we'd
want to add about 15 seats for them. Can you send me a quote for that?") are interest
(`intent_rules/customer.SEATS_ADDED`, read in `intent_customer.customer_reading`), whatever "already use"
stands beside them, in every rule language. Never negated ("don't need to add more seats"), never a
how-to ("How do I add 5 more users?": a support matter), never without a request.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Funny timing, we already use Acme on the support side. We'd want to add about 15 seats. Can you send"
        " me a quote?",
        "We already use it. We need to buy 10 more licenses, please send me a quote.",
        "Wir nutzen Acme bereits. Wir möchten 15 weitere Lizenzen dazu kaufen, schicken Sie mir ein Angebot?",
        "Nous utilisons déjà Acme. Nous voudrions ajouter 15 licences : pouvez-vous m'envoyer un devis ?",
        "Ya usamos Acme. Queremos añadir 15 licencias, ¿me envías un presupuesto?",
        "Usiamo già Acme. Vorremmo aggiungere 15 licenze, mi manda un preventivo?",
        "We gebruiken Acme al. We willen er 15 licenties bij, kun je een offerte sturen?",
        "Já usamos a Acme. Queremos adicionar 15 licenças, pode me enviar um orçamento?",
    ],
)
def test_seats_added_with_a_quote_are_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        ("We already use Acme and don't need to add more seats, thanks.", "not_interested"),
        ("We already use HubSpot, no need to add any seats.", "not_interested"),
        ("We already use Acme. How do I add 5 more users?", "other"),
        ("We already use HubSpot for the whole team.", "not_interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, reading):
    assert rule_intent(text) == reading
