"""The wrong person without an address (heldout_u: "I'm a litigation associate and have nothing to do with
software purchasing. I'd guess our COO, Pamela Reyes, is who you want"), in every rule language: not the
buyer, then a role of the company pointed to. Not the buyer alone, with interest, stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm a litigation associate and have nothing to do with software purchasing. I'd guess our COO, "
        "Pamela Reyes, is who you want.",
        "I don't make purchasing decisions, our head of operations decides.",
        "Ich bin nicht für den Einkauf zuständig, sprechen Sie mit unserem CFO.",
        "Je ne suis pas décisionnaire, voyez avec notre DAF.",
        "No soy quien decide, hable con nuestro director financiero.",
        "Non sono io a decidere, parli con il nostro CFO.",
        "Ik ben niet degene die beslist, daarvoor moet u bij onze COO zijn.",
        "Não sou eu quem decide, fale com o nosso diretor financeiro.",
    ],
)
def test_not_the_buyer_pointing_to_a_role_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


def test_not_the_buyer_with_interest_stays_interest():
    assert rule_intent("I'm not the buyer, but I'd love to see the demo myself.") == "interested"
