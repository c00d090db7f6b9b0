"""The topic run at the head office with any evaluation ruled out for the sender ("No aplica para nosotros.
... se gestionan desde la casa matriz ..., por lo que no tenemos ninguna posibilidad de evaluar herramientas
locales"), and "does not apply to us" said bare, are a no in every rule language (heldout_cb): nobody else
is named for it. The head office alone, a time limit and a question keep their readings.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "No aplica para nosotros. Todos nuestros procesos financieros se gestionan desde la casa matriz en"
        " Canadá con SAP, por lo que no tenemos ninguna posibilidad de evaluar herramientas locales.",
        "All our finance processes are handled out of our HQ in Canada, so we have no way to evaluate"
        " local tools.",
        "Unsere Finanzprozesse werden in unserer Zentrale in Toronto gesteuert, wir haben keine Möglichkeit,"
        " lokale Tools zu bewerten.",
        "Nos processus financiers sont gérés par notre siège à Montréal, nous n'avons aucune possibilité"
        " d'évaluer des outils locaux.",
        "I processi finanziari sono gestiti dalla sede centrale, non abbiamo alcuna possibilità di valutare"
        " strumenti locali.",
        "Onze financiële processen worden op ons hoofdkantoor geregeld, we hebben geen mogelijkheid om lokale"
        " tools te evalueren.",
        "Os processos financeiros são tratados pela matriz, não temos nenhuma possibilidade de avaliar"
        " ferramentas locais.",
    ],
)
def test_head_office_with_evaluation_ruled_out_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "No aplica para nosotros, gracias.",
        "No nos aplica.",
        "Not applicable to us.",
        "Trifft auf uns nicht zu.",
        "Niet van toepassing voor ons.",
    ],
)
def test_does_not_apply_to_us_is_a_no(text):
    assert rule_intent(text) == "not_interested"


def test_the_head_office_alone_stays_a_wrong_person():
    text = (
        "Finance stuff is handled out of our HQ in Sydney. Not sure who exactly, maybe try the CFO's office?"
    )
    assert rule_intent(text) == "wrong_person"


def test_no_way_before_a_date_is_no_no():
    text = "Finance is handled out of our HQ, so we have no way to evaluate it before the budget in March."
    assert rule_intent(text) != "not_interested"


@pytest.mark.parametrize(
    "text", ["Is there no way to evaluate it first?", "¿No aplica para nosotros el descuento de pymes?"]
)
def test_a_question_is_no_no(text):
    assert rule_intent(text) != "not_interested"
