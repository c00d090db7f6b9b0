from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import asyncpg

from storage.errors import NotFound
from storage.records import Contact, is_uuid, row_to

_COLUMNS = "id, project_id, email, first_name, last_name, phone, timezone, country, subdivision, fields"


UPDATABLE = ("first_name", "last_name", "phone", "timezone", "country", "subdivision", "fields")


async def upsert(
    conn: asyncpg.Connection, *, project_id: str, email: str, values: dict[str, Any]
) -> tuple[Contact, bool]:
    """Create the contact with this address, or update it; returns (contact, created).

    Only the attributes in `values` change on an existing contact (absent ones keep their value), so
    a partial update from a CRM cannot blank the fields a running sequence renders.
    """
    unknown = set(values) - set(UPDATABLE)
    if unknown:
        raise ValueError(f"not contact attributes: {sorted(unknown)}")
    given = [c for c in UPDATABLE if c in values]
    columns = ", ".join(["project_id", "email", *given])
    params = ", ".join(f"${n}" for n in range(1, len(given) + 3))
    updates = ", ".join([*(f"{c} = EXCLUDED.{c}" for c in given), "updated_at = now()"])
    row = await conn.fetchrow(
        f"""INSERT INTO contacts ({columns}) VALUES ({params})
            ON CONFLICT (project_id, email) DO UPDATE SET {updates}
            RETURNING {_COLUMNS}, (xmax = 0) AS created""",
        project_id,
        email.strip().lower(),
        *(values[c] for c in given),
    )
    created = bool(row["created"])
    return row_to(Contact, {k: v for k, v in dict(row).items() if k != "created"}), created


async def upsert_many(
    conn: asyncpg.Connection, *, project_id: str, given: Sequence[str], rows: Sequence[dict[str, Any]]
) -> dict[str, Contact]:
    """`upsert` of many contacts in one statement, all giving the same attributes (`given`), each
    address once; {normalised address: contact}. A value the table refuses fails the whole statement."""
    unknown = set(given) - set(UPDATABLE)
    if unknown:
        raise ValueError(f"not contact attributes: {sorted(unknown)}")
    columns = ", ".join(["project_id", "email", *given])
    params = ", ".join(
        ["$1", "r->>'email'", *(f"r->'{c}'" if c == "fields" else f"r->>'{c}'" for c in given)]
    )
    updates = ", ".join([*(f"{c} = EXCLUDED.{c}" for c in given), "updated_at = now()"])
    found = await conn.fetch(
        f"""INSERT INTO contacts ({columns}) SELECT {params} FROM jsonb_array_elements($2::jsonb) AS r
            ON CONFLICT (project_id, email) DO UPDATE SET {updates}
            RETURNING {_COLUMNS}""",
        project_id,
        [{**{c: row[c] for c in given}, "email": row["email"].strip().lower()} for row in rows],
    )
    return {r["email"]: row_to(Contact, r) for r in found}


async def get(conn: asyncpg.Connection, *, project_id: str, contact_id: str) -> Contact:
    if not is_uuid(contact_id):
        raise NotFound(f"contact {contact_id!r} is not a contact id", field="contact_id")
    row = await conn.fetchrow(
        f"SELECT {_COLUMNS} FROM contacts WHERE project_id = $1 AND id = $2::uuid", project_id, contact_id
    )
    if row is None:
        raise NotFound(f"contact {contact_id} not found", field="contact_id")
    return row_to(Contact, row)


async def find_by_email(conn: asyncpg.Connection, *, project_id: str, email: str) -> Contact:
    row = await conn.fetchrow(
        f"SELECT {_COLUMNS} FROM contacts WHERE project_id = $1 AND email = $2",
        project_id,
        email.strip().lower(),
    )
    if row is None:
        raise NotFound(f"no contact with address {email}", field="contact")
    return row_to(Contact, row)
