"""The enrollment service: enrolling a contact (the row and the workflow start in one transaction) and
signalling an enrollment's own run. The HTTP API, the CLI and the bulk import reach it through
`starter.client.Sequencer`; activities that start enrollments (bulk imports, due re-enrollments, the
calendar's meetings) use it directly, so no activity imports the starter."""

from __future__ import annotations

import copy
import random
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any, Self

import asyncpg
from pydantic import BaseModel
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowHandle
from temporalio.common import (
    SearchAttributePair,
    TypedSearchAttributes,
    WorkflowIDConflictPolicy,
    WorkflowIDReusePolicy,
)
from temporalio.exceptions import WorkflowAlreadyStartedError
from temporalio.service import RPCError, RPCStatusCode

from activities.enrolling import Refusal, check_sendable, open_row
from contracts import EnrollmentInput, Plan
from contracts.enrollment import SIGNAL_PAYLOADS
from contracts.errors import SUPPRESSED as SUPPRESSED_CASE
from contracts.names import ENROLLMENT_WORKFLOW
from sequencer import search_attributes as sa
from sequencer.clock import Clock, wall_clock
from sequencer.ids import enrollment_workflow_id
from storage import contacts, enrollments, mailboxes, sequences
from storage.errors import Conflict, NotFound, StorageError
from storage.records import Contact, Enrollment, Mailbox, SequenceVersion

SIGNALS = SIGNAL_PAYLOADS  # the signals callers may send, by name
# How long a row without a run id counts as starting (its import retries the start), not as stale.
STARTING = timedelta(minutes=10)


class Refused(StorageError):
    """The enrollment may not start (suppressed contact, a template that cannot render, ...)."""


class Suppressed(Refused):
    """The contact's address (or domain) is on the project's suppression list."""


class Ended(StorageError):
    """The enrollment's workflow is no longer running, so it takes no signals."""


