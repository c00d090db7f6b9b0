"""Enroll, signal, describe: the starter's one place that starts and talks to enrollment workflows.
Enrolling and signalling themselves are `activities.enrollment_service` (activities that start
enrollments use it too); this adds mailboxes, live state and the enrollment's whole story."""

from __future__ import annotations

import contextlib
from datetime import timedelta
from pathlib import Path
from typing import Any

import asyncpg
from pydantic import BaseModel
from temporalio.client import Client, WorkflowQueryFailedError
from temporalio.runtime import Runtime
from temporalio.service import RPCError, RPCStatusCode, TLSConfig

from activities.enrollment_service import SIGNALS, Ended, EnrollmentService, Refused, Suppressed
from activities.mailbox import start_mailbox_workflow
from contracts import (
    EnrollmentState,
    MailboxLimits,
    MailboxState,
)
from sequencer.clock import Clock, wall_clock
from sequencer.ids import mailbox_workflow_id
from sequencer.payload_codec import data_converter
from sequencer.settings import Settings, SettingsError
from sequencer.slots import SendLimits
from storage import contacts, enrollments, ledger, mailboxes, sequences
from storage.records import Enrollment, RunRecord, SendRecord
from workflows.enrollment import EnrollmentWorkflow
from workflows.mailbox import MailboxWorkflow

_QUERY_TIMEOUT = timedelta(seconds=3)


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

    @property
    def reply_intent(self) -> str | None:
        """What the reply meant: stored, or (while its status write is on its way) the workflow's."""
        return self.enrollment.reply_intent or (self.live.reply_intent if self.live else None)

    @property
    def reply_evidence(self) -> str | None:
        return self.enrollment.reply_evidence or (self.live.reply_evidence if self.live else None)

    def timeline(self) -> list[Any]:
        """The run ledger as sentences on the contact's clock (sequencer/timeline.py)."""
        from sequencer.timeline import entries

        return entries([r.model_dump() for r in self.runs], self.enrollment.timezone or "UTC")


def temporal_connect_options(settings: Settings) -> dict[str, Any]:
    """`Client.connect`'s keyword arguments for these settings: namespace, converter, TLS, API key.
    The converter encrypts every payload with the seal key ring (sequencer/payload_codec.py).
    Reads the TLS files now, so a missing or empty one is a SettingsError naming its variable."""
    options: dict[str, Any] = {
        "namespace": settings.temporal_namespace,
        "data_converter": data_converter(settings.key_ring),
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


class Sequencer(EnrollmentService):
    """The starter's face of the enrollment service: enrolling and signalling (activities/
    enrollment_service.py) plus mailboxes, live state and the enrollment's whole story."""

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
        super().__init__(pool, temporal, project_id=project_id, task_queue=task_queue, clock=clock)
        # None: do not watch inboxes from here (tests that drive the poller themselves).
        self.poll_seconds = poll_seconds
        # With Gmail push on: how often watched mailboxes still poll (their workflows learn it from the
        # worker; this copy only tells /readyz when a poller is late).
        self.push_poll_seconds = push_poll_seconds

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


# The enrollment service's names, where the starter's callers have always found them.
__all__ = ["SIGNALS", "Ended", "EnrollmentView", "Refused", "Sequencer", "Suppressed", "connect_temporal"]
