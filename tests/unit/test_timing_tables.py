"""Table tests of the timing rules: windows, clock changes, business days, holidays and SMS quiet hours.

Every expected instant is written in UTC so the table states what really happens on the clock changes.
"""

from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from sequencer.durations import parse_delay
from sequencer.models import Window
from sequencer.timing import Calendar, add_business_days, next_send_time, next_window_time, schedule_step

LONDON = ZoneInfo("Europe/London")
NEW_YORK = ZoneInfo("America/New_York")
BERLIN = ZoneInfo("Europe/Berlin")
ADELAIDE = ZoneInfo("Australia/Adelaide")
KOLKATA = ZoneInfo("Asia/Kolkata")

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"]
EVERY_DAY = [*WEEKDAYS, "sat", "sun"]
OFFICE = Window(days=WEEKDAYS, start="08:00", end="18:00")
NINE_TO_FIVE = Window(days=WEEKDAYS, start="09:00", end="17:00")


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def daily(start: str, end: str) -> Window:
    return Window(days=EVERY_DAY, start=start, end=end)


# --- windows -------------------------------------------------------------------------------------------

WINDOW_CASES = [
    pytest.param(
        LONDON,
        datetime(2026, 10, 24, 10, 0, tzinfo=LONDON),  # Saturday 10:00 BST (09:00Z)
        OFFICE,
        {},
        utc(2026, 10, 26, 8, 0),  # Monday 08:00 GMT: the clocks went back on Sunday
        utc(2026, 10, 26, 18, 0),
        ("weekend",),
        id="london-saturday-bst-waits-for-monday-0800-gmt",
    ),
    pytest.param(
        LONDON,
        datetime(2026, 10, 21, 12, 0, tzinfo=LONDON),
        OFFICE,
        {},
        utc(2026, 10, 21, 11, 0),
        utc(2026, 10, 21, 17, 0),
        (),
        id="london-inside-the-window-sends-at-once",
    ),
    pytest.param(
        LONDON,
        datetime(2026, 10, 23, 19, 0, tzinfo=LONDON),  # Friday after closing
        OFFICE,
        {},
        utc(2026, 10, 26, 8, 0),
        utc(2026, 10, 26, 18, 0),
        ("window",),
        id="london-friday-evening-is-a-window-shift-not-a-weekend-one",
    ),
    pytest.param(
        LONDON,
        utc(2026, 10, 24, 12, 0),
        daily("01:30", "03:00"),
        {},
        utc(2026, 10, 25, 0, 30),  # 01:30 BST, the first of the two 01:30s on 25 Oct
        utc(2026, 10, 25, 3, 0),  # 03:00 GMT: the window is 3.5 hours long that night
        ("window",),
        id="eu-fall-back-repeated-0130-is-the-first-occurrence",
    ),
    pytest.param(
        LONDON,
        utc(2026, 10, 25, 1, 10),  # 01:10 GMT, the second 01:10 of the night
        daily("01:00", "01:30"),
        {},
        utc(2026, 10, 26, 1, 0),  # the window was the first 01:00-01:30 (00:00Z-00:30Z), already over
        utc(2026, 10, 26, 1, 30),
        ("window",),
        id="eu-fall-back-second-occurrence-is-after-the-window",
    ),
    pytest.param(
        NEW_YORK,
        utc(2026, 10, 31, 12, 0),
        daily("01:30", "03:00"),
        {},
        utc(2026, 11, 1, 5, 30),  # 01:30 EDT
        utc(2026, 11, 1, 8, 0),  # 03:00 EST
        ("window",),
        id="us-fall-back-repeated-0130-is-the-first-occurrence",
    ),
    pytest.param(
        NEW_YORK,
        datetime(2026, 10, 30, 18, 0, tzinfo=NEW_YORK),  # Friday after closing, EDT
        OFFICE,
        {},
        utc(2026, 11, 2, 13, 0),  # Monday 08:00 EST
        utc(2026, 11, 2, 23, 0),
        ("window",),
        id="us-fall-back-weekend-monday-opens-at-0800-est",
    ),
    pytest.param(
        NEW_YORK,
        utc(2026, 3, 7, 12, 0),
        daily("02:30", "05:00"),
        {},
        utc(2026, 3, 8, 7, 30),  # 02:30 does not exist on 8 Mar: 03:30 EDT
        utc(2026, 3, 8, 9, 0),
        ("window",),
        id="us-spring-forward-missing-0230-opens-at-0330-edt",
    ),
    pytest.param(
        NEW_YORK,
        utc(2026, 3, 7, 12, 0),
        daily("02:00", "05:00"),
        {},
        utc(2026, 3, 8, 7, 0),  # 03:00 EDT
        utc(2026, 3, 8, 9, 0),
        ("window",),
        id="us-spring-forward-missing-0200-opens-at-0300-edt",
    ),
    pytest.param(
        LONDON,
        utc(2026, 3, 28, 12, 0),
        daily("01:30", "05:00"),
        {},
        utc(2026, 3, 29, 1, 30),  # 01:30 does not exist on 29 Mar: 02:30 BST
        utc(2026, 3, 29, 4, 0),
        ("window",),
        id="eu-spring-forward-london-missing-0130-opens-at-0230-bst",
    ),
    pytest.param(
        BERLIN,
        utc(2026, 3, 28, 12, 0),
        daily("02:30", "05:00"),
        {},
        utc(2026, 3, 29, 1, 30),  # 02:30 does not exist on 29 Mar: 03:30 CEST
        utc(2026, 3, 29, 3, 0),
        ("window",),
        id="eu-spring-forward-berlin-missing-0230-opens-at-0330-cest",
    ),
    pytest.param(
        ADELAIDE,
        datetime(2026, 10, 2, 7, 0, tzinfo=ADELAIDE),  # Friday, still ACST (+09:30)
        NINE_TO_FIVE,
        {},
        utc(2026, 10, 1, 23, 30),
        utc(2026, 10, 2, 7, 30),
        ("window",),
        id="adelaide-friday-before-dst-opens-0900-acst",
    ),
    pytest.param(
        ADELAIDE,
        datetime(2026, 10, 3, 12, 0, tzinfo=ADELAIDE),  # Saturday; DST starts Sunday 4 Oct
        NINE_TO_FIVE,
        {},
        utc(2026, 10, 4, 22, 30),  # Monday 09:00 ACDT (+10:30)
        utc(2026, 10, 5, 6, 30),
        ("weekend",),
        id="adelaide-weekend-over-dst-start-opens-monday-0900-acdt",
    ),
    pytest.param(
        ADELAIDE,
        utc(2026, 10, 3, 0, 0),
        daily("02:30", "05:00"),
        {},
        utc(2026, 10, 3, 17, 0),  # 02:30 does not exist on 4 Oct: 03:30 ACDT
        utc(2026, 10, 3, 18, 30),
        ("window",),
        id="adelaide-spring-forward-missing-0230-opens-at-0330-acdt",
    ),
    pytest.param(
        ADELAIDE,
        utc(2026, 4, 4, 0, 0),
        daily("02:30", "05:00"),
        {},
        utc(2026, 4, 4, 16, 0),  # 5 Apr 02:30 happens twice: the first is ACDT (+10:30)
        utc(2026, 4, 4, 19, 30),
        ("window",),
        id="adelaide-fall-back-repeated-0230-is-the-first-occurrence",
    ),
    pytest.param(
        KOLKATA,
        utc(2026, 3, 2, 1, 0),  # Monday 06:30 IST
        NINE_TO_FIVE,
        {},
        utc(2026, 3, 2, 3, 30),
        utc(2026, 3, 2, 11, 30),
        ("window",),
        id="kolkata-early-monday-opens-0900-ist",
    ),
    pytest.param(
        KOLKATA,
        datetime(2026, 3, 6, 20, 0, tzinfo=KOLKATA),  # Friday evening
        NINE_TO_FIVE,
        {},
        utc(2026, 3, 9, 3, 30),
        utc(2026, 3, 9, 11, 30),
        ("window",),
        id="kolkata-friday-evening-opens-monday-0900-ist",
    ),
    pytest.param(
        LONDON,
        datetime(2026, 5, 4, 10, 0, tzinfo=LONDON),  # Monday, the Early May bank holiday
        OFFICE,
        {date(2026, 5, 4): "holiday:May Day"},
        utc(2026, 5, 5, 7, 0),
        utc(2026, 5, 5, 17, 0),
        ("holiday:May Day",),
        id="london-due-on-a-holiday-inside-hours-moves-to-the-next-day",
    ),
    pytest.param(
        LONDON,
        datetime(2026, 5, 2, 10, 0, tzinfo=LONDON),  # Saturday before the bank holiday
        OFFICE,
        {date(2026, 5, 4): "holiday:May Day"},
        utc(2026, 5, 5, 7, 0),
        utc(2026, 5, 5, 17, 0),
        ("holiday:May Day", "weekend"),
        id="london-saturday-before-a-bank-holiday-monday-waits-for-tuesday",
    ),
    pytest.param(
        LONDON,
        datetime(2026, 5, 4, 6, 0, tzinfo=LONDON),
        OFFICE,
        {date(2026, 5, 4): "blackout:Offsite"},
        utc(2026, 5, 5, 7, 0),
        utc(2026, 5, 5, 17, 0),
        ("blackout:Offsite", "window"),
        id="london-before-opening-on-a-blackout-date-names-both-reasons",
    ),
]


