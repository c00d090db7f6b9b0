"""Enroll, signal, describe: the one place that starts and talks to enrollment workflows."""

from __future__ import annotations

import contextlib
import copy
import uuid
from datetime import timedelta
from pathlib import Path
from typing import Any

import asyncpg
from pydantic import BaseModel
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowHandle, WorkflowQueryFailedError
from temporalio.common import (
    SearchAttributePair,
    TypedSearchAttributes,
    WorkflowIDConflictPolicy,
    WorkflowIDReusePolicy,
)
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.exceptions import WorkflowAlreadyStartedError
from temporalio.runtime import Runtime
from temporalio.service import RPCError, RPCStatusCode, TLSConfig

from activities import enrolling
from activities.mailbox import start_mailbox_workflow
from sequencer import search_attributes as sa
from sequencer.clock import Clock, wall_clock
from sequencer.ids import enrollment_workflow_id, mailbox_workflow_id
from sequencer.settings import Settings, SettingsError
from sequencer.slots import SendLimits
from storage import contacts, enrollments, ledger, mailboxes, sequences
from storage.errors import Conflict, NotFound, StorageError
from storage.records import Contact, Enrollment, Mailbox, RunRecord, SendRecord, SequenceVersion
from workflows.enrollment import EnrollmentWorkflow
from workflows.inputs import (
    AutoReplySignal,
    BounceSignal,
    ContactEventSignal,
    EnrollmentInput,
    EnrollmentState,
    ExitSignal,
    MailboxLimits,
    MailboxSignal,
    MailboxState,
    PauseSignal,
    ReplySignal,
    ResolveSignal,
    ReviewDecision,
    SkipSignal,
    TaskDone,
    UnsubscribeSignal,
    VersionChange,
)
from workflows.mailbox import MailboxWorkflow

_QUERY_TIMEOUT = timedelta(seconds=3)

SIGNALS: dict[str, type[BaseModel] | None] = {
    "reply": ReplySignal,
    "auto_reply": AutoReplySignal,
    "bounce": BounceSignal,
    "unsubscribe": UnsubscribeSignal,
    "exit": ExitSignal,
    "pause": PauseSignal,
    "resume": None,
    "skip": SkipSignal,
    "version_changed": VersionChange,
    "review_decided": ReviewDecision,
    "task_completed": TaskDone,
    "resolve": ResolveSignal,
    "mailbox_disconnected": MailboxSignal,
    "mailbox_reconnected": None,
    "contact_event": ContactEventSignal,
}


class Refused(StorageError):
    """The enrollment may not start (suppressed contact, a template that cannot render, ...)."""


class Suppressed(Refused):
    """The contact's address (or domain) is on the project's suppression list."""


class Ended(StorageError):
    """The enrollment's workflow is no longer running, so it takes no signals."""


class EnrollmentView(BaseModel):
    """The stored record plus, while the workflow runs, its live state (which is never behind)."""

    enrollment: Enrollment
    sequence_name: str
    sequence_version: int
    contact_email: str
    live: EnrollmentState | None
    sends: list[SendRecord]
    runs: list[RunRecord]

    @property
    def status(self) -> str:
        return self.live.status if self.live else self.enrollment.status

    @property
    def status_reason(self) -> str | None:
        return self.live.reason if self.live else self.enrollment.status_reason

    @property
    def current_step(self) -> str | None:
        """The step being worked on: waited for, being sent, or the last one sent when it ended."""
        return (self.live.current_step if self.live else None) or self.enrollment.current_step

    @property
    def next_action(self) -> dict[str, Any] | None:
        """The workflow's own answer (its `state` query) to "why hasn't it sent?": `step`, `at`,
        `waiting_for` (due_time, send_window, mailbox_cap, ooo_until, task, paused, breaker), `detail`."""
        if self.live is None:
            return None
        action = self.live.next_action.model_dump(mode="json")
        return {"step": action["step_id"], **action}

    def timeline(self) -> list[Any]:
        """The run ledger as sentences on the contact's clock (sequencer/timeline.py)."""
        from sequencer.timeline import entries

        return entries([r.model_dump() for r in self.runs], self.enrollment.timezone or "UTC")


