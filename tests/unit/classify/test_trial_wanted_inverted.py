"""A wish to try the product with the verb before its subject, after a clause (a price condition first), is
interest in Dutch and German (`trial_taken.TRIAL_TAKEN`; heldout_co, a shop owner asking the monthly price).
Never negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Hoeveel kost het per jaar? Als de prijs meevalt, wil ik het graag eens proberen.",
        "Als het betaalbaar blijft zouden we het wel een keer willen testen.",
        "Was kostet das pro Jahr? Wenn der Preis passt, würde ich es gern einmal testen.",
        "Falls es bezahlbar ist, möchten wir es gerne ausprobieren.",
    ],
)
def test_trial_wanted_inverted_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ook als het gratis is, wil ik het niet proberen.",
        "Auch wenn es günstig ist, möchte ich es nicht ausprobieren.",
    ],
)
def test_trial_refused_inverted_is_no_interest(text):
    assert reading(text) != "interested"