@pytest.mark.parametrize(("zone", "due", "window", "closed", "at", "closes", "shifted_by"), WINDOW_CASES)
def test_an_email_step_sends_at_the_first_open_instant_of_its_window(
    zone, due, window, closed, at, closes, shifted_by
):
    timing = schedule_step(due, parse_delay("0s"), window, Calendar(zone, closed), sms=False)
    assert timing.due == due
    assert timing.at == at
    assert timing.closes == closes
    assert timing.shifted_by == shifted_by


@pytest.mark.parametrize(("zone", "due", "window", "closed", "at", "closes", "shifted_by"), WINDOW_CASES)
def test_next_send_time_for_email_agrees_with_next_window_time(
    zone, due, window, closed, at, closes, shifted_by
):
    calendar = Calendar(zone, closed)
    assert next_send_time(due, window, calendar, sms=False) == (at, closes, shifted_by)
    assert next_window_time(due, window, calendar) == (at, closes, shifted_by)


def test_the_required_example_sends_monday_0800_gmt_which_is_0800_utc():
    at, closes, reasons = next_window_time(
        datetime(2026, 10, 24, 10, 0, tzinfo=LONDON), OFFICE, Calendar(LONDON)
    )
    assert at == utc(2026, 10, 26, 8, 0)
    assert at.astimezone(LONDON).strftime("%a %d %b %Y %H:%M %Z") == "Mon 26 Oct 2026 08:00 GMT"
    assert reasons == ("weekend",)


