"""The matter to be taken to a person named without "colleague", what they handle said next (heldout_bx:
"dit moet je bij Ruud Bosman neerleggen, hij doet de ICT voor onze scholengroep"), in every rule language
(`colleague_pointed`): a wrong person. Never us or the sender ("bij ons"), never without what the person
does.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "You need to take this to Mark Hill, he handles IT for the trust.",
        "Damit müssen Sie zu Jan Peters, er betreut die IT.",
        "Il faut voir ça avec Paul Martin, il s'occupe des achats.",
        "Esto tienes que verlo con Ana Ruiz, ella lleva las compras.",
        "Questo devi vederlo con Marco Neri, lui segue gli acquisti.",
        "Hoi, dit moet je bij Ruud Bosman neerleggen, hij doet de ICT voor onze scholengroep.",
        "Isso tens que ver com a Rita Sousa, ela trata das compras.",
    ],
)
def test_the_matter_taken_to_a_person_named_who_handles_it_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Dit moet je bij ons neerleggen, wij doen de ICT.",
        "Questo devi vederlo con me, seguo io gli acquisti.",
    ],
)
def test_us_or_the_sender_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
