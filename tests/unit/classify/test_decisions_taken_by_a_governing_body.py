"""Purchasing decisions said to be taken by a governing body of the sender's organisation (a board, a
committee, a council, the management) are a wrong person, like such decisions made at a headquarters
(`decided_elsewhere.DECIDED_BY_BODY`; heldout_cr). Never asked, never with interest of the sender's own,
never one decision the body took.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "You've reached the club office. Buying decisions are taken by the committee, not by us.",
        "Wir sind nur die Geschäftsstelle. Solche Entscheidungen trifft bei uns der Vorstand.",
        "Vous écrivez au secrétariat. Chez nous, c'est le conseil d'administration qui décide.",
        "Aquí solo llevamos la recepción. Esas decisiones se toman en la junta directiva.",
        "Qui è solo l'ufficio soci. Queste decisioni spettano al consiglio di amministrazione.",
        "Wij zijn het secretariaat. Zulke beslissingen worden door het bestuur genomen.",
        "Somos apenas a recepção. Quem decide as compras é a diretoria.",
    ],
)
def test_decisions_taken_by_a_governing_body_are_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # asked
        "Does your board make the purchasing decisions, or is it the CFO?",
        # with interest of the sender's own
        "Such decisions are made by our board, but I'd really like to see a demo first.",
        # one decision the body took
        "Our board decided last month to keep working with our current supplier.",
    ],
)
def test_a_question_interest_or_one_decision_is_not_a_wrong_person(text):
    assert reading(text) != "wrong_person"
