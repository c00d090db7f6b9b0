"""A circuit breaker per mailbox and channel: the rule, with no I/O (storage/breakers.py keeps it).

closed: sends go; `THRESHOLD` provider failures in a row (5xx, timeouts, an unreachable provider)
open it. open: sends wait (they are handed back and retried at `retry_at`; no enrollment fails) until
the cool-down ends, which doubles each time it opens again (1 min, 2, 4, ... at most 30). Then one send
goes as a probe (half_open; the others keep waiting, for at most `PROBE_TIMEOUT`): a success closes
the breaker, a failure opens it again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Literal

THRESHOLD = 5
BASE_COOL_DOWN = timedelta(minutes=1)
MAX_COOL_DOWN = timedelta(minutes=30)
PROBE_TIMEOUT = timedelta(minutes=2)
State = Literal["closed", "open", "half_open"]


@dataclass(frozen=True)
class Breaker:
    state: State = "closed"
    failures: int = 0  # in a row
    opened: int = 0  # times opened since it last closed
    retry_at: datetime | None = None
    last_error: str | None = None


def cool_down(opened: int) -> timedelta:
    return min(MAX_COOL_DOWN, BASE_COOL_DOWN * 2 ** min(max(0, opened - 1), 10))


def admit(breaker: Breaker, now: datetime) -> tuple[bool, Breaker]:
    """(may this send go, the breaker after letting it go or not)."""
    if breaker.state == "closed":
        return True, breaker
    assert breaker.retry_at is not None
    if now < breaker.retry_at:
        return False, breaker
    # The cool-down is over (or a probe went quiet): this send is the probe.
    return True, replace(breaker, state="half_open", retry_at=now + PROBE_TIMEOUT)


def succeeded(breaker: Breaker) -> Breaker:
    return Breaker()


def failed(breaker: Breaker, now: datetime, error: str) -> Breaker:
    if breaker.state == "half_open" or breaker.failures + 1 >= THRESHOLD:
        opened = breaker.opened + 1
        return Breaker("open", breaker.failures + 1, opened, now + cool_down(opened), error[:500])
    return replace(breaker, failures=breaker.failures + 1, last_error=error[:500])
