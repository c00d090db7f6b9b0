"""A removal asked after a reason, with no comma between ("you don't listen so please unsubscribe me",
"I never signed up so remove me"), is a removal in every rule language: the negation belongs to the
reason. A negation after the connector still undoes the request ("so please don't remove me")."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "you don't listen so please unsubscribe me",
        "I never signed up so please remove me",
        "I don't read these so take me off your list",
        "Ich lese das nicht also bitte abmelden",
        "Je ne lis pas vos mails merci de me désinscrire",
        "No leo sus correos así que denme de baja",
        "Non leggo queste mail quindi cancellatemi dalla lista",
        "Ik lees dit niet dus meld me af",
        "Não leio isto então me tire da lista",
    ],
)
def test_a_removal_after_a_negated_reason_is_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please don't unsubscribe me",
        "So please don't remove me",
        "Bitte nicht abmelden",
        "We don't want to be removed so please keep us on the list",
        "I don't want you to stop emailing so please keep going",
    ],
)
def test_a_negation_after_the_connector_still_undoes_it(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"
