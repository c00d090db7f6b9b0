from __future__ import annotations

from datetime import datetime

import asyncpg

from sequencer.mail_servers import MailServers
from sequencer.slots import SendLimits
from storage.errors import NotFound
from storage.records import Mailbox, is_uuid, row_to

_COLUMNS = (
    "id, project_id, email, name, timezone, oauth_refresh_token, status, status_reason, last_polled_at,"
    " provider, mail_servers, mail_password"
)


async def upsert(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    email: str,
    name: str,
    timezone: str,
    oauth_refresh_token: str | None = None,
    provider: str = "gmail",
    mail_servers: MailServers | None = None,
    mail_password: str | None = None,
) -> tuple[Mailbox, bool]:
    """Create or update the mailbox with this address; returns (mailbox, created). Secrets left out
    (None) keep the stored ones."""
    row = await conn.fetchrow(
        f"""INSERT INTO mailboxes (project_id, email, name, timezone, oauth_refresh_token, provider,
                                   mail_servers, mail_password)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
            ON CONFLICT (project_id, email) DO UPDATE
               SET name = EXCLUDED.name, timezone = EXCLUDED.timezone,
                   oauth_refresh_token = COALESCE(EXCLUDED.oauth_refresh_token,
                                                  mailboxes.oauth_refresh_token),
                   provider = EXCLUDED.provider, mail_servers = EXCLUDED.mail_servers,
                   mail_password = COALESCE(EXCLUDED.mail_password, mailboxes.mail_password),
                   updated_at = now()
            RETURNING {_COLUMNS}, (xmax = 0) AS created""",
        project_id,
        email.lower(),
        name,
        timezone,
        oauth_refresh_token,
        provider,
        mail_servers.model_dump(mode="json") if mail_servers else None,
        mail_password,
    )
    created = bool(row["created"])
    return row_to(Mailbox, {k: v for k, v in dict(row).items() if k != "created"}), created


async def get(conn: asyncpg.Connection, *, project_id: str, mailbox_id: str) -> Mailbox:
    row = await conn.fetchrow(
        f"SELECT {_COLUMNS} FROM mailboxes WHERE project_id = $1 AND id = $2::uuid", project_id, mailbox_id
    )
    if row is None:
        raise NotFound(f"mailbox {mailbox_id} not found", field="mailbox")
    return row_to(Mailbox, row)


async def by_id(conn: asyncpg.Connection, *, mailbox_id: str) -> Mailbox:
    """Any project's mailbox: for workers, which act on ids they were handed."""
    row = await conn.fetchrow(f"SELECT {_COLUMNS} FROM mailboxes WHERE id = $1::uuid", mailbox_id)
    if row is None:
        raise NotFound(f"mailbox {mailbox_id} not found", field="mailbox")
    return row_to(Mailbox, row)


async def find(conn: asyncpg.Connection, *, project_id: str, ref: str) -> Mailbox:
    """A mailbox by id or by address."""
    if "@" in ref:
        row = await conn.fetchrow(
            f"SELECT {_COLUMNS} FROM mailboxes WHERE project_id = $1 AND email = $2",
            project_id,
            ref.strip().lower(),
        )
        if row is None:
            raise NotFound(
                f"no mailbox with address {ref}; create it with POST /v1/mailboxes", field="mailbox"
            )
        return row_to(Mailbox, row)
    if not is_uuid(ref):
        raise NotFound(f"mailbox {ref!r} is neither an address nor a mailbox id", field="mailbox")
    return await get(conn, project_id=project_id, mailbox_id=ref)


async def set_status(conn: asyncpg.Connection, *, mailbox_id: str, status: str, reason: str | None) -> bool:
    """Mark the mailbox connected or disconnected; True when that changed its status."""
    result = await conn.execute(
        """UPDATE mailboxes SET status = $2, status_reason = $3, status_changed_at = now(), updated_at = now()
            WHERE id = $1::uuid AND status <> $2""",
        mailbox_id,
        status,
        reason,
    )
    return result != "UPDATE 0"


_LIMIT_COLUMNS = (
    "max_per_24h, min_gap_seconds, max_per_hour, max_per_day, trial_account, quota_units_per_minute"
)


async def limits_of(conn: asyncpg.Connection, *, mailbox_id: str) -> tuple[SendLimits, str]:
    """The mailbox's send limits and its zone (the calendar-day cap counts its local days)."""
    row = await conn.fetchrow(
        f"SELECT {_LIMIT_COLUMNS}, timezone FROM mailboxes WHERE id = $1::uuid", mailbox_id
    )
    if row is None:
        raise NotFound(f"mailbox {mailbox_id} not found", field="mailbox")
    values = dict(row)
    zone = values.pop("timezone")
    return SendLimits(**values), zone


async def set_limits(conn: asyncpg.Connection, *, mailbox_id: str, limits: SendLimits) -> None:
    await conn.execute(
        """UPDATE mailboxes SET max_per_24h = $2, min_gap_seconds = $3, max_per_hour = $4, max_per_day = $5,
                  trial_account = $6, quota_units_per_minute = $7, updated_at = now()
            WHERE id = $1::uuid""",
        mailbox_id,
        limits.max_per_24h,
        limits.min_gap_seconds,
        limits.max_per_hour,
        limits.max_per_day,
        limits.trial_account,
        limits.quota_units_per_minute,
    )


async def with_address(conn: asyncpg.Connection, *, email: str) -> list[Mailbox]:
    """Every project's mailbox with this address (a Gmail push names only the address)."""
    rows = await conn.fetch(
        f"SELECT {_COLUMNS} FROM mailboxes WHERE email = $1 ORDER BY project_id", email.strip().lower()
    )
    return [row_to(Mailbox, row) for row in rows]


async def watch_topic_of(conn: asyncpg.Connection, *, mailbox_id: str) -> str | None:
    """The Pub/Sub topic the mailbox is watched on (None: not watched)."""
    return await conn.fetchval("SELECT watch_topic FROM mailboxes WHERE id = $1::uuid", mailbox_id)


async def save_watch(
    conn: asyncpg.Connection, *, mailbox_id: str, topic: str, expires_at: datetime, history_id: str | None
) -> None:
    """Record the watch Gmail made (or renewed) on `topic`."""
    await conn.execute(
        """UPDATE mailboxes SET watch_topic = $2, watch_expires_at = $3, watch_history_id = $4,
                  watch_renewed_at = now(), watch_error = NULL
            WHERE id = $1::uuid""",
        mailbox_id,
        topic,
        expires_at,
        history_id,
    )


async def note_watch_error(conn: asyncpg.Connection, *, mailbox_id: str, error: str) -> None:
    """Gmail refused the watch; a watch made before stays recorded until it lapses or is stopped."""
    await conn.execute("UPDATE mailboxes SET watch_error = $2 WHERE id = $1::uuid", mailbox_id, error)


async def clear_watch(conn: asyncpg.Connection, *, mailbox_id: str) -> None:
    """The mailbox is no longer watched (push turned off)."""
    await conn.execute(
        """UPDATE mailboxes SET watch_topic = NULL, watch_expires_at = NULL, watch_history_id = NULL,
                  watch_error = NULL
            WHERE id = $1::uuid""",
        mailbox_id,
    )
