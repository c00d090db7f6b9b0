"""A vendor's own account manager who finds our side among their customers and pitches back (heldout_bd:
"I'm actually the account manager for Acme at Brightline Hosting, your team is one of my customers ...
would love to get a QBR on the calendar"): `other` (`not_our_product.VENDOR_ACCOUNT`), whatever interest
word stands beside it, in every rule language. Never the sender as our customer ("we are one of your
customers, would love to see the new module": interest), never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Ha, I'm not a buyer for this - I'm actually the account manager for Acme at Brightline Hosting, your"
        " team is one of my customers. Would love to get a QBR on the calendar.",
        "Funny, you guys are one of our customers! Would love to set up a call with your IT lead.",
        "Witzig, Sie sind einer unserer Kunden! Ich würde gern einen Termin mit Ihrer IT vereinbaren.",
        "Drôle, vous êtes l'un de nos clients ! J'aimerais caler un rendez-vous avec votre DSI.",
        "¡Qué casualidad, ustedes son uno de nuestros clientes! Me encantaría agendar una reunión con su"
        " equipo de IT.",
        "Che coincidenza, siete nostri clienti! Mi piacerebbe fissare una call con il vostro IT.",
        "Grappig, jullie zijn klant bij ons! Ik plan graag een gesprek in met jullie IT-manager.",
        "Que coincidência, vocês são nossos clientes! Adoraria marcar uma reunião com a vossa equipa de TI.",
    ],
)
def test_a_vendors_account_manager_pitching_back_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "We are one of your customers, would love to see the new module.",
        "Are you one of our customers? Would love a demo then.",
    ],
)
def test_the_sender_as_our_customer_keeps_the_interest(text):
    assert rule_intent(text) == "interested"
