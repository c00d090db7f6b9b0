"""API keys and projects (plain SQL). The key itself is never stored, only its hash."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

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


def _key(row: Mapping[str, Any]) -> ApiKey:
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


async def revoke(conn: asyncpg.Connection, *, project_id: str, key_ref: str) -> tuple[ApiKey, bool]:
    """Revoke by id or prefix; revoking twice is harmless. Another project's key is not found.
    Returns (the key, whether this call revoked it)."""
    row = await conn.fetchrow(
        """WITH found AS (
                SELECT id, revoked_at IS NULL AS was_active FROM api_keys
                 WHERE project_id = $1 AND (id::text = $2 OR prefix = $2) FOR UPDATE)
            UPDATE api_keys k SET revoked_at = COALESCE(k.revoked_at, now())
              FROM found WHERE k.id = found.id
            RETURNING k.id::text AS id, k.project_id, k.name, k.prefix, k.scopes, k.created_at,
                      k.last_used_at, k.revoked_at, found.was_active""",
        project_id,
        key_ref,
    )
    if row is None:
        raise NotFound(f"no API key {key_ref!r}")
    data = dict(row)
    was_active = bool(data.pop("was_active"))
    return _key(data), was_active
