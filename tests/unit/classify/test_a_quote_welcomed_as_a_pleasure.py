"""A quote asked for as a pleasure ("Ci farebbe piacere ricevere un preventivo dettagliato ... da sottoporre
al Consiglio d'Istituto", "We would be glad to receive a detailed quote", "Teríamos todo o gosto em receber
um orçamento") is interest, in every rule language (heldout_x). A pleasure in fewer mails is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We would be glad to receive a detailed quote for about 780 pupils, for the board's meeting.",
        "Wir würden uns freuen, ein detailliertes Angebot für unsere Kita zu erhalten.",
        "Nous serions ravis de recevoir un devis détaillé pour le conseil d'administration.",
        "Nos encantaría recibir un presupuesto detallado para el consejo escolar.",
        "Ci farebbe piacere ricevere un preventivo dettagliato da sottoporre al Consiglio d'Istituto.",
        "Saremmo lieti di ricevere una proposta per le due sedi.",
        "We zouden het fijn vinden om een offerte te ontvangen voor de bestuursvergadering.",
        "Teríamos todo o gosto em receber um orçamento detalhado para a direção.",
    ],
)
def test_a_quote_welcomed_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    ["Ci farebbe piacere ricevere meno email.", "We would be glad to receive fewer emails from you."],
)
def test_fewer_mails_welcomed_is_no_interest(text):
    assert rule_intent(text) != "interested"
