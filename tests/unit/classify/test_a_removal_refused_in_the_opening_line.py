"""An opening line that refuses a removal with the separable verb's own negation ("Bitte tragen Sie mich
nicht aus, ... Melden Sie sich gerne im Oktober wieder", heldout_cf) is no removal: the rules read the rest
(here a later). The opening removal itself ("Bitte tragen Sie mich aus", "Trag mich bitte aus") stays one.
Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Bitte tragen Sie mich nicht aus, auch wenn ich spät antworte. Melden Sie sich gerne im Oktober"
        " wieder.",
        "Tragen Sie mich bitte nicht aus! Nach der Umstellung im Herbst habe ich Zeit, melden Sie sich im"
        " Oktober.",
        "Bitte tragen Sie mich keinesfalls aus, melden Sie sich im Oktober wieder.",
        "Trag mich bloß nicht aus, meld dich im Oktober nochmal.",
    ],
)
def test_a_refused_opening_removal_is_no_removal(body: str) -> None:
    assert reading(body) == "not_now"


@pytest.mark.parametrize(
    "body",
    [
        "Bitte tragen Sie mich aus, ich habe kein Interesse.",
        "Tragen Sie mich bitte aus Ihrem Verteiler aus.",
        "Trag mich aus, danke.",
        "Bitte tragen Sie mich aus. Nicht nur heute, für immer.",
    ],
)
def test_an_opening_removal_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"
