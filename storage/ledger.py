"""The send ledger (one row per intended email) and the append-only run ledger."""

from __future__ import annotations

import contextvars
from datetime import datetime
from typing import Any, NamedTuple

import asyncpg
from temporalio import activity

from storage.errors import NotFound
from storage.records import RunRecord, SendRecord, row_to


class NewSend(NamedTuple):
    """What a send's ledger row is reserved with (the columns in the order the INSERTs take them)."""

    project_id: str
    enrollment_id: str
    step_id: str
    mailbox_id: str
    idempotency_key: str
    message_id: str
    to_email: str
    subject: str
    planned_at: datetime | None = None
    variant: str | None = None


SEND_COLUMNS = """id, enrollment_id, step_id, idempotency_key, message_id, to_email, subject, status,
                   attempts, gmail_message_id, gmail_thread_id, planned_at, sent_at, accepted_at"""


async def reserve_send(conn: asyncpg.Connection, send: NewSend) -> SendRecord:
    """The ledger row for this key, created if new; each call counts one attempt."""
    row = await conn.fetchrow(
        f"""INSERT INTO send_ledger (project_id, enrollment_id, step_id, mailbox_id, idempotency_key,
                                     message_id, to_email, subject, attempts, planned_at, variant)
            VALUES ($1, $2::uuid, $3, $4::uuid, $5, $6, $7, $8, 1, $9, $10)
            ON CONFLICT (idempotency_key) DO UPDATE SET attempts = send_ledger.attempts + 1
            RETURNING {SEND_COLUMNS}""",
        *send,
    )
    return row_to(SendRecord, row)


async def count_attempt(conn: asyncpg.Connection, *, idempotency_key: str) -> SendRecord:
    """One more attempt at an existing row (one that needs no reserving again)."""
    row = await conn.fetchrow(
        f"""UPDATE send_ledger SET attempts = attempts + 1 WHERE idempotency_key = $1
            RETURNING {SEND_COLUMNS}""",
        idempotency_key,
    )
    if row is None:
        raise NotFound(f"no send ledger row {idempotency_key}")
    return row_to(SendRecord, row)


async def send_by_key(conn: asyncpg.Connection, *, idempotency_key: str) -> SendRecord | None:
    row = await conn.fetchrow(
        f"SELECT {SEND_COLUMNS} FROM send_ledger WHERE idempotency_key = $1", idempotency_key
    )
    return None if row is None else row_to(SendRecord, row)


async def mark_accepted(
    conn: asyncpg.Connection, *, idempotency_key: str, gmail_message_id: str, gmail_thread_id: str
) -> None:
    """The provider accepted the email (its ids kept, the row still pending): a retry sends nothing."""
    await conn.execute(
        """UPDATE send_ledger
               SET accepted_at = COALESCE(accepted_at, now()), gmail_message_id = $2, gmail_thread_id = $3
             WHERE idempotency_key = $1 AND status = 'pending'""",
        idempotency_key,
        gmail_message_id,
        gmail_thread_id,
    )


# `reserve_send` for a new key, guarded in the same statement: only while the enrollment's status is one
# of $11 (checked under its row lock, NOWAIT: a row another transaction holds is left to the caller's
# locked path). Nothing is written for a key already in the ledger.
_RESERVE_IF_SENDABLE = f"""
    WITH sendable AS (
        SELECT 1 FROM enrollments WHERE id = $2::uuid AND status = ANY($11::text[]) FOR UPDATE NOWAIT
    )
    INSERT INTO send_ledger (project_id, enrollment_id, step_id, mailbox_id, idempotency_key, message_id,
                             to_email, subject, attempts, planned_at, variant)
    SELECT $1, $2::uuid, $3, $4::uuid, $5, $6, $7, $8, 1, $9::timestamptz, $10 FROM sendable
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING {SEND_COLUMNS}"""


