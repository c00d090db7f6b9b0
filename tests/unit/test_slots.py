from datetime import UTC, datetime, timedelta

import pytest

from sequencer.slots import Limits, LimitsError, Request, next_free, order, prune

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


def test_grants_older_than_a_day_are_forgotten():
    assert prune([T0, T0 + timedelta(hours=25)], T0 + timedelta(hours=25)) == [T0 + timedelta(hours=25)]
