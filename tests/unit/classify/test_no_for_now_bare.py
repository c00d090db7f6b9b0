"""A bare "no, thanks" right after "for now" is a later by tests/corpus/README.md ("not at the
moment" as the answer), in every rule language (`no_for_now.BARE_NO_THANKS`, heldout_dd); a bare no, a no
naming the interest, or another no after it stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "For now, no thanks.",
        "Momentan nein, danke.",
        "Pour l'instant non, merci.",
        "De momento no, gracias.",
        "Per ora no, grazie.",
        "Voor nu nee, bedankt.",
        "Por enquanto não, obrigada.",
        "Neste momento não, obrigado.",
    ],
)
def test_for_now_no_thanks_is_not_now(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "No, gracias.",
        "Não, obrigado.",
        "Per ora no, grazie. Non ci interessa proprio.",
        "Gracias, pero por ahora no nos interesa.",
    ],
)
def test_no_without_bound_or_with_more_stays_a_no(text):
    assert reading(text) == "not_interested"
