"""Send-slot decisions for one mailbox: caps, minimum gaps and who goes first. Pure and deterministic.

The mailbox's own workflow owns these decisions (one owner per mailbox: no distributed locks); this
module only answers "may a send start at `now`, and if not, when?" and "who is next?".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, time, timedelta, tzinfo
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool

DAY = timedelta(hours=24)
HOUR = timedelta(hours=1)
# Google Workspace's own ceiling per user per day; no setting may exceed it.
WORKSPACE_DAILY_CEILING = 2000
WORKSPACE_TRIAL_DAILY_CEILING = 500

Kind = Literal["follow_up", "first_touch"]


class LimitsError(ValueError):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


# The longest a provider's send call may take: a grant is reclaimed only this long after it expires, and a
# send's hold on the mailbox's gap covers it while the call is out.
CALL_MAX = timedelta(seconds=60)

# Gmail API quota units (developers.google.com/gmail/api/reference/quota).
SEND_UNITS = 100
UNITS = {
    "send": 100,
    "history.list": 2,
    "messages.get": 5,
    "messages.list": 5,
    "getProfile": 1,
    "watch": 100,
    "stop": 50,
}
# Google allows 15,000 units per user per minute; we stay well under it by default.
DEFAULT_UNITS_PER_MINUTE = 6000
MAX_UNITS_PER_MINUTE = 15000


@dataclass(frozen=True)
class Limits:
    """A mailbox's sending limits. `per_day` counts the mailbox's local calendar day (`zone`)."""

    per_24h: int = 30
    min_gap: timedelta = timedelta(seconds=60)
    per_hour: int | None = None
    per_day: int | None = None
    trial_account: bool = False
    units_per_minute: int = DEFAULT_UNITS_PER_MINUTE

    def validate(self) -> Limits:
        ceiling = WORKSPACE_TRIAL_DAILY_CEILING if self.trial_account else WORKSPACE_DAILY_CEILING
        if not 1 <= self.per_24h <= ceiling:
            raise LimitsError("max_per_24h", f"must be between 1 and {ceiling} (Google's own daily ceiling)")
        if self.per_day is not None and not 1 <= self.per_day <= ceiling:
            raise LimitsError("max_per_day", f"must be between 1 and {ceiling} (Google's own daily ceiling)")
        if self.per_hour is not None and not 1 <= self.per_hour <= self.per_24h:
            raise LimitsError("max_per_hour", "must be between 1 and max_per_24h")
        if not timedelta(0) <= self.min_gap <= HOUR:
            raise LimitsError("min_gap_seconds", "must be between 0 and 3600")
        if not SEND_UNITS <= self.units_per_minute <= MAX_UNITS_PER_MINUTE:
            raise LimitsError(
                "quota_units_per_minute",
                f"must be between {SEND_UNITS} and {MAX_UNITS_PER_MINUTE} (Google's per-user limit)",
            )
        return self


class SendLimits(BaseModel):
    """A mailbox's limits as the API, Postgres and the mailbox workflow carry them."""

    model_config = ConfigDict(extra="forbid")

    max_per_24h: int = Field(30, description="Sends in any rolling 24 hours.")
    min_gap_seconds: int = Field(60, description="Least time between two sends.")
    max_per_hour: int | None = Field(None, description="Sends in any rolling hour (optional).")
    max_per_day: int | None = Field(
        None, description="Sends per calendar day in the mailbox's zone (optional)."
    )
    trial_account: StrictBool = Field(
        False, description="A Workspace trial account: Google allows 500 a day."
    )
    quota_units_per_minute: int = Field(
        DEFAULT_UNITS_PER_MINUTE, description="Gmail API units per minute that sends and polls share."
    )

    def limits(self) -> Limits:
        # Any whole number is a valid JSON value, but not every one is a timedelta: a gap far out of
        # range becomes one just out of range, so `validate` refuses it like any other (not OverflowError).
        gap_seconds = min(max(self.min_gap_seconds, -1), int(HOUR.total_seconds()) + 1)
        return Limits(
            per_24h=self.max_per_24h,
            min_gap=timedelta(seconds=gap_seconds),
            per_hour=self.max_per_hour,
            per_day=self.max_per_day,
            trial_account=self.trial_account,
            units_per_minute=self.quota_units_per_minute,
        ).validate()


