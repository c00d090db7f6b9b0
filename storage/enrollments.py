from __future__ import annotations

from typing import Any

import asyncpg

from storage.errors import Conflict, NotFound
from storage.records import Enrollment, is_uuid, row_to

# needs_review: a text's outcome is unknown and a person decides; the workflow still runs.
ACTIVE_STATUSES = ("active", "paused", "waiting_limit", "needs_review")
FINAL_STATUSES = ("completed", "replied", "bounced", "unsubscribed", "exited", "failed", "meeting_booked")
_COLUMNS = """id, project_id, contact_id, sequence_version_id, mailbox_id, workflow_id,
              workflow_run_id, timezone, timezone_source, status, status_reason, current_step,
              created_at, updated_at, ended_at, reply_intent, reply_evidence, variables"""


async def create(
    conn: asyncpg.Connection,
    *,
    enrollment_id: str,
    project_id: str,
    contact_id: str,
    sequence_version_id: str,
    mailbox_id: str,
    workflow_id: str,
) -> Enrollment:
    try:
        row = await conn.fetchrow(
            f"""INSERT INTO enrollments
                    (id, project_id, contact_id, sequence_version_id, mailbox_id, workflow_id)
                VALUES ($1::uuid, $2, $3::uuid, $4::uuid, $5::uuid, $6)
                RETURNING {_COLUMNS}""",
            enrollment_id,
            project_id,
            contact_id,
            sequence_version_id,
            mailbox_id,
            workflow_id,
        )
    except asyncpg.UniqueViolationError:
        raise Conflict("the contact already has an active enrollment", field="contact_id") from None
    return row_to(Enrollment, row)


async def get(conn: asyncpg.Connection, *, project_id: str, enrollment_id: str) -> Enrollment:
    """An enrollment by its id or, for runs a Temporal client started, by its workflow id."""
    if not is_uuid(enrollment_id):
        found = await by_workflow_id(conn, project_id=project_id, workflow_id=enrollment_id)
        if found is None:
            raise NotFound(f"enrollment {enrollment_id!r} not found", field="enrollment_id")
        return found
    row = await conn.fetchrow(
        f"SELECT {_COLUMNS} FROM enrollments WHERE project_id = $1 AND id = $2::uuid",
        project_id,
        enrollment_id,
    )
    if row is None:
        raise NotFound(f"enrollment {enrollment_id} not found", field="enrollment_id")
    return row_to(Enrollment, row)


async def active_for_contact(
    conn: asyncpg.Connection, *, project_id: str, contact_id: str
) -> Enrollment | None:
    row = await conn.fetchrow(
        f"""SELECT {_COLUMNS} FROM enrollments
             WHERE project_id = $1 AND contact_id = $2::uuid AND status = ANY($3::text[])""",
        project_id,
        contact_id,
        list(ACTIVE_STATUSES),
    )
    return None if row is None else row_to(Enrollment, row)


async def by_workflow_id(conn: asyncpg.Connection, *, project_id: str, workflow_id: str) -> Enrollment | None:
    """The newest enrollment a workflow id was given (a raw start that is retried or reset adopts it)."""
    row = await conn.fetchrow(
        f"""SELECT {_COLUMNS} FROM enrollments WHERE project_id = $1 AND workflow_id = $2
             ORDER BY created_at DESC LIMIT 1""",
        project_id,
        workflow_id,
    )
    return None if row is None else row_to(Enrollment, row)


async def list_for(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    workflow_id: str | None = None,
    contact_id: str | None = None,
    contact_email: str | None = None,
    mailbox_id: str | None = None,
    status: str | None = None,
    limit: int = 100,
    after: str | None = None,
) -> list[dict[str, Any]]:
    """Enrollments, newest first (by id within the same instant), with their contact's address and their
    sequence's name and version; `after`: the last id of the previous page."""
    rows = await conn.fetch(
        """SELECT e.id::text AS id, e.status, e.status_reason, e.current_step,
                  e.contact_id::text AS contact_id,
                  c.email AS contact_email, e.mailbox_id::text AS mailbox_id, s.name AS sequence,
                  v.version AS sequence_version, e.sequence_version_id::text AS sequence_version_id,
                  e.workflow_id, e.workflow_run_id, e.reply_intent, e.created_at, e.updated_at, e.ended_at
             FROM enrollments e
             JOIN contacts c ON c.id = e.contact_id
             JOIN sequence_versions v ON v.id = e.sequence_version_id
             JOIN sequences s ON s.id = v.sequence_id
            WHERE e.project_id = $1
              AND ($2::text IS NULL OR e.workflow_id = $2)
              AND ($3::uuid IS NULL OR e.contact_id = $3::uuid)
              AND ($4::text IS NULL OR c.email = $4)
              AND ($5::uuid IS NULL OR e.mailbox_id = $5::uuid)
              AND ($6::text IS NULL OR e.status = $6)
              AND ($7::uuid IS NULL
                   OR (e.created_at, e.id) < (SELECT created_at, id FROM enrollments WHERE id = $7::uuid))
            ORDER BY e.created_at DESC, e.id DESC
            LIMIT $8""",
        project_id,
        workflow_id,
        contact_id,
        contact_email.strip().lower() if contact_email else None,
        mailbox_id,
        status,
        after,
        limit,
    )
    return [dict(r) for r in rows]


