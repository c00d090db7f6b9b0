"""Builders for the records tests need, written through the same storage functions the API uses."""

from __future__ import annotations

import uuid
from typing import Any

import asyncpg

from sequencer.models import SequenceDocument
from sequencer.slots import SendLimits
from storage import contacts, enrollments, mailboxes, sequences
from storage.records import Contact, Enrollment, Mailbox, SequenceVersion
from tests.support import unique, unique_email

PROJECT = "default"


def email_steps(*waits: str, first_subject: str = "Hello {{ contact.first_name }}") -> list[dict[str, Any]]:
    """An intro email, then one in-thread follow-up per further wait."""
    steps: list[dict[str, Any]] = []
    for index, wait in enumerate(waits):
        step: dict[str, Any] = {"id": f"s{index + 1}", "type": "email", "after": wait}
        if index == 0:
            step.update(subject=first_subject, body="Hi {{ contact.first_name }}, this is {{ sender.name }}.")
        else:
            step.update(reply_in_thread=True, body=f"Follow-up {index} for {{{{ contact.first_name }}}}.")
        steps.append(step)
    return steps


# Most tests are about one enrollment's timing, not the mailbox's caps: they send from a mailbox that
# allows what Google allows, with no gap. The cap tests set their own limits.
UNCAPPED = SendLimits(max_per_24h=2000, min_gap_seconds=0, quota_units_per_minute=15000)


async def make_mailbox(
    conn: asyncpg.Connection, email: str | None = None, limits: SendLimits = UNCAPPED
) -> Mailbox:
    mailbox, _ = await mailboxes.upsert(
        conn,
        project_id=PROJECT,
        email=email or unique_email("rep", "acme.test"),
        name="Riley Rep",
        timezone="America/New_York",
    )
    await mailboxes.set_limits(conn, mailbox_id=mailbox.id, limits=limits)
    return mailbox


async def make_contact(conn: asyncpg.Connection, **overrides: Any) -> Contact:
    values: dict[str, Any] = dict(
        project_id=PROJECT,
        email=unique_email(),
        first_name="Dana",
        last_name="Lee",
        phone=None,
        timezone="Europe/London",
        country="GB",
        fields={"company": "Initech"},
    )
    values.update(overrides)
    contact, _ = await contacts.upsert(
        conn, project_id=values.pop("project_id"), email=values.pop("email"), values=values
    )
    return contact


async def make_contacts(conn: asyncpg.Connection, count: int) -> list[Contact]:
    """Many contacts in one transaction (an import)."""
    async with conn.transaction():
        return [await make_contact(conn) for _ in range(count)]


async def make_sequence(conn: asyncpg.Connection, steps: list[dict[str, Any]], **doc: Any) -> SequenceVersion:
    # No jitter unless a test asks: most tests poll for the first send with time standing still.
    document = SequenceDocument.model_validate({"name": unique("seq"), "jitter": "0s", "steps": steps, **doc})
    return await sequences.publish(
        conn, project_id=PROJECT, name=document.name, document=document.model_dump(mode="json")
    )


async def make_parts(
    pool: asyncpg.Pool, steps: list[dict[str, Any]]
) -> tuple[Mailbox, Contact, SequenceVersion]:
    """A fresh mailbox, contact and published sequence: everything an enrollment needs."""
    async with pool.acquire() as conn:
        return await make_mailbox(conn), await make_contact(conn), await make_sequence(conn, steps)


async def make_enrollment(
    conn: asyncpg.Connection, *, contact: Contact | None = None, steps: list[dict[str, Any]] | None = None
) -> Enrollment:
    """An enrollment row (no workflow) on a fresh mailbox and sequence, for `contact` or a fresh one."""
    mailbox = await make_mailbox(conn)
    contact = contact or await make_contact(conn)
    version = await make_sequence(conn, steps or email_steps("0s"))
    return await enrollments.create(
        conn,
        enrollment_id=str(uuid.uuid4()),
        project_id=PROJECT,
        contact_id=contact.id,
        sequence_version_id=version.id,
        mailbox_id=mailbox.id,
        workflow_id=f"wf-{uuid.uuid4()}",
    )
