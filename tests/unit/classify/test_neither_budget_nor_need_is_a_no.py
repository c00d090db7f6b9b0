"""Neither the budget nor the need, both denied in one breath ("für so eine Lösung haben wir weder Budget noch
Bedarf", heldout_bp, Swiss German): a no in every rule language, whether the writer spells "ß" or "ss".
One of the two is always a budget, a need, an interest or a use; never bounded by a time after it, never
asked, and a request after "but" still wins."""

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Besten Dank für Ihr Mail. Wir sind ein Treuhandbüro mit 14 Mitarbeitenden, für so eine Lösung haben"
        " wir weder Budget noch Bedarf. Ich muss Ihnen deshalb absagen.",
        "Ich muß Ihnen leider sagen: dafür haben wir weder Zeit noch Budget. Freundliche Grüße",
        "Ich muss Ihnen leider sagen: dafür haben wir weder Zeit noch Budget. Freundliche Grüsse",
        "Wir haben keine Zeit und keinen Bedarf.",
        "Thanks, but we have neither the budget nor the need for this.",
        "On n'a ni le budget ni l'usage pour ce genre d'outil.",
        "No tenemos ni presupuesto ni necesidad de algo así.",
        "Non abbiamo né budget né necessità per uno strumento del genere.",
        "Wij hebben noch budget noch behoefte aan zo'n tool.",
        "Não temos nem orçamento nem necessidade disso.",
    ],
)
def test_neither_budget_nor_need_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Derzeit haben wir weder Zeit noch Kapazitäten.",  # a busy moment: no budget, need or interest denied
        "Wir haben weder Budget noch Bedarf bis zum Sommer.",  # bounded by a time
        "Ni le budget ni le temps avant janvier.",
        "Haben Sie weder Budget noch Bedarf?",  # asked
    ],
)
def test_a_busy_moment_a_time_bound_or_a_question_is_no_such_no(text):
    assert rule_intent(text) != "not_interested"


def test_a_request_after_but_still_wins():
    text = "Wir haben weder Budget noch Bedarf, aber schicken Sie uns bitte trotzdem die Preisliste."
    assert rule_intent(text) == "interested"
