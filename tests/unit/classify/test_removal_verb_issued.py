"""A removal verb in its other sense, a thing issued or held as its object, is no removal
(`removal_issued`; heldout_dh: a Flemish town that must first put the contract out to tender,
"uitschrijven"): Dutch "uitschrijven" of a tender, a contest, an election, an invoice; German "austragen"
of a contest or a match. The verb with the writer as its object stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wij moeten eerst een aanbesteding uitschrijven, neem in april weer contact op.",
        "De gemeente gaat de opdracht pas in het najaar uitschrijven.",
        "De prijsvraag wordt volgende maand uitgeschreven.",
        "We hebben vorige week een nieuwe vacature uitgeschreven.",
        "Ik moet nog een factuur uitschrijven voor een klant, daarna kijk ik ernaar.",
        "Das Turnier wird im Mai ausgetragen, danach haben wir Zeit.",
        "Wir müssen den Wettbewerb erst im Frühjahr austragen.",
    ],
)
def test_a_thing_issued_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Kunt u mij uitschrijven?",
        "Graag uitschrijven.",
        "Schrijf mij uit voor de wedstrijd en de nieuwsbrief, graag uitschrijven.",
        "Wij hebben geen interesse in de aanbesteding, gelieve ons uit te schrijven.",
        "Bitte austragen.",
        "Ich bin kein Kunde, bitte aus dem Verteiler austragen.",
    ],
)
def test_the_writer_taken_off_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