def test_always_sends_at_the_due_time_with_no_close_and_no_reasons():
    due = utc(2026, 10, 25, 1, 30)
    assert next_send_time(due, "always", Calendar(LONDON), sms=False) == (due, None, ())


# --- London and New York: four hours apart for one week a year -------------------------------------------


@pytest.mark.parametrize(
    ("monday", "london_opens", "new_york_opens", "hours_apart"),
    [
        pytest.param(
            date(2026, 10, 19), utc(2026, 10, 19, 8), utc(2026, 10, 19, 13), 5, id="both-summer-time"
        ),
        pytest.param(date(2026, 10, 26), utc(2026, 10, 26, 9), utc(2026, 10, 26, 13), 4, id="gmt-and-edt"),
        pytest.param(date(2026, 11, 2), utc(2026, 11, 2, 9), utc(2026, 11, 2, 14), 5, id="both-winter-time"),
        pytest.param(date(2026, 3, 9), utc(2026, 3, 9, 9), utc(2026, 3, 9, 13), 4, id="march-gmt-and-edt"),
        pytest.param(date(2026, 3, 30), utc(2026, 3, 30, 8), utc(2026, 3, 30, 13), 5, id="march-bst-and-edt"),
    ],
)
def test_a_0900_window_opens_at_different_utc_instants_in_london_and_new_york(
    monday, london_opens, new_york_opens, hours_apart
):
    def opening(zone: ZoneInfo) -> datetime:
        midnight = datetime.combine(monday, datetime.min.time(), tzinfo=zone)
        return next_window_time(midnight, NINE_TO_FIVE, Calendar(zone))[0]

    assert opening(LONDON) == london_opens
    assert opening(NEW_YORK) == new_york_opens
    assert new_york_opens - london_opens == timedelta(hours=hours_apart)


