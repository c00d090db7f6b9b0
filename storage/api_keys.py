"""API keys and projects (plain SQL). The key itself is never stored, only its hash."""

from __future__ import annotations

from datetime import UTC, datetime

import asyncpg
from pydantic import BaseModel

from sequencer.apikeys import NewKey
from storage.errors import NotFound


class ApiKey(BaseModel):
    """A key as it may be shown: its prefix, never the key."""

    id: str
    project_id: str
    name: str
    prefix: str
    scopes: list[str]
    created_at: datetime
    last_used_at: datetime | None = None
    revoked_at: datetime | None = None


_COLUMNS = "id::text AS id, project_id, name, prefix, scopes, created_at, last_used_at, revoked_at"


def _key(row: asyncpg.Record) -> ApiKey:
    return ApiKey.model_validate({**dict(row), "scopes": list(row["scopes"])})


async def ensure_project(conn: asyncpg.Connection, project_id: str, name: str | None = None) -> bool:
    """Create the project unless it exists; True when created."""
    created = await conn.fetchval(
        "INSERT INTO projects (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING true",
        project_id,
        name or project_id,
    )
    return bool(created)


async def create(
    conn: asyncpg.Connection, *, project_id: str, name: str, scopes: list[str], new: NewKey
) -> ApiKey:
    row = await conn.fetchrow(
        f"""INSERT INTO api_keys (project_id, name, prefix, key_hash, scopes)
            VALUES ($1, $2, $3, $4, $5) RETURNING {_COLUMNS}""",
        project_id,
        name,
        new.prefix,
        new.key_hash,
        scopes,
    )
    return _key(row)


async def ensure(
    conn: asyncpg.Connection, *, project_id: str, name: str, scopes: list[str], new: NewKey
) -> ApiKey:
    """The key with this value, created if absent (a fixed dev key survives restarts)."""
    row = await conn.fetchrow(f"SELECT {_COLUMNS} FROM api_keys WHERE key_hash = $1", new.key_hash)
    if row is not None:
        return _key(row)
    return await create(conn, project_id=project_id, name=name, scopes=scopes, new=new)


async def find_active(conn: asyncpg.Connection, key_hash: bytes) -> ApiKey | None:
    """The unrevoked key with this hash. `last_used_at` moves at most once a minute, so a busy key
    costs no row write (and no row lock between its concurrent requests) on every call."""
    row = await conn.fetchrow(
        f"SELECT {_COLUMNS} FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL", key_hash
    )
    if row is None:
        return None
    if row["last_used_at"] is None or (datetime.now(UTC) - row["last_used_at"]).total_seconds() > 60:
        await conn.execute("UPDATE api_keys SET last_used_at = now() WHERE id = $1::uuid", row["id"])
    return _key(row)


async def list_keys(conn: asyncpg.Connection, *, project_id: str) -> list[ApiKey]:
    rows = await conn.fetch(
        f"SELECT {_COLUMNS} FROM api_keys WHERE project_id = $1 ORDER BY created_at, id", project_id
    )
    return [_key(r) for r in rows]


async def revoke(conn: asyncpg.Connection, *, project_id: str, key_ref: str) -> ApiKey:
    """Revoke by id or prefix; revoking twice is harmless. Another project's key is not found."""
    row = await conn.fetchrow(
        f"""UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now())
             WHERE project_id = $1 AND (id::text = $2 OR prefix = $2) RETURNING {_COLUMNS}""",
        project_id,
        key_ref,
    )
    if row is None:
        raise NotFound(f"no API key {key_ref!r}")
    return _key(row)
