"""One owner for the time-skipping test server's lock, shared by every test on a process.

The Java test server counts locks: it skips time only while the count is 0, and the client holds one
lock except while it waits for a result. Its own bookkeeping takes and drops locks too (a scheduled
workflow or activity task holds one until a worker picks it up). The SDK's `time_skipping_unlocked()`
sends one unlock per caller, so two callers at once (nested, or concurrent waits) unlock twice: the
second unlock drops a lock the server holds for a task, the server's own release later finds nothing
to release, and both callers lock again on the way out. One lock too many then stays, and the server
never skips time again in that process: every later test's timers run at wall-clock speed.

`Gate` makes the client's unlock reentrant: the first caller in unlocks, the last one out locks, and
cancellation can not leave the count off by one. `env.sleep` goes through it too: alone, it is the
server's own unlock-while-sleeping; inside a section, a plain server-side sleep. `stuck` tells whether
something still holds the server's time after a test.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import Any

from google.protobuf.duration_pb2 import Duration
from temporalio.api.testservice.v1 import LockTimeSkippingRequest, SleepRequest, UnlockTimeSkippingRequest
from temporalio.api.workflowservice.v1 import ListOpenWorkflowExecutionsRequest
from temporalio.testing import WorkflowEnvironment

PROBE = timedelta(hours=1)  # a probe sleep: instant when the server may skip, an hour of wall clock when not


class Gate:
    """Counts the test's unlocked sections; the server sees one unlock and one lock for all of them."""

    def __init__(self, env: WorkflowEnvironment) -> None:
        self._service = env.client.test_service
        self._mutex = asyncio.Lock()
        self._open = 0

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
        """Let `duration` of server time pass, skipping it: safe inside or beside other sections."""
        span = duration if isinstance(duration, timedelta) else timedelta(seconds=duration)
        if span <= timedelta(0):
            return
        whole = int(span.total_seconds())
        request = SleepRequest(duration=Duration(seconds=whole, nanos=span.microseconds * 1000))
        async with self._mutex:
            if self._open == 0:
                # The server unlocks, and locks again the moment its timer fires, so time stops right
                # there (a lock sent after the answer would let it run on to later timers). No section
                # opens meanwhile: it waits for the mutex.
                await self._service.unlock_time_skipping_with_sleep(request)
                return
            self._open += 1  # inside a section, time skips already: stay in it while the timer runs
        try:
            await self._service.sleep(request)
        finally:
            await asyncio.shield(self._spawn_leave())


def install(env: WorkflowEnvironment) -> Gate:
    """Route the env's unlocks (its own, and those of the handles its client starts) through a Gate."""
    gate = Gate(env)
    patched: Any = env
    patched.time_skipping_unlocked = gate.unlocked
    patched.sleep = gate.sleep
    return gate


async def stuck(env: WorkflowEnvironment, patience: float = 10) -> str | None:
    """None when the server can skip time; else what holds it.

    A lock too many of the client's (nothing open that could hold one) is given back, so the tests
    after this one still skip; a run still open is named and left as it is."""
    probe = asyncio.ensure_future(env.sleep(PROBE))
    done, _ = await asyncio.wait({probe}, timeout=patience)
    if done:
        probe.result()
        return None
    listed = await env.client.workflow_service.list_open_workflow_executions(
        ListOpenWorkflowExecutionsRequest(namespace=env.client.namespace, maximum_page_size=20)
    )
    if listed.executions:
        probe.cancel()
        await asyncio.gather(probe, return_exceptions=True)
        names = ", ".join(f"{e.execution.workflow_id} ({e.type.name})" for e in listed.executions[:5])
        return f"runs still open hold the server's time: {names}"
    await env.client.test_service.unlock_time_skipping(UnlockTimeSkippingRequest())
    await asyncio.wait_for(probe, timeout=patience)  # it returns once the server has skipped and re-locked
    return "a lock too many was left (nested or concurrent unlocks); it was given back"
