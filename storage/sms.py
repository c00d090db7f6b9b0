"""Texts: the project's SMS provider (its token sealed), the SMS ledger, and inbound texts acted on."""

from __future__ import annotations

from datetime import datetime

import asyncpg
from pydantic import BaseModel, Field

from storage.errors import NotFound
from storage.records import row_to


class SmsConnection(BaseModel):
    project_id: str
    provider: str
    account_sid: str
    auth_token: str = Field(repr=False)  # sealed
    from_number: str
    base_url: str | None = None
    updated_at: datetime


class SmsRecord(BaseModel):
    id: str
    enrollment_id: str
    step_id: str
    idempotency_key: str
    to_number: str
    from_number: str
    body: str
    status: str  # pending | sent | unknown | abandoned
    in_flight: bool
    attempts: int
    attempted_at: datetime | None = None
    provider_sid: str | None = None
    resolution: str | None = None
    created_at: datetime
    sent_at: datetime | None = None


_CONNECTION = "project_id, provider, account_sid, auth_token, from_number, base_url, updated_at"
_RECORD = """id, enrollment_id, step_id, idempotency_key, to_number, from_number, body, status, in_flight,
             attempts, attempted_at, provider_sid, resolution, created_at, sent_at"""


async def connection(conn: asyncpg.Connection, *, project_id: str) -> SmsConnection | None:
    row = await conn.fetchrow(f"SELECT {_CONNECTION} FROM sms_connections WHERE project_id = $1", project_id)
    return None if row is None else row_to(SmsConnection, row)


async def connections_for_number(
    conn: asyncpg.Connection, *, account_sid: str, number: str
) -> list[SmsConnection]:
    """The projects texting from this number on this provider account (an inbound text's owners)."""
    rows = await conn.fetch(
        f"SELECT {_CONNECTION} FROM sms_connections WHERE account_sid = $1 AND from_number = $2",
        account_sid,
        number,
    )
    return [row_to(SmsConnection, r) for r in rows]


async def put_connection(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    provider: str,
    account_sid: str,
    sealed_token: str,
    from_number: str,
    base_url: str | None,
) -> SmsConnection:
    row = await conn.fetchrow(
        f"""INSERT INTO sms_connections (project_id, provider, account_sid, auth_token, from_number, base_url)
            VALUES ($1, $2, $3, $4, $5, $6)
            ON CONFLICT (project_id) DO UPDATE
               SET provider = EXCLUDED.provider, account_sid = EXCLUDED.account_sid,
                   auth_token = EXCLUDED.auth_token, from_number = EXCLUDED.from_number,
                   base_url = EXCLUDED.base_url, updated_at = now()
            RETURNING {_CONNECTION}""",
        project_id,
        provider,
        account_sid,
        sealed_token,
        from_number,
        base_url,
    )
    found: SmsConnection = row_to(SmsConnection, row)
    return found


async def delete_connection(conn: asyncpg.Connection, *, project_id: str) -> bool:
    deleted = await conn.fetchval("DELETE FROM sms_connections WHERE project_id = $1 RETURNING 1", project_id)
    return deleted is not None


async def by_key(conn: asyncpg.Connection, *, idempotency_key: str) -> SmsRecord | None:
    row = await conn.fetchrow(f"SELECT {_RECORD} FROM sms_ledger WHERE idempotency_key = $1", idempotency_key)
    return None if row is None else row_to(SmsRecord, row)


async def reserve(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    enrollment_id: str,
    step_id: str,
    idempotency_key: str,
    to_number: str,
    from_number: str,
    body: str,
) -> SmsRecord:
    """The row for this key, created if new (numbers and text as first rendered stay)."""
    row = await conn.fetchrow(
        f"""INSERT INTO sms_ledger (project_id, enrollment_id, step_id, idempotency_key, to_number,
                                    from_number, body)
            VALUES ($1, $2::uuid, $3, $4, $5, $6, $7)
            ON CONFLICT (idempotency_key) DO UPDATE SET attempts = sms_ledger.attempts
            RETURNING {_RECORD}""",
        project_id,
        enrollment_id,
        step_id,
        idempotency_key,
        to_number,
        from_number,
        body,
    )
    record: SmsRecord = row_to(SmsRecord, row)
    return record


