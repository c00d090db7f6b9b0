"""When a step may send. Pure and deterministic: the workflow and the preview both call it.

A step is *due* its delay after it was entered (the previous send, or the enrollment): business days
first (`bd`: forward that many business days in the contact's zone, same wall-clock time), then elapsed
time (`2d` = 48 hours). It then *sends at* the first instant at or after the due time inside its
window, read on the contact's wall clock; SMS steps are also held to 08:00-21:00 local.

The previous step counts from the moment the plan had for it (a send's planned time, a condition's
due time, a timeout's deadline, the moment an answer or event came) when it ended about then: within
`ON_TIME`, and within a tenth of the wait that follows (`wait_counts_from`; a step with no wait, within
`ON_TIME`). The seconds a busy worker or a retried call took then do not drift every later step off the
schedule the preview shows, and two emails are always at least nine tenths of their wait apart. A step
held longer (caps, a disconnected mailbox, a pause, an outage) counts from when it really ended, so the
contact gets the whole wait.

Clock changes, one rule each:
- a wall time that does not exist (spring forward) moves forward by the gap: 02:30 becomes 03:30;
- a wall time that happens twice (fall back) is the first, earlier occurrence.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from sequencer.durations import Delay
from sequencer.models import WEEKDAYS, Window

SMS_EARLIEST = time(8, 0)
SMS_LATEST = time(21, 0)
ON_TIME = timedelta(minutes=1)  # a send this late is on plan (see the module doc)
_SEARCH_DAYS = 800  # windows with a day a week open within ~2 years even through long blackouts

WindowSpec = Literal["always"] | Window


class NoWindow(ValueError):
    """The window never opens (every allowed day closed for the whole search horizon)."""


@dataclass(frozen=True)
class Calendar:
    """The contact's zone and the dates that are not business days besides weekends."""

    zone: ZoneInfo
    closed: Mapping[date, str] = field(default_factory=dict)

    @classmethod
    def named(cls, zone: str, closed: Mapping[str, str]) -> Calendar:
        """From a zone name and ISO dates. Workflows build calendars here: a ZoneInfo made inside the
        workflow sandbox is a restricted proxy that datetime refuses as a tzinfo."""
        return cls(ZoneInfo(zone), {date.fromisoformat(d): why for d, why in closed.items()})

    def closed_reason(self, day: date) -> str | None:
        if day.weekday() >= 5:
            return "weekend"
        return self.closed.get(day)


@dataclass(frozen=True)
class StepTiming:
    due: datetime
    at: datetime
    closes: datetime | None  # end of the window the step sends in (None: no window)
    shifted_by: tuple[str, ...]


def _aware(value: datetime) -> datetime:
    if value.tzinfo is None:
        raise ValueError("datetimes must be timezone-aware")
    return value


def _dedup(reasons: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(reasons))


def local_instant(day: date, at: time, zone: ZoneInfo) -> datetime:
    """Wall-clock `at` on `day` in `zone`, as a UTC instant (see the module rules for DST)."""
    # fold=0: a repeated time is its first occurrence; a skipped time is read with the offset in
    # force before the change, which lands it the gap's length later.
    return datetime.combine(day, at).replace(tzinfo=zone, fold=0).astimezone(UTC)


def wait_counts_from(planned: datetime, went: datetime, delay: Delay) -> datetime:
    """Where the next step's `delay` starts, after a step the plan had at `planned` that ended at `went`."""
    nominal = timedelta(days=delay.business_days) + delay.elapsed
    slack = min(ON_TIME, nominal / 10) if nominal else ON_TIME
    return planned if timedelta(0) <= went - planned <= slack else went


def add_business_days(start: datetime, days: int, calendar: Calendar) -> tuple[datetime, tuple[str, ...]]:
    start = _aware(start).astimezone(UTC)  # arithmetic below is on instants, never on a zone's wall clock
    if days <= 0:
        return start, ()
    local = start.astimezone(calendar.zone)
    day, wall = local.date(), local.time().replace(tzinfo=None, fold=0)
    counted, reasons = 0, []
    while counted < days:
        day += timedelta(days=1)
        reason = calendar.closed_reason(day)
        if reason:
            reasons.append(reason)
        else:
            counted += 1
    return local_instant(day, wall, calendar.zone), _dedup(reasons)


def add_delay(start: datetime, delay: Delay, calendar: Calendar) -> tuple[datetime, tuple[str, ...]]:
    moved, reasons = add_business_days(start, delay.business_days, calendar)
    return moved + delay.elapsed, reasons  # `moved` is UTC: `2d` is 48 elapsed hours