async def set_variables(conn: asyncpg.Connection, *, enrollment_id: str, variables: dict[str, Any]) -> None:
    await conn.execute(
        "UPDATE enrollments SET variables = $2::jsonb WHERE id = $1::uuid", enrollment_id, variables
    )


async def by_id(conn: asyncpg.Connection, *, enrollment_id: str) -> Enrollment:
    """Any project's enrollment: for workers, which act on ids they were handed."""
    row = await conn.fetchrow(f"SELECT {_COLUMNS} FROM enrollments WHERE id = $1::uuid", enrollment_id)
    if row is None:
        raise NotFound(f"enrollment {enrollment_id} not found", field="enrollment_id")
    return row_to(Enrollment, row)


async def set_run_id(conn: asyncpg.Connection, *, enrollment_id: str, run_id: str) -> None:
    await conn.execute(
        "UPDATE enrollments SET workflow_run_id = $2 WHERE id = $1::uuid", enrollment_id, run_id
    )


async def create_many(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    sequence_version_id: str,
    mailbox_id: str,
    live_edit: str | None,
    rows: list[dict[str, str]],
) -> set[str]:
    """Enrollment rows of many contacts in one statement (each row: id, contact_id, workflow_id,
    timezone, timezone_source), without their run ids yet; the ids it created. A contact that has an
    active enrollment already gets no row (and its id is not in the answer)."""
    created = await conn.fetch(
        """INSERT INTO enrollments (id, project_id, contact_id, sequence_version_id, mailbox_id, workflow_id,
                                    timezone, timezone_source, live_edit)
           SELECT (r->>'id')::uuid, $1, (r->>'contact_id')::uuid, $2::uuid, $3::uuid, r->>'workflow_id',
                  r->>'timezone', r->>'timezone_source', $4
             FROM jsonb_array_elements($5::jsonb) AS r
           ON CONFLICT DO NOTHING
           RETURNING id::text AS id""",
        project_id,
        sequence_version_id,
        mailbox_id,
        live_edit,
        rows,
    )
    return {r["id"] for r in created}


async def by_ids(conn: asyncpg.Connection, *, enrollment_ids: list[str]) -> dict[str, Enrollment]:
    """Those of these enrollments that exist, by id."""
    rows = await conn.fetch(f"SELECT {_COLUMNS} FROM enrollments WHERE id = ANY($1::uuid[])", enrollment_ids)
    return {str(r["id"]): row_to(Enrollment, r) for r in rows}


async def record_run_ids(conn: asyncpg.Connection, *, run_ids: dict[str, str]) -> set[str]:
    """The run ids of workflows started for rows committed before them; the enrollment ids recorded.
    A row no longer active (reconciled as failed meanwhile) is left as it is and not in the answer."""
    rows = await conn.fetch(
        """UPDATE enrollments e SET workflow_run_id = r.run_id
             FROM unnest($1::uuid[], $2::text[]) AS r(id, run_id)
            WHERE e.id = r.id AND e.status = ANY($3::text[])
           RETURNING e.id::text AS id""",
        list(run_ids),
        list(run_ids.values()),
        list(ACTIVE_STATUSES),
    )
    return {r["id"] for r in rows}


async def delete_unstarted(conn: asyncpg.Connection, *, enrollment_id: str) -> None:
    """Take back a row committed ahead of its workflow's start when that start was refused."""
    await conn.execute(
        "DELETE FROM enrollments WHERE id = $1::uuid AND workflow_run_id IS NULL", enrollment_id
    )


async def set_timezone(conn: asyncpg.Connection, *, enrollment_id: str, timezone: str, source: str) -> None:
    await conn.execute(
        """UPDATE enrollments SET timezone = $2, timezone_source = $3
            WHERE id = $1::uuid AND (timezone, timezone_source) IS DISTINCT FROM ($2, $3)""",
        enrollment_id,
        timezone,
        source,
    )


