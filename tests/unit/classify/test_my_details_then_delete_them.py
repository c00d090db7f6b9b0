"""My details named, then "delete them from your CRM", is a removal (heldout_aa: "I don't recall ever giving
Acme my details. Please delete them from your CRM and from your sequences"), in every rule language
(`removal_them.py`, read by `removal_late.details_then_deleted`); other things deleted, a negation and a
question keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "You never asked before adding my contact details. Remove them from your database today.",
        "I have no idea where you found my email address. Please erase it from all your lists.",
        "Sie haben meine Kontaktdaten ohne Zustimmung. Löschen Sie sie bitte aus Ihrem CRM.",
        "Je ne vous ai jamais donné mes coordonnées. Supprimez-les de votre base de données.",
        "Nunca les di mis datos. Bórrenlos de su base de datos, por favor.",
        "Non vi ho mai dato i miei dati. Cancellateli dal vostro CRM, grazie.",
        "Ik heb jullie nooit mijn gegevens gegeven. Verwijder ze uit uw systeem.",
        "Nunca vos dei os meus dados. Apaguem-nos da vossa base de dados.",
    ],
)
def test_my_details_then_deleted_by_a_pronoun_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Your CRM has our old contacts twice. Please delete them from your CRM.", "other"),
        ("My details changed. Please don't delete them from your CRM, just update the phone.", "other"),
        ("My details are in the invoice draft. Should you delete them from your records?", "other"),
    ],
)
def test_deletion_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