async def mark_in_flight(conn: asyncpg.Connection, *, idempotency_key: str) -> SmsRecord:
    """An attempt is about to call the provider: until it hears back, the outcome is unknown. (The
    caller holds the enrollment's row lock and saw the row not in flight.)"""
    row = await conn.fetchrow(
        f"""UPDATE sms_ledger SET in_flight = true, attempts = attempts + 1, attempted_at = now(),
                   status = 'pending'
             WHERE idempotency_key = $1 AND NOT in_flight RETURNING {_RECORD}""",
        idempotency_key,
    )
    if row is None:
        raise NotFound(f"no text {idempotency_key}", field="idempotency_key")
    record: SmsRecord = row_to(SmsRecord, row)
    return record


async def sids_sent_to(conn: asyncpg.Connection, *, to_number: str, except_key: str) -> set[str]:
    """The provider ids of other texts we know we sent to this number (a search must not take them)."""
    rows = await conn.fetch(
        """SELECT provider_sid FROM sms_ledger
            WHERE to_number = $1 AND idempotency_key <> $2 AND provider_sid IS NOT NULL""",
        to_number,
        except_key,
    )
    return {r["provider_sid"] for r in rows}


async def not_sent(conn: asyncpg.Connection, *, idempotency_key: str) -> None:
    """The provider certainly did not take it (refused before sending, rate limited, unreachable)."""
    await conn.execute(
        "UPDATE sms_ledger SET in_flight = false WHERE idempotency_key = $1 AND status = 'pending'",
        idempotency_key,
    )


async def complete(
    conn: asyncpg.Connection, *, idempotency_key: str, provider_sid: str | None, resolution: str | None = None
) -> SmsRecord:
    row = await conn.fetchrow(
        f"""UPDATE sms_ledger
               SET status = 'sent', in_flight = false, sent_at = COALESCE(sent_at, now()),
                   provider_sid = COALESCE($2, provider_sid), resolution = COALESCE($3, resolution)
             WHERE idempotency_key = $1 RETURNING {_RECORD}""",
        idempotency_key,
        provider_sid,
        resolution,
    )
    if row is None:
        raise NotFound(f"no text {idempotency_key}", field="idempotency_key")
    record: SmsRecord = row_to(SmsRecord, row)
    return record


async def set_status(
    conn: asyncpg.Connection, *, idempotency_key: str, status: str, resolution: str | None = None
) -> None:
    await conn.execute(
        """UPDATE sms_ledger SET status = $2, in_flight = false, resolution = COALESCE($3, resolution)
            WHERE idempotency_key = $1 AND status <> 'sent'""",
        idempotency_key,
        status,
        resolution,
    )


async def record_inbound(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    message_sid: str,
    from_number: str,
    to_number: str,
    kind: str,
    contacts: int,
) -> bool:
    """Remember an inbound text acted on; False when it was already (a redelivered webhook)."""
    inserted = await conn.fetchval(
        """INSERT INTO sms_inbound (project_id, message_sid, from_number, to_number, kind, contacts)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING 1""",
        project_id,
        message_sid,
        from_number,
        to_number,
        kind,
        contacts,
    )
    return inserted is not None


async def inbound_seen(conn: asyncpg.Connection, *, project_id: str, message_sid: str) -> bool:
    found = await conn.fetchval(
        "SELECT 1 FROM sms_inbound WHERE project_id = $1 AND message_sid = $2", project_id, message_sid
    )
    return found is not None


async def contacts_with_number(
    conn: asyncpg.Connection, *, project_id: str, tail: str
) -> list[tuple[str, str, str | None]]:
    """(contact id, phone as stored, country) of contacts whose number ends in these 7 digits; the
    caller compares the full E.164 form."""
    rows = await conn.fetch(
        """SELECT id::text, phone, country FROM contacts
            WHERE project_id = $1 AND phone IS NOT NULL
              AND right(regexp_replace(phone, '[^0-9]', '', 'g'), 7) = $2""",
        project_id,
        tail,
    )
    return [(r["id"], r["phone"], r["country"]) for r in rows]