async def set_current_step(conn: asyncpg.Connection, *, enrollment_id: str, step_id: str) -> None:
    await conn.execute(
        "UPDATE enrollments SET current_step = $2, updated_at = now() WHERE id = $1::uuid",
        enrollment_id,
        step_id,
    )


async def lock_at_step(conn: asyncpg.Connection, *, enrollment_id: str, step_id: str) -> Enrollment:
    """`lock` and `set_current_step` in one statement (a step's completing transaction): the row, locked
    for the rest of the transaction, at its new step."""
    row = await conn.fetchrow(
        f"""UPDATE enrollments SET current_step = $2, updated_at = now() WHERE id = $1::uuid
            RETURNING {_COLUMNS}""",
        enrollment_id,
        step_id,
    )
    if row is None:
        raise NotFound(f"enrollment {enrollment_id} not found", field="enrollment_id")
    return row_to(Enrollment, row)


async def lock(conn: asyncpg.Connection, *, enrollment_id: str) -> Enrollment:
    """Lock the row for the rest of the transaction (a send and a status change never interleave)."""
    row = await conn.fetchrow(
        f"SELECT {_COLUMNS} FROM enrollments WHERE id = $1::uuid FOR UPDATE", enrollment_id
    )
    if row is None:
        raise NotFound(f"enrollment {enrollment_id} not found", field="enrollment_id")
    return row_to(Enrollment, row)


async def set_status(
    conn: asyncpg.Connection,
    *,
    enrollment_id: str,
    status: str,
    reason: str | None,
    current_step: str | None,
) -> bool:
    """Move the projection to `status`; a final status is never left. Returns whether it changed."""
    result = await conn.execute(
        """UPDATE enrollments
              SET status = $2, status_reason = $3, current_step = COALESCE($4, current_step),
                  updated_at = now(),
                  ended_at = CASE WHEN $2 = ANY($5::text[]) THEN now() ELSE NULL END
            WHERE id = $1::uuid AND status <> ALL($5::text[])""",
        enrollment_id,
        status,
        reason,
        current_step,
        list(FINAL_STATUSES),
    )
    return result != "UPDATE 0"


async def active_for_mailbox(conn: asyncpg.Connection, *, mailbox_id: str) -> list[Enrollment]:
    rows = await conn.fetch(
        f"SELECT {_COLUMNS} FROM enrollments WHERE mailbox_id = $1::uuid AND status = ANY($2::text[])",
        mailbox_id,
        list(ACTIVE_STATUSES),
    )
    return [row_to(Enrollment, r) for r in rows]


async def set_version(conn: asyncpg.Connection, *, enrollment_id: str, version_id: str) -> None:
    """A live edit moved the enrollment to another version of its sequence."""
    await conn.execute(
        "UPDATE enrollments SET sequence_version_id = $2::uuid, updated_at = now() WHERE id = $1::uuid",
        enrollment_id,
        version_id,
    )


async def running_of_sequence(
    conn: asyncpg.Connection, *, project_id: str, sequence_id: str
) -> list[tuple[Enrollment, str | None]]:
    """The sequence's running enrollments (any version), each with its own live-edit policy."""
    rows = await conn.fetch(
        f"""SELECT {_COLUMNS}, live_edit FROM enrollments
             WHERE project_id = $1 AND status = ANY($3::text[])
               AND sequence_version_id IN (SELECT id FROM sequence_versions WHERE sequence_id = $2::uuid)
             ORDER BY created_at""",
        project_id,
        sequence_id,
        list(ACTIVE_STATUSES),
    )
    found = []
    for row in rows:
        data = dict(row)
        policy = data.pop("live_edit")
        found.append((row_to(Enrollment, data), policy))
    return found


async def set_live_edit(conn: asyncpg.Connection, *, enrollment_id: str, policy: str | None) -> None:
    await conn.execute("UPDATE enrollments SET live_edit = $2 WHERE id = $1::uuid", enrollment_id, policy)


async def set_reply(
    conn: asyncpg.Connection, *, enrollment_id: str, intent: str, evidence: str | None
) -> None:
    """What the contact's (first) reply meant; a later reply does not overwrite it."""
    await conn.execute(
        """UPDATE enrollments SET reply_intent = $2, reply_evidence = $3
            WHERE id = $1::uuid AND reply_intent IS NULL""",
        enrollment_id,
        intent,
        evidence[:500] if evidence else None,
    )
