"""Our mail taken for a payment reminder (heldout_af: "Isto é referente à fatura de novembro? Essa já foi
paga no dia 30 ... envie-me o documento em causa"), in every rule language
(`intent_rules/order_confusion.py`): the invoice said to be paid already, or the mail asked to be about it,
is confusion, and the request in it (the document) no interest: `other`. A tool already paid for names no
invoice and keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Is this about the October invoice? That invoice was already paid on the 30th. Send me the document.",
        "Does this relate to the invoice from last month? Please send me a copy.",
        "Die Rechnung vom November wurde bereits am 30. überwiesen. Schicken Sie mir bitte den Beleg.",
        "Bezieht sich das auf die Rechnung von Oktober? Bitte senden Sie mir eine Kopie.",
        "La facture de novembre a déjà été réglée le 30. Envoyez-moi le document svp.",
        "Cela concerne la facture d'octobre ? Elle a déjà été payée.",
        "La factura de noviembre ya fue pagada. Envíeme el documento.",
        "¿Esto se refiere a la factura de octubre? Esa ya está pagada.",
        "Si riferisce alla fattura di novembre? Quella è già stata saldata, mi mandi il documento.",
        "De factuur van november is al betaald op de 30e. Stuur me het document.",
        "Gaat dit over de factuur van oktober? Die is al voldaan.",
        "Isto é referente à fatura de novembro? Essa já foi paga no dia 30, envie-me o documento em causa.",
    ],
)
def test_an_invoice_already_paid_is_confusion(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "We already paid for a tool this year, but send me a demo anyway.",
        "Interessant, onze factuurverwerking kost veel tijd. Stuur me een voorstel.",
        "Our invoices are paid late every month, send me the pricing.",
    ],
)
def test_an_invoice_topic_with_interest_keeps_its_reading(text):
    assert rule_intent(text) == "interested"