def test_london_is_four_hours_ahead_of_new_york_all_week_from_25_oct_to_1_nov_2026():
    for day in range(26, 31):  # Monday 26 to Friday 30 October
        midnight_utc = utc(2026, 10, day)
        london = next_window_time(midnight_utc, NINE_TO_FIVE, Calendar(LONDON))[0]
        new_york = next_window_time(midnight_utc, NINE_TO_FIVE, Calendar(NEW_YORK))[0]
        assert (london, new_york) == (utc(2026, 10, day, 9), utc(2026, 10, day, 13))


# --- SMS quiet hours -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("zone", "due", "window", "at", "closes", "shifted_by"),
    [
        pytest.param(
            KOLKATA,
            datetime(2026, 3, 4, 22, 0, tzinfo=KOLKATA),
            "always",
            utc(2026, 3, 5, 2, 30),  # 08:00 IST next day
            utc(2026, 3, 5, 15, 30),  # 21:00 IST
            ("sms_quiet_hours",),
            id="kolkata-due-2200-sends-0800-next-day",
        ),
        pytest.param(
            KOLKATA,
            datetime(2026, 3, 4, 7, 0, tzinfo=KOLKATA),
            "always",
            utc(2026, 3, 4, 2, 30),
            utc(2026, 3, 4, 15, 30),
            ("sms_quiet_hours",),
            id="kolkata-due-0700-sends-0800-same-day",
        ),
        pytest.param(
            LONDON,
            datetime(2026, 7, 4, 20, 59, tzinfo=LONDON),  # a Saturday: "always" texts at weekends
            "always",
            utc(2026, 7, 4, 19, 59),
            utc(2026, 7, 4, 20, 0),
            (),
            id="london-due-2059-sends-at-once",
        ),
        pytest.param(
            LONDON,
            datetime(2026, 7, 4, 21, 0, tzinfo=LONDON),
            "always",
            utc(2026, 7, 5, 7, 0),
            utc(2026, 7, 5, 20, 0),
            ("sms_quiet_hours",),
            id="london-due-at-2100-is-already-quiet",
        ),
        pytest.param(
            NEW_YORK,
            datetime(2026, 10, 31, 22, 0, tzinfo=NEW_YORK),  # Saturday 22:00 EDT
            "always",
            utc(2026, 11, 1, 13, 0),  # Sunday 08:00 EST, after the clocks went back
            utc(2026, 11, 2, 2, 0),
            ("sms_quiet_hours",),
            id="new-york-2200-before-fall-back-sends-0800-est",
        ),
        pytest.param(
            NEW_YORK,
            datetime(2026, 3, 7, 22, 0, tzinfo=NEW_YORK),  # Saturday 22:00 EST
            "always",
            utc(2026, 3, 8, 12, 0),  # Sunday 08:00 EDT, after the clocks went forward
            utc(2026, 3, 9, 1, 0),
            ("sms_quiet_hours",),
            id="new-york-2200-before-spring-forward-sends-0800-edt",
        ),
        pytest.param(
            LONDON,
            datetime(2026, 3, 6, 21, 30, tzinfo=LONDON),  # Friday; the window itself is open
            Window(days=WEEKDAYS, start="07:00", end="22:00"),
            utc(2026, 3, 9, 8, 0),
            utc(2026, 3, 9, 21, 0),
            ("sms_quiet_hours",),
            id="wide-window-is-clamped-to-2100-and-monday-0800",
        ),
        pytest.param(
            LONDON,
            datetime(2026, 3, 4, 7, 30, tzinfo=LONDON),
            Window(days=WEEKDAYS, start="07:00", end="22:00"),
            utc(2026, 3, 4, 8, 0),
            utc(2026, 3, 4, 21, 0),
            ("sms_quiet_hours",),
            id="wide-window-is-clamped-to-0800",
        ),
        pytest.param(
            LONDON,
            datetime(2026, 3, 7, 10, 0, tzinfo=LONDON),  # Saturday
            OFFICE,
            utc(2026, 3, 9, 8, 0),
            utc(2026, 3, 9, 18, 0),
            ("weekend",),
            id="office-window-already-inside-quiet-hours-adds-no-quiet-reason",
        ),
        pytest.param(
            LONDON,
            datetime(2026, 5, 1, 22, 0, tzinfo=LONDON),  # Friday; Monday is closed below
            "always",
            utc(2026, 5, 2, 7, 0),  # "always" texts on Saturday 08:00
            utc(2026, 5, 2, 20, 0),
            ("sms_quiet_hours",),
            id="always-window-texts-at-the-weekend",
        ),
    ],
)
def test_an_sms_step_is_held_to_0800_2100_local(zone, due, window, at, closes, shifted_by):
    calendar = Calendar(zone, {date(2026, 5, 4): "holiday:May Day"})
    timing = schedule_step(due, parse_delay("0s"), window, calendar, sms=True)
    assert (timing.at, timing.closes, timing.shifted_by) == (at, closes, shifted_by)


