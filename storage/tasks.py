"""Tasks for reps: reviews, calls, LinkedIn and custom tasks; one per (enrollment, step, visit, kind)."""

from __future__ import annotations

from datetime import datetime

import asyncpg
from pydantic import BaseModel

from storage.errors import NotFound
from storage.records import is_uuid, row_to


class Task(BaseModel):
    id: str
    enrollment_id: str
    contact_id: str
    mailbox_id: str
    step_id: str
    visit: int
    kind: str
    status: str
    assignee: str
    due_at: datetime | None = None
    expires_at: datetime | None = None
    subject: str | None = None
    body: str | None = None
    variant: str | None = None
    outcome: str | None = None
    created_at: datetime
    completed_at: datetime | None = None
    title: str | None = None
    timezone: str | None = None  # the contact's: the zone the due time is read in
    phone: str | None = None  # call tasks: the number to dial (E.164 when it parses)
    dialer: bool = False
    dialed_at: datetime | None = None


_COLUMNS = """id, enrollment_id, contact_id, mailbox_id, step_id, visit, kind, status, assignee, due_at,
              expires_at, subject, body, variant, outcome, created_at, completed_at, title, timezone,
              phone, dialer, dialed_at"""


async def open_task(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    enrollment_id: str,
    contact_id: str,
    mailbox_id: str,
    step_id: str,
    visit: int,
    kind: str,
    assignee: str,
    due_at: datetime | None,
    expires_at: datetime | None,
    subject: str | None = None,
    body: str | None = None,
    variant: str | None = None,
    title: str | None = None,
    timezone: str | None = None,
    phone: str | None = None,
    dialer: bool = False,
) -> tuple[Task, bool]:
    """The task for this step execution: created once, then found again (retries, replays). Returns
    (task, whether this call created it)."""
    row = await conn.fetchrow(
        f"""INSERT INTO tasks (project_id, enrollment_id, contact_id, mailbox_id, step_id, visit, kind,
                               assignee, due_at, expires_at, subject, body, variant, title, timezone,
                               phone, dialer)
            VALUES ($1, $2::uuid, $3::uuid, $4::uuid, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                    $16, $17)
            ON CONFLICT (enrollment_id, step_id, visit, kind) DO UPDATE SET kind = tasks.kind
            RETURNING {_COLUMNS}, (xmax = 0) AS created""",
        project_id,
        enrollment_id,
        contact_id,
        mailbox_id,
        step_id,
        visit,
        kind,
        assignee,
        due_at,
        expires_at,
        subject,
        body,
        variant,
        title,
        timezone,
        phone,
        dialer,
    )
    data = dict(row)
    created = bool(data.pop("created"))
    return row_to(Task, data), created


async def mark_dialed(conn: asyncpg.Connection, *, task_id: str) -> None:
    await conn.execute("UPDATE tasks SET dialed_at = COALESCE(dialed_at, now()) WHERE id = $1::uuid", task_id)


async def get(conn: asyncpg.Connection, *, project_id: str, task_id: str) -> Task:
    row = None
    if is_uuid(task_id):
        row = await conn.fetchrow(
            f"SELECT {_COLUMNS} FROM tasks WHERE project_id = $1 AND id = $2::uuid", project_id, task_id
        )
    if row is None:
        raise NotFound(f"task {task_id} not found", field="task_id")
    task: Task = row_to(Task, row)
    return task


async def by_id(conn: asyncpg.Connection, *, task_id: str) -> Task:
    row = await conn.fetchrow(f"SELECT {_COLUMNS} FROM tasks WHERE id = $1::uuid", task_id)
    if row is None:
        raise NotFound(f"task {task_id} not found", field="task_id")
    task: Task = row_to(Task, row)
    return task


async def complete(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    task_id: str,
    outcome: str,
    subject: str | None = None,
    body: str | None = None,
) -> tuple[Task, bool]:
    """Close an open task with its outcome (and the rep's edits). (task, changed): a repeat of the
    same outcome changes nothing; a different outcome for a closed task is the caller's 409."""
    row = await conn.fetchrow(
        f"""UPDATE tasks SET status = 'completed', outcome = $3, completed_at = now(),
                   subject = COALESCE($4, subject), body = COALESCE($5, body)
             WHERE project_id = $1 AND id = $2::uuid AND status = 'open'
             RETURNING {_COLUMNS}""",
        project_id,
        task_id,
        outcome,
        subject,
        body,
    )
    if row is not None:
        return row_to(Task, row), True
    return await get(conn, project_id=project_id, task_id=task_id), False


async def expire(conn: asyncpg.Connection, *, task_id: str, outcome: str | None = None) -> Task:
    """An open task's time ran out (it takes `outcome`, if given); a task already answered keeps its
    answer."""
    await conn.execute(
        """UPDATE tasks SET status = 'expired', completed_at = now(), outcome = $2
            WHERE id = $1::uuid AND status = 'open'""",
        task_id,
        outcome,
    )
    return await by_id(conn, task_id=task_id)


async def cancel_open(conn: asyncpg.Connection, *, enrollment_id: str, step_id: str | None = None) -> None:
    """The enrollment ended (or left the step: skipped, moved by a live edit): its open tasks go away.
    A `reply_followup` stays: it is about the reply that ended the enrollment."""
    await conn.execute(
        """UPDATE tasks SET status = 'canceled', completed_at = now()
            WHERE enrollment_id = $1::uuid AND status = 'open' AND ($2::text IS NULL OR step_id = $2)
              AND kind <> 'reply_followup'""",
        enrollment_id,
        step_id,
    )


async def inbox(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    assignee: str | None,
    status: str,
    kind: str | None,
    limit: int,
) -> list[Task]:
    rows = await conn.fetch(
        f"""SELECT {_COLUMNS} FROM tasks
             WHERE project_id = $1 AND ($2::text IS NULL OR assignee = $2) AND status = $3
               AND ($4::text IS NULL OR kind = $4)
             ORDER BY due_at NULLS LAST, created_at LIMIT $5""",
        project_id,
        assignee,
        status,
        kind,
        limit,
    )
    return [row_to(Task, r) for r in rows]
