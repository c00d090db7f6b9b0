"""The send's one-statement paths. A new send's row is reserved in one statement guarded by the
enrollment's status under its row lock. A send Gmail took is completed in one statement while its
enrollment is `active`: the row moves to the step, the send is marked sent and the run ledger gets its
line. Whatever these do not cover writes nothing, and the caller's locked transaction decides."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import asyncpg
import pytest

from storage import enrollments, ledger
from storage.records import Enrollment, SendRecord
from tests.factories import email_steps, make_enrollment

PLANNED = datetime(2026, 12, 7, 9, 30, tzinfo=UTC)


async def _enrollment(conn: asyncpg.Connection, *, status: str = "active") -> Enrollment:
    row = await make_enrollment(conn, steps=email_steps("0s", "1d"))
    if status != "active":
        await conn.execute("UPDATE enrollments SET status = $2 WHERE id = $1::uuid", row.id, status)
    return row


def _reservation(row: Enrollment, key: str) -> ledger.NewSend:
    return ledger.NewSend(
        project_id="default",
        enrollment_id=row.id,
        step_id="s2",
        mailbox_id=row.mailbox_id,
        idempotency_key=key,
        message_id=f"<{key}@example.test>",
        to_email="dana@example.test",
        subject="Hello",
        planned_at=PLANNED,
    )


async def _reserved(conn: asyncpg.Connection, *, status: str = "active") -> tuple[Enrollment, str]:
    row, key = await _enrollment(conn, status=status), f"key-{uuid.uuid4()}"
    await ledger.reserve_send(conn, _reservation(row, key))
    return row, key


async def _guarded(conn: asyncpg.Connection, row: Enrollment, key: str) -> SendRecord | None:
    return await ledger.reserve_send_if_sendable(
        conn, _reservation(row, key), sendable_statuses=("active", "waiting_limit")
    )


@pytest.mark.parametrize("status", ["active", "waiting_limit"])
async def test_a_new_send_of_a_sendable_enrollment_is_reserved_in_one_statement(pool, status):
    async with pool.acquire() as conn:
        row = await _enrollment(conn, status=status)
        key = f"key-{uuid.uuid4()}"
        record = await _guarded(conn, row, key)
        assert record is not None
        assert (record.idempotency_key, record.status, record.attempts) == (key, "pending", 1)
        assert record.planned_at == PLANNED
        assert [s.idempotency_key for s in await ledger.sends_for_enrollment(conn, enrollment_id=row.id)] == [
            key
        ]


@pytest.mark.parametrize("status", ["replied", "paused", "completed"])
async def test_an_enrollment_that_may_not_send_gets_no_row(pool, status):
    async with pool.acquire() as conn:
        row = await _enrollment(conn, status=status)
        assert await _guarded(conn, row, f"key-{uuid.uuid4()}") is None
        assert await ledger.sends_for_enrollment(conn, enrollment_id=row.id) == []


async def test_a_key_already_in_the_ledger_is_left_as_it_was(pool):
    async with pool.acquire() as conn:
        row, key = await _reserved(conn)
        assert await _guarded(conn, row, key) is None
        [send] = await ledger.sends_for_enrollment(conn, enrollment_id=row.id)
        assert send.attempts == 1  # the locked path counts attempts, not this one


async def test_a_row_another_transaction_holds_is_left_to_the_locked_path_at_once(pool):
    async with pool.acquire() as conn, pool.acquire() as holder:
        row = await _enrollment(conn)
        async with holder.transaction():
            await holder.execute("SELECT 1 FROM enrollments WHERE id = $1::uuid FOR UPDATE", row.id)
            assert await _guarded(conn, row, f"key-{uuid.uuid4()}") is None  # NOWAIT: no waiting
        assert await ledger.sends_for_enrollment(conn, enrollment_id=row.id) == []


async def _complete(conn: asyncpg.Connection, row: Enrollment, key: str) -> object:
    return await ledger.complete_active_send(
        conn,
        enrollment_id=row.id,
        step_id="s2",
        idempotency_key=key,
        gmail_message_id="gm-1",
        gmail_thread_id="th-1",
        facts={"idempotency_key": key, "planned_at": PLANNED.isoformat(), "attempt": 1},
    )


async def test_an_active_enrollments_send_is_completed_with_its_step_and_its_ledger_line(pool):
    async with pool.acquire() as conn:
        row, key = await _reserved(conn)
        done = await _complete(conn, row, key)
        assert done is not None
        assert (done.status, done.gmail_message_id, done.gmail_thread_id) == ("sent", "gm-1", "th-1")
        assert done.sent_at is not None
        assert (await enrollments.get(conn, project_id="default", enrollment_id=row.id)).current_step == "s2"
        [line] = await ledger.runs_for_enrollment(conn, enrollment_id=row.id)
        assert (line.step_id, line.action, line.outcome, line.kind) == ("s2", "send_email", "sent", "email")
        assert line.idempotency_key == key
        assert line.scheduled_for == PLANNED
        assert line.facts["attempt"] == 1
        assert line.finished_at is not None


@pytest.mark.parametrize("status", ["replied", "waiting_limit", "paused"])
async def test_any_other_status_writes_nothing_and_leaves_it_to_the_full_transaction(pool, status):
    async with pool.acquire() as conn:
        row, key = await _reserved(conn, status=status)
        assert await _complete(conn, row, key) is None
        [send] = await ledger.sends_for_enrollment(conn, enrollment_id=row.id)
        assert (send.status, send.gmail_message_id) == ("pending", None)
        assert (await enrollments.get(conn, project_id="default", enrollment_id=row.id)).current_step is None
        assert await ledger.runs_for_enrollment(conn, enrollment_id=row.id) == []


async def test_a_missing_send_writes_nothing(pool):
    async with pool.acquire() as conn:
        row, _ = await _reserved(conn)
        assert await _complete(conn, row, "no-such-key") is None
        assert (await enrollments.get(conn, project_id="default", enrollment_id=row.id)).current_step is None
        assert await ledger.runs_for_enrollment(conn, enrollment_id=row.id) == []
