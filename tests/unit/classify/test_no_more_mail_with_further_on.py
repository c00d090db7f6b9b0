"""A Dutch "don't mail me any more" with "verder" or "in het vervolg" between the pronoun and its "niet
meer" is a removal (`unsubscribe._NL_PLEASE`; heldout_co: "wil je mij ... verder niet meer mailen").
Never negated the other way round, never a wish to hear more.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wilt u mij verder niet meer mailen?",
        "Mail ons in het vervolg niet meer.",
        "Je hoeft me niet te bellen. Contacteer me verder niet meer, bedankt.",
        "Graag ons voortaan verder niet meer benaderen.",
    ],
)
def test_no_more_mail_with_further_on_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Mail me verder gerust, ik lees alles.",
        "Kun je me verder meer informatie mailen over de prijzen?",
    ],
)
def test_further_mail_welcome_is_no_removal(text):
    assert reading(text) != "unsubscribe"
