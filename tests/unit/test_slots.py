from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from sequencer.slots import (
    SEND_UNITS,
    Budget,
    Limits,
    LimitsError,
    Request,
    SendLimits,
    next_free,
    order,
    prune,
    rate_limited,
    ready_at,
    refill,
    refund,
    spare_count,
    spend,
    time_to_serve,
)

T0 = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)


def test_an_idle_mailbox_may_send_now():
    assert next_free(Limits(), [], T0) == T0


def test_two_sends_are_at_least_the_minimum_gap_apart():
    assert next_free(
        Limits(min_gap=timedelta(seconds=60)), [T0], T0 + timedelta(seconds=10)
    ) == T0 + timedelta(seconds=60)


def test_the_thirty_first_send_waits_until_the_oldest_leaves_the_rolling_day():
    granted = [T0 + timedelta(minutes=i) for i in range(30)]
    at = next_free(Limits(per_24h=30), granted, T0 + timedelta(hours=1))
    assert at == T0 + timedelta(hours=24)


def test_an_hourly_cap_holds_inside_the_daily_one():
    granted = [T0 + timedelta(minutes=i) for i in range(5)]
    at = next_free(Limits(per_24h=100, per_hour=5, min_gap=timedelta(0)), granted, T0 + timedelta(minutes=10))
    assert at == T0 + timedelta(hours=1)


@pytest.mark.parametrize(("trial", "per_24h"), [(False, 2001), (True, 501), (False, 0)])
def test_caps_cannot_exceed_googles_ceiling(trial, per_24h):
    with pytest.raises(LimitsError, match="per_24h"):
        Limits(per_24h=per_24h, trial_account=trial).validate()


def test_follow_ups_go_before_first_touches_then_the_oldest_due():
    requests = [
        Request("a", "first_touch", T0),
        Request("b", "follow_up", T0 + timedelta(minutes=5)),
        Request("c", "follow_up", T0),
        Request("d", "first_touch", T0 - timedelta(minutes=1)),
    ]
    assert [r.request_id for r in order(requests)] == ["c", "b", "d", "a"]


def test_grants_older_than_two_days_are_forgotten():
    # Two days, not one: a local calendar day can last 25 hours, and the per-day cap looks at it.
    later = T0 + timedelta(hours=49)
    assert prune([T0, T0 + timedelta(hours=25), later], later) == [T0 + timedelta(hours=25), later]


def test_a_calendar_day_cap_waits_for_the_mailboxs_local_midnight():
    berlin = ZoneInfo("Europe/Berlin")
    # Two sends this Berlin morning (08:00 and 08:05 UTC = 09:00 and 09:05 local), cap 2 a day.
    granted = [T0 - timedelta(hours=1), T0 - timedelta(minutes=55)]
    limits = Limits(per_24h=100, per_day=2, min_gap=timedelta(0))
    at = next_free(limits, granted, T0, berlin)
    assert at == datetime(2026, 12, 1, 0, 0, tzinfo=berlin).astimezone(UTC)


def test_every_cap_is_checked_again_after_another_one_moved_the_time():
    # The hourly cap moves the candidate past midnight Berlin, where the day cap no longer binds.
    berlin = ZoneInfo("Europe/Berlin")
    late = datetime(2026, 11, 30, 22, 30, tzinfo=UTC)  # 23:30 in Berlin
    granted = [late - timedelta(minutes=m) for m in (10, 20)]
    limits = Limits(per_24h=100, per_hour=2, per_day=3, min_gap=timedelta(0))
    assert next_free(limits, granted, late, berlin) == late - timedelta(minutes=20) + timedelta(hours=1)


@pytest.mark.parametrize(
    ("limits", "field"),
    [
        (Limits(per_day=2001), "max_per_day"),
        (Limits(per_hour=31), "max_per_hour"),
        (Limits(min_gap=timedelta(hours=2)), "min_gap_seconds"),
        (Limits(units_per_minute=15001), "quota_units_per_minute"),
        (Limits(units_per_minute=99), "quota_units_per_minute"),
    ],
)
def test_limits_name_the_field_they_refuse(limits, field):
    with pytest.raises(LimitsError) as refused:
        limits.validate()
    assert refused.value.field == field


@pytest.mark.parametrize("seconds", [10**14, -(10**14), 10**20, -(10**20), 3601, -1])
def test_a_gap_out_of_any_range_is_refused_by_name_not_by_an_overflow(seconds):
    # Found by the API fuzzing: PUT /v1/mailboxes/{ref}/limits with min_gap_seconds=10**14 answered 500.
    with pytest.raises(LimitsError) as refused:
        SendLimits(min_gap_seconds=seconds).limits()
    assert refused.value.field == "min_gap_seconds"
    assert SendLimits(min_gap_seconds=3600).limits().min_gap == timedelta(hours=1)


def test_a_full_budget_lets_a_send_start_now_and_an_empty_one_waits_for_the_refill():
    limits = Limits(units_per_minute=6000)
    budget = Budget.full(limits, T0)
    assert ready_at(budget, limits, SEND_UNITS, T0) == T0
    empty = spend(budget, 6000)
    assert ready_at(empty, limits, SEND_UNITS, T0) == T0 + timedelta(seconds=1)  # 100 units at 100/s


