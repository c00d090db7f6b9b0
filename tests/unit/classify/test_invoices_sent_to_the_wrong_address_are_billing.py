"""A billing document asked away from this address is billing, never a removal and never a wrong person
(heldout_bo: "Can you guys stop sending invoices to this address? They need to go to accounts@x"), in the
rule languages where the removal phrase reads it (`removal_thing`, `billing_redirect`). The true removals of
the same shape stay removals ("stop sending emails to this address", "stop sending the invoices and emails
to me"), and a colleague who handles the invoices stays a referral. Every sentence here is written for
these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "body",
    [
        "Can you guys stop sending invoices to this address? They need to go to accounts@builders.example",
        "Please stop sending me the invoices, accounts@builders.example handles them.",
        "Please stop sending the credit notes here, they go to ap@builders.example.",
        "Parem de enviar as faturas para este endereço, elas vão para financeiro@obras.example.",
        "Arrêtez d'envoyer les factures à cette adresse, elles vont à compta@btp.example.",
        "Dejen de enviar las facturas a esta dirección, van a contabilidad@obras.example.",
    ],
)
def test_invoices_asked_elsewhere_are_billing(body: str) -> None:
    assert reading(body) == "other"


@pytest.mark.parametrize(
    "body",
    [
        "Can you guys stop sending emails to this address?",
        "Please stop sending the invoices and emails to me.",
        "Stop sending me your newsletters.",
        "Parem de enviar e-mails para este endereço.",
    ],
)
def test_our_mail_asked_away_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Supplier invoices go to our finance manager, Ruth Adeyemi (ruth.adeyemi@logistics.example).",
        "Yo llevo tesorería, las facturas no pasan por mí. Contacta con Marta Gil (mgil@levante.example).",
    ],
)
def test_a_colleague_who_handles_invoices_stays_a_referral(text: str) -> None:
    assert rule_intent(text) == "wrong_person"