async def reserve_send_if_sendable(
    conn: asyncpg.Connection, send: NewSend, *, sendable_statuses: tuple[str, ...]
) -> SendRecord | None:
    """A new send's row in one statement (no transaction around it), reserved only if the enrollment is
    still sendable. None, with nothing written, when it is not, when another transaction holds its row,
    or when the key is already in the ledger: the caller then takes the locked path."""
    try:
        row = await conn.fetchrow(
            _RESERVE_IF_SENDABLE,
            *send,
            list(sendable_statuses),
        )
    except asyncpg.LockNotAvailableError:
        return None
    return None if row is None else row_to(SendRecord, row)


async def complete_send(
    conn: asyncpg.Connection, *, idempotency_key: str, gmail_message_id: str, gmail_thread_id: str
) -> SendRecord:
    row = await conn.fetchrow(
        f"""UPDATE send_ledger
               SET status = 'sent', gmail_message_id = $2, gmail_thread_id = $3,
                   sent_at = COALESCE(sent_at, accepted_at, now())
             WHERE idempotency_key = $1
            RETURNING {SEND_COLUMNS}""",
        idempotency_key,
        gmail_message_id,
        gmail_thread_id,
    )
    return row_to(SendRecord, row)


async def sent_for_enrollment(conn: asyncpg.Connection, *, enrollment_id: str) -> list[SendRecord]:
    """Emails of this enrollment that reached Gmail, oldest first (the thread so far)."""
    rows = await conn.fetch(
        f"""SELECT {SEND_COLUMNS} FROM send_ledger
             WHERE enrollment_id = $1::uuid AND status = 'sent' ORDER BY sent_at, created_at""",
        enrollment_id,
    )
    return [row_to(SendRecord, r) for r in rows]


async def sends_for_enrollment(conn: asyncpg.Connection, *, enrollment_id: str) -> list[SendRecord]:
    rows = await conn.fetch(
        f"SELECT {SEND_COLUMNS} FROM send_ledger WHERE enrollment_id = $1::uuid ORDER BY created_at",
        enrollment_id,
    )
    return [row_to(SendRecord, r) for r in rows]


# The kind of step (or event) each action belongs to.
_KINDS = {
    "send_email": "email",
    "review": "email",
    "send_sms": "sms",
    "resolve_sms": "sms",
    "task": "task",
    "dial": "task",
    "condition": "condition",
    "wait_for": "wait_for",
    "skip_step": "step",
    "version_change": "version",
    "status": "status",
    "resume": "status",
    "inbound": "inbound",
}


# When the current activity attempt began, on the worker's wall clock (the clock `finished_at` is
# read on); set for every attempt by activities/attempts.py's interceptor.
ATTEMPT_STARTED: contextvars.ContextVar[datetime | None] = contextvars.ContextVar(
    "attempt_started", default=None
)


def _running_activity() -> tuple[str | None, datetime | None]:
    """(workflow run id, this attempt's start) when called from an activity: every ledger line says
    which run wrote it and when the work began."""
    if not activity.in_activity():
        return None, None
    return activity.info().workflow_run_id, ATTEMPT_STARTED.get()


async def append_run(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    enrollment_id: str,
    step_id: str | None,
    action: str,
    outcome: str,
    facts: dict[str, Any] | None = None,
    branch: str | None = None,
    detail: str | None = None,
) -> None:
    """One line of the run ledger. The send's idempotency key and the time it was planned for are read
    from `facts` (`idempotency_key`, `planned_at`) into their own columns."""
    facts = dict(facts or {})
    await conn.execute(
        """INSERT INTO run_ledger (project_id, enrollment_id, step_id, action, outcome, facts, branch, detail,
                                   workflow_run_id, kind, idempotency_key, scheduled_for, started_at,
                                   finished_at)
           VALUES ($1, $2::uuid, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, clock_timestamp())""",
        project_id,
        enrollment_id,
        step_id,
        action,
        outcome,
        facts,
        branch,
        detail,
        *_line_context(action, facts),
    )


def _line_context(action: str, facts: dict[str, Any]) -> tuple[str | None, str, Any, datetime | None, Any]:
    """The run-ledger columns a line takes from where it is written and from its facts: the workflow run,
    the kind of step, the send's idempotency key, the time it was planned for, the attempt's start."""
    run_id, started = _running_activity()
    planned = facts.get("planned_at")
    scheduled = datetime.fromisoformat(planned) if isinstance(planned, str) else None
    return run_id, _KINDS.get(action, action), facts.get("idempotency_key"), scheduled, started


