import math
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from sequencer.durations import Delay
from sequencer.models import Window
from sequencer.timing import ON_TIME, Calendar, next_window_time, wait_counts_from, with_jitter


def window_time(due, window, zone):
    """The send instant alone, for a calendar with no closed dates."""
    return next_window_time(due, window, Calendar(zone))[0]


LONDON = ZoneInfo("Europe/London")
PARIS = ZoneInfo("Europe/Paris")
NEW_YORK = ZoneInfo("America/New_York")
WEEKDAYS = Window(days=["mon", "tue", "wed", "thu", "fri"], start="08:00", end="18:00")


def london(*args: int) -> datetime:
    return datetime(*args, tzinfo=LONDON)


def test_always_returns_the_due_time_unchanged():
    due = datetime(2026, 3, 7, 3, 17, tzinfo=UTC)
    assert window_time(due, "always", LONDON) == due


def test_a_naive_due_time_is_refused_even_for_always():
    with pytest.raises(ValueError, match="timezone-aware"):
        window_time(datetime(2026, 3, 7, 10, 0), "always", LONDON)


def test_a_naive_due_time_is_refused_for_a_window():
    with pytest.raises(ValueError, match="timezone-aware"):
        window_time(datetime(2026, 3, 7, 10, 0), WEEKDAYS, LONDON)


def test_due_on_saturday_morning_waits_for_monday_eight_local():
    result = window_time(london(2026, 3, 7, 10, 0), WEEKDAYS, LONDON)
    assert result == london(2026, 3, 9, 8, 0)
    assert result.astimezone(LONDON).strftime("%a %H:%M") == "Mon 08:00"


def test_due_inside_the_window_is_returned_unchanged():
    due = london(2026, 3, 4, 12, 0)
    result = window_time(due, WEEKDAYS, LONDON)
    assert result == due
    assert result.utcoffset() == due.utcoffset()


def test_the_window_start_is_inside_the_window():
    due = london(2026, 3, 4, 8, 0)
    assert window_time(due, WEEKDAYS, LONDON) == due


def test_due_before_opening_on_an_allowed_day_waits_for_that_days_opening():
    assert window_time(london(2026, 3, 4, 6, 59), WEEKDAYS, LONDON) == london(2026, 3, 4, 8, 0)


def test_the_window_end_is_outside_the_window():
    assert window_time(london(2026, 3, 4, 18, 0), WEEKDAYS, LONDON) == london(2026, 3, 5, 8, 0)


def test_due_after_friday_closing_moves_to_monday():
    assert window_time(london(2026, 3, 6, 19, 0), WEEKDAYS, LONDON) == london(2026, 3, 9, 8, 0)


def test_a_single_day_window_passed_this_week_moves_a_full_week():
    monday_only = Window(days=["mon"], start="08:00", end="18:00")
    assert window_time(london(2026, 3, 2, 18, 30), monday_only, LONDON) == london(2026, 3, 9, 8, 0)


def test_the_window_is_read_on_the_recipients_wall_clock():
    # 07:00 UTC is 02:00 in New York: the window opens at 08:00 New York time, 13:00 UTC.
    due = datetime(2026, 3, 2, 7, 0, tzinfo=UTC)
    assert window_time(due, WEEKDAYS, NEW_YORK) == datetime(2026, 3, 2, 13, 0, tzinfo=UTC)


def test_a_due_time_in_another_zone_is_converted_before_checking_the_day():
    # Sunday 23:30 in New York is Monday 04:30 in London: opens Monday 08:00 London.
    due = datetime(2026, 3, 1, 23, 30, tzinfo=NEW_YORK)
    assert window_time(due, WEEKDAYS, LONDON) == london(2026, 3, 2, 8, 0)


def test_a_moved_time_is_returned_in_utc():
    result = window_time(london(2026, 7, 4, 10, 0), WEEKDAYS, LONDON)
    assert result.utcoffset() == timedelta(0)
    assert result == datetime(2026, 7, 6, 7, 0, tzinfo=UTC)


def test_a_window_across_the_autumn_clock_change_keeps_eight_local():
    # Friday 23 Oct 2026 is BST (UTC+1); Monday 26 Oct is GMT after the 25 Oct change.
    result = window_time(london(2026, 10, 23, 19, 0), WEEKDAYS, LONDON)
    assert result == datetime(2026, 10, 26, 8, 0, tzinfo=UTC)
    assert result.astimezone(LONDON).hour == 8


def test_a_window_on_the_autumn_change_day_opens_at_eight_local():
    sundays = Window(days=["sun"], start="08:00", end="18:00")
    result = window_time(london(2026, 10, 24, 12, 0), sundays, LONDON)
    assert result == datetime(2026, 10, 25, 8, 0, tzinfo=UTC)
    assert result.astimezone(LONDON).strftime("%H:%M %Z") == "08:00 GMT"


def test_a_window_across_the_spring_clock_change_keeps_eight_local():
    result = window_time(london(2026, 3, 27, 19, 0), WEEKDAYS, LONDON)
    assert result == datetime(2026, 3, 30, 7, 0, tzinfo=UTC)
    assert result.astimezone(LONDON).strftime("%H:%M %Z") == "08:00 BST"


