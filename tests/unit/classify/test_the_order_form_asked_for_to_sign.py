"""The order form or the contract asked for, to sign (heldout_ao: "OK, we've seen enough. Legal signed off
on the DPA yesterday. Please send the order form for the 12-month plan (3 entities) and we'll get it
countersigned this week."): interest, in every rule language. Never refused ("don't send me a contract"),
never the sender's own document going to us ("I'll send you the signed contract"), never a copy of a
contract already held.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "OK, we've seen enough. Please send the order form for the 12-month plan and we'll sign this week.",
        "Legal is done. Send over the contract and I'll get it countersigned.",
        "Schicken Sie uns bitte das Bestellformular für drei Gesellschaften.",
        "Gut, dann können Sie mir den Vertrag zur Unterschrift zusenden? Uns passt das.",
        "C'est bon pour nous, envoyez-nous le bon de commande.",
        "Vous pouvez m'envoyer le contrat, on signe cette semaine.",
        "De acuerdo, envíennos el formulario de pedido para las tres sociedades.",
        "Perfetto, ci mandi il modulo d'ordine e lo firmiamo.",
        "Prima, stuur ons het bestelformulier maar, dan tekenen we deze week.",
        "Está decidido, enviem-nos o contrato para assinatura.",
    ],
)
def test_the_order_form_asked_for_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Please don't send me a contract, we are not buying.",
        "I'll send you the signed contract from our old vendor, just so you can see why we stay.",
        "Please send us the contract we signed last year, our lawyer needs it for the cancellation.",
        "Je vous envoie le contrat de notre prestataire actuel, nous restons chez eux.",
        "Ik stuur u het contract van onze huidige leverancier, we blijven daar.",
        "Non mi mandi il contratto, non siamo interessati.",
        "Não me enviem o contrato, não estamos interessados.",
    ],
)
def test_a_contract_refused_or_the_senders_own_is_no_interest(text):
    assert rule_intent(text) != "interested"
