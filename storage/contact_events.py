"""Contact events (CRM webhooks, calendar meetings): one row per (project, event_id), first result kept."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import asyncpg
from pydantic import BaseModel

from storage.records import row_to

STOPPING = ("meeting_booked", "do_not_contact", "replied_elsewhere")
TYPES = (*STOPPING, "deal_stage_changed", "custom")


class ContactEvent(BaseModel):
    id: str
    contact_id: str
    event_id: str
    type: str
    data: dict[str, Any]
    source: str
    result: dict[str, Any]
    received_at: datetime


_COLUMNS = "id::text AS id, contact_id::text AS contact_id, event_id, type, data, source, result, received_at"


def _event(row: asyncpg.Record) -> ContactEvent:
    event: ContactEvent = row_to(ContactEvent, row)
    return event


async def claim(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    contact_id: str,
    event_id: str,
    type: str,
    data: dict[str, Any],
    source: str,
) -> ContactEvent | None:
    """Store a new event (result empty for now); None when the event_id is known already.

    Inside the caller's transaction: a concurrent duplicate waits on the unique key until this one
    commits, then finds it, with its result.
    """
    row = await conn.fetchrow(
        f"""INSERT INTO contact_events (project_id, contact_id, event_id, type, data, source, result)
            VALUES ($1, $2::uuid, $3, $4, $5::jsonb, $6, '{{}}'::jsonb)
            ON CONFLICT (project_id, event_id) DO NOTHING
            RETURNING {_COLUMNS}""",
        project_id,
        contact_id,
        event_id,
        type,
        data,
        source,
    )
    return None if row is None else _event(row)


async def set_result(conn: asyncpg.Connection, *, event_row_id: str, result: dict[str, Any]) -> None:
    await conn.execute(
        "UPDATE contact_events SET result = $2::jsonb WHERE id = $1::uuid", event_row_id, result
    )


async def get(conn: asyncpg.Connection, *, project_id: str, event_id: str) -> ContactEvent | None:
    row = await conn.fetchrow(
        f"SELECT {_COLUMNS} FROM contact_events WHERE project_id = $1 AND event_id = $2", project_id, event_id
    )
    return None if row is None else _event(row)


async def list_for(
    conn: asyncpg.Connection, *, project_id: str, contact_id: str, limit: int = 100
) -> list[ContactEvent]:
    rows = await conn.fetch(
        f"""SELECT {_COLUMNS} FROM contact_events
             WHERE project_id = $1 AND contact_id = $2::uuid
             ORDER BY received_at, id LIMIT $3""",
        project_id,
        contact_id,
        limit,
    )
    return [_event(r) for r in rows]
