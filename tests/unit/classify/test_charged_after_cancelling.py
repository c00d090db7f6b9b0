"""A former customer charged again after cancelling is a billing complaint, `other`, in every rule language
(`customer.CUSTOMER_SAID` with the subscription cancelled, `customer.SUPPORT_ASKED` with the new charge;
heldout_cv: a subscription cancelled in one month and a new charge on the card in the next). The month
of the cancellation is no later. Never without the cancellation said, never a meeting cancelled.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I cancelled our subscription in May and you billed us again in June. Can you sort it out?",
        "Ich habe das Abo im Mai gekündigt und trotzdem wurde im Juni erneut abgebucht.",
        "J'ai annulé notre abonnement en mai et on a été prélevés à nouveau en juin.",
        "Cancelé la suscripción en mayo y me volvieron a cobrar en junio.",
        "Ho disdetto l'abbonamento a maggio e a giugno c'è un nuovo addebito.",
        "Ik heb ons abonnement in mei opgezegd en in juni is er toch weer afgeschreven.",
        "Cancelei a assinatura em maio e apareceu uma nova cobrança em junho.",
    ],
)
def test_charged_after_cancelling_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        # a meeting cancelled, a later asked for
        "Eu cancelei a reunião de maio, podemos falar em setembro?",
        # no cancellation of ours said: a later
        "We're busy until September, write to me then.",
    ],
)
def test_no_cancelled_subscription(text):
    assert reading(text) == "not_now"
