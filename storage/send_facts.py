"""What an email send reads before it reserves its row, in one round trip: the enrollment (locked for
the rest of the transaction, or read as it stands when the reservation checks the row again under its
lock, `ledger.reserve_send_if_sendable`), its contact and mailbox, the send already recorded under the
step's idempotency key, the project's closed dates, the suppression that blocks the contact's email, if
one does (`suppressions.matching_sql`, the rule every channel's last-moment check runs), and the
mailbox's email circuit breaker as it stands (the send's `breakers.admit` needs no read of its own when
closed)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

import asyncpg

from sequencer.breaker import Breaker
from storage import breakers, contacts, enrollments, ledger, mailboxes, suppressions
from storage.errors import NotFound
from storage.records import Contact, Enrollment, Mailbox, SendRecord, row_to


def _prefixed(alias: str, columns: str) -> str:
    return ", ".join(f"{alias}.{c.strip()} AS {alias}__{c.strip()}" for c in columns.split(","))


_SELECT = ", ".join(
    [
        _prefixed("e", enrollments._COLUMNS),
        _prefixed("c", contacts._COLUMNS),
        _prefixed("m", mailboxes._COLUMNS),
        _prefixed("s", ledger.SEND_COLUMNS),
        _prefixed("b", breakers.COLUMNS),
    ]
)
_BLOCK = suppressions.matching_sql(project="e.project_id", email="c.email", number="NULL")
_QUERY = f"""SELECT {_SELECT},
       (SELECT coalesce(jsonb_object_agg(b.day, b.name), '{{}}'::jsonb)
          FROM blackout_dates b WHERE b.project_id = e.project_id) AS blackout,
       x.reason AS x__reason, x.scope AS x__scope, x.value AS x__value
  FROM enrollments e
  JOIN contacts c ON c.id = e.contact_id AND c.project_id = e.project_id
  JOIN mailboxes m ON m.id = e.mailbox_id AND m.project_id = e.project_id
  LEFT JOIN send_ledger s ON s.idempotency_key = $2
  LEFT JOIN circuit_breakers b ON b.mailbox_id = e.mailbox_id AND b.channel = 'email'
  LEFT JOIN LATERAL ({_BLOCK}) x ON true
 WHERE e.id = $1::uuid"""
_LOCKED_QUERY = f"{_QUERY}\n   FOR UPDATE OF e"


@dataclass(frozen=True)
class SendFacts:
    enrollment: Enrollment
    contact: Contact
    mailbox: Mailbox
    existing: SendRecord | None  # the send recorded under this idempotency key, if any
    blackout: dict[date, str]  # the project's closed dates
    blocked: suppressions.Block | None  # why the contact must not be emailed now, or None
    breaker: Breaker  # the mailbox's email breaker (closed when it never tripped)


def _part(row: asyncpg.Record, alias: str) -> dict[str, Any]:
    prefix = f"{alias}__"
    return {k.removeprefix(prefix): v for k, v in row.items() if k.startswith(prefix)}


async def lock_for_send(conn: asyncpg.Connection, *, enrollment_id: str, idempotency_key: str) -> SendFacts:
    """The send's facts, the enrollment's row locked (a send and a status change never interleave).
    NotFound when the enrollment is not there (not committed yet)."""
    return await _facts(conn, _LOCKED_QUERY, enrollment_id, idempotency_key)


async def read_for_send(conn: asyncpg.Connection, *, enrollment_id: str, idempotency_key: str) -> SendFacts:
    """The send's facts as they stand, nothing locked: for a send whose reservation checks the row's
    status again under its lock (`ledger.reserve_send_if_sendable`)."""
    return await _facts(conn, _QUERY, enrollment_id, idempotency_key)


async def _facts(conn: asyncpg.Connection, query: str, enrollment_id: str, idempotency_key: str) -> SendFacts:
    row = await conn.fetchrow(query, enrollment_id, idempotency_key)
    if row is None:
        raise NotFound(f"enrollment {enrollment_id} not found", field="enrollment_id")
    send, breaker = _part(row, "s"), _part(row, "b")
    contact = row_to(Contact, _part(row, "c"))
    return SendFacts(
        enrollment=row_to(Enrollment, _part(row, "e")),
        contact=contact,
        mailbox=row_to(Mailbox, _part(row, "m")),
        existing=None if send["id"] is None else row_to(SendRecord, send),
        blackout={date.fromisoformat(day): name for day, name in row["blackout"].items()},
        blocked=suppressions.block_of(_part(row, "x"), contact=contact, channel="email"),
        breaker=Breaker() if breaker["state"] is None else Breaker(**breaker),
    )