def test_the_same_late_due_time_sends_at_once_for_an_email():
    due = datetime(2026, 3, 4, 22, 0, tzinfo=KOLKATA)
    assert next_send_time(due, "always", Calendar(KOLKATA), sms=False) == (due, None, ())


def test_an_sms_due_at_night_before_a_holiday_names_the_holiday_and_quiet_hours():
    window = Window(days=WEEKDAYS, start="07:00", end="22:00")
    calendar = Calendar(LONDON, {date(2026, 5, 4): "holiday:May Day"})
    due = datetime(2026, 5, 1, 21, 30, tzinfo=LONDON)  # Friday
    assert next_send_time(due, window, calendar, sms=True) == (
        utc(2026, 5, 5, 7, 0),
        utc(2026, 5, 5, 20, 0),
        ("holiday:May Day", "sms_quiet_hours"),
    )


# --- delays: elapsed time and business days ------------------------------------------------------------


@pytest.mark.parametrize(
    ("zone", "entered", "after", "closed", "due", "shifted_by"),
    [
        pytest.param(
            LONDON,
            utc(2026, 10, 23, 11, 0),  # Friday 12:00 BST
            "2d",
            {},
            utc(2026, 10, 25, 11, 0),  # Sunday 11:00 GMT: 48 hours, the wall clock reads an hour less
            (),
            id="2d-over-eu-fall-back-is-48-elapsed-hours",
        ),
        pytest.param(
            NEW_YORK,
            utc(2026, 3, 6, 17, 0),  # Friday 12:00 EST
            "2d",
            {},
            utc(2026, 3, 8, 17, 0),  # Sunday 13:00 EDT
            (),
            id="2d-over-us-spring-forward-is-48-elapsed-hours",
        ),
        pytest.param(
            LONDON,
            utc(2026, 10, 23, 11, 0),
            "2bd",
            {},
            utc(2026, 10, 27, 12, 0),  # Tuesday 12:00 GMT: same wall clock as Friday 12:00 BST
            ("weekend",),
            id="2bd-over-eu-fall-back-keeps-the-wall-clock",
        ),
        pytest.param(
            NEW_YORK,
            utc(2026, 3, 6, 17, 0),
            "2bd",
            {},
            utc(2026, 3, 10, 16, 0),  # Tuesday 12:00 EDT
            ("weekend",),
            id="2bd-over-us-spring-forward-keeps-the-wall-clock",
        ),
        pytest.param(
            LONDON,
            utc(2026, 3, 6, 17, 0),  # Friday 17:00 GMT
            "1bd",
            {},
            utc(2026, 3, 9, 17, 0),
            ("weekend",),
            id="friday-1700-plus-1bd-is-monday-1700",
        ),
        pytest.param(
            LONDON,
            datetime(2026, 5, 1, 17, 0, tzinfo=LONDON),
            "1bd",
            {date(2026, 5, 4): "holiday:May Day"},
            utc(2026, 5, 5, 16, 0),  # Tuesday 17:00 BST
            ("weekend", "holiday:May Day"),
            id="friday-plus-1bd-with-a-holiday-monday-is-tuesday",
        ),
        pytest.param(
            LONDON,
            datetime(2026, 5, 1, 17, 0, tzinfo=LONDON),
            "1bd",
            {date(2026, 5, 4): "blackout:Offsite"},
            utc(2026, 5, 5, 16, 0),
            ("weekend", "blackout:Offsite"),
            id="friday-plus-1bd-with-a-blackout-monday-is-tuesday",
        ),
        pytest.param(
            LONDON,
            utc(2026, 3, 6, 17, 0),
            "1bd 2h",
            {},
            utc(2026, 3, 9, 19, 0),
            ("weekend",),
            id="1bd-2h-is-business-days-first-then-two-hours",
        ),
        pytest.param(
            LONDON,
            utc(2026, 3, 3, 9, 15),  # Tuesday
            "1bd",
            {},
            utc(2026, 3, 4, 9, 15),
            (),
            id="midweek-1bd-is-the-next-day-with-no-reason",
        ),
        pytest.param(
            LONDON,
            datetime(2026, 3, 7, 10, 0, tzinfo=LONDON),  # Saturday
            "1bd",
            {},
            utc(2026, 3, 9, 10, 0),
            ("weekend",),
            id="saturday-plus-1bd-is-monday",
        ),
        pytest.param(
            LONDON,
            utc(2026, 3, 6, 17, 0),
            "5bd",
            {},
            utc(2026, 3, 13, 17, 0),
            ("weekend",),
            id="5bd-is-a-calendar-week",
        ),
        pytest.param(
            ADELAIDE,
            datetime(2026, 10, 2, 9, 0, tzinfo=ADELAIDE),  # Friday 09:00 ACST
            "1bd",
            {},
            utc(2026, 10, 4, 22, 30),  # Monday 09:00 ACDT
            ("weekend",),
            id="adelaide-1bd-over-dst-start-keeps-0900",
        ),
        pytest.param(
            KOLKATA,
            datetime(2026, 3, 6, 9, 0, tzinfo=KOLKATA),
            "1bd",
            {},
            utc(2026, 3, 9, 3, 30),
            ("weekend",),
            id="kolkata-1bd-keeps-0900-ist",
        ),
        pytest.param(
            NEW_YORK,
            utc(2026, 3, 6, 7, 30),  # Friday 02:30 EST
            "30m",
            {},
            utc(2026, 3, 6, 8, 0),
            (),
            id="30m-is-thirty-elapsed-minutes",
        ),
    ],
)
def test_a_delay_moves_the_due_time(zone, entered, after, closed, due, shifted_by):
    timing = schedule_step(entered, parse_delay(after), "always", Calendar(zone, closed), sms=False)
    assert timing.due == due
    assert timing.at == due
    assert timing.shifted_by == shifted_by


