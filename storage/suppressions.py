"""Addresses, whole domains and phone numbers that must not be contacted, and why (the source)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

import asyncpg
from pydantic import BaseModel

from sequencer.phones import PhoneError, to_e164
from storage.errors import NotFound
from storage.records import Contact, row_to

SOURCES = ("hard_bounce", "unsubscribe", "manual", "complaint", "crm")


class Suppression(BaseModel):
    id: str
    value: str  # an address; a domain for scope "domain"; an E.164 number for scope "phone"
    scope: str
    source: str
    detail: str | None = None
    created_at: datetime


_COLUMNS = "id, email AS value, scope, reason AS source, source AS detail, created_at"


async def add(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    email: str,
    reason: str,
    source: str,
    scope: str = "address",
) -> tuple[Suppression, bool]:
    """Suppress an address (or a domain); the first source recorded stays. Returns (row, created).

    `source` is free detail. The no-op update makes a concurrent insert of the same value return the
    row (DO NOTHING would return nothing), so two writers at once both succeed.
    """
    row = await conn.fetchrow(
        f"""INSERT INTO suppressions (project_id, email, reason, source, scope)
            VALUES ($1, $2, $3, $4, $5)
            ON CONFLICT (project_id, email) DO UPDATE SET reason = suppressions.reason
            RETURNING {_COLUMNS}, (xmax = 0) AS created""",
        project_id,
        email.strip().lower(),
        reason,
        source,
        scope,
    )
    data = dict(row)
    created = bool(data.pop("created"))
    return row_to(Suppression, data), created


# The channels a step reaches the contact on: an email (sent, or a review of one), a text, a call task.
# Every other task step (LinkedIn, custom) counts as "email": only the contact's own suppressions apply.
Channel = Literal["email", "sms", "call"]
_BY_NUMBER: tuple[Channel, ...] = ("sms", "call")


@dataclass(frozen=True)
class Block:
    """The suppression that keeps a contact from being reached on a channel."""

    reason: str  # its source: unsubscribe, hard_bounce, complaint, manual, crm
    scope: str  # address, domain or phone
    value: str  # the address, domain or E.164 number suppressed
    detail: str  # in words, for the run ledger and the enrollment's reason

    @property
    def whole_contact(self) -> bool:
        """An address or domain suppression: no channel may reach the contact, and the enrollment ends as
        an email refused at its last-moment check ends it. A number's own suppression (it texted STOP, or
        was suppressed by hand) only skips the steps that would use the number."""
        return self.scope != "phone"


def matching_sql(*, project: str, email: str, number: str) -> str:
    """The one rule of which suppression applies to a contact, as a subquery over SQL expressions (never
    values: the project id, the contact's address, its E.164 number or NULL): the suppression of
    the address, its domain or the number that applies first (address, domain, number), at most one
    row of (reason, scope, value). `contact_block` runs it alone; the email send's facts query
    (`storage/send_facts.py`) runs it inside its own read."""
    address = f"lower(btrim({email}))"
    return f"""SELECT reason, scope, email AS value FROM suppressions
            WHERE project_id = {project}
              AND ((scope = 'address' AND email = {address})
                   OR (scope = 'domain' AND email = substring({address} from '[^@]*$'))
                   OR (scope = 'phone' AND email = {number}))
            ORDER BY CASE scope WHEN 'address' THEN 0 WHEN 'domain' THEN 1 ELSE 2 END LIMIT 1"""


_MATCHING = matching_sql(project="$1", email="$2::text", number="$3::text")
_MATCHING_ADDRESS = matching_sql(project="$1", email="a.email", number="NULL")


def block_of(row: Mapping[str, Any] | None, *, contact: Contact, channel: Channel) -> Block | None:
    """The Block a `matching_sql` row says (None: nothing applies), in words for the ledger."""
    if row is None or row["reason"] is None:
        return None
    reason, scope, value = row["reason"], row["scope"], row["value"]
    if scope == "address":
        detail = f"{value} is suppressed: {reason}"
    elif scope == "domain":
        detail = f"{contact.email} is suppressed: {reason} (the whole domain {value})"
    else:
        detail = f"{value} must not be {'texted' if channel == 'sms' else 'called'} ({reason})"
    return Block(reason=reason, scope=scope, value=value, detail=detail)


async def contact_block(
    conn: asyncpg.Connection, *, project_id: str, contact: Contact, channel: Channel
) -> Block | None:
    """Why `contact` must not be reached on `channel` now, or None: the one rule every step that reaches
    a contact checks at its last moment (the email send, the text, the call and every other task, the
    review of an email), inside the transaction that then sends or opens the task.

    The contact's address or its whole domain suppressed blocks every channel. Texts and calls are also
    blocked by a suppression of the contact's number (in E.164, read with their country; a number that
    does not parse is nobody's: the step's own checks deal with it)."""
    number = None
    if channel in _BY_NUMBER and contact.phone:
        try:
            number = to_e164(contact.phone, contact.country)
        except PhoneError:
            pass
    row = await conn.fetchrow(_MATCHING, project_id, contact.email, number)
    return block_of(row, contact=contact, channel=channel)


async def reason_for(conn: asyncpg.Connection, *, project_id: str, email: str) -> str | None:
    """Why this address must not be contacted (its own or its domain's suppression), or None: what
    enrolling checks. Running enrollments check `contact_block`."""
    return (await reasons_for_many(conn, project_id=project_id, emails=[email])).get(email.strip().lower())


async def reasons_for_many(conn: asyncpg.Connection, *, project_id: str, emails: list[str]) -> dict[str, str]:
    """`reason_for` of many addresses in one query: {address: reason} for those that must not be
    contacted (the address's own suppression before its domain's: `matching_sql`)."""
    rows = await conn.fetch(
        f"""SELECT a.email, x.reason FROM unnest($2::text[]) AS a(email)
              JOIN LATERAL ({_MATCHING_ADDRESS}) x ON true""",
        project_id,
        [e.strip().lower() for e in emails],
    )
    return {r["email"]: r["reason"] for r in rows}


async def remove_opt_out(conn: asyncpg.Connection, *, project_id: str, number: str) -> bool:
    """A number texted START: its own STOP no longer holds (other suppressions of it stay)."""
    removed = await conn.fetchval(
        """DELETE FROM suppressions
            WHERE project_id = $1 AND scope = 'phone' AND email = $2 AND source LIKE 'sms:%'
        RETURNING 1""",
        project_id,
        number,
    )
    return removed is not None


async def list_for(
    conn: asyncpg.Connection, *, project_id: str, limit: int = 100, after: str | None = None
) -> list[Suppression]:
    rows = await conn.fetch(
        f"""SELECT {_COLUMNS} FROM suppressions
             WHERE project_id = $1 AND ($2::text IS NULL OR email > $2)
             ORDER BY email LIMIT $3""",
        project_id,
        after,
        limit,
    )
    return [row_to(Suppression, r) for r in rows]


async def remove(conn: asyncpg.Connection, *, project_id: str, value: str) -> None:
    result = await conn.execute(
        "DELETE FROM suppressions WHERE project_id = $1 AND email = $2", project_id, value.strip().lower()
    )
    if result == "DELETE 0":
        raise NotFound(f"{value} is not suppressed", field="value")
