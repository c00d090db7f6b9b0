from __future__ import annotations

import asyncpg


async def add(conn: asyncpg.Connection, *, project_id: str, email: str, reason: str, source: str) -> None:
    """Suppress an address; the first reason recorded stays."""
    await conn.execute(
        """INSERT INTO suppressions (project_id, email, reason, source) VALUES ($1, $2, $3, $4)
           ON CONFLICT (project_id, email) DO NOTHING""",
        project_id,
        email.lower(),
        reason,
        source,
    )


async def reason_for(conn: asyncpg.Connection, *, project_id: str, email: str) -> str | None:
    """Why this address must not be contacted, or None when it may be."""
    return await conn.fetchval(
        "SELECT reason FROM suppressions WHERE project_id = $1 AND email = $2", project_id, email.lower()
    )
