"""Bulk enrollment imports: the import itself, one row per contact of the request, and each row's
outcome. The counts are read from the rows (no counter to keep in step with them)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

import asyncpg
from pydantic import BaseModel

from storage.errors import NotFound
from storage.records import row_to

ROW_STATUSES = ("pending", "enrolled", "skipped", "failed", "rejected")
ISSUE_STATUSES = ("rejected", "skipped", "failed")


class Import(BaseModel):
    id: str
    project_id: str
    import_id: str
    body_sha256: str
    sequence_version_id: str
    sequence_name: str
    sequence_version: int
    mailbox_id: str
    mailbox_email: str
    live_edit: str | None
    total: int
    accepted: int
    rejected: int
    status: Literal["running", "completed", "failed"]
    status_reason: str | None
    created_at: datetime
    finished_at: datetime | None


@dataclass(frozen=True)
class NewRow:
    """A row of the request: `contact` is the validated contact as JSON text, or None with `field`
    and `message` saying why it was rejected."""

    row_index: int
    contact: str | None
    field: str | None = None
    message: str | None = None


class PendingRow(BaseModel):
    row_index: int
    contact: dict[str, Any]


class RowIssue(BaseModel):
    row_index: int
    status: Literal["rejected", "skipped", "failed"]
    field: str | None
    message: str | None


class RowCounts(BaseModel):
    enrolled: int = 0
    skipped: int = 0
    failed: int = 0
    pending: int = 0


_SELECT = """SELECT i.id::text AS id, i.project_id, i.import_id, i.body_sha256,
                    i.sequence_version_id::text AS sequence_version_id, s.name AS sequence_name,
                    v.version AS sequence_version, i.mailbox_id::text AS mailbox_id,
                    m.email AS mailbox_email, i.live_edit, i.total, i.accepted, i.rejected, i.status,
                    i.status_reason, i.created_at, i.finished_at
               FROM imports i
               JOIN sequence_versions v ON v.id = i.sequence_version_id
               JOIN sequences s ON s.id = v.sequence_id
               JOIN mailboxes m ON m.id = i.mailbox_id"""


def _import(row: asyncpg.Record) -> Import:
    found: Import = row_to(Import, row)
    return found


async def create(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    import_id: str,
    body_sha256: str,
    sequence_version_id: str,
    mailbox_id: str,
    live_edit: str | None,
    rows: Sequence[NewRow],
) -> Import | None:
    """Store the import and all its rows (run it in a transaction); None when the project has an
    import with this id already (a concurrent twin: the caller reads that one instead).

    The rows go in as one INSERT of unnested arrays: 10,000 rows take tens of milliseconds.
    """
    accepted = sum(1 for r in rows if r.contact is not None)
    key = await conn.fetchval(
        """INSERT INTO imports (project_id, import_id, body_sha256, sequence_version_id, mailbox_id,
                                live_edit, total, accepted, rejected, status, finished_at)
           VALUES ($1, $2, $3, $4::uuid, $5::uuid, $6, $7, $8, $9,
                   CASE WHEN $8 = 0 THEN 'completed' ELSE 'running' END,
                   CASE WHEN $8 = 0 THEN now() END)
           ON CONFLICT (project_id, import_id) DO NOTHING
           RETURNING id::text""",
        project_id,
        import_id,
        body_sha256,
        sequence_version_id,
        mailbox_id,
        live_edit,
        len(rows),
        accepted,
        len(rows) - accepted,
    )
    if key is None:
        return None
    await conn.execute(
        """INSERT INTO import_rows (import_id, row_index, contact, status, field, message)
           SELECT $1::uuid, r.row_index, r.contact::jsonb,
                  CASE WHEN r.contact IS NULL THEN 'rejected' ELSE 'pending' END, r.field, r.message
             FROM unnest($2::int[], $3::text[], $4::text[], $5::text[])
                  AS r (row_index, contact, field, message)""",
        key,
        [r.row_index for r in rows],
        [r.contact for r in rows],
        [r.field for r in rows],
        [r.message for r in rows],
    )
    return await by_key(conn, import_key=key)


async def find(conn: asyncpg.Connection, *, project_id: str, import_id: str) -> Import:
    row = await conn.fetchrow(
        f"{_SELECT} WHERE i.project_id = $1 AND i.import_id = $2", project_id, import_id
    )
    if row is None:
        raise NotFound(f"import {import_id!r} not found", field="import_id")
    return _import(row)


async def by_key(conn: asyncpg.Connection, *, import_key: str) -> Import:
    """Any project's import by its row id: for workers, which act on ids they were handed."""
    row = await conn.fetchrow(f"{_SELECT} WHERE i.id = $1::uuid", import_key)
    if row is None:
        raise NotFound(f"import {import_key} not found", field="import_id")
    return _import(row)


