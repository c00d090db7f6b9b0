from __future__ import annotations

from typing import Any

import asyncpg

from storage.errors import NotFound
from storage.records import SequenceVersion, is_uuid, row_to

_VERSION_COLUMNS = "v.id, v.sequence_id, s.name, v.version, v.document"


async def publish(
    conn: asyncpg.Connection, *, project_id: str, name: str, document: dict[str, Any]
) -> SequenceVersion:
    """Publish a new immutable version of the sequence called `name` (created on first publish)."""
    async with conn.transaction():
        sequence_id = await conn.fetchval(
            """INSERT INTO sequences (project_id, name) VALUES ($1, $2)
               ON CONFLICT (project_id, name) DO UPDATE SET name = EXCLUDED.name
               RETURNING id""",
            project_id,
            name,
        )
        # Serialise concurrent publishes of one sequence so version numbers stay dense.
        await conn.execute("SELECT 1 FROM sequences WHERE id = $1 FOR UPDATE", sequence_id)
        row = await conn.fetchrow(
            """INSERT INTO sequence_versions (sequence_id, version, document)
               SELECT $1, COALESCE(MAX(version), 0) + 1, $2 FROM sequence_versions WHERE sequence_id = $1
               RETURNING id, sequence_id, version, document""",
            sequence_id,
            document,
        )
    return row_to(SequenceVersion, {**dict(row), "name": name})


async def latest(conn: asyncpg.Connection, *, project_id: str, ref: str) -> SequenceVersion:
    """The newest version of a sequence named by its name or, failing that, its id."""
    query = f"""SELECT {_VERSION_COLUMNS}
                  FROM sequence_versions v JOIN sequences s ON s.id = v.sequence_id
                 WHERE s.project_id = $1 AND {{match}}
                 ORDER BY v.version DESC LIMIT 1"""
    row = await conn.fetchrow(query.format(match="s.name = $2"), project_id, ref)
    if row is None and is_uuid(ref):
        row = await conn.fetchrow(query.format(match="s.id = $2::uuid"), project_id, ref)
    if row is None:
        raise NotFound(f"no sequence named {ref!r}; publish it with POST /v1/sequences", field="sequence")
    return row_to(SequenceVersion, row)


async def get_version(conn: asyncpg.Connection, *, version_id: str) -> SequenceVersion:
    row = await conn.fetchrow(
        f"""SELECT {_VERSION_COLUMNS}
              FROM sequence_versions v JOIN sequences s ON s.id = v.sequence_id
             WHERE v.id = $1::uuid""",
        version_id,
    )
    if row is None:
        raise NotFound(f"sequence version {version_id} not found", field="sequence_version_id")
    return row_to(SequenceVersion, row)
