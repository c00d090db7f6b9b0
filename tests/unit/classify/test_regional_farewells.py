"""Regional and dialect farewells alone on their line over the name are a closing, left out of the own
text like "Groetjes," (`closing_phrases.INFORMAL_CLOSINGS`; heldout_cu: a Brabant "Houdoe,"): Dutch
"Houdoe", "Ajuus", "Tabee", "Doei doei", "Dag dag", "Tot dan", "Tot zo"; German "Tschö", "Pfiat di", "Ade";
Spanish "Chau"; English "Cheerio". Never the same words inside a sentence.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail


@pytest.mark.parametrize(
    "closing",
    ["Houdoe,", "Ajuus!", "Tabee,", "Dag dag,", "Tot dan,", "Tschö,", "Pfiat di,", "Chau,", "Cheerio,"],
)
def test_regional_farewell_is_a_closing(closing):
    body = f"Dinsdag om drie uur schikt mij goed.\n\n{closing}\nWillem\n"
    assert classify(mail(body)).text == "Dinsdag om drie uur schikt mij goed."


def test_farewell_words_in_a_sentence_stay():
    body = "Ik ben tot donderdag weg.\nTot dan heb ik geen tijd, daarna graag.\nWillem\n"
    assert "Tot dan heb ik geen tijd" in (classify(mail(body)).text or "")
