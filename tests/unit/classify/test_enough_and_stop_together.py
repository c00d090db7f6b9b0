"""Two stop words in one bare sentence after a complaint about how often we write ("This is the fourth
email from you in two weeks ... Enough — stop.", heldout_t) ask to stop like one does; never "stop by",
nor "enough" followed by more to say.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "This is the fourth email from you in two weeks and I haven't answered one. Enough — stop.",
        "Third email from you this week. Enough, stop!",
        "Vier Mails in zwei Wochen. Genug – Stopp!",
        "Quatre mails en deux semaines. Ça suffit, stop.",
        "Cuatro correos en dos semanas. Basta, stop.",
        "Quattro email in due settimane. Basta - stop!",
        "Vier mails in twee weken. Genoeg, stop.",
        "Quatro e-mails em duas semanas. Chega, pare!",
    ],
)
def test_two_stop_words_after_a_count_are_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # no count of our mail before it
        "Enough — stop. I mean it, the weather this week.",
        # counted with thanks
        "Thanks for the two emails this week with the samples. Enough, stop, I have what I need!",
        # "stop by" is no bare sentence
        "Fourth email from you in two weeks, fine. Stop by our booth on Tuesday.",
        # "enough" with more to say after it
        "Four emails in two weeks. Enough - stop. Send me the pricing and I'll decide.",
    ],
)
def test_look_alikes_are_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"
