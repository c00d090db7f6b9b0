from __future__ import annotations

from datetime import datetime
from typing import Any

import asyncpg
from pydantic import BaseModel

from storage.errors import NotFound
from storage.records import SequenceVersion, is_uuid, row_to

_VERSION_COLUMNS = "v.id, v.sequence_id, s.name, v.version, v.document"


async def publish(
    conn: asyncpg.Connection, *, project_id: str, name: str, document: dict[str, Any]
) -> SequenceVersion:
    """Publish a new immutable version of the sequence called `name` (created on first publish); it
    becomes the default version, the one new enrollments take."""
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
        await conn.execute(
            "UPDATE sequences SET default_version_id = $2 WHERE id = $1", sequence_id, row["id"]
        )
    return row_to(SequenceVersion, {**dict(row), "name": name})


async def latest(conn: asyncpg.Connection, *, project_id: str, ref: str) -> SequenceVersion:
    """The default version (the one new enrollments take) of a sequence named by its name or, failing
    that, its id."""
    query = f"""SELECT {_VERSION_COLUMNS}
                  FROM sequence_versions v JOIN sequences s ON s.id = v.sequence_id
                 WHERE s.project_id = $1 AND {{match}}
                 ORDER BY (v.id = s.default_version_id) DESC, v.version DESC LIMIT 1"""
    row = await conn.fetchrow(query.format(match="s.name = $2"), project_id, ref)
    if row is None and is_uuid(ref):
        row = await conn.fetchrow(query.format(match="s.id = $2::uuid"), project_id, ref)
    if row is None:
        raise NotFound(f"no sequence named {ref!r}; publish it with POST /v1/sequences", field="sequence")
    return row_to(SequenceVersion, row)


async def project_of(conn: asyncpg.Connection, *, sequence_id: str) -> str | None:
    return await conn.fetchval("SELECT project_id FROM sequences WHERE id = $1::uuid", sequence_id)


# Published versions never change (a trigger refuses UPDATE and DELETE, migrations/), nor does a
# sequence's name: a version read once is kept, so a send does not read it again.
_VERSIONS: dict[str, SequenceVersion] = {}
_VERSIONS_MAX = 1000


async def get_version(conn: asyncpg.Connection, *, version_id: str) -> SequenceVersion:
    known = _VERSIONS.get(version_id)
    if known is not None:
        return known.model_copy()
    version = await _read_version(conn, version_id)
    if len(_VERSIONS) >= _VERSIONS_MAX:
        _VERSIONS.clear()
    _VERSIONS[version_id] = version
    return version.model_copy()


async def _read_version(conn: asyncpg.Connection, version_id: str) -> SequenceVersion:
    row = await conn.fetchrow(
        f"""SELECT {_VERSION_COLUMNS}
              FROM sequence_versions v JOIN sequences s ON s.id = v.sequence_id
             WHERE v.id = $1::uuid""",
        version_id,
    )
    if row is None:
        raise NotFound(f"sequence version {version_id} not found", field="sequence_version_id")
    return row_to(SequenceVersion, row)


class SequenceRef(BaseModel):
    id: str
    name: str
    default_version: int | None


async def find(conn: asyncpg.Connection, *, project_id: str, ref: str) -> SequenceRef:
    """A sequence of the project by name or id."""
    query = """SELECT s.id, s.name, v.version AS default_version
                 FROM sequences s LEFT JOIN sequence_versions v ON v.id = s.default_version_id
                WHERE s.project_id = $1 AND {match}"""
    row = await conn.fetchrow(query.format(match="s.name = $2"), project_id, ref)
    if row is None and is_uuid(ref):
        row = await conn.fetchrow(query.format(match="s.id = $2::uuid"), project_id, ref)
    if row is None:
        raise NotFound(f"no sequence named {ref!r}", field="sequence")
    return row_to(SequenceRef, row)


async def version_number(conn: asyncpg.Connection, *, sequence_id: str, version: int) -> SequenceVersion:
    row = await conn.fetchrow(
        f"""SELECT {_VERSION_COLUMNS}
              FROM sequence_versions v JOIN sequences s ON s.id = v.sequence_id
             WHERE v.sequence_id = $1::uuid AND v.version = $2""",
        sequence_id,
        version,
    )
    if row is None:
        raise NotFound(f"no version {version} of this sequence", field="version")
    return row_to(SequenceVersion, row)


async def set_default(conn: asyncpg.Connection, *, sequence_id: str, version_id: str) -> None:
    await conn.execute(
        "UPDATE sequences SET default_version_id = $2::uuid WHERE id = $1::uuid", sequence_id, version_id
    )


class Draft(BaseModel):
    sequence_id: str
    document: dict[str, Any]
    revision: int
    based_on: int | None
    updated_at: datetime

    @property
    def etag(self) -> str:
        return f'"{self.sequence_id}.r{self.revision}"'


_DRAFT_COLUMNS = "sequence_id, document, revision, based_on, updated_at"


async def create_draft(
    conn: asyncpg.Connection, *, sequence_id: str, document: dict[str, Any], based_on: int | None
) -> tuple[Draft, bool]:
    """The sequence's draft: a new one from `document`, or the one already open. (draft, created)."""
    row = await conn.fetchrow(
        f"""INSERT INTO sequence_drafts (sequence_id, document, based_on) VALUES ($1::uuid, $2, $3)
            ON CONFLICT (sequence_id) DO NOTHING RETURNING {_DRAFT_COLUMNS}""",
        sequence_id,
        document,
        based_on,
    )
    if row is not None:
        return row_to(Draft, row), True
    existing = await get_draft(conn, sequence_id=sequence_id)
    assert existing is not None
    return existing, False


async def get_draft(conn: asyncpg.Connection, *, sequence_id: str) -> Draft | None:
    row = await conn.fetchrow(
        f"SELECT {_DRAFT_COLUMNS} FROM sequence_drafts WHERE sequence_id = $1::uuid", sequence_id
    )
    return None if row is None else row_to(Draft, row)


async def update_draft(
    conn: asyncpg.Connection, *, sequence_id: str, document: dict[str, Any], revision: int
) -> Draft | None:
    """Replace the draft if it is still at `revision` (None: someone else saved first)."""
    row = await conn.fetchrow(
        f"""UPDATE sequence_drafts SET document = $2, revision = revision + 1, updated_at = now()
             WHERE sequence_id = $1::uuid AND revision = $3 RETURNING {_DRAFT_COLUMNS}""",
        sequence_id,
        document,
        revision,
    )
    return None if row is None else row_to(Draft, row)


async def take_draft(conn: asyncpg.Connection, *, sequence_id: str, revision: int | None) -> Draft | None:
    """Remove and return the draft (at `revision`, if given): it is being published."""
    row = await conn.fetchrow(
        f"""DELETE FROM sequence_drafts WHERE sequence_id = $1::uuid AND ($2::int IS NULL OR revision = $2)
            RETURNING {_DRAFT_COLUMNS}""",
        sequence_id,
        revision,
    )
    return None if row is None else row_to(Draft, row)


async def versions(conn: asyncpg.Connection, *, sequence_id: str) -> list[SequenceVersion]:
    rows = await conn.fetch(
        f"""SELECT {_VERSION_COLUMNS}
              FROM sequence_versions v JOIN sequences s ON s.id = v.sequence_id
             WHERE v.sequence_id = $1::uuid ORDER BY v.version""",
        sequence_id,
    )
    return [row_to(SequenceVersion, r) for r in rows]
