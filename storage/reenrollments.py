"""Re-enrollments a "not now, try me in Q3" reply scheduled (`on_reply: {not_now: reenroll}`).

One per enrollment that asked for it. The mailbox poll takes the due ones (`due`) and enrolls the
contact again in the same sequence (its live version) from the same mailbox, or skips with a note
when that is no longer allowed (suppressed, already enrolled elsewhere).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import asyncpg


@dataclass(frozen=True)
class Reenrollment:
    id: str
    project_id: str
    contact_id: str
    sequence_id: str
    mailbox_id: str
    from_enrollment_id: str
    due_on: date
    status: str
    enrollment_id: str | None
    note: str | None


_COLUMNS = """id::text, project_id, contact_id::text, sequence_id::text, mailbox_id::text,
              from_enrollment_id::text, due_on, status, enrollment_id::text, note"""


async def schedule(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    contact_id: str,
    sequence_id: str,
    mailbox_id: str,
    from_enrollment_id: str,
    due_on: date,
) -> None:
    await conn.execute(
        """INSERT INTO reenrollments (project_id, contact_id, sequence_id, mailbox_id, from_enrollment_id,
                                      due_on)
            VALUES ($1, $2::uuid, $3::uuid, $4::uuid, $5::uuid, $6)
            ON CONFLICT (from_enrollment_id) DO NOTHING""",
        project_id,
        contact_id,
        sequence_id,
        mailbox_id,
        from_enrollment_id,
        due_on,
    )


async def due(
    conn: asyncpg.Connection, *, mailbox_id: str, today: date, limit: int = 100
) -> list[Reenrollment]:
    rows = await conn.fetch(
        f"""SELECT {_COLUMNS} FROM reenrollments
             WHERE mailbox_id = $1::uuid AND status = 'pending' AND due_on <= $2
             ORDER BY due_on, created_at LIMIT $3""",
        mailbox_id,
        today,
        limit,
    )
    return [Reenrollment(**dict(row)) for row in rows]


async def for_enrollment(conn: asyncpg.Connection, *, enrollment_id: str) -> Reenrollment | None:
    row = await conn.fetchrow(
        f"SELECT {_COLUMNS} FROM reenrollments WHERE from_enrollment_id = $1::uuid", enrollment_id
    )
    return None if row is None else Reenrollment(**dict(row))


async def finish(
    conn: asyncpg.Connection,
    *,
    reenrollment_id: str,
    status: str,
    enrollment_id: str | None,
    note: str | None,
) -> None:
    await conn.execute(
        """UPDATE reenrollments SET status = $2, enrollment_id = $3::uuid, note = $4, done_at = now()
            WHERE id = $1::uuid AND status = 'pending'""",
        reenrollment_id,
        status,
        enrollment_id,
        note,
    )
