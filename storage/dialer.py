"""The project's dialer: where call tasks with `dialer: true` are posted (its signing secret sealed)."""

from __future__ import annotations

from datetime import datetime

import asyncpg
from pydantic import BaseModel, Field

from storage.records import row_to


class DialerConnection(BaseModel):
    url: str
    secret: str = Field(repr=False)  # sealed
    updated_at: datetime


async def get(conn: asyncpg.Connection, *, project_id: str) -> DialerConnection | None:
    row = await conn.fetchrow(
        "SELECT url, secret, updated_at FROM dialer_connections WHERE project_id = $1", project_id
    )
    return None if row is None else row_to(DialerConnection, row)


async def put(conn: asyncpg.Connection, *, project_id: str, url: str, sealed_secret: str) -> DialerConnection:
    row = await conn.fetchrow(
        """INSERT INTO dialer_connections (project_id, url, secret) VALUES ($1, $2, $3)
           ON CONFLICT (project_id) DO UPDATE SET url = EXCLUDED.url, secret = EXCLUDED.secret,
                                                  updated_at = now()
           RETURNING url, secret, updated_at""",
        project_id,
        url,
        sealed_secret,
    )
    found: DialerConnection = row_to(DialerConnection, row)
    return found


async def delete(conn: asyncpg.Connection, *, project_id: str) -> bool:
    deleted = await conn.fetchval(
        "DELETE FROM dialer_connections WHERE project_id = $1 RETURNING 1", project_id
    )
    return deleted is not None
