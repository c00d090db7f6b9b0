"""A counter-offer, a signature promised at the sender's own figure, is interest (`offer.SIGN_AT`,
heldout_bi: "You quoted 24,000 for year one. I can sign this month at 19,500 if we lock in a two year
commitment"), in every rule language; never a signature refused, nor a past one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "You quoted 24,000 for year one. I can sign this month at 19,500. Let me know.",
        "We'd sign today for $18k, not a dollar more.",
        "Sie haben 24.000 angeboten. Wir unterschreiben diesen Monat für 19.500 Euro.",
        "Vous annoncez 24 000. On signe ce mois-ci à 19 500 €.",
        "Nos ofrecieron 24.000. Firmamos este mes por 19.500 euros.",
        "Ci avete proposto 24.000. Firmiamo subito a 19.500 euro.",
        "Jullie vroegen 24.000. We tekenen deze maand voor 19.500 euro.",
        "Vocês pediram 24.000. Assinamos este mês por 19.500 reais.",
    ],
)
def test_a_signature_offered_at_the_senders_figure_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "I can't sign at 24,000. Thanks anyway.",
        "We signed at 20k with them last year.",
        "Wir unterschreiben nicht für 24.000.",
        "On ne signe pas à 24 000.",
        "No firmamos por 24.000.",
        "Non firmiamo a 24.000.",
        "We tekenen niet voor 24.000 euro.",
        "Não assinamos por 24.000.",
    ],
)
def test_a_signature_refused_or_past_is_no_interest(text):
    assert rule_intent(text) != "interested"
