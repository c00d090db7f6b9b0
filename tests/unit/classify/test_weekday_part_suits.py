"""A weekday and its part of the day said to suit the sender, no hour yet (heldout_cp: "Dienstag am
Nachmittag geht bei mir"), in German, Dutch ("dinsdagmiddag komt mij goed uit") and Portuguese ("terça à
tarde dá para mim") as English, French, Spanish and Italian already read it (`interest.INTERESTED`): a
meeting offered, the "next week" beside it no later. Never with a no after it, never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ja, kommende Woche Mittwoch am Vormittag geht bei mir.",
        "Donnerstagnachmittag passt uns, rufen Sie einfach durch.",
        "Freitag früh klappt bei mir.",
        "Volgende week woensdagochtend komt ons prima uit.",
        "Donderdagmiddag past, bel maar.",
        "Na semana que vem, quarta de manhã fica bom para nós.",
        "Next week Wednesday morning works for me.",
        "La semaine prochaine, jeudi matin me convient.",
    ],
)
def test_weekday_offered_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Mittwoch am Vormittag geht bei mir leider nicht, melden Sie sich im März.",
        "Donnerstag passt mir nicht, erst im Frühjahr wieder.",
        "Woensdag komt mij niet goed uit, probeer het in april.",
        "Quarta não dá para mim, só em abril.",
    ],
)
def test_weekday_refused_is_no_interest(text):
    assert reading(text) != "interested"
