"""Not the writer's matter, said in the formal register of letters, is a wrong person in every rule language
("This matter does not fall within my remit", "Mr Ashworth retired from the partnership", "I am not aware
who, if anyone, now deals with such matters", "Este assunto não é da minha alçada",
`formal_remit.OUTSIDE_REMIT`); the writer's own remit, a question, a thing retired and one of the writer's
own team retired are none (heldout_aw).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "This matter does not fall within my remit.",
        "Mr Ashworth retired from the partnership at the end of 2024.",
        "I am not aware who, if anyone, now deals with such matters.",
        "Dies fällt nicht in meinen Zuständigkeitsbereich.",
        "Mir ist nicht bekannt, wer nunmehr zuständig ist.",
        "Cela ne relève pas de ma compétence.",
        "J'ignore qui est désormais en charge de ce dossier.",
        "Este asunto no es de mi competencia.",
        "Desconozco quién se encarga ahora de estos temas.",
        "La questione non è di mia competenza.",
        "Ignoro chi se ne occupi ora.",
        "Dit valt niet onder mijn bevoegdheid.",
        "Het is mij niet bekend wie dit nu behandelt.",
        "Este assunto não é da minha alçada.",
        "Desconheço quem trata agora destes assuntos.",
    ],
)
def test_a_matter_outside_the_remit_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Our clerk retired from the firm and we have not replaced him.",
        "The old system was retired from service last year.",
        "It falls squarely within my remit, so send me the proposal.",
        "Does this fall within my remit?",
    ],
)
def test_the_writers_own_remit_or_a_thing_retired_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
