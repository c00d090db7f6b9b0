"""The sender's way of working kept for good, "and that won't change" ("Zettel und Excel, und das bleibt auch
so", "et ça ne changera pas"): a no in every rule language. Bounded by a time, asked as a question, turned by
a but-clause, or a meeting that stays as it is, it keeps its reading."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender="bob@example.com", ours={"alice@ourco.com"}, sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "We're a two-van outfit, jobs go on a whiteboard, and that's not going to change.",
        "Wir schreiben Rechnungen noch von Hand, und daran wird sich auch nichts ändern.",
        "Les devis, on les fait sur papier, et ça va rester comme ça.",
        "Llevamos todo en una libreta y así va a seguir.",
        "Facciamo tutto su carta e questo non cambierà.",
        "Wij plannen alles op een whiteboard en dat gaat niet veranderen.",
        "A gente controla tudo no caderno e assim vai continuar.",
    ],
)
def test_and_that_wont_change_is_a_no(text: str) -> None:
    assert _intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("We're on paper and that won't change unless the new owner wants it.", "other"),
        ("We're on spreadsheets and that won't change, but send me the one-pager anyway.", "interested"),
        ("Der Termin am Dienstag bleibt so, ich freue mich auf die Demo.", "interested"),
        ("Your prices are high and that won't change? Then send me a quote for two seats.", "interested"),
    ],
)
def test_a_bounded_or_turned_change_keeps_its_reading(text: str, intent: str) -> None:
    assert _intent(text) == intent
