"""The project's CRM connection (its token sealed), for live facts in condition steps."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import asyncpg
from pydantic import BaseModel, Field

from storage.records import row_to


class CrmConnection(BaseModel):
    provider: str
    base_url: str | None = None
    token: str | None = Field(None, repr=False)  # sealed
    facts: dict[str, Any] = {}
    updated_at: datetime


async def get(conn: asyncpg.Connection, *, project_id: str) -> CrmConnection | None:
    row = await conn.fetchrow(
        "SELECT provider, base_url, token, facts, updated_at FROM crm_connections WHERE project_id = $1",
        project_id,
    )
    return None if row is None else row_to(CrmConnection, row)


async def put(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    provider: str,
    base_url: str | None,
    sealed_token: str | None,
    facts: dict[str, Any],
) -> CrmConnection:
    row = await conn.fetchrow(
        """INSERT INTO crm_connections (project_id, provider, base_url, token, facts)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (project_id) DO UPDATE
              SET provider = EXCLUDED.provider, base_url = EXCLUDED.base_url, token = EXCLUDED.token,
                  facts = EXCLUDED.facts, updated_at = now()
           RETURNING provider, base_url, token, facts, updated_at""",
        project_id,
        provider,
        base_url,
        sealed_token,
        facts,
    )
    connection: CrmConnection = row_to(CrmConnection, row)
    return connection


async def delete(conn: asyncpg.Connection, *, project_id: str) -> bool:
    return (
        await conn.fetchval("DELETE FROM crm_connections WHERE project_id = $1 RETURNING 1", project_id)
        is not None
    )
