"""A later in the dialects' spelling (heldout_cp: "Vilicht im Früehlig nomal"): Swiss "vilicht", Bernese
"vilech", Austrian "vielleich" for "vielleicht", "nomal", "nomol", "nomau" for "nochmal" and "spöter" for
"später" (`later.LATER_FIRM`): not now. Never a "nomal" with no time.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Grüezi, im Moment nöd. Vilech im Herbscht.",
        "Jetzt grad nöd, villicht spöter.",
        "Nomol im Summer, gäll.",
        "Servus, momentan ned, vielleich im Jänner.",
    ],
)
def test_dialect_later_is_not_now(text):
    assert reading(text) == "not_now"


def test_nomal_without_a_time_is_no_later():
    assert reading("Chönd Si mir das nomal schicke? Ich ha s verlore.") != "not_now"