def test_a_london_window_starting_two_thirty_on_spring_forward_day_opens_after_the_gap():
    # London skips 01:00-02:00 GMT on 29 Mar 2026 (01:00 UTC); 02:30 BST exists and is 01:30 UTC.
    window = Window(days=["sun"], start="02:30", end="05:00")
    result = window_time(london(2026, 3, 28, 12, 0), window, LONDON)
    assert result == datetime(2026, 3, 29, 1, 30, tzinfo=UTC)
    assert result > datetime(2026, 3, 29, 1, 0, tzinfo=UTC)
    assert result.astimezone(LONDON).strftime("%H:%M %Z") == "02:30 BST"


def test_a_window_starting_inside_the_skipped_hour_opens_after_the_gap_not_before():
    # 01:30 does not exist in London on 29 Mar 2026; it must not open at 00:30 UTC (01:30 GMT).
    window = Window(days=["sun"], start="01:30", end="05:00")
    result = window_time(london(2026, 3, 28, 12, 0), window, LONDON)
    assert result >= datetime(2026, 3, 29, 1, 0, tzinfo=UTC)
    assert result == datetime(2026, 3, 29, 1, 30, tzinfo=UTC)


def test_a_paris_window_starting_in_the_skipped_hour_opens_after_the_gap():
    # Paris skips 02:00-03:00 on 29 Mar 2026 (01:00 UTC).
    window = Window(days=["sun"], start="02:30", end="05:00")
    result = window_time(datetime(2026, 3, 28, 12, 0, tzinfo=PARIS), window, PARIS)
    assert result >= datetime(2026, 3, 29, 1, 0, tzinfo=UTC)
    assert result.astimezone(PARIS).utcoffset() == timedelta(hours=2)


@pytest.mark.parametrize(
    "due",
    [
        datetime(2026, 3, 29, 0, 59, tzinfo=UTC),
        datetime(2026, 10, 25, 0, 30, tzinfo=UTC),
        datetime(2026, 10, 25, 1, 30, tzinfo=UTC),
        datetime(2026, 12, 31, 23, 59, tzinfo=UTC),
    ],
)
def test_the_result_is_never_before_the_due_time_for_an_ordinary_window(due):
    assert window_time(due, WEEKDAYS, LONDON) >= due


def test_the_result_is_never_before_the_due_time_in_the_repeated_autumn_hour():
    window = Window(days=["sun"], start="01:30", end="05:00")
    due = datetime(2026, 10, 25, 1, 20, tzinfo=UTC)  # 01:20 GMT, the second time 01:20 happens
    assert window_time(due, window, LONDON) >= due


def test_jitter_with_fraction_zero_adds_nothing():
    moment = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    assert with_jitter(moment, timedelta(minutes=10), 0.0) == moment


def test_jitter_adds_that_fraction_of_the_jitter_in_whole_seconds():
    moment = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    assert with_jitter(moment, timedelta(hours=1), 0.5) == moment + timedelta(minutes=30)
    assert with_jitter(moment, timedelta(seconds=10), 0.25) == moment + timedelta(seconds=2)


def test_jitter_stays_strictly_below_the_full_jitter():
    moment = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    result = with_jitter(moment, timedelta(minutes=10), math.nextafter(1.0, 0.0))
    assert moment <= result < moment + timedelta(minutes=10)
    assert result == moment + timedelta(seconds=599)


def test_no_jitter_means_no_delay_whatever_the_fraction():
    moment = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    assert with_jitter(moment, timedelta(0), 0.9) == moment


@pytest.mark.parametrize("fraction", [1.0, 1.5, -0.01, float("nan"), float("inf")])
def test_a_fraction_outside_zero_to_one_is_refused(fraction):
    with pytest.raises(ValueError, match=r"fraction must be in \[0, 1\)"):
        with_jitter(datetime(2026, 3, 2, tzinfo=UTC), timedelta(minutes=10), fraction)


PLANNED = datetime(2026, 12, 16, 9, 0, tzinfo=UTC)
THREE_DAYS = Delay(business_days=3)


@pytest.mark.parametrize("late", [timedelta(0), timedelta(seconds=2.5), ON_TIME])
def test_a_send_that_went_about_on_time_counts_from_its_planned_moment(late):
    assert wait_counts_from(PLANNED, PLANNED + late, THREE_DAYS) == PLANNED


@pytest.mark.parametrize("late", [ON_TIME + timedelta(microseconds=1), timedelta(hours=3)])
def test_a_send_held_past_the_margin_counts_from_when_it_went(late):
    assert wait_counts_from(PLANNED, PLANNED + late, THREE_DAYS) == PLANNED + late


def test_a_send_that_went_before_its_planned_moment_counts_from_when_it_went():
    early = PLANNED - timedelta(seconds=1)
    assert wait_counts_from(PLANNED, early, THREE_DAYS) == early


@pytest.mark.parametrize(
    ("wait", "late", "counts_from_plan"),
    [
        (Delay(elapsed=timedelta(seconds=30)), timedelta(seconds=3), True),  # a tenth of the wait
        (Delay(elapsed=timedelta(seconds=30)), timedelta(seconds=3.5), False),
        (Delay(elapsed=timedelta(minutes=5)), timedelta(seconds=45), False),
        # No wait: the next step is due with this one by the plan (it still goes at once after it).
        (Delay(), timedelta(seconds=59), True),
        (Delay(), timedelta(seconds=61), False),
    ],
)
def test_a_short_wait_tolerates_only_a_tenth_of_itself_so_two_emails_stay_nine_tenths_apart(
    wait, late, counts_from_plan
):
    went = PLANNED + late
    assert wait_counts_from(PLANNED, went, wait) == (PLANNED if counts_from_plan else went)
