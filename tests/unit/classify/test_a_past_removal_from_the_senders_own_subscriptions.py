"""The sender's own past removal from subscriptions said to be its own by a relative clause after them
(heldout_en: an English reply that had left every alert service the firm had): "I dropped out of ... we were
getting" is a story, no request. Ours named in the clause, or our mail said to still come, stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We unsubscribed from every bid notice we were getting back in spring.",
        "I unsubscribed from the market reports I used to get, they were all the same.",
        "Nous nous sommes désabonnés de toutes les veilles que nous recevions.",
        "Nos dimos de baja de los boletines que recibíamos del colegio de arquitectos.",
        "Ci siamo disiscritti da tutte le segnalazioni che ricevevamo.",
        "Eu me descadastrei dos avisos que recebíamos da prefeitura.",
    ],
)
def test_a_past_removal_from_the_senders_own_is_none(text: str) -> None:
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I unsubscribed from the updates I was getting from you, please stop.",
        "Nous nous sommes désabonnés des relances que vous nous envoyiez, arrêtez.",
        "I unsubscribed last month and you still write to me.",
    ],
)
def test_ours_named_stays_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"
