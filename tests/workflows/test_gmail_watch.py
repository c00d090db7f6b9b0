"""The mailbox workflow's Gmail watch on the time-skipping server: made at the first poll, renewed a day
before it lapses, polled only every fallback interval meanwhile; refused watches and push turned off."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import asyncpg
import httpx
import pytest
from temporalio.testing import WorkflowEnvironment

from activities.providers.calendar import CalendarClient
from activities.providers.gmail import GmailClient
from starter.client import Sequencer
from storage import mailboxes
from storage.records import Mailbox
from tests.factories import make_mailbox
from tests.gmail_support import inject_fault
from tests.push_support import TOPIC, push_worker, state, watch_inbox
from tests.sandbox.sandbox_testkit import gmail_client
from tests.support import eventually, stop_mailbox_workflow, unique
from workflows.mailbox import MailboxWorkflow

FALLBACK = timedelta(hours=6)  # few polls while days go by
HISTORIES = Path(__file__).parents[1] / "histories"


class Pushed:
    def __init__(self, sequencer: Sequencer, started: list[Mailbox]) -> None:
        self.sequencer, self.started = sequencer, started


@pytest.fixture
async def pushed(
    temporal_env: WorkflowEnvironment, pool: asyncpg.Pool, gmail: GmailClient, calendar: CalendarClient
) -> AsyncIterator[Pushed]:
    """A worker with Gmail push on, on a task queue of its own, and a Sequencer starting workflows there."""
    queue = unique("tq-push")
    fallback = int(FALLBACK.total_seconds())
    async with push_worker(temporal_env, pool, gmail, calendar, queue, fallback_seconds=fallback) as started:
        seq = Sequencer(pool, temporal_env.client, project_id="default", task_queue=queue, poll_seconds=None)
        yield Pushed(seq, started)


async def new_mailbox(pool: asyncpg.Pool) -> Mailbox:
    async with pool.acquire() as conn:
        return await make_mailbox(conn)


async def sandbox_watch(sandbox_url: str, mailbox: Mailbox) -> dict[str, Any] | None:
    async with httpx.AsyncClient() as http:
        shown = (await http.get(f"{sandbox_url}/_sandbox/push")).json()
    return next((w for w in shown["watches"] if w["mailbox"] == mailbox.email), None)


async def test_the_watch_is_made_at_the_first_poll_and_renewed_a_day_before_it_lapses(
    pool, pushed: Pushed, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox = await new_mailbox(pool)
    handle = await watch_inbox(pushed.sequencer, temporal_env, mailbox, pushed.started)

    first = await state(handle)
    now = await temporal_env.get_current_time()
    assert first.watches == 1 and first.push_poll_seconds == int(FALLBACK.total_seconds())
    assert first.watch_renew_at is not None
    assert abs(first.watch_renew_at - (now + timedelta(days=6))) < timedelta(minutes=5)
    watch = await sandbox_watch(sandbox_url, mailbox)
    assert watch is not None
    assert (watch["topicName"], watch["labelIds"], watch["calls"]) == (TOPIC, ["INBOX"], 1)
    row = await pool.fetchrow(
        """SELECT watch_topic, watch_expires_at, watch_history_id, watch_error FROM mailboxes
            WHERE id = $1::uuid""",
        mailbox.id,
    )
    assert row["watch_topic"] == TOPIC and row["watch_history_id"] and row["watch_error"] is None
    assert row["watch_expires_at"] > datetime.now(UTC) + timedelta(days=6, hours=23)

    await temporal_env.sleep(timedelta(days=5, hours=12))
    assert (await state(handle)).watches == 1

    await temporal_env.sleep(timedelta(days=1))  # 6.5 days in: the renewal was due at 6

    async def renewed() -> bool:
        return (await state(handle)).watches == 2

    await eventually(renewed)
    later = await state(handle)
    assert later.watch_renew_at is not None and later.watch_renew_at > first.watch_renew_at + timedelta(
        days=5
    )
    assert (await sandbox_watch(sandbox_url, mailbox) or {}).get("calls") == 2
    # Idle cost: a poll every fallback interval (6.5 days / 6 h), not one a minute.
    assert later.polls <= 6.5 * 24 / 6 + 2


async def test_a_watch_gmail_refuses_leaves_the_poll_as_it_was_and_is_tried_again_an_hour_later(
    pool, pushed: Pushed, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox = await new_mailbox(pool)
    inject_fault(sandbox_url, mailbox.email, "http_400", method="watch")
    handle = await watch_inbox(pushed.sequencer, temporal_env, mailbox, pushed.started)

    refused = await state(handle)
    assert refused.watches == 0 and refused.push_poll_seconds is None  # polls every 60 s meanwhile
    error = await pool.fetchval("SELECT watch_error FROM mailboxes WHERE id = $1::uuid", mailbox.id)
    assert error and "400" in error

    await temporal_env.sleep(timedelta(hours=1, minutes=2))

    async def watched() -> bool:
        return (await state(handle)).watches == 1

    await eventually(watched)
    assert (await state(handle)).push_poll_seconds == int(FALLBACK.total_seconds())
    assert (await state(handle)).polls > 50  # the hour without push was polled every minute


async def test_watch_now_watches_again_at_once_instead_of_at_the_renewal(
    pool, pushed: Pushed, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    """A starting worker sends it when the recorded watch is on another topic (or push went off)."""
    mailbox = await new_mailbox(pool)
    handle = await watch_inbox(pushed.sequencer, temporal_env, mailbox, pushed.started)
    assert (await state(handle)).watches == 1

    await handle.signal(MailboxWorkflow.watch_now)

    async def watched_again() -> bool:
        return (await state(handle)).watches == 2

    await eventually(watched_again)
    assert (await sandbox_watch(sandbox_url, mailbox) or {}).get("calls") == 2


async def test_with_push_off_a_mailbox_is_not_watched_and_an_earlier_watch_is_stopped(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox = await new_mailbox(pool)
    gmail_client(sandbox_url, mailbox.email).users().watch(userId="me", body={"topicName": TOPIC}).execute()
    async with pool.acquire() as conn:
        await mailboxes.save_watch(
            conn,
            mailbox_id=mailbox.id,
            topic=TOPIC,
            expires_at=datetime.now(UTC) + timedelta(days=3),
            history_id="1000",
        )
    started: list[Mailbox] = []
    handle = await watch_inbox(sequencer, temporal_env, mailbox, started)
    try:
        current = await state(handle)
        assert current.watches == 0 and current.push_poll_seconds is None and current.watch_renew_at is None
        assert await sandbox_watch(sandbox_url, mailbox) is None  # users.stop was called
        assert (
            await pool.fetchval("SELECT watch_topic FROM mailboxes WHERE id = $1::uuid", mailbox.id) is None
        )
    finally:
        await stop_mailbox_workflow(temporal_env, mailbox.id)


@pytest.mark.skipif(os.environ.get("SEQUENCER_RECORD_HISTORIES") != "1", reason="set to record")
async def test_record_mailbox_push_history(
    pool, pushed: Pushed, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    """Recorded for tests/workflows/test_replay.py: a watched mailbox polls, is pushed, renews, stops."""
    name = "mailbox_push_watch_renewed"
    if (HISTORIES / f"{name}.json").exists():
        return
    mailbox = await new_mailbox(pool)
    handle = await watch_inbox(pushed.sequencer, temporal_env, mailbox, pushed.started)
    polls = (await state(handle)).polls
    await handle.signal("poll_now")

    async def polled_again() -> bool:
        return (await state(handle)).polls > polls

    await eventually(polled_again)
    await temporal_env.sleep(timedelta(days=6, hours=7))

    async def renewed() -> bool:
        return (await state(handle)).watches == 2

    await eventually(renewed)
    await handle.signal("stop")
    async with temporal_env.time_skipping_unlocked():
        await handle.result()
    (HISTORIES / f"{name}.json").write_text((await handle.fetch_history()).to_json())
