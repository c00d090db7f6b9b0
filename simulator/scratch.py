"""The scratch schema a simulation runs in: made on the project's database (`sim_<unix time>_<hex>`),
migrated, filled with copies of what the run needs (the sequence version, the project's blackout dates,
a mailbox with the sandbox's auth, the contact), and dropped afterwards, with any a crashed process
left behind. The project's own tables are never written."""

from __future__ import annotations

from dataclasses import dataclass

import asyncpg

from sandbox.sms import SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN
from sequencer import sealing
from sequencer.contact_fields import ContactIn
from sequencer.sealing import KeyRing
from sequencer.slots import SendLimits
from simulator.errors import SimulationUnavailable
from simulator.project import Loaded
from storage import api_keys, blackout_dates, contacts, mailboxes, scratch, sequences, sms
from storage.db import create_pool_beside
from storage.migrate import apply_migrations
from storage.records import Contact, Mailbox, SequenceVersion

PREFIX = "sim"
STALE_SCHEMA_SECONDS = 3600  # scratch schemas a crashed process left behind are dropped after this
# What Google allows, no gap: one contact never meets a cap; the preview knows no caps either.
UNCAPPED = SendLimits(max_per_24h=2000, min_gap_seconds=0, quota_units_per_minute=15000)


@dataclass
class Scratch:
    schema: str
    pool: asyncpg.Pool  # its connections see only `schema`


@dataclass
class Copies:
    """The records the run enrolls with, as copied into the scratch schema."""

    version: SequenceVersion
    sender: Mailbox
    person: Contact


async def open_scratch(pool: asyncpg.Pool) -> Scratch:
    """A new migrated scratch schema on the database of `pool`, and a pool that sees only it."""
    schema = scratch.new_schema_name(PREFIX)
    async with pool.acquire() as conn:
        await scratch.drop_stale_schemas(conn, prefix=PREFIX, older_than_seconds=STALE_SCHEMA_SECONDS)
        try:
            await scratch.create_schema(conn, schema)
        except asyncpg.InsufficientPrivilegeError:
            raise SimulationUnavailable(
                "simulations need the right to create a schema in the database (a scratch one per run)"
            ) from None
    try:
        scratch_pool = await create_pool_beside(pool, search_path=schema)
        try:
            async with scratch_pool.acquire() as conn:
                await apply_migrations(conn)
        except BaseException:
            await scratch_pool.close()
            raise
    except BaseException:
        await _drop(pool, schema)
        raise
    return Scratch(schema=schema, pool=scratch_pool)


async def close_scratch(pool: asyncpg.Pool, made: Scratch) -> None:
    try:
        await made.pool.close()
    finally:
        await _drop(pool, made.schema)


async def _drop(pool: asyncpg.Pool, schema: str) -> None:
    async with pool.acquire() as conn:
        await scratch.drop_schema(conn, schema)


async def copy_in(
    made: Scratch,
    *,
    project_id: str,
    loaded: Loaded,
    contact: ContactIn,
    sandbox_url: str,
    key_ring: KeyRing,
) -> Copies:
    """Copy what the run needs into the scratch schema. The sequence's `jitter` is 0s there (no
    randomness), the mailbox sends uncapped, and a project that texts gets the sandbox's Twilio."""
    frozen = {**loaded.parsed.model_dump(mode="json"), "jitter": "0s"}
    async with made.pool.acquire() as conn:
        await api_keys.ensure_project(conn, project_id)
        for day, name in loaded.blackout.items():
            await blackout_dates.upsert(conn, project_id=project_id, day=day, name=name)
        version = await sequences.publish(
            conn, project_id=project_id, name=loaded.parsed.name, document=frozen
        )
        sender, _ = await mailboxes.upsert(
            conn,
            project_id=project_id,
            email=loaded.sender_email,
            name=loaded.sender_name,
            timezone=loaded.mailbox_timezone or "UTC",
        )
        await mailboxes.set_limits(conn, mailbox_id=sender.id, limits=UNCAPPED)
        person, _ = await contacts.upsert(
            conn, project_id=project_id, email=contact.email, values=contact.model_dump(exclude={"email"})
        )
        if loaded.sms_from:
            await sms.put_connection(
                conn,
                project_id=project_id,
                provider="twilio",
                account_sid=SANDBOX_ACCOUNT_SID,
                sealed_token=key_ring.seal(SANDBOX_AUTH_TOKEN, purpose=sealing.SMS_AUTH_TOKEN),
                from_number=loaded.sms_from,
                base_url=sandbox_url,
            )
    return Copies(version=version, sender=sender, person=person)
