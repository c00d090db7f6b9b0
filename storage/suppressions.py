"""Addresses and whole domains that must not be contacted, and why (the source)."""

from __future__ import annotations

from datetime import datetime

import asyncpg
from pydantic import BaseModel

from storage.errors import NotFound
from storage.records import row_to

SOURCES = ("hard_bounce", "unsubscribe", "manual", "complaint", "crm")


class Suppression(BaseModel):
    id: str
    value: str  # an address; a domain for scope "domain"; an E.164 number for scope "phone"
    scope: str
    source: str
    detail: str | None = None
    created_at: datetime


_COLUMNS = "id, email AS value, scope, reason AS source, source AS detail, created_at"


def _domain_of(email: str) -> str:
    return email.rpartition("@")[2].lower()


async def add(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    email: str,
    reason: str,
    source: str,
    scope: str = "address",
) -> tuple[Suppression, bool]:
    """Suppress an address (or a domain); the first source recorded stays. Returns (row, created).

    `source` is free detail. The no-op update makes a concurrent insert of the same value return the
    row (DO NOTHING would return nothing), so two writers at once both succeed.
    """
    row = await conn.fetchrow(
        f"""INSERT INTO suppressions (project_id, email, reason, source, scope)
            VALUES ($1, $2, $3, $4, $5)
            ON CONFLICT (project_id, email) DO UPDATE SET reason = suppressions.reason
            RETURNING {_COLUMNS}, (xmax = 0) AS created""",
        project_id,
        email.strip().lower(),
        reason,
        source,
        scope,
    )
    data = dict(row)
    created = bool(data.pop("created"))
    return row_to(Suppression, data), created


async def reason_for(conn: asyncpg.Connection, *, project_id: str, email: str) -> str | None:
    """Why this address must not be contacted (its own or its domain's suppression), or None."""
    address = email.strip().lower()
    return await conn.fetchval(
        """SELECT reason FROM suppressions
            WHERE project_id = $1
              AND ((scope = 'address' AND email = $2) OR (scope = 'domain' AND email = $3))
            ORDER BY scope LIMIT 1""",
        project_id,
        address,
        _domain_of(address),
    )


async def reason_for_number(conn: asyncpg.Connection, *, project_id: str, number: str) -> str | None:
    """Why this number must not be texted (it texted STOP, or was suppressed by hand), or None."""
    return await conn.fetchval(
        "SELECT reason FROM suppressions WHERE project_id = $1 AND scope = 'phone' AND email = $2",
        project_id,
        number,
    )


async def remove_opt_out(conn: asyncpg.Connection, *, project_id: str, number: str) -> bool:
    """A number texted START: its own STOP no longer holds (other suppressions of it stay)."""
    removed = await conn.fetchval(
        """DELETE FROM suppressions
            WHERE project_id = $1 AND scope = 'phone' AND email = $2 AND source LIKE 'sms:%'
        RETURNING 1""",
        project_id,
        number,
    )
    return removed is not None


async def list_for(
    conn: asyncpg.Connection, *, project_id: str, limit: int = 100, after: str | None = None
) -> list[Suppression]:
    rows = await conn.fetch(
        f"""SELECT {_COLUMNS} FROM suppressions
             WHERE project_id = $1 AND ($2::text IS NULL OR email > $2)
             ORDER BY email LIMIT $3""",
        project_id,
        after,
        limit,
    )
    return [row_to(Suppression, r) for r in rows]


async def remove(conn: asyncpg.Connection, *, project_id: str, value: str) -> None:
    result = await conn.execute(
        "DELETE FROM suppressions WHERE project_id = $1 AND email = $2", project_id, value.strip().lower()
    )
    if result == "DELETE 0":
        raise NotFound(f"{value} is not suppressed", field="value")
