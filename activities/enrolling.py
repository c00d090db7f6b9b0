"""Creating an enrollment: the one path the HTTP API, the CLI, the bulk import and a raw Temporal client
all take to the enrollment row (`open_row`), and the activity a raw start runs first
(`adopt_enrollment`).

A start from any Temporal client names its contact, sequence and mailbox (`EnrollmentStart`); the
activity resolves them in the start's project, upserts the contact, runs the checks the API's enroll
runs (suppressions, templates that must render for the contact, one active enrollment per contact) and
writes the row keyed on the workflow id, all in one transaction: a refusal leaves nothing behind. A
retried activity or a reset workflow finds its own row by workflow id and adopts it.

Refusals are non-retryable `ApplicationError`s whose `type` names the case (REFUSALS); the workflow
ends with the same type.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

import asyncpg
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities import plans
from contracts import Adopted, AdoptInput, EnrollmentInput, EnrollmentStart, Plan
from contracts.errors import (
    ALREADY_ENROLLED,
    INVALID_INPUT,
    SUPPRESSED,
    UNKNOWN_MAILBOX,
    UNKNOWN_SEQUENCE,
)
from sequencer.clock import Clock, wall_clock
from sequencer.compose import render_email, render_task
from sequencer.models import EmailStep, SmsStep, TaskStep
from sequencer.render import RenderError
from storage import blackout_dates, contacts, enrollments, mailboxes, sequences, suppressions
from storage.errors import Conflict, NotFound
from storage.records import Contact, Enrollment, Mailbox, SequenceVersion, sender_of


class Refusal(Exception):
    """An enrollment that may not start: `kind` is one of REFUSALS, `field` the input field to blame."""

    def __init__(self, kind: str, message: str, field: str) -> None:
        super().__init__(message)
        self.kind, self.message, self.field = kind, message, field

    def error(self) -> ApplicationError:
        return ApplicationError(
            f"{self.field}: {self.message}", {"field": self.field}, type=self.kind, non_retryable=True
        )


async def check_sendable(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    contact: Contact,
    version: SequenceVersion,
    sender: Mailbox,
    variables: dict[str, Any] | None = None,
    contact_field: str = "contact_id",
) -> None:
    """The contact may be enrolled: not suppressed, and every step renders for them (with the
    enrollment's `variables`). `contact_field`: the input field that named the contact."""
    reason = await suppressions.reason_for(conn, project_id=project_id, email=contact.email)
    if reason:
        raise Refusal(SUPPRESSED, f"{contact.email} is suppressed ({reason})", contact_field)
    check_renders(contact=contact, version=version, sender=sender, variables=variables)


def check_renders(
    *, contact: Contact, version: SequenceVersion, sender: Mailbox, variables: dict[str, Any] | None = None
) -> None:
    """Every step of the version renders for this contact (a Refusal naming the field otherwise)."""
    document = version.parsed()
    for index, step in enumerate(document.steps):
        try:
            if isinstance(step, TaskStep):
                render_task(
                    step, index, contact=contact.model_dump(), sender=sender_of(sender), variables=variables
                )
            elif isinstance(step, (EmailStep, SmsStep)):
                variants: list[int | None] = (
                    list(range(len(step.variants))) if isinstance(step, EmailStep) else []
                )
                for variant in variants or [None]:
                    render_email(
                        step,
                        index,
                        contact=contact.model_dump(),
                        sender=sender_of(sender),
                        variant=variant,
                        variables=variables,
                    )
        except RenderError as exc:
            raise Refusal(
                INVALID_INPUT, f"cannot render for this contact: {exc.reason}", f"sequence.{exc.field}"
            ) from None


async def open_row(
    conn: asyncpg.Connection,
    *,
    project_id: str,
    contact: Contact,
    version: SequenceVersion,
    sender: Mailbox,
    workflow_id: str,
    now: datetime,
    enrollment_id: str | None = None,
) -> tuple[Enrollment, Plan]:
    """Insert the enrollment row (with its zone) and build the first plan; Conflict when the contact
    already has an active enrollment. The caller holds the transaction."""
    enrollment_id = enrollment_id or str(uuid.uuid4())
    blackout = await blackout_dates.all_for(conn, project_id=project_id)
    plan, zone = plans.build(version, contact, sender, blackout, now)
    created = await enrollments.create(
        conn,
        enrollment_id=enrollment_id,
        project_id=project_id,
        contact_id=contact.id,
        sequence_version_id=version.id,
        mailbox_id=sender.id,
        workflow_id=workflow_id,
    )
    await enrollments.set_timezone(conn, enrollment_id=enrollment_id, timezone=zone.name, source=zone.source)
    return created, plan


class EnrollingActivities:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock = wall_clock) -> None:
        self._pool, self._clock = pool, clock

    @activity.defn(name="adopt_enrollment")
    async def adopt_enrollment(self, inp: AdoptInput) -> Adopted:
        """The enrollment row of a workflow a Temporal client started: found by workflow id (a retry, a
        reset) or created from the start's references; a refusal is a non-retryable ApplicationError."""
        try:
            return await self._adopt(inp)
        except Refusal as refusal:
            activity.logger.warning(
                "raw start %s refused: %s %s", inp.workflow_id, refusal.kind, refusal.message
            )
            raise refusal.error() from None

    async def _adopt(self, inp: AdoptInput) -> Adopted:
        start, project = inp.start, inp.start.project_id
        async with self._pool.acquire() as conn:
            own = await enrollments.by_workflow_id(conn, project_id=project, workflow_id=inp.workflow_id)
            if own is not None:
                return await self._adopted(conn, own, start)
            version = await _sequence(conn, start)
            sender = await _mailbox(conn, start)
            async with conn.transaction():  # a refusal rolls the contact's upsert back too
                contact = await _contact(conn, start)
                await check_sendable(
                    conn,
                    project_id=project,
                    contact=contact,
                    version=version,
                    sender=sender,
                    variables=start.variables,
                    contact_field="contact.email" if start.contact is not None else "contact_id",
                )
                try:
                    row, plan = await open_row(
                        conn,
                        project_id=project,
                        contact=contact,
                        version=version,
                        sender=sender,
                        workflow_id=inp.workflow_id,
                        now=await self._clock(),
                    )
                except Conflict:
                    raise Refusal(
                        ALREADY_ENROLLED, f"{contact.email} already has an active enrollment", "contact"
                    ) from None
                await enrollments.set_run_id(conn, enrollment_id=row.id, run_id=inp.run_id)
                if start.variables:
                    await enrollments.set_variables(conn, enrollment_id=row.id, variables=start.variables)
        activity.logger.info("raw start %s adopted as enrollment %s", inp.workflow_id, row.id)
        return _result(row, plan, contact, sender, version)

    async def _adopted(self, conn: asyncpg.Connection, own: Enrollment, start: EnrollmentStart) -> Adopted:
        contact = await contacts.get(conn, project_id=own.project_id, contact_id=own.contact_id)
        sender = await mailboxes.get(conn, project_id=own.project_id, mailbox_id=own.mailbox_id)
        version = await sequences.get_version(conn, version_id=own.sequence_version_id)
        blackout = await blackout_dates.all_for(conn, project_id=own.project_id)
        plan, _ = plans.build(version, contact, sender, blackout, await self._clock())
        return _result(own, plan, contact, sender, version)


