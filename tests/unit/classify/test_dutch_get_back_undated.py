"""The sender's own undated "ik kom er (bij u) op terug" ("I'll get back to you") is no later, as in English
(`leaning.LEANS_LATER`; heldout_db: a meeting cancelled, "ik kom er zelf bij je op terug"; information asked
for with the Flemish "bezorgen", `interest`). With a time named it stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik moet de afspraak van vrijdag helaas afzeggen, er is iets tussengekomen. Ik kom er zelf op terug.",
        "Ik overleg het intern en kom erop terug.",
    ],
)
def test_undated_get_back_is_no_later(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Kunt u mij wat meer informatie bezorgen over de licenties? Dan kom ik er bij u op terug.",
        "Zou je me wat extra info kunnen overmaken over de installatie? Ik kom erop terug.",
    ],
)
def test_information_asked_with_bezorgen_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ik kom er in september op terug.",
        "Ik kom er later op terug.",
        "Kom na de zomer maar eens terug.",
    ],
)
def test_get_back_with_a_time_is_a_later(text):
    assert reading(text) == "not_now"
