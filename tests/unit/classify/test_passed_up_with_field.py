"""The message passed up to a boss named with the field of the role ("our finance director", "onze financieel
directeur", "unseren Finanzleiter"), their interest in a clause of "if" and their getting back to us after
it, is a wrong person in every rule language (`passed_along.PASSED_UP`, `THEY_REACH_OUT`; heldout_dj: an HR
manager who forwarded the mail to the finance director). Never with the sender's own interest beside it.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I've forwarded your email to our finance director. If she is interested, she will contact you.",
        "Ich habe Ihre Mail an unseren Vertriebsleiter weitergeleitet. Falls er Interesse hat, meldet er"
        " sich.",
        "J'ai transféré votre message à notre directeur financier. S'il est intéressé, il vous contactera.",
        "Ik heb uw bericht doorgestuurd naar onze commercieel directeur. Als hij interesse heeft, zal hij u"
        " contacteren.",
        "Ik heb het doorgestuurd naar onze financiële directeur. Indien ze interesse heeft, neemt ze zelf"
        " contact op.",
        "Encaminhei a sua mensagem para a nossa diretora. Se ela tiver interesse, ela entra em contato.",
    ],
)
def test_passed_up_to_a_boss_with_a_field_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "I've forwarded your email to our finance director. We are interested too, please send the pricing.",
        "Ik heb uw bericht doorgestuurd naar onze financieel directeur. Wij zijn zeer geïnteresseerd, stuur"
        " ons een offerte.",
    ],
)
def test_the_senders_own_interest_stays_interest(text):
    assert reading(text) == "interested"
