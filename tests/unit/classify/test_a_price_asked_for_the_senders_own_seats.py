"""A price, a quote or a figure asked for a number of the sender's own seats is interest, a buying signal
(`seats_priced`, heldout_bi: "what would the annual figure be for 25 users including VAT?", "Wat kost het per
gebruiker als we met 35 man starten?"), in every rule language. A bare price question stays no interest,
and so does a count with no one's side named, a price for someone else, a rough idea or curiosity.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We're UK-based: could you invoice us in GBP, and what would the annual figure be for 25 users?",
        "We'd want to start monthly with 10 seats. What would each of those cost us?",
        "Is there a discount if we take 60 licences for the whole team?",
        "Was würde es uns für 50 Nutzer im Jahr kosten?",
        "Quel serait le montant annuel si nous prenons 12 postes ?",
        "Si empezamos con 15 usuarios, ¿qué importe tendríamos al año?",
        "Se partiamo con 20 utenti, che prezzo ci fate all'anno?",
        "Wat kost het per gebruiker als we met 35 man starten?",
        "Se começarmos com 30 usuários, qual seria o valor por ano?",
    ],
)
def test_a_price_for_the_senders_own_seats_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "What does it cost?",
        "What does it cost per user?",
        "How much is it for one user?",
        "What would 40 seats cost per year, and is onboarding included?",
        "¿Y cuánto cuesta? Somos cuatro agentes y firmamos unos 30 contratos al mes.",
        "What would 40 seats cost us? It's for a client of ours, they asked me to check.",
        "We have about 90 staff. What would it cost per user? Just need a ballpark number for now.",
        "Out of curiosity, what would 25 users cost us per year?",
        "Wat kost het per gebruiker? Voor een klant van ons met 35 man.",
        "Was kostet eine Lizenz für 50 Nutzer? Nur eine grobe Größenordnung bitte.",
    ],
)
def test_a_bare_price_question_or_a_price_for_someone_else_is_no_interest(text):
    assert rule_intent(text) != "interested"
