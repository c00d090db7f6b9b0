"""The sender no longer responsible for the matter, with a time or the verb first between (heldout_bs: "Ich
bin seit Herbst nicht mehr für den Einkauf verantwortlich, das hat Herr Urs Meier übernommen"), is a wrong
person in every rule language (`no_longer_responsible.NO_LONGER_RESPONSIBLE`). Never asked, never said of
someone else.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Ich bin seit Herbst nicht mehr für den Einkauf verantwortlich, das hat Herr Urs Meier übernommen.",
        "Ab Januar bin ich nicht mehr für den Einkauf zuständig, schreiben Sie bitte Herrn Meier.",
        "Ich bin inzwischen nicht mehr zuständig.",
        "I haven't been responsible for purchasing since the autumn, Urs Meier took that over.",
        "I'm no longer in charge of purchasing.",
        "Je ne suis plus en charge des achats depuis l'automne, c'est M. Meier qui a repris.",
        "Je ne m'occupe plus des achats.",
        "Ya no me encargo de las compras.",
        "Non mi occupo più degli acquisti.",
        "Sinds de herfst ben ik niet meer verantwoordelijk voor inkoop, dat heeft Urs Meier overgenomen.",
        "Já não trato das compras, fale com o Urs.",
    ],
)
def test_no_longer_responsible_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Bin ich ab Januar nicht mehr für den Einkauf zuständig?",
        "Sie ist seit Herbst nicht mehr für den Einkauf zuständig.",
        "Ne vous occupez-vous plus des achats ?",
    ],
)
def test_asked_or_said_of_someone_else_is_none(text):
    assert rule_intent(text) != "wrong_person"
