from __future__ import annotations

from typing import Any

import asyncpg

from storage.errors import NotFound
from storage.records import Contact, is_uuid, row_to

_COLUMNS = "id, project_id, email, first_name, last_name, phone, timezone, country, fields"


async def upsert(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    email: str,
    first_name: str | None,
    last_name: str | None,
    phone: str | None,
    timezone: str | None,
    country: str | None,
    fields: dict[str, Any],
) -> tuple[Contact, bool]:
    """Create or update the contact with this address; returns (contact, created)."""
    row = await conn.fetchrow(
        f"""INSERT INTO contacts (project_id, email, first_name, last_name, phone, timezone, country, fields)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
            ON CONFLICT (project_id, email) DO UPDATE
               SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
                   phone = EXCLUDED.phone, timezone = EXCLUDED.timezone, country = EXCLUDED.country,
                   fields = EXCLUDED.fields, updated_at = now()
            RETURNING {_COLUMNS}, (xmax = 0) AS created""",
        project_id,
        email.lower(),
        first_name,
        last_name,
        phone,
        timezone,
        country,
        fields,
    )
    created = bool(row["created"])
    return row_to(Contact, {k: v for k, v in dict(row).items() if k != "created"}), created


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
        f"SELECT {_COLUMNS} FROM contacts WHERE project_id = $1 AND email = $2", project_id, email.lower()
    )
    if row is None:
        raise NotFound(f"no contact with address {email}", field="contact")
    return row_to(Contact, row)
