"""Me out of your list in Swiss German dialect, "us" for "aus" and the particle "use" after it, is a removal
(`unsubscribe.UNSUBSCRIBE`; heldout_ci, Bernese: take me out of your mailing list, we don't need it). The
family is German only; the standard "aus Ihrem Verteiler" was read before. Never with the dialect's
negation right before it, never English "us" before a German article that is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Nämed Si mi bitte us em Verteiler use.",
        "Bitte strichet mi us dr Adressliste.",
        "Chönd Si mi us Ihrem Newsletter usenäh?",
        "Nehmt mi bitte uus eurem Verteiler.",
    ],
)
def test_off_the_list_in_swiss_german_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the dialect's negation right before
        "Bitte nämed Si mi nid us em Verteiler use, ich lis das gern.",
        # English "us"
        "Could you send us the list of prices?",
    ],
)
def test_swiss_list_words_not_a_removal(text):
    assert reading(text) != "unsubscribe"
