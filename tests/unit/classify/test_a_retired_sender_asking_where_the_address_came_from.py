"""The sender themselves retired or gone from the company, asking only where our address came from
(heldout_ax: "I retired three years ago and haven't been at Pelham Hydraulics since. How did you get this
email address?"), is `other` by the corpus convention in every rule language
(`intent_rules.gone_asking_source`, `intent_wrong_person.gone_asking_source`; "this address" is read by
`side_question.ADDRESS_SOURCE` beside "my address"): no one is pointed to, nothing is asked for. Someone
named to turn to, an address named, a colleague gone, a deletion asked, or the retirement alone stay what
they were.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I retired three years ago and haven't been at Pelham Hydraulics since. How did you get this email"
        " address?",
        "I'm retired. Where did you get my address?",
        "I no longer work there. How did you get my email?",
        "Je suis à la retraite depuis trois ans. Comment avez-vous obtenu cette adresse ?",
        "Estoy jubilado desde hace tres años. ¿De dónde sacaron este correo?",
        "Sono in pensione da tre anni. Come avete avuto questo indirizzo?",
        "Estou aposentado há três anos. Como conseguiram o meu e-mail?",
    ],
)
def test_a_retired_sender_asking_only_where_the_address_came_from_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "I retired three years ago. How did you get this address? The person you want is Tom Reed, he runs it"
        " now.",
        "I retired. Please contact tom@pelham.example instead. How did you get my address?",
        "Claire has left the company. How did you get her address?",
        "I retired three years ago.",
        "Je suis à la retraite depuis trois ans.",
    ],
)
def test_someone_pointed_to_a_colleague_gone_or_the_retirement_alone_stay_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


def test_a_deletion_asked_after_the_question_stays_a_removal():
    assert (
        reading("I retired three years ago. How did you get my address? Delete it, please.") == "unsubscribe"
    )