def test_a_poll_may_overdraw_and_sends_then_wait_longer():
    limits = Limits(units_per_minute=6000)
    overdrawn = spend(Budget.full(limits, T0), 6500)
    assert ready_at(overdrawn, limits, SEND_UNITS, T0) == T0 + timedelta(seconds=6)


def test_a_429_empties_and_halves_the_budget_for_a_growing_while():
    limits = Limits(units_per_minute=6000)
    first = rate_limited(Budget.full(limits, T0), limits, T0)
    assert (first.units, first.factor, first.backoff_until) == (0, 0.5, T0 + timedelta(minutes=1))
    # Half the rate: 100 units take two seconds to come back.
    assert ready_at(first, limits, SEND_UNITS, T0) == T0 + timedelta(seconds=2)
    second = rate_limited(first, limits, T0 + timedelta(seconds=30))
    assert second.factor == 0.25 and second.backoff_until == T0 + timedelta(seconds=30, minutes=2)


def test_the_budget_is_whole_again_once_the_backoff_is_over():
    limits = Limits(units_per_minute=6000)
    hit = rate_limited(Budget.full(limits, T0), limits, T0)
    later = refill(hit, limits, T0 + timedelta(minutes=5))
    assert (later.factor, later.strikes, later.backoff_until) == (1.0, 0, None)
    assert later.units == 6000


def test_the_budget_never_holds_more_than_a_minutes_worth():
    limits = Limits(units_per_minute=6000)
    assert refill(Budget.full(limits, T0), limits, T0 + timedelta(hours=3)).units == 6000


def test_the_wait_for_a_place_in_line_follows_the_tightest_cap():
    assert time_to_serve(Limits(per_24h=30), 60) == timedelta(days=2)
    # A per-hour cap tighter than the day's: 10 an hour is 240 a day.
    assert time_to_serve(Limits(per_24h=2000, per_hour=10, min_gap=timedelta(0)), 240) == timedelta(days=1)
    # A 10-minute gap allows 144 a day.
    assert time_to_serve(Limits(per_24h=2000, min_gap=timedelta(minutes=10)), 72) == timedelta(hours=12)
    assert time_to_serve(Limits(), -5) == timedelta(0)


def test_what_fits_under_the_caps_now_goes_a_gap_apart_and_the_rest_at_the_daily_rate():
    # 10 sends of room left today at a minute apart, then 30 more at 30 a day.
    assert time_to_serve(Limits(per_24h=30), 40, room=10) == timedelta(minutes=10) + timedelta(days=1)
    # An hourly cap spaces the burst too.
    assert time_to_serve(Limits(per_24h=100, per_hour=5), 10, room=10) == timedelta(hours=2)


# -- spares: slots a worker holds ahead of its sends ------------------------------------------------
OPEN = Limits(per_24h=2000, min_gap=timedelta(0), units_per_minute=15000)


def test_a_mailbox_with_room_grants_the_spares_asked_for():
    assert spare_count(OPEN, [T0] * 10, Budget.full(OPEN, T0), T0, None, wanted=16) == 16


def test_a_minimum_gap_grants_no_spares():
    gap = Limits(per_24h=2000, min_gap=timedelta(seconds=1), units_per_minute=15000)
    assert spare_count(gap, [], Budget.full(gap, T0), T0, None, wanted=4) == 0


def test_a_worker_holds_at_most_half_of_what_the_caps_leave():
    ten = Limits(per_24h=10, min_gap=timedelta(0), units_per_minute=15000)
    assert spare_count(ten, [T0] * 4, Budget.full(ten, T0), T0, None, wanted=16) == 3
    # Already holding two (counted among the granted): one more keeps it at half of the six left.
    assert spare_count(ten, [T0] * 6, Budget.full(ten, T0), T0, None, wanted=16, held=2) == 1
    assert spare_count(ten, [T0] * 7, Budget.full(ten, T0), T0, None, wanted=16, held=3) == 0


def test_the_hourly_cap_and_the_quota_bucket_bound_spares_too():
    hourly = Limits(per_24h=2000, min_gap=timedelta(0), per_hour=5, units_per_minute=15000)
    assert spare_count(hourly, [T0 - timedelta(minutes=5)], Budget.full(hourly, T0), T0, None, wanted=9) == 2
    low = Budget(units=450.0, at=T0)  # four sends' worth
    assert spare_count(OPEN, [], low, T0, None, wanted=9) == 2


def test_a_spare_handed_back_returns_its_units_but_never_past_full_nor_during_a_backoff():
    spent = spend(Budget.full(OPEN, T0), 3 * SEND_UNITS)
    assert refund(spent, OPEN, SEND_UNITS, T0).units == 15000 - 2 * SEND_UNITS
    assert refund(Budget.full(OPEN, T0), OPEN, SEND_UNITS, T0).units == 15000
    struck = rate_limited(spent, OPEN, T0)
    assert refund(struck, OPEN, SEND_UNITS, T0).units == struck.units