@dataclass(frozen=True)
class Request:
    request_id: str
    kind: Kind
    due: datetime


def next_free(
    limits: Limits, granted: Sequence[datetime], now: datetime, zone: tzinfo | None = None
) -> datetime:
    """The earliest instant at or after `now` when one more send fits every cap and the gap.

    `granted` are the instants of slots already granted (used or still reserved), any order; `zone`
    is the mailbox's, for the calendar-day cap (UTC when None).
    """
    times = sorted(t for t in granted if t > now - 2 * DAY)
    at = now
    if times:
        at = max(at, times[-1] + limits.min_gap)
    while True:  # each cap can only push `at` later; stop once none does
        moved = _window_frees(times, limits.per_24h, DAY, at)
        if limits.per_hour is not None:
            moved = max(moved, _window_frees(times, limits.per_hour, HOUR, at))
        if limits.per_day is not None:
            moved = max(moved, _day_frees(times, limits.per_day, at, zone))
        if moved == at:
            return at
        at = moved


def _day_frees(times: Sequence[datetime], cap: int, at: datetime, zone: tzinfo | None) -> datetime:
    """The start of the next local day when `at`'s local day already holds `cap` grants."""
    local = at.astimezone(zone) if zone is not None else at
    start = local.replace(hour=0, minute=0, second=0, microsecond=0)
    if sum(1 for t in times if start <= t.astimezone(start.tzinfo) < start + DAY) < cap:
        return at
    day = start.date() + timedelta(days=1)
    # Midnight exists in every zone we know of; fold=0 is the first midnight if it ever repeats.
    return datetime.combine(day, time(0), tzinfo=start.tzinfo).astimezone(at.tzinfo)


def _window_frees(times: Sequence[datetime], cap: int, span: timedelta, at: datetime) -> datetime:
    """When the rolling `span` ending at a candidate instant holds fewer than `cap` grants."""
    inside = [t for t in times if t > at - span]
    if len(inside) < cap:
        return at
    # The oldest grants must age out until only cap - 1 remain inside the window.
    return inside[len(inside) - cap] + span


def order(requests: Iterable[Request]) -> list[Request]:
    """Follow-ups before first touches, then the oldest due first (ties by id, for determinism)."""
    return sorted(requests, key=lambda r: (r.kind != "follow_up", r.due, r.request_id))


def sends_per_day(limits: Limits) -> float:
    """The most sends the caps let through in a day of steady sending."""
    rates = [float(limits.per_24h)]
    if limits.per_day is not None:
        rates.append(float(limits.per_day))
    if limits.per_hour is not None:
        rates.append(limits.per_hour * 24.0)
    if limits.min_gap > timedelta(0):
        rates.append(DAY / limits.min_gap)
    rates.append(limits.units_per_minute * 24 * 60 / SEND_UNITS)
    return min(rates)


def time_to_serve(limits: Limits, ahead: int, room: int = 0) -> timedelta:
    """Roughly how long until `ahead` more sends have gone out: `room` of them fit under the caps now
    (spaced by the minimum gap and the hourly cap), the rest go at the caps' steady daily rate."""
    ahead = max(ahead, 0)
    burst = min(ahead, max(room, 0))
    burst_time = limits.min_gap * burst
    if limits.per_hour is not None:
        burst_time = max(burst_time, HOUR * (burst / limits.per_hour))
    return burst_time + DAY * ((ahead - burst) / sends_per_day(limits))


def prune(granted: Iterable[datetime], now: datetime) -> list[datetime]:
    """Grants older than two days no longer count against anything (a local day can last 25 hours)."""
    return sorted(t for t in granted if t > now - 2 * DAY)


