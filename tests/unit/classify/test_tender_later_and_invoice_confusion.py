"""A public tender still to come and an accounts inbox confused about an invoice, from heldout_p's first
run, in every rule language: "El pliego ... está previsto para marzo de 2027; cuando se publique ... se lo
hago saber y pueden presentarse" is a later (`tender_later.py`); "Is this about the invoice from Acme Hire
...? ... can you send the invoice number please" is `other`, its request about the confusion
(`order_confusion.py`).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We buy through tenders. The tender for the AP tool is planned for March 2027.",
        "When the tender is published I'll let you know and you can bid.",
        "Die Ausschreibung ist für März 2027 geplant.",
        "L'appel d'offres est prévu pour mars 2027.",
        "El pliego está previsto para marzo de 2027.",
        "Cuando se publique en la plataforma se lo hago saber y pueden presentarse.",
        "Il bando è previsto per l'autunno 2027.",
        "De aanbesteding staat gepland voor maart 2027.",
        "O edital está previsto para março de 2027.",
        # the buyer's verb of expecting or planning it (heldout_eh's family)
        "De aanbesteding verwachten we in het voorjaar van 2028 te publiceren.",
        "We expect to publish the tender in Q2 2028; feel free to bid then.",
        "Die Ausschreibung erwarten wir im Frühjahr 2028.",
        "Il bando prevediamo di pubblicarlo in primavera 2028.",
    ],
)
def test_a_tender_to_come_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        (
            "All purchases are made through public tender and we cannot meet suppliers outside that process.",
            "not_interested",
        ),
        ("The tender was awarded in March to another supplier, so we're set.", "not_interested"),
        ("Send us a quote, we need it for our tender.", "interested"),
    ],
)
def test_tender_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        "Is this about the invoice from Acme Hire? If it's something else can you send the invoice number?",
        "Geht es um die Rechnung vom Mai? Schicken Sie uns bitte die Rechnungsnummer.",
        "S'agit-il de la facture du 3 mai ? Envoyez-nous le numéro de facture.",
        "¿Se trata de la factura de mayo? Envíenos el número de factura, por favor.",
        "Si tratta della fattura di maggio? Ci mandi il numero di fattura.",
        "Gaat het over de factuur van mei? Stuur ons het factuurnummer.",
        "Trata-se da fatura de maio? Mande o número da fatura, por favor.",
    ],
)
def test_an_invoice_asked_about_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Is this about invoice automation? Sounds interesting, can you send a demo?", "interested"),
        ("Can you send more information about invoice matching?", "interested"),
        ("Can you send the pricing?", "interested"),
    ],
)
def test_invoice_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