def test_2d_is_exactly_48_hours_while_2bd_over_the_same_weekend_is_not_a_whole_number_of_days():
    entered = utc(2026, 10, 23, 11, 0)
    calendar = Calendar(LONDON)
    two_days = schedule_step(entered, parse_delay("2d"), "always", calendar, sms=False).due
    two_business_days = schedule_step(entered, parse_delay("2bd"), "always", calendar, sms=False).due
    assert two_days - entered == timedelta(hours=48)
    assert two_business_days - entered == timedelta(days=4, hours=1)
    assert two_business_days.astimezone(LONDON).time() == entered.astimezone(LONDON).time()


def test_2d_from_a_start_in_the_contacts_zone_is_still_48_elapsed_hours():
    entered = datetime(2026, 10, 23, 12, 0, tzinfo=LONDON)  # 11:00Z
    timing = schedule_step(entered, parse_delay("2d"), "always", Calendar(LONDON), sms=False)
    assert timing.due == utc(2026, 10, 25, 11, 0)


@pytest.mark.parametrize(
    ("start", "days", "closed", "result", "reasons"),
    [
        pytest.param(utc(2026, 3, 6, 17, 0), 0, {}, utc(2026, 3, 6, 17, 0), (), id="zero-days-is-the-start"),
        pytest.param(utc(2026, 3, 7, 17, 0), 0, {}, utc(2026, 3, 7, 17, 0), (), id="zero-days-even-on-a-sat"),
        pytest.param(utc(2026, 3, 6, 17, 0), 1, {}, utc(2026, 3, 9, 17, 0), ("weekend",), id="friday-plus-1"),
        pytest.param(utc(2026, 3, 8, 17, 0), 1, {}, utc(2026, 3, 9, 17, 0), (), id="sunday-plus-1-is-monday"),
        pytest.param(
            utc(2026, 12, 23, 10, 0),
            3,
            {
                date(2026, 12, 25): "holiday:Christmas Day",
                date(2026, 12, 26): "holiday:Boxing Day",
                date(2026, 12, 28): "holiday:Boxing Day (observed)",
            },
            utc(2026, 12, 30, 10, 0),
            ("holiday:Christmas Day", "weekend", "holiday:Boxing Day (observed)"),
            id="christmas-week-weekend-wins-over-a-saturday-holiday",
        ),
        pytest.param(
            utc(2026, 3, 2, 10, 0),
            2,
            {date(2026, 3, 3): "blackout:Offsite", date(2026, 3, 4): "blackout:Offsite"},
            utc(2026, 3, 6, 10, 0),
            ("blackout:Offsite",),
            id="repeated-reasons-are-named-once",
        ),
    ],
)
def test_add_business_days_in_london(start, days, closed, result, reasons):
    assert add_business_days(start, days, Calendar(LONDON, closed)) == (result, reasons)


