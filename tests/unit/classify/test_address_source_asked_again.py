"""The source of our list asked after in a sentence of its own, with a word of wish ("How did you get my
address? I'd love to hear which source you use"), beside the question where our address came from, is no
interest (`side_question.SOURCE_NAMED`, `intent_interest.mere_curiosity`; heldout_dg: a Dutch notary asking
how we got her address, "graag" hearing the source). A request for the product beside it still is.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "How did you get my email address? I'd love to hear which source you use.",
        "Waar heeft u mijn gegevens vandaan? Graag hoor ik welke bron u gebruikt.",
        "Hoe komt u aan ons adres? Ik verneem graag van welke lijst het komt.",
        "Woher haben Sie meine Adresse? Ich hätte gern gewusst, welche Quelle Sie nutzen.",
        "Come avete avuto il mio indirizzo? Vorrei sapere quale fonte usate.",
    ],
)
def test_source_asked_is_no_interest(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Hoe komt u aan mijn e-mailadres? Ik wil graag een demo, stuur me wat tijden.",
        "How did you get my address? Anyway, I'd like a demo next week.",
    ],
)
def test_a_request_beside_it_is_interest(text):
    assert reading(text) == "interested"
