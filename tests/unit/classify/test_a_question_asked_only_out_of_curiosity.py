"""A question asked only out of curiosity (heldout_au: "is this the same Acme that bought Lumora last year?
Just curious, ik heb daar vroeger gewerkt"), in every rule language (`side_question.SIDE_QUESTION`): "just
curious", "out of curiosity", "nur aus Neugier", "juste par curiosité", "solo por curiosidad", "solo per
curiosità", "gewoon uit nieuwsgierigheid", "só por curiosidade"; a word of curiosity or "interesting" beside
it is no interest: `other`. A request beside it still is, and so is curiosity not disclaimed ("I'm curious",
"not just curious").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Quick question, is this the same Acme that sponsors the county fair? Just curious.",
        "Interesting. Just curious, does it work with Xero?",
        "Out of curiosity, where are you based? Interesting stuff.",
        "Interessant. Nur aus Neugier: sitzen Sie in Berlin?",
        "Intéressant. Juste par curiosité, vous êtes basés où ?",
        "Interesante. Solo por curiosidad, ¿dónde están?",
        "Interessante. Solo per curiosità, dove siete?",
        "Interessant. Gewoon uit nieuwsgierigheid, waar zitten jullie?",
        "Interessante. Só por curiosidade, onde ficam?",
    ],
)
def test_a_question_asked_only_out_of_curiosity_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Interesting. Out of curiosity, could you send me a demo?",
        "I'm curious!",
        "I'm curious to see how it works.",
        "I'm not just curious, I'm interested: curious how it works.",
        "Interessant, aber nicht nur aus Neugier: ich will eine Demo.",
    ],
)
def test_a_request_or_curiosity_not_disclaimed_stays_interest(text):
    assert rule_intent(text) == "interested"
