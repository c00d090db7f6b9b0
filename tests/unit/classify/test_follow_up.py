"""'Try me again in Q3' -> a date, relative to the day the reply was written."""

from __future__ import annotations

from datetime import date

import pytest

from sequencer.classify.follow_up import follow_up_date
from sequencer.classify.text import fold

SENT = date(2026, 2, 10)  # a Tuesday in Q1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("circle back in Q3", date(2026, 7, 1)),
        ("after Q1 works better", date(2026, 4, 1)),
        ("maybe Q3 2027", date(2027, 7, 1)),
        ("please reach out next month", date(2026, 3, 1)),
        ("next quarter", date(2026, 4, 1)),
        ("try again next week", date(2026, 2, 16)),
        ("next year, when the budget is set", date(2027, 1, 1)),
        ("in the new year", date(2027, 1, 1)),
        ("try me again in 6 weeks", date(2026, 3, 24)),
        ("in two months", date(2026, 4, 10)),
        ("in 10 days", date(2026, 2, 20)),
        ("anytime after 15 March", date(2026, 3, 16)),
        ("let's talk in March", date(2026, 3, 1)),
        ("after March", date(2026, 4, 1)),
        ("in January", date(2027, 1, 1)),
        ("after the summer", date(2026, 9, 1)),
        ("melden Sie sich im dritten Quartal", date(2026, 7, 1)),
        ("gerne nach dem 15.3. wieder", date(2026, 3, 16)),
        ("im Mai", date(2026, 5, 1)),
        ("nach den Sommerferien", date(2026, 9, 1)),
        ("recontactez-moi au T3", date(2026, 7, 1)),
        ("à la rentrée", date(2026, 9, 1)),
        ("le mois prochain", date(2026, 3, 1)),
        ("escríbame en el tercer trimestre", date(2026, 7, 1)),
        ("después del 15 de marzo", date(2026, 3, 16)),
        ("dentro de 3 semanas", date(2026, 3, 3)),
        ("later this year", None),
        ("at some point", None),
    ],
)
def test_a_deferral_becomes_the_day_to_write_again(text, expected):
    assert follow_up_date(fold(text), sent=SENT) == expected


def test_a_quarter_that_has_begun_means_next_years():
    assert follow_up_date("in q1", sent=date(2026, 2, 10)) == date(2027, 1, 1)


def test_the_earliest_phrase_decides():
    assert follow_up_date(fold("in 2 weeks, or else in Q3"), sent=SENT) == date(2026, 2, 24)
