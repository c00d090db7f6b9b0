"""Circuit breakers per mailbox and channel (the rule is sequencer/breaker.py)."""

from __future__ import annotations

from datetime import datetime

import asyncpg
from pydantic import BaseModel

from sequencer.breaker import Breaker

COLUMNS = "state, failures, opened, retry_at, last_error"  # a Breaker's fields


class BreakerRow(BaseModel):
    mailbox_id: str
    mailbox: str
    channel: str
    state: str
    failures: int
    retry_at: datetime | None = None
    last_error: str | None = None
    updated_at: datetime


async def lock(conn: asyncpg.Connection, *, mailbox_id: str, channel: str) -> Breaker:
    """The breaker, locked for the transaction (created closed on first use)."""
    await conn.execute(
        """INSERT INTO circuit_breakers (mailbox_id, channel) VALUES ($1::uuid, $2) ON CONFLICT DO NOTHING""",
        mailbox_id,
        channel,
    )
    row = await conn.fetchrow(
        f"SELECT {COLUMNS} FROM circuit_breakers WHERE mailbox_id = $1::uuid AND channel = $2 FOR UPDATE",
        mailbox_id,
        channel,
    )
    return Breaker(**dict(row))


async def peek(conn: asyncpg.Connection, *, mailbox_id: str, channel: str) -> Breaker:
    row = await conn.fetchrow(
        f"SELECT {COLUMNS} FROM circuit_breakers WHERE mailbox_id = $1::uuid AND channel = $2",
        mailbox_id,
        channel,
    )
    return Breaker() if row is None else Breaker(**dict(row))


async def save(conn: asyncpg.Connection, *, mailbox_id: str, channel: str, breaker: Breaker) -> None:
    await conn.execute(
        """UPDATE circuit_breakers
              SET state = $3, failures = $4, opened = $5, retry_at = $6, last_error = $7, updated_at = now()
            WHERE mailbox_id = $1::uuid AND channel = $2""",
        mailbox_id,
        channel,
        breaker.state,
        breaker.failures,
        breaker.opened,
        breaker.retry_at,
        breaker.last_error,
    )


async def not_closed(conn: asyncpg.Connection, *, project_id: str | None = None) -> list[BreakerRow]:
    """Breakers that hold sends back (or did and have not closed yet), a project's or everyone's."""
    rows = await conn.fetch(
        """SELECT b.mailbox_id::text, m.email AS mailbox, b.channel, b.state, b.failures, b.retry_at,
                  b.last_error, b.updated_at
             FROM circuit_breakers b JOIN mailboxes m ON m.id = b.mailbox_id
            WHERE b.state <> 'closed' AND ($1::text IS NULL OR m.project_id = $1)
            ORDER BY m.email, b.channel""",
        project_id,
    )
    return [BreakerRow(**dict(r)) for r in rows]
