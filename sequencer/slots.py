"""Send-slot decisions for one mailbox: caps, minimum gaps and who goes first. Pure and deterministic.

The mailbox's own workflow owns these decisions (one owner per mailbox: no distributed locks); this
module only answers "may a send start at `now`, and if not, when?" and "who is next?".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

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


@dataclass(frozen=True)
class Limits:
    per_24h: int = 30
    min_gap: timedelta = timedelta(seconds=60)
    per_hour: int | None = None
    trial_account: bool = False

    def validate(self) -> Limits:
        ceiling = WORKSPACE_TRIAL_DAILY_CEILING if self.trial_account else WORKSPACE_DAILY_CEILING
        if not 1 <= self.per_24h <= ceiling:
            raise LimitsError("per_24h", f"must be between 1 and {ceiling} (Google's own daily ceiling)")
        if self.per_hour is not None and not 1 <= self.per_hour <= self.per_24h:
            raise LimitsError("per_hour", "must be between 1 and per_24h")
        if not timedelta(0) <= self.min_gap <= HOUR:
            raise LimitsError("min_gap_seconds", "must be between 0 and 3600")
        return self


@dataclass(frozen=True)
class Request:
    request_id: str
    kind: Kind
    due: datetime


def next_free(limits: Limits, granted: Sequence[datetime], now: datetime) -> datetime:
    """The earliest instant at or after `now` when one more send fits every cap and the gap.

    `granted` are the instants of slots already granted (used or still reserved), any order.
    """
    times = sorted(t for t in granted if t > now - DAY)
    at = now
    if times:
        at = max(at, times[-1] + limits.min_gap)
    at = max(at, _window_frees(times, limits.per_24h, DAY, at))
    if limits.per_hour is not None:
        at = max(at, _window_frees(times, limits.per_hour, HOUR, at))
    return at


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


def prune(granted: Iterable[datetime], now: datetime) -> list[datetime]:
    """Grants older than a day no longer count against anything."""
    return sorted(t for t in granted if t > now - DAY)
