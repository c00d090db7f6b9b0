"""Spanish "presupuesto" as the sender's own budget (of a year or a period, "nuestro presupuesto", "sin
presupuesto") is no quote asked, so no interest by itself (`own_budget`, heldout_cg); a quote asked stays
interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "El presupuesto del próximo año lo aprobamos en marzo; hablemos después de eso.",
        "Nuestro presupuesto está cerrado hasta mayo, escríbame entonces.",
        "El presupuesto anual se define en enero, vuelva a escribir en febrero.",
    ],
)
def test_the_senders_budget_is_no_interest(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "¿Nos envía su presupuesto para cinco usuarios?",
        "Mándeme un presupuesto, por favor.",
        "Quisiera un presupuesto de tres licencias.",
    ],
)
def test_a_quote_asked_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # a public body's budget, a year after it or not, and the year after "año" (heldout_ej's family)
        "El presupuesto institucional 2028 no incluye software nuevo; retome el contacto en agosto.",
        "El presupuesto del ayuntamiento ya está cerrado. Escríbame cuando preparemos el del año siguiente.",
    ],
)
def test_a_public_bodys_budget_is_no_interest(text):
    assert reading(text) != "interested"
