"""The circuit breaker's rule: a run of failures opens it, the cool-down grows, one probe at a time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sequencer.breaker import (
    BASE_COOL_DOWN,
    MAX_COOL_DOWN,
    PROBE_TIMEOUT,
    THRESHOLD,
    Breaker,
    admit,
    cool_down,
    failed,
    succeeded,
)

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


def after_failures(n: int, breaker: Breaker = Breaker()) -> Breaker:
    for _ in range(n):
        breaker = failed(breaker, NOW, "HttpError 503")
    return breaker


def test_failures_short_of_the_threshold_keep_it_closed_and_a_success_forgets_them():
    almost = after_failures(THRESHOLD - 1)
    assert (almost.state, almost.failures) == ("closed", THRESHOLD - 1)
    assert admit(almost, NOW) == (True, almost)
    assert succeeded(almost) == Breaker()


def test_the_threshold_opens_it_and_sends_wait_for_the_cool_down():
    opened = after_failures(THRESHOLD)
    assert (opened.state, opened.retry_at, opened.last_error) == (
        "open",
        NOW + BASE_COOL_DOWN,
        "HttpError 503",
    )
    allowed, same = admit(opened, NOW + BASE_COOL_DOWN - timedelta(seconds=1))
    assert (allowed, same) == (False, opened)


def test_after_the_cool_down_one_probe_goes_and_the_others_wait_for_it():
    opened = after_failures(THRESHOLD)
    later = NOW + BASE_COOL_DOWN
    allowed, probing = admit(opened, later)
    assert allowed and probing.state == "half_open" and probing.retry_at == later + PROBE_TIMEOUT
    assert admit(probing, later + timedelta(seconds=5))[0] is False
    assert admit(probing, later + PROBE_TIMEOUT)[0] is True  # a probe that went quiet is replaced


def test_a_probe_that_succeeds_closes_it_and_one_that_fails_opens_it_for_longer():
    _, probing = admit(after_failures(THRESHOLD), NOW + BASE_COOL_DOWN)
    assert succeeded(probing) == Breaker()
    reopened = failed(probing, NOW + BASE_COOL_DOWN, "timeout")
    assert (reopened.state, reopened.opened) == ("open", 2)
    assert reopened.retry_at == NOW + BASE_COOL_DOWN + 2 * BASE_COOL_DOWN


def test_the_cool_down_doubles_up_to_its_cap():
    assert [cool_down(n) for n in (1, 2, 3)] == [BASE_COOL_DOWN, 2 * BASE_COOL_DOWN, 4 * BASE_COOL_DOWN]
    assert cool_down(50) == MAX_COOL_DOWN
