"""The audit log (plain SQL): who created or revoked API keys and rotated or replaced stored secrets.
`record` runs on the caller's connection, inside the transaction of the change it records, so an entry
exists exactly when its change does. Entries never hold a secret (ids, names, scopes, counts)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

import asyncpg
from pydantic import BaseModel

from storage.api_keys import ApiKey

Action = Literal["api_key.created", "api_key.revoked", "secret.rotated", "secret.replaced"]
CLI = "cli"  # the actor of `sequencer` commands run with the database's credentials


class AuditEntry(BaseModel):
    id: int
    project_id: str
    at: datetime
    actor: str
    action: str
    target: str | None = None
    details: dict[str, Any] = {}


_COLUMNS = "id, project_id, at, actor, action, target, details"


async def record(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    actor: str,
    action: Action,
    target: str | None = None,
    details: dict[str, Any] | None = None,
) -> AuditEntry:
    row = await conn.fetchrow(
        f"""INSERT INTO audit_log (project_id, actor, action, target, details)
            VALUES ($1, $2, $3, $4, $5) RETURNING {_COLUMNS}""",
        project_id,
        actor,
        action,
        target,
        details or {},
    )
    return AuditEntry.model_validate(dict(row))


async def entries(
    conn: asyncpg.Connection, *, project_id: str, limit: int = 100, before: int | None = None
) -> list[AuditEntry]:
    """The project's entries, newest first; `before`: only those older than that entry id (paging)."""
    rows = await conn.fetch(
        f"""SELECT {_COLUMNS} FROM audit_log
             WHERE project_id = $1 AND ($2::bigint IS NULL OR id < $2)
             ORDER BY id DESC LIMIT $3""",
        project_id,
        before,
        limit,
    )
    return [AuditEntry.model_validate(dict(r)) for r in rows]


def key_created(key: ApiKey) -> dict[str, Any]:
    """The entry's action, target and details for a new key (its name, prefix and scopes; never the key)."""
    details = {"name": key.name, "prefix": key.prefix, "scopes": key.scopes}
    return {"action": "api_key.created", "target": key.id, "details": details}


def key_revoked(key: ApiKey) -> dict[str, Any]:
    return {
        "action": "api_key.revoked",
        "target": key.id,
        "details": {"name": key.name, "prefix": key.prefix},
    }


def secret_replaced(target: str, credential: str) -> dict[str, Any]:
    """A stored credential set or replaced through the API: which one, never its value."""
    return {"action": "secret.replaced", "target": target, "details": {"credential": credential}}