async def pending(conn: asyncpg.Connection, *, import_key: str, limit: int) -> list[PendingRow]:
    """The next `limit` rows still to enroll, in request order."""
    rows = await conn.fetch(
        """SELECT row_index, contact FROM import_rows
            WHERE import_id = $1::uuid AND status = 'pending'
            ORDER BY row_index LIMIT $2""",
        import_key,
        limit,
    )
    return [PendingRow(row_index=r["row_index"], contact=r["contact"]) for r in rows]


async def pending_count(conn: asyncpg.Connection, *, import_key: str) -> int:
    count: int = await conn.fetchval(
        "SELECT count(*) FROM import_rows WHERE import_id = $1::uuid AND status = 'pending'", import_key
    )
    return count


async def settle_rows(
    conn: asyncpg.Connection, *, import_key: str, outcomes: dict[int, dict[str, Any]]
) -> int:
    """Record pending rows' outcomes (row index -> outcome), in one statement; how many were still
    pending (a row settled already keeps its first answer)."""
    for outcome in outcomes.values():
        if outcome["status"] not in ("enrolled", "skipped", "failed"):
            raise ValueError(f"a row settles as enrolled, skipped or failed, not {outcome['status']!r}")
    result = await conn.execute(
        """UPDATE import_rows AS i
              SET status = o->>'status', contact_id = (o->>'contact_id')::uuid,
                  enrollment_id = (o->>'enrollment_id')::uuid, field = o->>'field', message = o->>'message',
                  updated_at = now()
             FROM jsonb_array_elements($2::jsonb) AS o
            WHERE i.import_id = $1::uuid AND i.row_index = (o->>'row_index')::int AND i.status = 'pending'""",
        import_key,
        [{**outcome, "row_index": index} for index, outcome in outcomes.items()],
    )
    return int(result.split()[-1])


async def counts(conn: asyncpg.Connection, *, import_key: str) -> RowCounts:
    rows = await conn.fetch(
        """SELECT status, count(*) AS n FROM import_rows
            WHERE import_id = $1::uuid AND status <> 'rejected' GROUP BY status""",
        import_key,
    )
    return RowCounts(**{r["status"]: r["n"] for r in rows})


async def issues(
    conn: asyncpg.Connection, *, import_key: str, statuses: Sequence[str] = ISSUE_STATUSES, limit: int = 1000
) -> list[RowIssue]:
    """The first `limit` rows that were rejected, skipped or failed, in request order."""
    rows = await conn.fetch(
        """SELECT row_index, status, field, message FROM import_rows
            WHERE import_id = $1::uuid AND status = ANY($2::text[])
            ORDER BY row_index LIMIT $3""",
        import_key,
        list(statuses),
        limit,
    )
    return [row_to(RowIssue, r) for r in rows]


async def finish(
    conn: asyncpg.Connection, *, import_key: str, status: str, reason: str | None = None
) -> bool:
    """End a running import. `completed` only once no row is pending; True when this call ended it."""
    if status not in ("completed", "failed"):
        raise ValueError(f"an import ends completed or failed, not {status!r}")
    result = await conn.execute(
        """UPDATE imports SET status = $2, status_reason = $3, finished_at = now()
            WHERE id = $1::uuid AND status = 'running'
              AND ($2 = 'failed' OR NOT EXISTS (
                      SELECT 1 FROM import_rows r WHERE r.import_id = $1::uuid AND r.status = 'pending'))""",
        import_key,
        status,
        reason,
    )
    return bool(result == "UPDATE 1")
