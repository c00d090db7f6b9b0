"""Where the product reads the time outside workflows: the wall clock, or (tests, simulations) the
time-skipping server's, so activities and the starter see the same day as the runs they serve."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

Clock = Callable[[], Awaitable[datetime]]


async def wall_clock() -> datetime:
    return datetime.now(UTC)