# A send Gmail took, completed in one statement while its enrollment is `active`: the row moves to the
# step, the send is marked sent and the run ledger gets its line, all or nothing. Any other status
# (a reply or a stop raced the send, it waited for its caps) changes nothing here and is left to the
# caller's transaction. The UPDATE takes the row lock (and re-reads the status after a concurrent
# change commits), so no status change interleaves, as with `enrollments.lock_at_step`.
_COMPLETE_ACTIVE_SEND = f"""
    WITH moved AS (
        UPDATE enrollments SET current_step = $2, updated_at = now()
         WHERE id = $1::uuid AND status = 'active'
           AND EXISTS (SELECT 1 FROM send_ledger WHERE idempotency_key = $3)
        RETURNING project_id
    ), sent AS (
        UPDATE send_ledger
           SET status = 'sent', gmail_message_id = $4, gmail_thread_id = $5,
               sent_at = COALESCE(sent_at, accepted_at, now())
         WHERE idempotency_key = $3 AND EXISTS (SELECT 1 FROM moved)
        RETURNING {SEND_COLUMNS}
    ), line AS (
        INSERT INTO run_ledger (project_id, enrollment_id, step_id, action, outcome, facts, workflow_run_id,
                                kind, idempotency_key, scheduled_for, started_at, finished_at)
        SELECT moved.project_id, $1::uuid, $2, 'send_email', 'sent', $6::jsonb, $7::text, $8::text,
               $9::text, $10::timestamptz, $11::timestamptz, clock_timestamp()
          FROM moved, sent
    )
    SELECT {SEND_COLUMNS} FROM sent"""


async def complete_active_send(
    conn: asyncpg.Connection,
    *,
    enrollment_id: str,
    step_id: str,
    idempotency_key: str,
    gmail_message_id: str,
    gmail_thread_id: str,
    facts: dict[str, Any],
) -> SendRecord | None:
    """The completing transaction of an `active` enrollment's send as one statement (one round trip):
    what `enrollments.lock_at_step`, `complete_send` and `append_run(outcome="sent")` do together.
    None, with nothing written, when the row is not `active` (or the send or the row is missing)."""
    row = await conn.fetchrow(
        _COMPLETE_ACTIVE_SEND,
        enrollment_id,
        step_id,
        idempotency_key,
        gmail_message_id,
        gmail_thread_id,
        facts,
        *_line_context("send_email", facts),
    )
    return None if row is None else row_to(SendRecord, row)


async def append_run_for(conn: asyncpg.Connection, *, enrollment_id: str, **line: Any) -> None:
    """`append_run` for a caller that has only the enrollment's id (its project is looked up)."""
    project_id = await conn.fetchval("SELECT project_id FROM enrollments WHERE id = $1::uuid", enrollment_id)
    if project_id is None:
        raise NotFound(f"enrollment {enrollment_id} not found", field="enrollment_id")
    await append_run(conn, project_id=project_id, enrollment_id=enrollment_id, **line)


async def runs_for_enrollment(conn: asyncpg.Connection, *, enrollment_id: str) -> list[RunRecord]:
    rows = await conn.fetch(
        """SELECT id, step_id, action, outcome, branch, facts, detail, created_at, workflow_run_id, kind,
                  idempotency_key, scheduled_for, started_at, finished_at
             FROM run_ledger WHERE enrollment_id = $1::uuid ORDER BY id""",
        enrollment_id,
    )
    return [row_to(RunRecord, r) for r in rows]


async def subjects_for_enrollment(
    conn: asyncpg.Connection, *, enrollment_id: str
) -> dict[str, tuple[str, str | None]]:
    """Each send of the enrollment by idempotency key: its subject and A/B variant (None: no variants)."""
    rows = await conn.fetch(
        "SELECT idempotency_key, subject, variant FROM send_ledger WHERE enrollment_id = $1::uuid",
        enrollment_id,
    )
    return {r["idempotency_key"]: (r["subject"], r["variant"]) for r in rows}
