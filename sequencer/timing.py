"""When a step may send. Pure: every function takes `now`/`due` and returns aware datetimes.

A step is due `after` the previous step (or the enrollment) and then moves forward to the next
moment inside the sequence's window, computed on the recipient's local wall clock.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from sequencer.models import WEEKDAYS, Window

UTC = ZoneInfo("UTC")


def _aware(value: datetime) -> datetime:
    if value.tzinfo is None:
        raise ValueError("datetimes must be timezone-aware")
    return value


def _local_opening(day: datetime, at: time, zone: ZoneInfo) -> datetime:
    """The instant the wall clock in `zone` shows `at` on `day`'s date (a skipped hour moves later)."""
    naive = datetime.combine(day.date(), at)
    local = naive.replace(tzinfo=zone)
    # A wall time in a spring-forward gap does not exist; round-tripping through UTC lands after it.
    return local.astimezone(UTC).astimezone(zone)


def next_window_time(due: datetime, window: Literal["always"] | Window, zone: ZoneInfo) -> datetime:
    """The earliest instant at or after `due` that lies inside `window` in `zone`."""
    _aware(due)
    if window == "always":
        return due
    assert isinstance(window, Window)
    local = due.astimezone(zone)
    allowed = {WEEKDAYS.index(d) for d in window.days}
    for offset in range(8):
        day = local + timedelta(days=offset)
        if day.weekday() not in allowed:
            continue
        # Compare instants, not wall clocks: in a repeated autumn hour the same wall time is two instants.
        opens = _local_opening(day, window.start_time, zone).astimezone(UTC)
        closes = _local_opening(day, window.end_time, zone).astimezone(UTC)
        if offset == 0 and opens <= due < closes:
            return due
        if due < opens:
            return opens
    raise AssertionError("a window with at least one day always opens within a week")


def with_jitter(moment: datetime, jitter: timedelta, fraction: float) -> datetime:
    """Spread sends: `fraction` in [0, 1) comes from the caller's (deterministic) randomness."""
    if not 0.0 <= fraction < 1.0:
        raise ValueError("fraction must be in [0, 1)")
    return moment + timedelta(seconds=int(jitter.total_seconds() * fraction))
