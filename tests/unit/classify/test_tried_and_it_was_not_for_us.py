"""A trial in the past and "it wasn't for us" ("we trialled you guys last year, wasn't for us"): a no in every
rule language. "It wasn't for us to decide", and a past no about another thing turned into a request in the
same sentence, keep their reading."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender="bob@example.com", ours={"alice@ourco.com"}, sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "Had a go with it in spring, honestly it was not really for us. Cheers for checking in.",
        "We ran the pilot in 2025 and it didn't work out for us.",
        "Wir hatten das im Frühjahr im Test, war leider nichts für uns.",
        "On l'a essayé au printemps, ça n'était pas pour nous.",
        "Lo usamos unos meses y no fue para nosotros, gracias igualmente.",
        "L'abbiamo usato per un mese, non era per noi.",
        "Hebben het vorig jaar getest, dat was niets voor ons.",
        "A gente usou uns meses, não foi pra gente. Valeu!",
    ],
)
def test_tried_and_it_was_not_for_us_is_a_no(text: str) -> None:
    assert _intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Our old CRM wasn't for us, so I'd like to see a demo of yours.", "interested"),
        (
            "The last tool we tried wasn't for us, but yours looks different - can you send pricing?",
            "interested",
        ),
        ("It wasn't for us to decide. Could you send the deck so I can show it around?", "interested"),
    ],
)
def test_a_past_no_turned_into_a_request_keeps_its_reading(text: str, intent: str) -> None:
    assert _intent(text) == intent
