"""What a simulation reads of the project (only reads): the sequence, the sending mailbox's name and
zone, the project's blackout dates and SMS number; and the refusal an enrollment would meet."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

import asyncpg
from pydantic import ValidationError

from sequencer.contact_fields import ContactIn
from sequencer.models import SequenceDocument
from sequencer.schedule import Recipient
from sequencer.validation import describe
from simulator.errors import SimulationInputError
from starter.client import Refused
from storage import blackout_dates, mailboxes, sequences, sms, suppressions
from storage.errors import NotFound

SENDER_NAME, SENDER_EMAIL = "Simulated Sender", "simulated.sender@sequencer.invalid"


@dataclass
class Loaded:
    document: dict[str, Any]  # as given or stored (the preview's input)
    parsed: SequenceDocument
    version: int | None  # the published version simulated (None: a document sent with the request)
    blackout: dict[date, str]
    sms_from: str | None  # the project texts from this number (None: it has no SMS provider)
    sender_name: str
    sender_email: str
    mailbox_timezone: str | None


async def load(
    pool: asyncpg.Pool,
    project_id: str,
    sequence: dict[str, Any] | str,
    contact: ContactIn,
    mailbox: str | None,
    mailbox_timezone: str | None,
) -> Loaded:
    """`sequence`: a document, or a published sequence's name or id (its newest version). Raises
    SimulationInputError naming what is missing, and Refused for a suppressed contact."""
    async with pool.acquire() as conn:
        version: int | None = None
        if isinstance(sequence, str):
            try:
                stored = await sequences.latest(conn, project_id=project_id, ref=sequence)
            except NotFound as exc:
                raise SimulationInputError.at("sequence", exc.message) from None
            document, version = stored.document, stored.version
        else:
            document = sequence
        try:
            parsed = SequenceDocument.model_validate(document)
        except ValidationError as exc:
            raise SimulationInputError(describe(exc, prefix="sequence")) from None
        sender_name, sender_email, zone = SENDER_NAME, SENDER_EMAIL, mailbox_timezone
        if mailbox:
            try:
                found = await mailboxes.find(conn, project_id=project_id, ref=mailbox)
            except NotFound as exc:
                raise SimulationInputError.at("mailbox", exc.message) from None
            sender_name, sender_email = found.name, found.email
            zone = zone or found.timezone
        reason = await suppressions.reason_for(conn, project_id=project_id, email=contact.email)
        if reason:
            raise Refused(
                f"{contact.email} is suppressed ({reason}): an enrollment would be refused",
                field="contact.email",
            )
        connection = await sms.connection(conn, project_id=project_id)
        blackout = await blackout_dates.all_for(conn, project_id=project_id)
    return Loaded(
        document=document,
        parsed=parsed,
        version=version,
        blackout=blackout,
        sms_from=connection.from_number if connection else None,
        sender_name=sender_name,
        sender_email=sender_email,
        mailbox_timezone=zone,
    )


def recipient(contact: ContactIn) -> Recipient:
    return Recipient(
        timezone=contact.timezone,
        phone=contact.phone,
        country=contact.country,
        subdivision=contact.subdivision,
    )
