"""The reader told they must write to someone of the writer's firm, by role (heldout_bk: "Per questo tipo
di proposte deve scrivere al nostro responsabile acquisti, Paolo Neri"): a wrong person, named or not, in
every rule language. Never the writer who must write, never one of ours ("your account manager"), never
asked, never beside the writer's own interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Thanks. For proposals like this you'll need to write to our purchasing manager.",
        "Für solche Angebote müssen Sie sich an unseren Einkaufsleiter wenden.",
        "Pour ce genre d'offre, vous devez écrire à notre responsable des achats.",
        "Para este tipo de propuestas debe escribir a nuestro responsable de compras.",
        "Buongiorno, per questo tipo di proposte deve scrivere al nostro responsabile acquisti.",
        "Voor dit soort voorstellen moet u mailen naar onze inkoper.",
        "Para propostas destas deve escrever para o nosso responsável de compras.",
    ],
)
def test_the_reader_sent_to_one_of_the_writers_firm_is_a_wrong_person(body: str) -> None:
    assert reading(body) == "wrong_person"


@pytest.mark.parametrize(
    "body",
    [
        "I need to email our purchasing manager first, then I'll come back to you.",
        "Devo scrivere al vostro responsabile commerciale?",
        "Deve scrivere al nostro responsabile acquisti?",
        "Dovrei scrivere al nostro responsabile acquisti? Mi mandate il listino?",
    ],
)
def test_the_writer_writing_ours_or_asked_is_no_wrong_person(body: str) -> None:
    assert reading(body) != "wrong_person"
