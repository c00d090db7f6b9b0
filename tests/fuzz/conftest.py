"""The fuzzing step of `make test` (its own pytest run, so CI's output shows it): the live API, served over
real HTTP on the tests' Postgres and Temporal test server, with project A's records to aim at."""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import asyncpg
import pytest
from temporalio.testing import WorkflowEnvironment

from activities.providers.calendar import CalendarClient
from activities.providers.gmail import GmailClient
from api.app import create_app
from api.limits import ApiRateLimits
from sequencer import apikeys
from starter.client import Sequencer
from storage import api_keys
from storage.records import Contact, Enrollment, Mailbox, SequenceVersion
from tests.factories import email_steps, make_parts
from tests.support import eventually, make_api_key, serving, unique
from worker import running_worker

PROJECT_A = "default"


@dataclass
class Tally:
    """What the run sent and got, printed at the end of the step."""

    requests: Counter[str] = field(default_factory=Counter)  # by key kind
    statuses: Counter[int] = field(default_factory=Counter)
    operations: set[str] = field(default_factory=set)


TALLY = Tally()


@dataclass
class World:
    base_url: str
    keys: dict[str, str]  # key kind -> the Authorization value (no entry: no header)
    ids: dict[str, list[str]]  # path parameter name -> project A's real values for it
    secrets: list[str]  # project A's values another project must never be shown
    pool: asyncpg.Pool
    sent: list[str] = field(default_factory=list)
    dirty: bool = False  # the last call was an accepted write: the worker may still be acting on it
    accepted: list[str] = field(default_factory=list)  # every accepted write so far: the state a call meets


@pytest.fixture(autouse=True)
async def time_skipping_left_free() -> AsyncIterator[None]:
    """Nothing here needs time to pass (A's enrollment waits 30 days), and the run is its own process."""
    yield


@pytest.fixture(scope="session")
async def world(
    pool: asyncpg.Pool, temporal_env: WorkflowEnvironment, gmail: GmailClient, calendar: CalendarClient
) -> AsyncIterator[World]:
    task_queue = unique("fuzz-tq")
    # No inbox polling: a mailbox the fuzzing creates must not start writing poll state meanwhile.
    sequencer = Sequencer(
        pool, temporal_env.client, project_id=PROJECT_A, task_queue=task_queue, poll_seconds=None
    )
    # A's enrollment sleeps 30 days before its first email: its worker answers queries and signals, and
    # writes nothing while the fuzzing runs (a refused call must leave every table as it was).
    mailbox, contact, version = await make_parts(pool, email_steps("30d", "1d"))
    async with running_worker(
        temporal_env.client, pool, gmail, task_queue, poll_seconds=None, calendar=calendar
    ):
        enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.id)
        await eventually(lambda: sequencer.live_state(enrollment))
        async with _served(sequencer, pool, mailbox, contact, version, enrollment) as world:
            yield world


@contextlib.asynccontextmanager
async def _served(
    sequencer: Sequencer,
    pool: asyncpg.Pool,
    mailbox: Mailbox,
    contact: Contact,
    version: SequenceVersion,
    enrollment: Enrollment,
) -> AsyncIterator[World]:
    spare = apikeys.generate()  # a key of A's for DELETE /v1/keys/{key_ref} to aim at
    async with pool.acquire() as conn:
        await api_keys.create(conn, project_id=PROJECT_A, name="spare", scopes=["read"], new=spare)
    keys = {
        "valid": await make_api_key(pool, PROJECT_A, ("admin",)),
        "read-only": await make_api_key(pool, PROJECT_A, ("read",)),
        "write-only": await make_api_key(pool, PROJECT_A, ("write",)),
        "events-only": await make_api_key(pool, PROJECT_A, ("events",)),
        "other-tenant": await make_api_key(pool, unique("fuzz-b"), ("admin",)),
    }
    ids = {
        "ref": [mailbox.id, mailbox.email, version.sequence_id, version.name],
        "key_ref": [spare.prefix],
        "contact_id": [contact.id],
        "enrollment_id": [enrollment.id],
        "value": [contact.email],
    }
    secrets = [mailbox.email, contact.email, contact.id, enrollment.id, mailbox.id]
    # Rate limits high enough not to answer the fuzzing's thousands of calls with 429 (tests/api has
    # the limits' own tests); everything else as `sequencer api` has it by default.
    lenient = ApiRateLimits(reads_per_minute=10**6, writes_per_minute=10**6, failures_per_minute=10**6)
    app = create_app(sequencer, rate_limits=lenient)
    async with serving(app) as base_url:
        yield World(base_url, {k: f"Bearer {v}" for k, v in keys.items()}, ids, secrets, pool)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not TALLY.requests:
        return
    write = terminalreporter.write_line
    write("")
    write(f"API fuzzing: {len(TALLY.operations)} operations of the live OpenAPI")
    write("  requests by key: " + ", ".join(f"{k} {n}" for k, n in sorted(TALLY.requests.items())))
    write("  answers by status: " + ", ".join(f"{s}: {n}" for s, n in sorted(TALLY.statuses.items())))
    write(f"  5xx answers: {sum(n for s, n in TALLY.statuses.items() if s >= 500)}")
