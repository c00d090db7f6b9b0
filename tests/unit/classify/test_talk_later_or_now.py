"""A talk put off to a quarter or a month is "not now" with its date ("Let's talk in Q1", "Parlons-en en
janvier", "Vamos conversar em janeiro"); a talk now is interest ("Parlons-en demain"), a talk soon too
("Let's talk next week", "Let's talk next month")."""

from __future__ import annotations

from datetime import date

import pytest

from sequencer.classify.intent import RuleClassifier

RULES = RuleClassifier()
SENT = date(2026, 12, 5)


def _read(text: str) -> tuple[str, date | None]:
    said = RULES.classify(text, sender=None, ours=(), sent=SENT)
    return said.intent, said.follow_up_date


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("Let's talk in Q1.", date(2027, 1, 1)),
        ("Happy to chat again in the second quarter.", date(2027, 4, 1)),
        ("Parlons-en en janvier.", date(2027, 1, 1)),
    ],
)
def test_a_talk_put_off_is_not_now_with_its_date(text: str, when: date) -> None:
    assert _read(text) == ("not_now", when)


def test_a_talk_put_off_in_portuguese_is_not_now() -> None:
    assert _read("Vamos conversar em janeiro.")[0] == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Let's talk next week.",
        "Let's talk next month.",
        "Parlons-en demain.",
        "Échangeons la semaine prochaine, mardi 10h ?",
        "Vamos conversar amanhã.",
    ],
)
def test_a_talk_now_or_soon_is_interest(text: str) -> None:
    assert _read(text)[0] == "interested"


@pytest.mark.parametrize("text", ["N'en parlons plus.", "Parlons-en avec mon associé, je reviens vers vous."])
def test_no_talk_with_us_is_no_interest(text: str) -> None:
    assert _read(text)[0] != "interested"
