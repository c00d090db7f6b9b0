"""Where our list came from, asked as "where do you have it from" or "who gave it to you", in learner's
English too (heldout_au: "How you have my email?", "waar heeft u mijn gegevens vandaan? Ik wil graag weten
welke bedrijf heeft dit aan u gegeven"), in every rule language (`side_question.ADDRESS_SOURCE`): a question
about our mail, so a word of curiosity beside it ("Interessant") is no interest, and neither is a wish to
know ("ik wil graag weten", "me gustaría saber", `interest.INTERESTED`). A request beside it still is
interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Where do you have my email from? Interesting.",
        "How do you have my address? Interesting product though.",
        "Who gave you my details? Interesting.",
        "Wer hat Ihnen meine Adresse gegeben? Interessant.",
        "Wo haben Sie meine Daten her? Interessant.",
        "Qui vous a donné mon adresse ? Intéressant.",
        "D'où tenez-vous mes coordonnées ? Intéressant.",
        "¿Quién les dio mi correo? Interesante.",
        "Chi vi ha dato il mio indirizzo? Interessante.",
        "Da dove avete preso i miei dati? Interessante.",
        "Waar hebben jullie mijn e-mailadres vandaan? Interessant.",
        "Waar heeft u mijn gegevens vandaan? Ik wil graag weten welk bedrijf dit aan u heeft gegeven.",
        "Quem vos deu o meu email? Interessante.",
        "De onde tem os meus dados? Interessante.",
    ],
)
def test_asking_where_our_address_came_from_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Ik wil graag weten hoe het werkt.",
        "Ik wil graag weten wat het kost.",
        "Me gustaría saber quién les dio mi correo.",
    ],
)
def test_a_wish_to_know_is_no_interest(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Who gave you my email? Anyway, send me the deck.",
        "Ik wil graag meer weten.",
        "Ik wil graag weten of u een demo kunt geven.",
        "Me gustaría saber más.",
        "Me gustaría una demo.",
        "Graag een offerte.",
    ],
)
def test_a_request_beside_it_stays_interest(text):
    assert rule_intent(text) == "interested"