def temporal_connect_options(settings: Settings) -> dict[str, Any]:
    """`Client.connect`'s keyword arguments for these settings: namespace, converter, TLS, API key.
    Reads the TLS files now, so a missing or empty one is a SettingsError naming its variable."""
    options: dict[str, Any] = {
        "namespace": settings.temporal_namespace,
        "data_converter": pydantic_data_converter,
        # Explicit either way: the SDK would otherwise turn TLS on by itself for an API key.
        "tls": _temporal_tls(settings) if settings.temporal_tls_enabled else False,
    }
    if settings.temporal_api_key:
        options["api_key"] = settings.temporal_api_key
    return options


def _temporal_tls(settings: Settings) -> TLSConfig:
    return TLSConfig(
        server_root_ca_cert=_read_pem("TEMPORAL_TLS_CA", settings.temporal_tls_ca),
        domain=settings.temporal_tls_server_name,
        client_cert=_read_pem("TEMPORAL_TLS_CERT", settings.temporal_tls_cert),
        client_private_key=_read_pem("TEMPORAL_TLS_KEY", settings.temporal_tls_key),
    )


def _read_pem(variable: str, path: Path | None) -> bytes | None:
    if path is None:
        return None
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SettingsError(f"{variable}: cannot read {path}: {exc.strerror or exc}") from None
    if not data.strip():
        raise SettingsError(f"{variable}: {path} is empty")
    return data


async def connect_temporal(settings: Settings, runtime: Runtime | None = None) -> Client:
    """`runtime`: the SDK runtime (metrics, Core's logs) the client and its workers use (None: default)."""
    return await Client.connect(
        settings.effective_temporal_address, runtime=runtime, **temporal_connect_options(settings)
    )


async def signal_mailbox_enrollments(
    pool: asyncpg.Pool, temporal: Client, mailbox_id: str, name: str, payload: BaseModel | None = None
) -> int:
    """Signal every running enrollment that sends from this mailbox; returns how many were reached."""
    async with pool.acquire() as conn:
        running = await enrollments.active_for_mailbox(conn, mailbox_id=mailbox_id)
    reached = 0
    for enrollment in running:
        handle = temporal.get_workflow_handle(enrollment.workflow_id, run_id=enrollment.workflow_run_id)
        try:
            await handle.signal(name, *([payload] if payload is not None else []))
            reached += 1
        except RPCError as exc:
            if exc.status != RPCStatusCode.NOT_FOUND:
                raise
    return reached


async def watch_all_mailboxes(
    pool: asyncpg.Pool, temporal: Client, *, task_queue: str, poll_seconds: int, push_topic: str | None = None
) -> int:
    """Start a MailboxWorkflow for every mailbox that lacks one (a worker does this when it starts).
    A running one whose recorded Gmail watch is not on `push_topic` (push turned on, moved or off) is
    told to watch now rather than at its next renewal, days away."""
    async with pool.acquire() as conn:
        rows = await conn.fetch("SELECT project_id, id::text AS id, watch_topic FROM mailboxes")
    for row in rows:
        project_id, mailbox_id = row["project_id"], row["id"]
        started = await start_mailbox_workflow(
            pool,
            temporal,
            project_id=project_id,
            mailbox_id=mailbox_id,
            task_queue=task_queue,
            poll_seconds=poll_seconds,
        )
        if not started and row["watch_topic"] != push_topic:
            handle = temporal.get_workflow_handle(mailbox_workflow_id(project_id, mailbox_id))
            with contextlib.suppress(RPCError):  # it closed meanwhile: its next start watches anyway
                await handle.signal(MailboxWorkflow.watch_now)
    return len(rows)