def _result(
    row: Enrollment, plan: Plan, contact: Contact, sender: Mailbox, version: SequenceVersion
) -> Adopted:
    return Adopted(
        enrollment=EnrollmentInput(
            enrollment_id=row.id,
            project_id=row.project_id,
            contact_id=row.contact_id,
            mailbox_id=row.mailbox_id,
            sequence_version_id=row.sequence_version_id,
            plan=plan,
        ),
        contact_email=contact.email,
        mailbox_email=sender.email,
        sequence_name=version.name,
        sequence_version=version.version,
        status=row.status,
        status_reason=row.status_reason,
    )


async def _sequence(conn: asyncpg.Connection, start: EnrollmentStart) -> SequenceVersion:
    try:
        if start.sequence_version_id:
            version = await sequences.get_version(conn, version_id=start.sequence_version_id)
            if await sequences.project_of(conn, sequence_id=version.sequence_id) != start.project_id:
                raise NotFound("not this project's", field="sequence_version_id")
            return version
        assert start.sequence is not None
        return await sequences.latest(conn, project_id=start.project_id, ref=start.sequence)
    except (NotFound, ValueError, asyncpg.DataError):
        field = "sequence_version_id" if start.sequence_version_id else "sequence"
        ref = start.sequence_version_id or start.sequence
        raise Refusal(
            UNKNOWN_SEQUENCE, f"no sequence {ref!r} in project {start.project_id!r}", field
        ) from None


async def _mailbox(conn: asyncpg.Connection, start: EnrollmentStart) -> Mailbox:
    ref, field = (start.mailbox_id, "mailbox_id") if start.mailbox_id else (start.mailbox, "mailbox")
    assert ref is not None
    try:
        return await mailboxes.find(conn, project_id=start.project_id, ref=ref)
    except (NotFound, ValueError, asyncpg.DataError):
        raise Refusal(UNKNOWN_MAILBOX, f"no mailbox {ref!r} in project {start.project_id!r}", field) from None


async def _contact(conn: asyncpg.Connection, start: EnrollmentStart) -> Contact:
    if start.contact is not None:
        values: dict[str, Any] = start.contact.model_dump(exclude={"email"}, exclude_unset=True)
        contact, _ = await contacts.upsert(
            conn, project_id=start.project_id, email=start.contact.email, values=values
        )
        return contact
    assert start.contact_id is not None
    try:
        return await contacts.get(conn, project_id=start.project_id, contact_id=start.contact_id)
    except NotFound:
        raise Refusal(
            INVALID_INPUT, f"no contact {start.contact_id!r} in project {start.project_id!r}", "contact_id"
        ) from None
