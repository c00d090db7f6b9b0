"""The one who decides named with a pronoun and what is decided (heldout_an: "¿En serio me lo mandas a mí?
Soy la recepcionista. El que decide estas cosas es Andrés Villalba, de compras") is a wrong person in every
rule language (`referral.REFERRED`); never the sender, a negation, or a question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "¿En serio me lo mandas a mí? Soy la recepcionista.\n\nEl que decide estas cosas es Andrés Villalba.",
        "La que decide estas cosas es Marta Gil, de compras.",
        "The guy who makes those calls is Tom Reyes in ops.",
        "Whoever signs off on software here is Ana Silva.",
        "Der, der so etwas entscheidet, ist Herr Ott im Einkauf.",
        "Celle qui décide, c'est Mme Perrin aux achats.",
        "Quello che decide queste cose è Luca Bassi.",
        "Chi decide queste cose è Luca Bassi, dell'ufficio acquisti.",
        "Degene die dat beslist is Joris Smit van inkoop.",
        "Quem decide essas coisas é o Rui Costa.",
        "A pessoa que decide isso é a Marta, do financeiro.",
    ],
)
def test_the_one_who_decides_named_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "El que decide estas cosas soy yo, mándame la propuesta.",
        "The guy who makes those calls is me, so send the deck.",
        "¿El que decide estas cosas es Andrés?",
        "Quello che decide queste cose non è Luca, sono io.",
        "A pessoa que decide isso não é a Marta.",
    ],
)
def test_the_sender_a_negation_or_a_question_is_none(text):
    assert rule_intent(text) != "wrong_person"
