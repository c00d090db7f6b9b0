"""What the inbox poller needs from the records: which enrollment a message concerns, what was done."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import asyncpg

from storage.ledger import SEND_COLUMNS
from storage.records import SendRecord, row_to

# Threads we started this long ago still count as ours (replies can come weeks later).
THREAD_MEMORY_DAYS = 30


async def send_in_thread(conn: asyncpg.Connection, *, mailbox_id: str, thread_id: str) -> SendRecord | None:
    """Our latest email in this Gmail thread of the mailbox, sent within the last 30 days."""
    row = await conn.fetchrow(
        f"""SELECT {SEND_COLUMNS} FROM send_ledger
             WHERE mailbox_id = $1::uuid AND gmail_thread_id = $2 AND status = 'sent'
               AND sent_at > now() - make_interval(days => $3)
             ORDER BY sent_at DESC LIMIT 1""",
        mailbox_id,
        thread_id,
        THREAD_MEMORY_DAYS,
    )
    return None if row is None else row_to(SendRecord, row)


async def send_with_message_id(
    conn: asyncpg.Connection, *, mailbox_id: str, message_ids: Iterable[str]
) -> SendRecord | None:
    """Our email carrying one of these Message-IDs (the latest, if several)."""
    ids = [m.strip() for m in message_ids if m and m.strip()]
    if not ids:
        return None
    row = await conn.fetchrow(
        f"""SELECT {SEND_COLUMNS} FROM send_ledger
             WHERE mailbox_id = $1::uuid AND message_id = ANY($2::text[])
             ORDER BY created_at DESC LIMIT 1""",
        mailbox_id,
        ids,
    )
    return None if row is None else row_to(SendRecord, row)


async def is_ours(conn: asyncpg.Connection, *, message_id: str | None) -> bool:
    """Whether a message carries a Message-ID we sent (a copy of our own email, not an answer)."""
    if not message_id:
        return False
    return bool(await conn.fetchval("SELECT 1 FROM send_ledger WHERE message_id = $1", message_id.strip()))


async def seen(conn: asyncpg.Connection, *, mailbox_id: str, gmail_message_id: str) -> bool:
    return bool(
        await conn.fetchval(
            "SELECT 1 FROM inbound_messages WHERE mailbox_id = $1::uuid AND gmail_message_id = $2",
            mailbox_id,
            gmail_message_id,
        )
    )


async def remember(
    conn: asyncpg.Connection, *, mailbox_id: str, gmail_message_id: str, enrollment_id: str | None, kind: str
) -> bool:
    """Record that this message was acted on; False when it already was (a resync or a retry)."""
    result = await conn.execute(
        """INSERT INTO inbound_messages (mailbox_id, gmail_message_id, enrollment_id, kind)
           VALUES ($1::uuid, $2, $3::uuid, $4) ON CONFLICT DO NOTHING""",
        mailbox_id,
        gmail_message_id,
        enrollment_id,
        kind,
    )
    return result != "INSERT 0 0"


async def save_cursor(conn: asyncpg.Connection, *, mailbox_id: str, cursor: str, polled_at: datetime) -> None:
    await conn.execute(
        "UPDATE mailboxes SET history_cursor = $2, last_polled_at = $3 WHERE id = $1::uuid",
        mailbox_id,
        cursor,
        polled_at,
    )


async def cursor_of(conn: asyncpg.Connection, *, mailbox_id: str) -> str | None:
    return await conn.fetchval("SELECT history_cursor FROM mailboxes WHERE id = $1::uuid", mailbox_id)


async def calendar_state(conn: asyncpg.Connection, *, mailbox_id: str) -> tuple[str | None, datetime | None]:
    """The calendar's sync token after the last read and when that read began (None, None: never read)."""
    row = await conn.fetchrow(
        "SELECT calendar_sync_token, calendar_synced_at FROM mailboxes WHERE id = $1::uuid", mailbox_id
    )
    return (row["calendar_sync_token"], row["calendar_synced_at"]) if row else (None, None)


async def save_calendar_cursor(
    conn: asyncpg.Connection, *, mailbox_id: str, sync_token: str, at: datetime
) -> None:
    await conn.execute(
        "UPDATE mailboxes SET calendar_sync_token = $2, calendar_synced_at = $3 WHERE id = $1::uuid",
        mailbox_id,
        sync_token,
        at,
    )
