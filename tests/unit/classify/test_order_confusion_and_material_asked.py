"""Interest and its look-alikes from heldout_n's first run: a reply confused about an order it cannot place
("which order is this about? ... Can you send the PO number?", `order_confusion.py`) is `other`, its
request about the confusion; something short to read asked for, a meeting promised on it ("Send me
something short I can read ... If it holds up I'll give you thirty minutes", `material_asked.py`) is
interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.intent_rules.order_confusion import ORDER_CONFUSION
from sequencer.classify.text import fold
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Sorry, which invoice is this about? I can't find any order from you. Can you send the PO number?",
        "I couldn't locate the purchase order in our ERP. Please send the number.",
        "Um welche Bestellung geht es? Schicken Sie mir bitte die Bestellnummer.",
        "De quelle commande s'agit-il ? Merci de m'envoyer le numéro.",
        "¿De qué pedido se trata? No encuentro ningún pedido, mándeme el número.",
        "Di quale ordine si tratta? Non trovo nessun ordine, mi mandi il numero.",
        "Over welke bestelling gaat het? Stuur me het ordernummer.",
        "De qual pedido se trata? Não encontro nenhum pedido, me mande o número.",
    ],
)
def test_confusion_about_an_order_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Fine. Send me something short I can read on the plane. If it holds up I'll give you twenty minutes.",
        "Schicken Sie mir etwas Kurzes zum Lesen, dann gebe ich Ihnen 30 Minuten.",
        "Envoyez-moi quelque chose de court, je vous accorderai trente minutes.",
        "Mándeme algo breve para leer y le daré treinta minutos.",
        "Mi mandi qualcosa di breve, poi le concedo trenta minuti.",
        "Stuur me iets korts, dan krijgt u dertig minuten.",
        "Me mande algo curto e te dou trinta minutos.",
    ],
)
def test_something_to_read_and_a_meeting_promised_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "I'll send you something short next week about our own process.",
        "I'll give him five minutes' notice before the board meets.",
    ],
)
def test_look_alikes_of_material_asked_are_no_interest(text):
    assert rule_intent(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Send the PO number and we'll sign today.",
        "Which plan is this about? The order form looks fine, send the contract.",
        "I can find the order in our system, it's PO 4471.",
    ],
)
def test_a_buyers_own_order_is_no_confusion(text):
    assert ORDER_CONFUSION.search(" ".join(fold(text).split())) is None
