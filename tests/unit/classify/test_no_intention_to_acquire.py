"""No intention to acquire one, said formally of the sender's organisation (`wont_buy.WONT_BUY`; heldout_cl:
a school's board consulted, no new platform to be acquired): not interested, in every rule language. Never
with a condition after it, never bounded by a time ("until ...").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Informamos que a Associação não pretende adquirir um novo sistema de faturação.",
        "The Trust does not intend to purchase a new scheduling tool.",
        "Die Stadtwerke beabsichtigen nicht, eine weitere Software anzuschaffen.",
        "L'association n'envisage pas d'acquérir un nouvel outil.",
        "La fundación no tiene previsto adquirir una nueva herramienta.",
        "La cooperativa non intende acquistare un nuovo gestionale.",
        "De stichting is niet van plan een nieuw pakket aan te schaffen.",
    ],
)
def test_no_intention_to_acquire_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # a condition after it, a demo asked
        "Não pretendemos adquirir nada sem uma demonstração. Podem marcar uma para terça?",
        "We do not intend to purchase without a trial. Could you set one up?",
    ],
)
def test_a_condition_after_it_is_no_no(text):
    assert reading(text) != "not_interested"
