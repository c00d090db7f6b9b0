"""A no drawn as a conclusion, a connective between the verb and "interested" (heldout_bx: "Non siamo
pertanto interessati alla vostra offerta"), in Italian, Spanish and Portuguese, whose word order puts it
there (`no_interest_therefore`). A question to us, or "only" after it, is no no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent

_BEFORE = "Dobbiamo acquistare tramite le convenzioni Consip. "


@pytest.mark.parametrize(
    "text",
    [
        _BEFORE + "Non siamo pertanto interessati alla vostra offerta.",
        _BEFORE + "Non sono quindi interessato, grazie.",
        "Compramos solo a través de la central de compras. No estamos, por lo tanto, interesados.",
        "Compramos apenas através da ESPAP. Não estamos, portanto, interessados na proposta.",
        "Compramos apenas através da ESPAP. Não estamos assim interessados.",
    ],
)
def test_not_interested_with_a_connective_between_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Non siete quindi interessati a una prova gratuita?",
        "Non siamo quindi interessati solo al prezzo: inviateci anche le referenze.",
    ],
)
def test_a_question_or_only_after_it_is_no_no(text):
    assert rule_intent(text) != "not_interested"
