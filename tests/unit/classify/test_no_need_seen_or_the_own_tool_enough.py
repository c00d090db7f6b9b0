"""No need seen, the noun first as often as after ("Notwendigkeit sehe ich keine", heldout_el,
`intent_rules/need_not_seen.py`), and the sender's own simple tool said to suffice ("Excel reicht uns",
`intent_rules/own_tool_enough.py`): a no in every rule language. A need growing, a question and anything
else said to suffice keep their reading. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Einen Anlass für einen Wechsel sehe ich ehrlich gesagt nicht.",
        "A need for another platform we really don't see.",
        "Je ne vois pas l'utilité d'un tel logiciel.",
        "Necesidad de algo así no la vemos.",
        "Non vediamo alcuna esigenza di cambiare.",
        "Behoefte aan iets nieuws zien wij niet.",
        "Não vemos nenhuma necessidade de mudar.",
        "Unsere Excel-Tabelle genügt völlig.",
        "Honestly, our simple spreadsheet does the trick.",
        "Un tableur suffit largement chez nous.",
        "Nuestra planilla es suficiente para lo que hacemos.",
        "Il nostro foglio di calcolo ci basta e avanza.",
        "Ons rekenblad voldoet prima.",
        "A nossa planilha dá conta de tudo.",
    ],
)
def test_no_need_seen_or_the_own_tool_enough_is_a_no(text: str) -> None:
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Unsere Excel-Tabelle genügt nicht mehr, zeigen Sie uns die Demo.",
        "Our spreadsheet is enough for now.",
        "Does a spreadsheet suffice, or do we need your tool?",
        "A short call is enough, how about Tuesday?",
        "Sehen Sie bei uns keinen Bedarf?",
    ],
)
def test_a_need_growing_or_asked_is_no_no(text: str) -> None:
    assert reading(text) != "not_interested"