# -- the quota budget: a token bucket of Gmail API units, shrunk for a while after a 429 ---------------
_BACKOFF_FIRST = timedelta(minutes=1)
_BACKOFF_MAX = timedelta(minutes=30)
_MIN_FACTOR = 1 / 16


@dataclass(frozen=True)
class Budget:
    """Units left in the bucket at `at`. After a 429 the rate and size are multiplied by `factor`
    (halved per strike) until `backoff_until`; then they are whole again."""

    units: float
    at: datetime
    factor: float = 1.0
    strikes: int = 0
    backoff_until: datetime | None = None

    @classmethod
    def full(cls, limits: Limits, now: datetime) -> Budget:
        return cls(units=float(limits.units_per_minute), at=now)


def refill(budget: Budget, limits: Limits, now: datetime) -> Budget:
    if budget.backoff_until is not None and now >= budget.backoff_until:
        budget = replace(budget, factor=1.0, strikes=0, backoff_until=None)
    rate = limits.units_per_minute * budget.factor  # units per minute; the bucket holds one minute's
    elapsed = max(0.0, (now - budget.at).total_seconds()) / 60
    return replace(budget, units=min(rate, budget.units + elapsed * rate), at=max(now, budget.at))


def spend(budget: Budget, units: int) -> Budget:
    """Draw units (a poll may overdraw: its cost is known only afterwards; sends then wait)."""
    return replace(budget, units=budget.units - units)


def ready_at(budget: Budget, limits: Limits, units: int, now: datetime) -> datetime:
    """When the bucket (refilled to `now`) will hold `units`."""
    budget = refill(budget, limits, now)
    if budget.units >= units:
        return now
    rate = limits.units_per_minute * budget.factor
    at = now + timedelta(minutes=(units - budget.units) / rate)
    if budget.backoff_until is not None and at > budget.backoff_until:
        # The whole rate returns at backoff_until: refill from there.
        at = max(
            budget.backoff_until,
            ready_at(refill(budget, limits, budget.backoff_until), limits, units, budget.backoff_until),
        )
    return at


def refund(budget: Budget, limits: Limits, units: int, now: datetime) -> Budget:
    """Units drawn for a send that never called Gmail go back into the bucket (never beyond full, and
    not while a 429's backoff lasts: the bucket stays as the 429 left it)."""
    budget = refill(budget, limits, now)
    if budget.backoff_until is not None:
        return budget
    return replace(budget, units=min(limits.units_per_minute * budget.factor, budget.units + units))


def spare_count(
    limits: Limits,
    granted: Sequence[datetime],
    budget: Budget,
    now: datetime,
    zone: tzinfo | None,
    wanted: int,
    held: int = 0,
) -> int:
    """How many more slots one worker may hold ahead of its sends right now (at most `wanted`; it
    holds `held`, which `granted` counts): none with a minimum gap (each send waits for the previous
    one's report), else so that it holds at most half of what every cap and the quota bucket would let
    go at once without its spares: other workers and new requests keep the other half."""
    if wanted <= 0 or limits.min_gap > timedelta(0):
        return 0
    units = refill(budget, limits, now).units
    times = list(granted)
    for spare in range(wanted, 0, -1):
        room = 2 * spare + held  # these spares, and as many as it would then hold left for the rest
        if units >= room * SEND_UNITS and next_free(limits, [*times, *[now] * (room - 1)], now, zone) <= now:
            return spare
    return 0


def rate_limited(budget: Budget, limits: Limits, now: datetime) -> Budget:
    """Gmail said 429: empty the bucket, halve its rate, and keep it so for a growing while."""
    budget = refill(budget, limits, now)
    strikes = budget.strikes + 1
    backoff = min(_BACKOFF_MAX, _BACKOFF_FIRST * 2 ** (strikes - 1))
    return replace(
        budget,
        units=min(0.0, budget.units),
        factor=max(_MIN_FACTOR, budget.factor / 2),
        strikes=strikes,
        backoff_until=now + backoff,
    )
