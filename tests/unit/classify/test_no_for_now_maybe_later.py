"""A "no, thanks" bounded by "for now" right before it and a "maybe later" after it is a later without a date
in every rule language (`no_for_now`; heldout_ck: "for now no, thanks. Maybe further on"). A bare "no,
thanks" with a later after it, "for now" with no later after it, and a later ruled out keep their no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "For now, no thanks. Perhaps another time.",
        "Im Moment nein, danke. Vielleicht ein andermal.",
        "Pour le moment non, merci. Peut-être à l'avenir.",
        "De momento no, gracias. Tal vez en otro momento.",
        "Per il momento no, grazie. Forse più in là.",
        "Al momento no, grazie! Chissà, magari in futuro.",
        "Voorlopig nee, dank je. Misschien een andere keer.",
        "Por agora não, obrigada. Quem sabe no futuro.",
    ],
)
def test_no_for_now_with_a_maybe_later_is_not_now(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # a bare no with a maybe later after it
        "No, grazie. Forse più in là, chissà.",
        # "for now" with another no after it (a bare "for now, no thanks" is a later, test_no_for_now_bare)
        "Per il momento no, grazie. Non fa per noi.",
        # the later ruled out
        "Per il momento no, grazie, e nemmeno più avanti.",
    ],
)
def test_no_without_its_bound_and_later_stays_a_no(text):
    assert reading(text) == "not_interested"