def sms_window(window: WindowSpec) -> Window | None:
    """The window an SMS step really has: its window clamped to 08:00-21:00; None if never open."""
    days = list(WEEKDAYS) if window == "always" else list(window.days)
    start = SMS_EARLIEST if window == "always" else max(window.start_time, SMS_EARLIEST)
    end = SMS_LATEST if window == "always" else min(window.end_time, SMS_LATEST)
    if start >= end:
        return None
    return Window(days=days, start=start.strftime("%H:%M"), end=end.strftime("%H:%M"))


def _inside(moment: datetime, window: Window, zone: ZoneInfo) -> bool:
    local = moment.astimezone(zone)
    if WEEKDAYS[local.weekday()] not in window.days:
        return False
    return (
        local_instant(local.date(), window.start_time, zone)
        <= moment
        < local_instant(local.date(), window.end_time, zone)
    )


def next_window_time(
    due: datetime, window: WindowSpec, calendar: Calendar
) -> tuple[datetime, datetime | None, tuple[str, ...]]:
    """(send at, window close, reasons): the first instant at or after `due` inside `window`.

    Dates the calendar closes (holidays, blackouts) are skipped; weekends only by the window's days.
    """
    due = _aware(due).astimezone(UTC)
    zone = calendar.zone
    if window == "always":
        return _next_open_moment(due, calendar)
    allowed = {WEEKDAYS.index(d) for d in window.days}
    reasons: list[str] = []
    first_day = due.astimezone(zone).date()
    for offset in range(_SEARCH_DAYS):
        day = first_day + timedelta(days=offset)
        if day.weekday() not in allowed:
            continue
        closes = local_instant(day, window.end_time, zone)
        if closes <= due:
            continue
        if day in calendar.closed:
            reasons.append(calendar.closed[day])
            continue
        at = max(local_instant(day, window.start_time, zone), due)
        if at >= closes:
            continue  # the window lies in a spring-forward gap that day: it does not happen
        if not _inside(due, window, zone):
            local_due = due.astimezone(zone)
            off_day = WEEKDAYS[local_due.weekday()] not in window.days
            reasons.append("weekend" if off_day and local_due.weekday() >= 5 else "window")
        return at, closes, _dedup(reasons)
    raise NoWindow(f"the window {window.days} {window.start}-{window.end} never opens in {_SEARCH_DAYS} days")


def _next_open_moment(due: datetime, calendar: Calendar) -> tuple[datetime, None, tuple[str, ...]]:
    """With no window, a step still never sends on a closed date: it moves to the next day's start."""
    day = due.astimezone(calendar.zone).date()
    if day not in calendar.closed:
        return due, None, ()
    reasons = []
    while day in calendar.closed:
        reasons.append(calendar.closed[day])
        day += timedelta(days=1)
    return local_instant(day, time(0, 0), calendar.zone), None, _dedup(reasons)


def next_send_time(
    due: datetime, window: WindowSpec, calendar: Calendar, *, sms: bool
) -> tuple[datetime, datetime | None, tuple[str, ...]]:
    at, closes, reasons = next_window_time(due, window, calendar)
    if not sms:
        return at, closes, reasons
    clamped = sms_window(window)
    if clamped is None:
        raise NoWindow("the window is never open between 08:00 and 21:00, when texts may be sent")
    sms_at, sms_closes, sms_reasons = next_window_time(due, clamped, calendar)
    if sms_at > at:
        quiet = [r for r in sms_reasons if r not in ("window", "weekend")] + ["sms_quiet_hours"]
        return sms_at, sms_closes, _dedup([*reasons, *quiet])
    return sms_at, sms_closes, reasons


def schedule_step(
    entered: datetime, delay: Delay, window: WindowSpec, calendar: Calendar, *, sms: bool
) -> StepTiming:
    due, delay_reasons = add_delay(entered, delay, calendar)
    at, closes, window_reasons = next_send_time(due, window, calendar, sms=sms)
    return StepTiming(due=due, at=at, closes=closes, shifted_by=_dedup([*delay_reasons, *window_reasons]))


def with_jitter(
    moment: datetime, jitter: timedelta, fraction: float, *, closes: datetime | None = None
) -> datetime:
    """Spread sends by up to `jitter`, never past the window's close.

    `fraction` in [0, 1) comes from the caller's deterministic randomness (`workflow.random()`).
    """
    if not 0.0 <= fraction < 1.0:
        raise ValueError("fraction must be in [0, 1)")
    moment = _aware(moment).astimezone(UTC)
    span = jitter if closes is None else max(timedelta(0), min(jitter, closes - moment))
    return moment + timedelta(seconds=int(span.total_seconds() * fraction))
