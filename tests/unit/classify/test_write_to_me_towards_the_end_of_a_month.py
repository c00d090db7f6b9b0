"""A request to be written to again towards the end (or the start) of a month (heldout_bf: an incoming
interim CFO, "right now I have no budget ... If you drop me a line towards the end of February, once I've
got my feet under the desk, I'm happy to take a look") is a later with its date, in every rule language
(`later.WRITE_AGAIN`), winning over the "no budget" and the interest beside it; the end of something that is
no time ("towards the end of the call") is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Right now I have no budget. If you drop me a line towards the end of February, I'm happy to take a"
        " look.",
        "Im Moment habe ich kein Budget. Schreiben Sie mir gegen Ende Februar wieder, dann schaue ich es mir"
        " gerne an.",
        "Pour l'instant je n'ai pas de budget. Écrivez-moi vers la fin de février, je regarderai volontiers.",
        "Ahora mismo no tengo presupuesto. Escríbame hacia finales de febrero y lo miro con gusto.",
        "Al momento non ho budget. Scrivimi verso la fine di febbraio, lo guardo volentieri.",
        "Op dit moment heb ik geen budget. Mail me tegen het einde van februari, dan kijk ik er graag naar.",
        "Neste momento não tenho orçamento. Escreva-me no fim de fevereiro e vejo com gosto.",
    ],
)
def test_write_to_me_towards_the_end_of_a_month_is_a_later(text: str) -> None:
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "We have no budget for this. Drop me a line towards the end of the call if anything changes.",
        "Drop me a line towards the end of the week and we can set up the demo.",
    ],
)
def test_the_end_of_something_that_is_no_month_is_no_later(text: str) -> None:
    assert rule_intent(text) != "not_now"