class EnrollmentService:
    def __init__(
        self,
        pool: asyncpg.Pool,
        temporal: Client,
        *,
        project_id: str,
        task_queue: str,
        clock: Clock = wall_clock,
    ) -> None:
        self.pool = pool
        # The runs' time: a run's first plan takes its holidays from it (a test or simulation server's
        # clock may be years from the wall clock).
        self.clock = clock
        self.temporal = temporal
        self.project_id = project_id
        self.task_queue = task_queue
        self.events_per_run = EnrollmentInput.model_fields["events_per_run"].default  # tests lower it

    def for_project(self, project_id: str) -> Self:
        """The same connections, acting for another project (the API's key decides which)."""
        if project_id == self.project_id:
            return self
        other = copy.copy(self)
        other.project_id = project_id
        return other

    async def enroll(
        self, *, contact_id: str, sequence: str, mailbox: str, live_edit: str | None = None
    ) -> Enrollment:
        """Start one contact on the default version of `sequence`, sending from `mailbox`.
        `live_edit`: this enrollment's own policy when a new version is published (None: the
        publisher's)."""
        enrollment = await self._enroll(contact_id=contact_id, sequence=sequence, mailbox=mailbox)
        if live_edit is not None:
            async with self.pool.acquire() as conn:
                await enrollments.set_live_edit(conn, enrollment_id=enrollment.id, policy=live_edit)
        return enrollment

    async def _enroll(self, *, contact_id: str, sequence: str, mailbox: str) -> Enrollment:
        async with self.pool.acquire() as conn:
            try:
                contact = await contacts.get(conn, project_id=self.project_id, contact_id=contact_id)
                version = await sequences.latest(conn, project_id=self.project_id, ref=sequence)
                sender = await mailboxes.find(conn, project_id=self.project_id, ref=mailbox)
            except NotFound as exc:
                # A reference in the request body that leads nowhere is invalid input, not a missing page.
                raise Refused(exc.message, field=exc.field) from None
            return await self._enroll_loaded(conn, contact, version, sender)

    async def enroll_loaded(
        self,
        conn: asyncpg.Connection,
        contact: Contact,
        version: SequenceVersion,
        sender: Mailbox,
        *,
        live_edit: str | None = None,
        enrollment_id: str | None = None,
        begins_at: datetime | None = None,
    ) -> Enrollment:
        """`enroll` for callers that have loaded the records themselves (a bulk import loads the
        sequence version and the mailbox once per chunk, not once per contact): the same checks, the
        same start. `enrollment_id`: the id to give the enrollment (an import derives it from the row,
        so a retry can tell that its row was enrolled already); None: a new one. `begins_at`: when the
        enrollment begins (a simulation's start); None: now."""
        enrollment = await self._enroll_loaded(conn, contact, version, sender, enrollment_id, begins_at)
        if live_edit is not None:
            await enrollments.set_live_edit(conn, enrollment_id=enrollment.id, policy=live_edit)
        return enrollment

    async def _enroll_loaded(
        self,
        conn: asyncpg.Connection,
        contact: Contact,
        version: SequenceVersion,
        sender: Mailbox,
        enrollment_id: str | None = None,
        begins_at: datetime | None = None,
    ) -> Enrollment:
        await self._check_sendable(conn, contact, version, sender)
        try:
            return await self._start(conn, contact, version, sender, enrollment_id, begins_at)
        except Conflict:
            if not await self._close_stale_enrollment(conn, contact.id):
                raise
        return await self._start(conn, contact, version, sender, enrollment_id, begins_at)

    async def _check_sendable(
        self, conn: asyncpg.Connection, contact: Contact, version: SequenceVersion, sender: Mailbox
    ) -> None:
        try:
            await check_sendable(
                conn, project_id=self.project_id, contact=contact, version=version, sender=sender
            )
        except Refusal as refusal:
            kind = Suppressed if refusal.kind == SUPPRESSED_CASE else Refused
            raise kind(refusal.message, field=refusal.field) from None

    async def _start(
        self,
        conn: asyncpg.Connection,
        contact: Contact,
        version: SequenceVersion,
        sender: Mailbox,
        enrollment_id: str | None = None,
        begins_at: datetime | None = None,
    ) -> Enrollment:
        """Insert the row and start the workflow in one transaction: a refused start leaves no row.

        If the commit fails after the start, the workflow is terminated; if the process dies between
        the two, the workflow's first activity finds no row and the workflow fails, freeing its id.
        """
        workflow_id = enrollment_workflow_id(self.project_id, contact.id)
        enrollment_id = enrollment_id or str(uuid.uuid4())
        handle: WorkflowHandle[Any, Any] | None = None
        try:
            async with conn.transaction():
                created, plan = await open_row(  # the one path every front door takes
                    conn,
                    project_id=self.project_id,
                    contact=contact,
                    version=version,
                    sender=sender,
                    workflow_id=workflow_id,
                    now=(now := await self.clock()),
                    enrollment_id=enrollment_id,
                )
                try:
                    handle = await self.start_workflow(
                        contact, version, sender, enrollment_id, plan, begins_at=begins_at or now
                    )
                except WorkflowAlreadyStartedError:
                    raise Conflict(
                        "the contact already has a running enrollment workflow", field="contact_id"
                    ) from None
                run_id = handle.first_execution_run_id
                assert run_id is not None
                await enrollments.set_run_id(conn, enrollment_id=enrollment_id, run_id=run_id)
        except BaseException:
            if handle is not None:
                await handle.terminate("enrollment row was not committed")
            raise
        return created.model_copy(update={"workflow_run_id": run_id})

    async def start_workflow(
        self,
        contact: Contact,
        version: SequenceVersion,
        sender: Mailbox,
        enrollment_id: str,
        plan: Plan,
        *,
        begins_at: datetime,
    ) -> WorkflowHandle[Any, Any]:
        """Start the enrollment's workflow (WorkflowAlreadyStartedError while the contact's runs)."""
        return await self.temporal.start_workflow(
            ENROLLMENT_WORKFLOW,
            **self.start_options(contact, version, sender, enrollment_id, plan, begins_at=begins_at),
        )

    def start_options(
        self,
        contact: Contact,
        version: SequenceVersion,
        sender: Mailbox,
        enrollment_id: str,
        plan: Plan,
        *,
        begins_at: datetime,
    ) -> dict[str, Any]:
        """What the start of an enrollment's workflow carries (`client.start_workflow`'s arguments after
        the type; bench/start_cost.py measures each part's cost). When the first step is an email the plan
        can time, the start carries its CurrentStep and NextSendAt (the run waits for that moment, with
        the jitter drawn here), so the Web UI lists it from the start and the run's first task upserts
        nothing."""
        jitter = random.random()
        first_at = plan.first_send_at(begins_at, jitter)
        pairs: list[SearchAttributePair[Any]] = [
            SearchAttributePair(sa.PROJECT, self.project_id),
            SearchAttributePair(sa.ENROLLMENT_STATUS, "active"),
            SearchAttributePair(sa.MAILBOX_ID, sender.id),
            SearchAttributePair(sa.SEQUENCE_NAME, version.name),
            SearchAttributePair(sa.SEQUENCE_VERSION, version.version),
            SearchAttributePair(sa.CONTACT_ID, contact.id),
        ]
        if first_at is not None:
            pairs += [
                SearchAttributePair(sa.CURRENT_STEP, plan.steps[0].id),
                SearchAttributePair(sa.NEXT_SEND_AT, first_at),
            ]
        return dict(
            arg=EnrollmentInput(
                enrollment_id=enrollment_id,
                project_id=self.project_id,
                contact_id=contact.id,
                mailbox_id=sender.id,
                sequence_version_id=version.id,
                events_per_run=self.events_per_run,
                plan=plan,
                begins_at=begins_at,
                first_jitter=None if first_at is None else jitter,
            ),
            id=enrollment_workflow_id(self.project_id, contact.id),
            task_queue=self.task_queue,
            id_reuse_policy=WorkflowIDReusePolicy.ALLOW_DUPLICATE,
            id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
            static_summary=f"{contact.email} in {version.name} v{version.version}",
            static_details=f"enrollment {enrollment_id} from {sender.email}",
            search_attributes=TypedSearchAttributes(pairs),
            memo={
                "contact": contact.email,
                "sequence": f"{version.name} v{version.version}",
                "mailbox": sender.email,
                "enrollment_id": enrollment_id,
            },
        )

    async def _close_stale_enrollment(self, conn: asyncpg.Connection, contact_id: str) -> bool:
        """An 'active' row whose workflow has closed (terminated by hand, say) must not block forever."""
        active = await enrollments.active_for_contact(conn, project_id=self.project_id, contact_id=contact_id)
        return active is not None and await self._reconcile(active)

    async def _continued_run(self, enrollment: Enrollment) -> Enrollment | None:
        """The enrollment with its current run when its stored run continued as new (a long loop),
        and records it; None otherwise. Only a run of this same enrollment counts (memo)."""
        try:
            old = await self._handle(enrollment).describe()
            if old.status != WorkflowExecutionStatus.CONTINUED_AS_NEW:
                return None
            latest = await self.temporal.get_workflow_handle(enrollment.workflow_id).describe()
        except RPCError:
            return None
        memo = await latest.memo()
        if memo.get("enrollment_id") != enrollment.id or latest.run_id == enrollment.workflow_run_id:
            return None
        async with self.pool.acquire() as conn:
            await enrollments.set_run_id(conn, enrollment_id=enrollment.id, run_id=latest.run_id)
        return enrollment.model_copy(update={"workflow_run_id": latest.run_id})

    async def _reconcile(self, enrollment: Enrollment) -> bool:
        """Mark an active row failed when its workflow run is closed; True if it did."""
        if enrollment.workflow_run_id is None and datetime.now(UTC) - enrollment.created_at < STARTING:
            return False  # an import's row, committed ahead of its workflow's start (activities/import_batch)
        if await self._continued_run(enrollment) is not None:
            return False
        try:
            description = await self._handle(enrollment).describe()
        except RPCError as exc:
            if exc.status != RPCStatusCode.NOT_FOUND:
                raise
            closed_as = "NOT_FOUND"
        else:
            if description.status == WorkflowExecutionStatus.RUNNING:
                return False
            closed_as = description.status.name if description.status else "UNKNOWN"
        async with self.pool.acquire() as conn:
            return await enrollments.set_status(
                conn,
                enrollment_id=enrollment.id,
                status="failed",
                reason=f"workflow closed without recording an end ({closed_as})",
                current_step=None,
            )

    def _handle(self, enrollment: Enrollment) -> WorkflowHandle[Any, Any]:
        return self.temporal.get_workflow_handle(enrollment.workflow_id, run_id=enrollment.workflow_run_id)

    async def get(self, enrollment_id: str) -> Enrollment:
        async with self.pool.acquire() as conn:
            return await enrollments.get(conn, project_id=self.project_id, enrollment_id=enrollment_id)

    async def signal(self, enrollment_id: str, name: str, payload: BaseModel | None = None) -> Enrollment:
        """Deliver a signal to the enrollment's own workflow run (never a later run for the contact)."""
        if name not in SIGNALS:
            raise ValueError(f"unknown signal {name!r}")
        enrollment = await self.get(enrollment_id)
        args = [] if payload is None else [payload]
        try:
            try:
                await self._handle(enrollment).signal(name, *args)
            except RPCError as exc:
                later = (
                    await self._continued_run(enrollment) if exc.status == RPCStatusCode.NOT_FOUND else None
                )
                if later is None:
                    raise
                enrollment = later
                await self._handle(enrollment).signal(name, *args)
        except RPCError as exc:
            if exc.status == RPCStatusCode.NOT_FOUND:
                if enrollment.status in enrollments.ACTIVE_STATUSES:
                    await self._reconcile(enrollment)
                raise Ended(
                    f"enrollment {enrollment_id} has ended ({enrollment.status})", field="enrollment_id"
                ) from None
            raise
        return enrollment
