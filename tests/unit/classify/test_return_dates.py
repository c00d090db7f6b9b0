"""parse_return_date across English, German, French and Spanish wording."""

from datetime import UTC, date, datetime

import pytest

from sequencer.classify.dates import parse_return_date

MONDAY_30_NOV = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
MID_DECEMBER = datetime(2026, 12, 15, 9, 0, tzinfo=UTC)  # a Tuesday


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # English
        ("I am out of the office until Monday, 7 December.", date(2026, 12, 7)),
        ("I will be back on 07/12/2026.", date(2026, 12, 7)),
        ("Returning Dec 7th, limited access to email.", date(2026, 12, 7)),
        ("I will return on 7 December 2026.", date(2026, 12, 7)),
        ("Out of the office until 2026-12-07.", date(2026, 12, 7)),
        ("I'll be back in the office on Thursday, December 10, 2026.", date(2026, 12, 10)),
        ("Away from 1 December to 9 December.", date(2026, 12, 9)),
        ("On leave 7-8 December.", date(2026, 12, 8)),
        ("Back on the 14th of December.", date(2026, 12, 14)),
        ("Back 13/12.", date(2026, 12, 13)),
        ("Back 12/25.", date(2026, 12, 25)),
        ("I am in training on 9 December.", date(2026, 12, 9)),
        # German
        ("Ich bin bis zum 7. Dezember nicht im Büro.", date(2026, 12, 7)),
        ("Ab dem 8.12. bin ich wieder erreichbar.", date(2026, 12, 8)),
        ("Ich bin bis 07.12.2026 abwesend.", date(2026, 12, 7)),
        ("Vom 1.12. bis zum 4.12. im Urlaub.", date(2026, 12, 4)),
        ("Ich bin am Mittwoch, 9. Dezember 2026 zurück.", date(2026, 12, 9)),
        ("Bis einschließlich 3. März nicht erreichbar.", date(2027, 3, 3)),
        # French
        ("Je suis absent jusqu'au 7 décembre.", date(2026, 12, 7)),
        ("Je serai de retour le 8 décembre.", date(2026, 12, 8)),
        ("Absente du 1er au 4 décembre 2026.", date(2026, 12, 4)),
        ("Je suis absent jusqu’à lundi 14 décembre.", date(2026, 12, 14)),
        # Spanish
        ("Estaré fuera de la oficina hasta el 7 de diciembre.", date(2026, 12, 7)),
        ("Regresaré el 8 de diciembre.", date(2026, 12, 8)),
        ("Vacaciones del 1 al 4 de diciembre de 2026.", date(2026, 12, 4)),
        ("Estaré de vuelta el 10/12/2026.", date(2026, 12, 10)),
    ],
)
def test_a_written_return_date_is_returned_as_written(text, expected):
    assert parse_return_date(text, sent=MONDAY_30_NOV) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I am away until 3 January.", date(2027, 1, 3)),
        ("Bis zum 2. Januar im Urlaub.", date(2027, 1, 2)),
        ("Je serai de retour le 4 janvier.", date(2027, 1, 4)),
        ("Hasta el 5 de enero.", date(2027, 1, 5)),
        ("Back 20 December.", date(2026, 12, 20)),
        ("Back 15 December.", date(2026, 12, 15)),
    ],
)
def test_a_date_without_a_year_is_its_next_occurrence_on_or_after_the_sent_date(text, expected):
    assert parse_return_date(text, sent=MID_DECEMBER) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Back Monday.", date(2026, 12, 21)),
        ("back on Tuesday", date(2026, 12, 22)),
        ("I'm out until Friday.", date(2026, 12, 18)),
        ("Ich bin ab Montag wieder da.", date(2026, 12, 21)),
        ("Ab Montag im Urlaub.", None),
        ("Ich bin bis Donnerstag im Urlaub.", date(2026, 12, 17)),
        ("Wieder am Mittwoch im Büro.", date(2026, 12, 16)),
        ("De retour lundi.", date(2026, 12, 21)),
        ("Regresaré el viernes.", date(2026, 12, 18)),
        ("Out Monday-Friday.", date(2026, 12, 18)),
    ],
)
def test_a_weekday_alone_is_the_next_such_weekday_after_the_sent_date(text, expected):
    assert parse_return_date(text, sent=MID_DECEMBER) == expected


@pytest.mark.parametrize(
    "text",
    [
        "",
        "I am on vacation.",
        "Ich bin ab dem 1.12. im Urlaub.",  # a start date is never the return date
        "Available 24/7 for urgent matters.",
        "Back soon, probably in December 2026.",
        "On Mon, 1 Dec 2026 at 10:00 Alice wrote:\n> Can we meet on 9 December?",
    ],
)
def test_text_without_a_return_date_gives_none(text):
    assert parse_return_date(text, sent=MONDAY_30_NOV) is None


def test_an_ambiguous_numeric_date_is_day_first():
    assert parse_return_date("Back on 03/12.", sent=MONDAY_30_NOV) == date(2026, 12, 3)
    assert parse_return_date("Back on 12/03.", sent=MONDAY_30_NOV) == date(2027, 3, 12)
    assert parse_return_date("Back on 05/06/2026.", sent=MONDAY_30_NOV) == date(2026, 6, 5)


def test_a_second_number_over_12_forces_month_first():
    assert parse_return_date("Back on 11/30/2026.", sent=MONDAY_30_NOV) == date(2026, 11, 30)


def test_dotted_dates_are_always_day_first():
    assert parse_return_date("Zurück am 03.12.", sent=MONDAY_30_NOV) == date(2026, 12, 3)
    assert parse_return_date("Zurück am 12.03.", sent=MONDAY_30_NOV) == date(2027, 3, 12)


def test_29_february_waits_for_a_leap_year():
    assert parse_return_date("Back on 29 February.", sent=MONDAY_30_NOV) == date(2028, 2, 29)


def test_an_impossible_date_is_ignored():
    assert parse_return_date("Back on 31 November.", sent=MONDAY_30_NOV) is None


def test_require_cue_rejects_a_date_that_no_cue_introduces():
    assert parse_return_date("Meeting on 9 December", sent=MONDAY_30_NOV, require_cue=True) is None
    assert parse_return_date("OOO until 9 December", sent=MONDAY_30_NOV, require_cue=True) == date(
        2026, 12, 9
    )
