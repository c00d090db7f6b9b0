"""Not now with its softener ("nu even niet", "momenteel even niet", "not just now") is a later with no date
(`later.LATER_SOFT`; heldout_cu). Never a thing the sender cannot do now.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Nu even niet, bedankt.",
        "Op dit moment even niet.",
        "Momenteel eventjes niet, sorry.",
        "Not just now, thanks.",
    ],
)
def test_not_now_softened_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Ik kan nu even niet bellen, stuur me maar een offerte.",
    ],
)
def test_a_thing_not_done_now_is_no_later(text):
    assert reading(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # a stretch of now and the sender unable to manage it then, beside an interest (heldout_dw)
        "The topic is interesting, but right now I just can't fit it in.",
        "Das Thema ist interessant, aber im Moment schaffe ich das nicht.",
        "Le sujet est intéressant, mais en ce moment je n'y arrive pas.",
        "El tema es interesante, pero estos días no doy abasto.",
        "Il tema è interessante, ma in questi giorni non riesco.",
        "Het onderwerp is interessant, maar op dit moment lukt het me niet.",
        "O tema é interessante, mas nesta altura não consigo.",
    ],
)
def test_interest_but_unable_to_manage_it_now_is_not_now(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Right now I just can't open your attachment, can you resend it as PDF?",
        "Das Thema ist interessant, schicken Sie mir Preise.",
    ],
)
def test_a_thing_not_manageable_now_or_plain_interest_is_no_later(text):
    assert reading(text) != "not_now"