class Sequencer:
    def __init__(
        self,
        pool: asyncpg.Pool,
        temporal: Client,
        *,
        project_id: str,
        task_queue: str,
        poll_seconds: int | None = 60,
        push_poll_seconds: int | None = None,
        clock: Clock = wall_clock,
    ) -> None:
        self.pool = pool
        # The runs' time: a run's first plan takes its holidays from it (a test or simulation server's
        # clock may be years from the wall clock).
        self.clock = clock
        self.temporal = temporal
        self.project_id = project_id
        self.task_queue = task_queue
        # None: do not watch inboxes from here (tests that drive the poller themselves).
        self.poll_seconds = poll_seconds
        self.events_per_run = EnrollmentInput.model_fields["events_per_run"].default  # tests lower it
        # With Gmail push on: how often watched mailboxes still poll (their workflows learn it from the
        # worker; this copy only tells /readyz when a poller is late).
        self.push_poll_seconds = push_poll_seconds

    def for_project(self, project_id: str) -> Sequencer:
        """The same connections, acting for another project (the API's key decides which)."""
        if project_id == self.project_id:
            return self
        other = copy.copy(self)
        other.project_id = project_id
        return other

    async def watch_mailbox(self, mailbox_id: str) -> str | None:
        """Make sure the mailbox's MailboxWorkflow runs (it polls the inbox); returns its workflow id."""
        if self.poll_seconds is None:
            return None
        await start_mailbox_workflow(
            self.pool,
            self.temporal,
            project_id=self.project_id,
            mailbox_id=mailbox_id,
            task_queue=self.task_queue,
            poll_seconds=self.poll_seconds,
        )
        return mailbox_workflow_id(self.project_id, mailbox_id)

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
    ) -> Enrollment:
        """`enroll` for callers that have loaded the records themselves (a bulk import loads the
        sequence version and the mailbox once per chunk, not once per contact): the same checks, the
        same start. `enrollment_id`: the id to give the enrollment (an import derives it from the row,
        so a retry can tell that its row was enrolled already); None: a new one."""
        enrollment = await self._enroll_loaded(conn, contact, version, sender, enrollment_id)
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
    ) -> Enrollment:
        await self._check_sendable(conn, contact, version, sender)
        try:
            return await self._start(conn, contact, version, sender, enrollment_id)
        except Conflict:
            if not await self._close_stale_enrollment(conn, contact.id):
                raise
        return await self._start(conn, contact, version, sender, enrollment_id)

    async def _check_sendable(
        self, conn: asyncpg.Connection, contact: Contact, version: SequenceVersion, sender: Mailbox
    ) -> None:
        try:
            await enrolling.check_sendable(
                conn, project_id=self.project_id, contact=contact, version=version, sender=sender
            )
        except enrolling.Refusal as refusal:
            kind = Suppressed if refusal.kind == enrolling.SUPPRESSED else Refused
            raise kind(refusal.message, field=refusal.field) from None

    async def _start(
        self,
        conn: asyncpg.Connection,
        contact: Contact,
        version: SequenceVersion,
        sender: Mailbox,
        enrollment_id: str | None = None,
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
                created, plan = await enrolling.open_row(  # the one path every front door takes
                    conn,
                    project_id=self.project_id,
                    contact=contact,
                    version=version,
                    sender=sender,
                    workflow_id=workflow_id,
                    now=await self.clock(),
                    enrollment_id=enrollment_id,
                )
                try:
                    handle = await self.temporal.start_workflow(
                        EnrollmentWorkflow.run,
                        EnrollmentInput(
                            enrollment_id=enrollment_id,
                            project_id=self.project_id,
                            contact_id=contact.id,
                            mailbox_id=sender.id,
                            sequence_version_id=version.id,
                            events_per_run=self.events_per_run,
                            plan=plan,
                        ),
                        id=workflow_id,
                        task_queue=self.task_queue,
                        id_reuse_policy=WorkflowIDReusePolicy.ALLOW_DUPLICATE,
                        id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
                        static_summary=f"{contact.email} in {version.name} v{version.version}",
                        static_details=f"enrollment {enrollment_id} from {sender.email}",
                        search_attributes=TypedSearchAttributes(
                            [
                                SearchAttributePair(sa.PROJECT, self.project_id),
                                SearchAttributePair(sa.ENROLLMENT_STATUS, "active"),
                                SearchAttributePair(sa.MAILBOX, sender.email),
                                SearchAttributePair(sa.SEQUENCE_NAME, version.name),
                                SearchAttributePair(sa.SEQUENCE_VERSION, version.version),
                                SearchAttributePair(sa.CONTACT_EMAIL, contact.email),
                            ]
                        ),
                        memo={
                            "contact": contact.email,
                            "sequence": f"{version.name} v{version.version}",
                            "mailbox": sender.email,
                            "enrollment_id": enrollment_id,
                        },
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

    async def reconnect_mailbox(self, mailbox_id: str) -> int:
        """Mark the mailbox connected again and resume the enrollments its outage paused."""
        async with self.pool.acquire() as conn:
            await mailboxes.get(conn, project_id=self.project_id, mailbox_id=mailbox_id)
            await mailboxes.set_status(conn, mailbox_id=mailbox_id, status="connected", reason=None)
        watcher = await self.watch_mailbox(mailbox_id)
        if watcher is not None:
            with contextlib.suppress(RPCError):  # read the inbox now, not after the disconnected wait
                await self.temporal.get_workflow_handle(watcher).signal(MailboxWorkflow.poll_now)
        return await signal_mailbox_enrollments(self.pool, self.temporal, mailbox_id, "mailbox_reconnected")

    async def set_mailbox_limits(self, mailbox_id: str, limits: SendLimits) -> None:
        """Store the mailbox's limits and hand them to its workflow: they apply from the next grant on.
        (A workflow that is not running reads them from Postgres when it starts.)"""
        async with self.pool.acquire() as conn:
            await mailboxes.set_limits(conn, mailbox_id=mailbox_id, limits=limits)
            _, zone = await mailboxes.limits_of(conn, mailbox_id=mailbox_id)
        await self.mailbox_changed(mailbox_id, MailboxLimits(limits=limits, zone=zone))

    async def mailbox_changed(self, mailbox_id: str, loaded: MailboxLimits) -> None:
        handle = self.temporal.get_workflow_handle(mailbox_workflow_id(self.project_id, mailbox_id))
        with contextlib.suppress(RPCError):
            await handle.signal(MailboxWorkflow.limits_changed, loaded)

    async def mailbox_state(self, mailbox_id: str) -> MailboxState | None:
        """The mailbox workflow's own view (caps in use, sends in the last 24 h, quota), or None."""
        handle = self.temporal.get_workflow_handle(mailbox_workflow_id(self.project_id, mailbox_id))
        try:
            return await handle.query(MailboxWorkflow.state, rpc_timeout=_QUERY_TIMEOUT)
        except (RPCError, WorkflowQueryFailedError):
            return None

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

    async def live_state(self, enrollment: Enrollment) -> EnrollmentState | None:
        """The running workflow's own view, or None (ended, no worker polling, Temporal down)."""
        try:
            return await self._handle(enrollment).query(EnrollmentWorkflow.state, rpc_timeout=_QUERY_TIMEOUT)
        except (RPCError, WorkflowQueryFailedError):
            return None

    async def describe(self, enrollment_id: str) -> EnrollmentView:
        async with self.pool.acquire() as conn:
            enrollment = await enrollments.get(conn, project_id=self.project_id, enrollment_id=enrollment_id)
            version = await sequences.get_version(conn, version_id=enrollment.sequence_version_id)
            contact = await contacts.get(conn, project_id=self.project_id, contact_id=enrollment.contact_id)
            sends = await ledger.sends_for_enrollment(conn, enrollment_id=enrollment.id)
            runs = await ledger.runs_for_enrollment(conn, enrollment_id=enrollment.id)
        live = await self.live_state(enrollment) if enrollment.status in enrollments.ACTIVE_STATUSES else None
        return EnrollmentView(
            enrollment=enrollment,
            sequence_name=version.name,
            sequence_version=version.version,
            contact_email=contact.email,
            live=live,
            sends=sends,
            runs=runs,
        )
