"""A bare "send it!" as the whole reply accepts what we offered to send
(`offered_accepted.BARE_SEND`, heldout_dd), in every rule language; never negated, never sent elsewhere.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Sure, send it over!",
        "Ja, schicken Sie!",
        "Oui, envoyez !",
        "Vale, mándalo.",
        "Dai, mandamelo!",
        "Ja, stuur maar!",
        "Pode mandar!",
        "Sim, pode enviar.",
    ],
)
def test_bare_send_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Send it to Marco.",
        "Não manda, obrigado.",
        "Don't send it.",
    ],
)
def test_send_elsewhere_or_negated_is_not(text):
    assert reading(text) == "other"
