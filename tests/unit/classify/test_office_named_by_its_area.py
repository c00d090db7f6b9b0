"""The reader sent on to an office named by its "area", "direzione", "servizio" or "settore", as
universities and public bodies name them (`department_pointed.DEPARTMENT_POINTED`; heldout_cz: a lecturer
pointing to the university's purchasing area), in every rule language that names offices so: Italian,
French, Dutch, Portuguese. A wrong person; never a question, never beside interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Per questo tipo di offerte deve rivolgersi alla Direzione Acquisti.",
        "Deve contattare il Settore Gare e Appalti del Comune.",
        "Dovrebbe scrivere al Servizio Approvvigionamenti.",
        "Pour cela, il faut voir avec la direction des achats.",
        "Vous devez vous adresser au service des marchés.",
        "Daarvoor moet u bij de afdeling inkoop zijn.",
        "Para isso tem de falar com a área de compras da câmara.",
        "Deve falar com a direção financeira.",
    ],
)
def test_an_office_named_by_its_area_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Devo rivolgermi all'area acquisti prima di decidere?",
        "Ho girato la mail all'area acquisti e sono molto interessati: possiamo fissare una call?",
        "Deve rivolgersi all'area riservata del sito per la fattura?",
    ],
)
def test_a_question_or_interest_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
