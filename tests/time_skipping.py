"""One owner for the time-skipping test server's lock, shared by every test on a process.

The Java test server counts locks: it skips time only while the count is 0, and the client holds one
lock except while it waits for a result. Its own bookkeeping takes and drops locks too (a scheduled
workflow or activity task holds one until a worker picks it up). The SDK's `time_skipping_unlocked()`
sends one unlock per caller, so two callers at once (nested, or concurrent waits) unlock twice: the
second unlock drops a lock the server holds for a task, the server's own release later finds nothing
to release, and both callers lock again on the way out. One lock too many then stays, and the server
never skips time again in that process: every later test's timers run at wall-clock speed.

`Gate` makes the client's unlock reentrant: the first caller in unlocks, the last one out locks, and
cancellation can not leave the count off by one. `leaked_lock` tells whether a lock stayed behind.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import Any

from temporalio.api.testservice.v1 import LockTimeSkippingRequest, UnlockTimeSkippingRequest
from temporalio.testing import WorkflowEnvironment

PROBE = timedelta(hours=1)  # a probe sleep: instant when the server may skip, an hour of wall clock when not


class Gate:
    """Counts the test's unlocked sections; the server sees one unlock and one lock for all of them."""

    def __init__(self, env: WorkflowEnvironment) -> None:
        self._service = env.client.test_service
        self._sleep = env.sleep
        self._mutex = asyncio.Lock()
        self._open = 0

    @property
    def open(self) -> bool:
        return self._open > 0

    async def _enter(self) -> None:
        async with self._mutex:
            if self._open == 0:
                await self._service.unlock_time_skipping(UnlockTimeSkippingRequest())
            self._open += 1

    async def _leave(self) -> None:
        async with self._mutex:
            self._open -= 1
            if self._open == 0:
                await self._service.lock_time_skipping(LockTimeSkippingRequest())

    @asynccontextmanager
    async def unlocked(self) -> AsyncIterator[None]:
        # The server's count changes only inside tasks that run to the end: a cancelled caller still
        # gets its enter matched by a leave.
        entering = asyncio.ensure_future(self._enter())
        try:
            await asyncio.shield(entering)
        except asyncio.CancelledError:
            entering.add_done_callback(lambda done: None if done.exception() else self._spawn_leave())
            raise
        try:
            yield
        finally:
            await asyncio.shield(self._spawn_leave())

    def _spawn_leave(self) -> asyncio.Future[None]:
        return asyncio.ensure_future(self._leave())

    async def sleep(self, duration: timedelta | float) -> None:
        """`env.sleep` unlocks for itself: inside an unlocked section that would be a second unlock."""
        if self.open:
            raise RuntimeError("env.sleep inside time_skipping_unlocked(): time is already skipping")
        await self._sleep(duration)


def install(env: WorkflowEnvironment) -> Gate:
    """Route the env's unlocks (its own, and those of the handles its client starts) through a Gate."""
    gate = Gate(env)
    patched: Any = env
    patched.time_skipping_unlocked = gate.unlocked
    patched.sleep = gate.sleep
    return gate


async def leaked_lock(env: WorkflowEnvironment, patience: float = 10) -> bool:
    """Whether something still holds the server's time (a lock too many, or a task nobody picks up).

    Restores the count when it was a client lock too many, so the tests after this one still skip."""
    try:
        await asyncio.wait_for(env.sleep(PROBE), timeout=patience)
        return False
    except TimeoutError:
        # The probe's own unlock and its re-lock (when its timer fires) balance; the extra one goes.
        await env.client.test_service.unlock_time_skipping(UnlockTimeSkippingRequest())
        return True
