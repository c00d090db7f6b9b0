"""No time (or budget) until an event of the sender's company is over, the accounts approved, the year-end
close, an audit, a reorganisation ("l'argomento ci interessa ma fino all'approvazione del bilancio non
abbiamo tempo", heldout_bp): a later in every rule language, outweighing the interest beside it. Never a
no-time in the past, a thing asked for before the event, nor a budget denied for a tool named after one."""

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Sounds interesting, but we have no time until the annual accounts are approved.",
        "Klingt interessant, aber bis zum Jahresabschluss haben wir keine Zeit.",
        "C'est intéressant, mais pas le temps avant l'approbation des comptes.",
        "Interesante, pero hasta el cierre del ejercicio no tenemos tiempo.",
        "L'argomento ci interessa ma fino all'approvazione del bilancio non abbiamo tempo per valutare nuovi"
        " strumenti.",
        "Interessant, maar tot de jaarrekening is goedgekeurd hebben we geen tijd.",
        "Interessant, maar geen tijd tot na de reorganisatie.",
        "Interessante, mas até ao fecho das contas não temos tempo.",
    ],
)
def test_no_time_until_a_company_event_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text, reading",
    [
        ("We had no time before the audit, but now we do. Can we set up a demo?", "interested"),
        ("Please send the proposal before the audit.", "interested"),
        ("Interesting. Could you send the deck before our AGM?", "interested"),
        ("We hebben geen budget voor een nieuwe audit tool.", "not_interested"),
    ],
)
def test_a_past_no_time_a_thing_asked_before_an_event_or_a_budget_for_a_tool_is_no_such_later(text, reading):
    assert rule_intent(text) == reading
