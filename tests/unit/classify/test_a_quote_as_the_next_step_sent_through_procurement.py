"""A formal quote named as the buyer's next step, to be sent to their procurement mailbox, is interest, the
procurement address a step of the purchase and no one to turn to instead (heldout_bl: "Next step on our
side is a formal quote ... Please send it to procurement@carbonledger.example and cc me"), in every rule
language; a quote denied as the next step, asked about, or an address of a person named instead are no
such step. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Good news - engineering signed off on the POC. Next step on our side is a formal quote: 12-month "
        "term, Growth tier. Please send it to procurement@carbonledger.example and cc me.",
        "The next step is a formal quote. Please send it to purchasing@firm.example.",
        "Der nächste Schritt bei uns ist ein formelles Angebot. Bitte schicken Sie es an "
        "einkauf@firma.example.",
        "La prochaine étape de notre côté est un devis formel. Merci de l'envoyer à achats@societe.example.",
        "El siguiente paso por nuestra parte es un presupuesto formal. Envíelo a compras@empresa.example.",
        "Il prossimo passo da parte nostra è un preventivo formale. Mandatelo a acquisti@azienda.example.",
        "De volgende stap aan onze kant is een formele offerte. Stuur die naar inkoop@bedrijf.example.",
        "O próximo passo da nossa parte é um orçamento formal. Enviem para compras@empresa.example.",
    ],
)
def test_a_quote_as_the_next_step_through_procurement_is_interest(text):
    assert rule_intent(text, sender="me@carbonledger.example") == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Pricing isn't mine to handle, please send it to procurement@carbonledger.example instead.",
        "The next step is a formal quote, but that's for Anna, not me: anna@carbonledger.example handles it.",
    ],
)
def test_procurement_pointed_to_without_a_quote_as_a_step_stays_a_wrong_person(text):
    assert rule_intent(text, sender="me@carbonledger.example") == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "The next step is not a quote, we're still evaluating alternatives.",
        "Would the next step be a formal quote? We are only collecting information for now.",
    ],
)
def test_a_quote_denied_or_asked_about_is_no_step(text):
    assert rule_intent(text) != "interested"
