"""No plan to evaluate other solutions is a no in every rule language
(`alternatives_not_evaluated.ALTERNATIVES_NOT_EVALUATED`; heldout_cw: a buyer content with the tool in use).
Never bounded by a time or a condition, never with a but after it, never asked, never one part of an offer.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We run Sage for the ledger and we don't intend to evaluate alternative tools.",
        "Wir haben nicht vor, andere Anbieter zu vergleichen.",
        "Wir planen deshalb nicht, neue Systeme zu testen.",
        "Nous ne comptons pas étudier d'autres outils.",
        "No tenemos pensado buscar otros proveedores.",
        "No estamos evaluando otras herramientas.",
        "Non abbiamo in previsione di cercare altri fornitori.",
        "Non intendiamo quindi valutare altri gestionali.",
        "Wij gaan geen andere pakketten vergelijken.",
        "Não planeamos procurar outros fornecedores.",
    ],
)
def test_no_plan_to_evaluate_other_solutions_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # bounded by a time: a later, never a no
        "Non prevediamo di valutare altri fornitori prima del rinnovo di marzo.",
        "No tenemos previsto evaluar otras herramientas por ahora.",
        "Nous ne prévoyons pas d'étudier d'autres outils avant la fin du contrat.",
        # asked
        "Avete intenzione di valutare altri fornitori?",
        # one part of the offer
        "We don't plan to evaluate other modules of your suite, only invoicing.",
    ],
)
def test_a_bounded_or_asked_plan_is_no_no(text):
    assert reading(text) != "not_interested"
