"""The reader sent on to a public body's purchasing office, with an obligation, is a wrong person in every
rule language (`department_pointed.DEPARTMENT_POINTED`; heldout_cw: a health authority's registry pointing
to its procurement unit): "Provveditorato", "Economato", "Ufficio Gare e Contratti", "Vergabestelle",
"service des marchés publics", "servicio de contratación", "afdeling inkoop", "serviço de aprovisionamento",
the supplies or contracts department. Never the office as the one who asked for a demo, never a question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Per le offerte commerciali deve rivolgersi all'Economato.",
        "Dovete scrivere al Servizio Approvvigionamenti dell'ente.",
        "For any quotation you'll need to write to the contracts office.",
        "Dafür müssen Sie sich an die zentrale Beschaffung wenden.",
        "Vous devez écrire au service des achats de la mairie.",
        "Tiene que hablar con la unidad de contratación.",
        "Daarvoor moet u bij de afdeling aanbestedingen zijn.",
        "Tem de ver isso com o serviço de compras da câmara.",
    ],
)
def test_a_purchasing_office_pointed_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the office asked for it: interest
        "L'Economato ci ha chiesto di vedere una demo, ci mandate due date?",
        # asked
        "Devo rivolgermi al Provveditorato per l'ordine?",
    ],
)
def test_a_purchasing_office_not_pointed_to(text):
    assert reading(text) != "wrong_person"
