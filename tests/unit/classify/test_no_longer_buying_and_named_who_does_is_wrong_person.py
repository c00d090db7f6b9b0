"""A sender who no longer buys (software, tools) and names who does ("I'm the founder, but I haven't bought
software here in years. That's Alicia Grant, our COO: alicia.grant@...", heldout_bv) is a wrong person in
every rule language (`no_longer_buying`, read by `intent_wrong_person.buyer_named`). The buying given up with
no one named, or a pointer to no person, is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm the founder, but I haven't bought software here in years. That's Alicia Grant, our COO: "
        "alicia.grant@harrowworks.example. Tell her I sent you, though no promises.",
        "I don't buy software anymore. Alicia Grant, our COO, does.",
        "Ich kaufe seit Jahren keine Software mehr ein, das macht Frau Kern, unsere COO.",
        "Je n'achète plus de logiciels depuis des années, voyez avec Claire Roux.",
        "Ya no compro software; hable con Lucía Ferrer, nuestra COO.",
        "Non compro più software da anni, parli con Marco Galli.",
        "Ik koop al jaren geen software meer in, dat doet Sanne de Wit.",
        "Já não compro software há anos, fale com a Ana Lima.",
    ],
)
def test_no_longer_buying_and_named_who_does_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the buying given up, no one named
        "I haven't bought software in years, we build it ourselves.",
        # a pointer to no person
        "I haven't bought software in years. That's a shame for you, I guess.",
        # the buying still done
        "I still buy the software here. Send me the pricing for our 10 seats?",
    ],
)
def test_no_longer_buying_without_someone_named_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
