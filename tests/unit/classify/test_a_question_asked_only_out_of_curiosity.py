"""A question asked only out of curiosity (heldout_au: "is this the same Acme that bought Lumora last year?
Just curious, ik heb daar vroeger gewerkt"), in every rule language (`side_question.SIDE_QUESTION`): "just
curious", "out of curiosity", "nur aus Neugier", "juste par curiosité", "solo por curiosidad", "solo per
curiosità", "gewoon uit nieuwsgierigheid", "só por curiosidade"; a word of curiosity or "interesting" beside
it is no interest: `other`. A request beside it still is, and so is curiosity not disclaimed ("I'm curious",
"not just curious").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import reading, rule_intent


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


# heldout_dy: our offer or proposal named as not the matter, with its article or "nothing to do with it"
# (`side_question.SIDE_QUESTION`): its noun and a proposal with a "?" after it are no interest
@pytest.mark.parametrize(
    "text",
    [
        "Eine Frage, die mit Ihrem Angebot nichts zu tun hat: sitzen Sie in Berlin oder München?",
        "Nothing to do with the proposal: is your team based in Lisbon or in London?",
        "Non c'entra con la proposta: avete un ufficio a Torino?",
        "Não é sobre a proposta: vocês atendem em Portugal ou só de fora?",
        "Nada que ver con la propuesta: ¿tienen oficina en México?",
        "Rien à voir avec la proposition : vous êtes basés à Lyon ?",
    ],
)
def test_a_question_beside_our_offer_disowned_is_no_interest(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Nichts mit Ihrem Angebot zu tun, aber schicken Sie mir trotzdem eine Preisliste.",
        "Not about the proposal itself, but I'd like a demo next week.",
    ],
)
def test_a_request_beside_our_offer_disowned_stays_interest(text):
    assert reading(text) == "interested"