def test_business_days_are_counted_on_the_contacts_calendar_not_utcs():
    # Friday 23:00 UTC is already Saturday 08:00 in Tokyo: one business day later is Monday 08:00 JST.
    tokyo = ZoneInfo("Asia/Tokyo")
    moved, reasons = add_business_days(utc(2026, 3, 6, 23, 0), 1, Calendar(tokyo))
    assert moved == utc(2026, 3, 8, 23, 0)
    assert reasons == ("weekend",)


def test_business_days_then_the_window_name_every_reason_in_order():
    # Friday 17:00 + "1bd 2h" is Monday 19:00, after an 08:00-18:00 window: Tuesday 08:00.
    timing = schedule_step(utc(2026, 3, 6, 17, 0), parse_delay("1bd 2h"), OFFICE, Calendar(LONDON), sms=False)
    assert timing.due == utc(2026, 3, 9, 19, 0)
    assert timing.at == utc(2026, 3, 10, 8, 0)
    assert timing.shifted_by == ("weekend", "window")


# --- known defects ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("zone", "window", "due"),
    [
        pytest.param(LONDON, daily("01:30", "02:00"), utc(2026, 3, 28, 12, 0), id="london-0130-0200"),
        pytest.param(LONDON, daily("01:00", "02:00"), utc(2026, 3, 28, 12, 0), id="london-0100-0200"),
        pytest.param(NEW_YORK, daily("02:30", "03:00"), utc(2026, 3, 7, 12, 0), id="new-york-0230-0300"),
    ],
)
def test_a_window_that_does_not_exist_on_spring_forward_day_is_not_used_that_day(zone, window, due):
    at, closes, _ = next_window_time(due, window, Calendar(zone))
    assert due <= at < closes


def test_a_closed_date_is_skipped_even_without_a_window_and_a_text_waits_for_0800():
    calendar = Calendar(LONDON, {date(2026, 5, 4): "holiday:May Day"})
    due = datetime(2026, 5, 4, 10, 0, tzinfo=LONDON)
    next_midnight = datetime(2026, 5, 5, 0, 0, tzinfo=LONDON)
    assert next_send_time(due, "always", calendar, sms=False) == (next_midnight, None, ("holiday:May Day",))
    at, _, shifted_by = next_send_time(due, "always", calendar, sms=True)
    assert at == datetime(2026, 5, 5, 8, 0, tzinfo=LONDON)
    assert shifted_by == ("holiday:May Day", "sms_quiet_hours")
