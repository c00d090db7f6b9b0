"""The reader told in the conditional that they would have to see someone else (heldout_bf: "Je suis
stagiaire ..., je ne suis pas du tout décisionnaire ... Il faudrait voir avec Mme Lefèvre, notre directrice
administrative et financière") is a wrong person in every rule language (`scope.py`), the not-the-buyer said
with an intensifier too; never the sender themselves ("il faudrait voir avec moi"), nor a "not at all the
buyer" with no one to turn to.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm an intern and I'm not at all the decision-maker."
        " You'd need to check with Dana Whitlock, our finance director.",
        "Ich bin Praktikant, ich bin nicht der Entscheider."
        " Dafür müssten Sie sich an Frau Berger aus der Buchhaltung wenden.",
        "Je suis stagiaire, je ne suis pas du tout décisionnaire."
        " Il faudrait voir avec Mme Lefèvre, notre DAF.",
        "Soy becario, no soy para nada quien decide."
        " Tendría que hablar con Marta Gil, nuestra directora financiera.",
        "Sono uno stagista, non sono io a decidere."
        " Dovrebbe sentire la dottoressa Conti, la nostra direttrice amministrativa.",
        "Ik ben stagiair, ik ben niet de beslisser."
        " U zou contact opnemen met Pieter Jansen, onze financieel directeur.",
        "Sou estagiário, não sou de todo quem decide. Deveria falar com a Dra."
        " Ana Lopes, a nossa diretora financeira.",
    ],
)
def test_the_reader_sent_on_in_the_conditional_is_a_wrong_person(text: str) -> None:
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "C'est moi qui gère. Il faudrait voir avec moi la semaine prochaine pour une démo.",
        "You'd need to check with me first, then send the demo link.",
        "Je ne suis pas du tout décisionnaire, mais la démo m'intéresse : envoyez-la.",
    ],
)
def test_the_sender_themselves_or_no_one_named_is_no_wrong_person(text: str) -> None:
    assert rule_intent(text) != "wrong_person"
