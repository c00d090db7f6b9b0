"""heldout_df's missed removals, as families: the Dutch infinitive split by "te" ("Gelieve mij uit te
schrijven uit uw mailinglijst", "om ons af te melden"), the whole team taken out of the file ("Kun je ons hele
team uit jullie bestand halen?"), and the Italian present asked as a question ("mi togli dalla vostra mailing
list?"); never negated, never a list of guests, never another thing taken away.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Goedemiddag, gelieve ons uit te schrijven uit uw nieuwsbrief.",
        "Mag ik vragen om mij af te melden? Dank u.",
        "Kunnen jullie ons volledige kantoor uit het bestand halen?",
        "Ciao, ci cancelli dalla vostra lista per favore?",
        "Ottimo lavoro, ma mi togli pure dalla mailing? Grazie mille.",
    ],
)
def test_these_are_removals(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Je hoeft mij niet uit te schrijven, ik lees het graag.",
        "Mi togli dalla lista degli ospiti della cena? Non riesco a venire.",
        "Mi togli una curiosità: quanto costa la licenza?",
        "Quando mi togli dalla lista, avvisami pure.",
    ],
)
def test_these_are_no_removals(text):
    assert reading(text) != "unsubscribe"
