from __future__ import annotations

from datetime import date

import asyncpg


async def upsert(conn: asyncpg.Connection, *, project_id: str, day: date, name: str) -> bool:
    """Close `day` for the project; returns True when it was not closed before."""
    row = await conn.fetchrow(
        """INSERT INTO blackout_dates (project_id, day, name) VALUES ($1, $2, $3)
           ON CONFLICT (project_id, day) DO UPDATE SET name = EXCLUDED.name
           RETURNING (xmax = 0) AS created""",
        project_id,
        day,
        name,
    )
    return bool(row["created"])


async def remove(conn: asyncpg.Connection, *, project_id: str, day: date) -> bool:
    result = await conn.execute(
        "DELETE FROM blackout_dates WHERE project_id = $1 AND day = $2", project_id, day
    )
    return result != "DELETE 0"


async def all_for(conn: asyncpg.Connection, *, project_id: str) -> dict[date, str]:
    rows = await conn.fetch(
        "SELECT day, name FROM blackout_dates WHERE project_id = $1 ORDER BY day", project_id
    )
    return {r["day"]: r["name"] for r in rows}
