"""A thanks-anyway line with the sender's name right under it closes the own text ("Thanks all the
same,\\nLorraine"), in every rule language; alone at the end ("Thanks anyway.") it stays the sender's
polite decline.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import rule_intent

TEXT = "We built our own tool two years ago and it does what we need."


@pytest.mark.parametrize(
    "closing",
    [
        "Thanks all the same,",
        "Thank you anyway,",
        "Danke trotzdem,",
        "Merci quand même,",
        "Gracias de todos modos,",
        "Grazie comunque,",
        "Toch bedankt,",
        "Obrigada mesmo assim,",
    ],
)
def test_a_thanks_anyway_over_a_name_is_a_closing(closing):
    assert own_text(f"{TEXT}\n\n{closing}\nLorraine\n") == TEXT


def test_a_thanks_anyway_alone_stays_own_text_and_a_decline():
    body = "We moved everything to Xero.\n\nThanks anyway.\n"
    assert own_text(body) == "We moved everything to Xero.\n\nThanks anyway."
    assert rule_intent(body, whole=True) == "not_interested"


def test_a_thanks_anyway_with_more_text_after_the_name_line_is_no_closing():
    body = f"{TEXT}\n\nThanks anyway,\nMaybe next year we look again.\n"
    assert "Maybe next year" in own_text(body)
