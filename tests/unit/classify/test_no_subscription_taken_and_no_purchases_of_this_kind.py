"""No subscription to be taken and no purchases of this kind to be made (heldout_bq: "Ik ga geen
abbonement nemen op zoiets", misspelt; "non faremo acquisti di questo tipo" after a budget cut to zero),
in every rule language (`intent_rules/wont_buy.py`): not interested, whatever "for now" stands beside it.
A condition after it ("without a trial"), a time limit ("until September") or a question keep their
reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "A phone and a diary work fine. I'm not going to take out a subscription for that.",
        "The budget was cut to zero, we won't make any purchases of this kind.",
        "Ich werde kein Abo für so etwas abschließen.",
        "Wir werden keine derartigen Anschaffungen tätigen.",
        "Je ne vais pas prendre un abonnement pour ça.",
        "Le budget est à zéro, nous ne ferons pas d'achats de ce type.",
        "No voy a contratar una suscripción para esto.",
        "No haremos compras de este tipo este año ni el próximo.",
        "Il budget è stato azzerato e per ora non lo reintegriamo. Non faremo acquisti di questo tipo.",
        "Non prenderò nessun abbonamento, mi trovo bene così.",
        "Non sottoscriveremo alcun abbonamento.",
        "Ik ga geen abbonement nemen op zoiets.",
        "Ik ga geen abonnement nemen.",
        "Wij nemen geen abonnement, we doen het al dertig jaar met de telefoon.",
        "We gaan geen aankopen van dit soort doen.",
        "Não vou fazer uma assinatura para isso.",
        "Não faremos compras deste tipo.",
    ],
)
def test_no_subscription_or_purchase_of_this_kind_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Ik ga geen abonnement nemen zonder proefperiode, hoe werkt die?", "other"),
        ("Non faremo acquisti di questo tipo fino a settembre, ci scriva allora.", "not_now"),
        ("Moet ik een abonnement nemen om het te proberen?", "other"),
        ("I'm not going to take out a subscription unless there's a monthly plan.", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
