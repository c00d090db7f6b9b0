"""Gmail push in tests: a worker with push on, and a mailbox workflow that polls (and so watches)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import asyncpg
from temporalio.client import WorkflowHandle
from temporalio.testing import WorkflowEnvironment

from activities.providers.calendar import CalendarClient
from activities.providers.gmail import GmailClient
from contracts import MailboxState
from starter.client import Sequencer
from storage.records import Mailbox
from tests.support import eventually, stop_mailbox_workflow
from worker import running_worker
from workflows.mailbox import MailboxWorkflow

TOPIC = "projects/acme/topics/gmail"


@asynccontextmanager
async def push_worker(
    env: WorkflowEnvironment,
    pool: asyncpg.Pool,
    gmail: GmailClient,
    calendar: CalendarClient,
    task_queue: str,
    *,
    fallback_seconds: int,
) -> AsyncIterator[list[Mailbox]]:
    """The conftest's worker with Gmail push on; yields a list: the mailboxes whose workflows the test
    started, stopped here while the worker still runs (a timer on an unpolled queue stalls the server)."""
    started: list[Mailbox] = []
    since = await pool.fetchval("SELECT clock_timestamp()")
    async with running_worker(
        env.client,
        pool,
        gmail,
        task_queue,
        poll_seconds=None,
        clock=env.get_current_time,
        calendar=calendar,
        push_topic=TOPIC,
        push_fallback_seconds=fallback_seconds,
    ):
        yield started
        used = await pool.fetch(
            "SELECT DISTINCT mailbox_id::text AS id FROM enrollments WHERE created_at >= $1", since
        )
        for mailbox_id in {m.id for m in started} | {row["id"] for row in used}:
            await stop_mailbox_workflow(env, mailbox_id)


async def watch_inbox(
    sequencer: Sequencer, env: WorkflowEnvironment, mailbox: Mailbox, started: list[Mailbox]
) -> WorkflowHandle:
    """Start the mailbox's workflow with inbox polling (60 s; push stretches it) and wait for its first
    poll, which comes after its first watch."""
    sequencer.poll_seconds = 60
    try:
        workflow_id = await sequencer.watch_mailbox(mailbox.id)
    finally:
        sequencer.poll_seconds = None
    assert workflow_id is not None
    started.append(mailbox)
    handle = env.client.get_workflow_handle(workflow_id)

    async def polled() -> bool:
        return (await state(handle)).polls >= 1

    await eventually(polled)
    return handle


async def state(handle: WorkflowHandle) -> MailboxState:
    return await handle.query(MailboxWorkflow.state)
