"""A later that is really never ("maybe one day when we're big enough, which at our growth rate is roughly
never"): a no in every rule language. "Never" in a clause that goes on, or about something else, keeps its
reading."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender="bob@example.com", ours={"alice@ourco.com"}, sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "Perhaps once we hire an office manager, which realistically means never!",
        "Vielleicht, wenn wir mal zehn Leute sind, sprich: praktisch nie.",
        "Peut-être quand on aura un bureau, c'est-à-dire jamais.",
        "Tal vez cuando tengamos oficina, es decir, nunca.",
        "Forse quando avremo un ufficio, ovvero mai.",
        "Misschien als we een kantoor hebben, oftewel nooit.",
        "Talvez quando tivermos escritório, quer dizer, nunca.",
    ],
)
def test_a_later_that_is_really_never_is_a_no(text: str) -> None:
    assert _intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("That is never a problem for us, send the demo link.", "interested"),
        ("We've never tried anything like it, so never mind the pricing, can we book a demo?", "interested"),
        ("Maybe next year, once the new van is in. Write me in March.", "not_now"),
    ],
)
def test_never_about_something_else_keeps_its_reading(text: str, intent: str) -> None:
    assert _intent(text) == intent
