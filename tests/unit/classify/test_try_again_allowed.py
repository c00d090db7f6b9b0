"""Leave to try again at a later time ("over een half jaar mag je het nog eens proberen", "Sie können es in
einem halben Jahr nochmal versuchen", "puede volver a intentarlo", "può riprovare", "pode tentar novamente")
is a later (`later_try_again`; heldout_cu). Never a day or a negation.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "U kunt het over een half jaar opnieuw proberen.",
        "Over een halfjaar mag je het nog een keer proberen.",
        "Sie dürfen es im Herbst gerne nochmal versuchen.",
        "Puedes volver a intentarlo en medio año.",
        "Potete riprovare fra mezzo anno.",
        "Podem tentar de novo daqui a meio ano.",
        "Try again in half a year.",
    ],
)
def test_leave_to_try_again_later_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Je mag het morgen nog eens proberen.",
        "Je mag het over een half jaar niet meer proberen.",
    ],
)
def test_a_day_or_a_negation_is_no_later(text):
    assert reading(text) != "not_now"
