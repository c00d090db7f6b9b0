"""A colleague standing in for the writer while they are away (heldout_bk: "Ik ben de komende maanden met
zorgverlof voor mijn vader. Mijn collega Sanne de Wit neemt mijn taken over, mail haar maar"): the stand-in
is the one to talk to now, a wrong person, in every rule language. Never the writer standing in for
someone, never asked, never beside the writer's own interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Hi Jordan,\n\nI'm on leave caring for my mum for a few months. Sanne Wit is covering for me.",
        "I'm off on sick leave from Monday; my colleague Anna will be taking over my accounts.",
        "Ich bin ab Montag in Pflegezeit. Frau Berger vertritt mich in dieser Zeit.",
        "Ich bin länger krankgeschrieben, mein Kollege Jens übernimmt meine Aufgaben.",
        "Je suis en congé maladie pour deux mois, ma collègue Claire me remplace.",
        "Estoy de baja unas semanas; mi compañera Marta se encarga de mis tareas.",
        "Sono in congedo per assistere mia madre, il collega Luca mi sostituisce.",
        "Ik ben met zorgverlof. Mijn collega Sanne de Wit neemt mijn taken over, mail haar maar.",
        "Estou de licença nos próximos meses, a minha colega Ana assume as minhas tarefas.",
    ],
)
def test_a_colleague_standing_in_for_the_writer_is_a_wrong_person(body: str) -> None:
    assert reading(body) == "wrong_person"


@pytest.mark.parametrize(
    "body",
    [
        "I'm covering for Sanne while she's on leave. Thursday at 2pm works for a call.",
        "Ik neem haar taken over zolang ze weg is. Stuur me maar een voorstel.",
        "Who is covering for me while I'm away? I'll have to check.",
        "Anna is covering for me next week, but I'd love a demo when I'm back, I'm interested.",
    ],
)
def test_the_writer_standing_in_asked_or_keen_is_no_wrong_person(body: str) -> None:
    assert reading(body) != "wrong_person"
