"""A colleague named with the sender's possessive ("my colleague Tom", "meinen Kollegen Max Huber", "mijn
collega Joost") taken off our list because they left, while the sender asks for more, is no removal of the
sender: the "my" names the colleague (`taken_over.MY_COLLEAGUE`, read by
`removal_guards.others.colleague_removed`). The sender named beside the colleague ("take me and my colleague
off") stays a removal, and so does a colleague's removal with nothing asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Please take my colleague Tom Reyes off your list, he left us in October. "
        "Could you send me the pricing?",
        "Nehmen Sie bitte meinen Kollegen Jonas Brandt aus dem Verteiler, er ist nicht mehr bei uns. "
        "Schicken Sie mir eine Preisübersicht?",
    ],
)
def test_my_colleague_taken_off_while_i_ask_for_more_is_no_removal(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Please take me and my colleague Tom off your list.",
        "Nehmen Sie mich und meinen Kollegen aus dem Verteiler.",
        "Bitte nehmen Sie meinen Kollegen Herrn Brandt aus Ihrem Verteiler, "
        "er ist seit Oktober nicht mehr hier.",
    ],
)
def test_the_sender_beside_or_nothing_asked_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
