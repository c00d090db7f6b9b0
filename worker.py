"""Composition root of the worker: settings -> pool -> Gmail client -> activities -> Temporal worker."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import asyncpg
from temporalio.client import Client
from temporalio.runtime import (
    LogForwardingConfig,
    LoggingConfig,
    PrometheusConfig,
    Runtime,
    TelemetryConfig,
    TelemetryFilter,
)
from temporalio.worker import UnsandboxedWorkflowRunner, Worker

from activities.attempts import AttemptClockInterceptor
from activities.enrolling import EnrollingActivities
from activities.flow import FlowActivities, provider_for
from activities.imports import ImportActivities
from activities.inbound import InboundActivities
from activities.mailbox import MailboxActivities
from activities.providers.calendar import CALENDAR_SCOPES, CalendarClient
from activities.providers.gmail import GmailClient, credentials_factory
from activities.providers.mail import MailProviders
from activities.providers.smtp_imap import SmtpImapClient
from activities.sending import SendingActivities
from activities.slots import MailboxSlots
from activities.store import StoreActivities
from activities.tasks import TaskActivities
from activities.texting import ProviderFactory, TextingActivities, twilio_providers
from contracts import MailboxSignal
from sequencer import cached_runs
from sequencer.clock import Clock, wall_clock
from sequencer.ids import mailbox_task_queue
from sequencer.logs import LogContextInterceptor
from sequencer.netguard import HostGuard
from sequencer.sealing import KeyRing
from sequencer.settings import SEND_CONCURRENCY_DEFAULT, Settings
from sequencer.unsubscribe import UnsubscribeLinks
from starter.client import signal_mailbox_enrollments, watch_all_mailboxes
from starter.temporal_setup import ensure_search_attributes
from workflows.enrollment import EnrollmentWorkflow
from workflows.imports import ImportWorkflow
from workflows.mailbox import MailboxWorkflow

log = logging.getLogger("sequencer.worker")

# Workflow code runs without the SDK's sandbox. The sandbox re-entered its restricted context on every
# activation and for every payload it serialized (get_serialization_context): a quarter of the worker's
# CPU per email step in the profile of docs/performance.md. Determinism is kept the way the sandbox could
# not fully keep it anyway: workflow code takes time and randomness only from `workflow`, does its I/O in
# activities (tests/workflows/test_determinism.py reads every workflow module for calls that break
# this), and recorded histories replay (tests/workflows/test_replay.py).
WORKFLOW_RUNNER = UnsandboxedWorkflowRunner()

WORKFLOWS = [EnrollmentWorkflow, MailboxWorkflow, ImportWorkflow]
# A worker's slots on the mailbox queue: a mailbox's tasks are short (grants, answers, an inbox poll).
MAILBOX_ACTIVITY_SLOTS = 20
MAILBOX_TASK_SLOTS = 50


def build_links(settings: Settings) -> UnsubscribeLinks:
    return UnsubscribeLinks(
        public_url=settings.effective_public_url,
        secret=settings.signing_secrets,
        mailto=settings.unsubscribe_mailto,
    )


def mail_providers(
    gmail: GmailClient | MailProviders, key_ring: KeyRing, host_guard: HostGuard | None = None
) -> MailProviders:
    """Both providers: the Gmail client given alone gets a default SmtpImapClient beside it."""
    if isinstance(gmail, MailProviders):
        return gmail
    return MailProviders(gmail, SmtpImapClient(key_ring, host_guard=host_guard))


def build_activities(
    client: Client,
    pool: asyncpg.Pool,
    gmail: GmailClient | MailProviders,
    links: UnsubscribeLinks,
    *,
    reply_from_domain: bool = True,
    poll_seconds: int | None = 60,
    clock: Clock = wall_clock,
    calendar: CalendarClient | None = None,
    key_ring: KeyRing | None = None,
    sms_providers: ProviderFactory | None = None,
    push_topic: str | None = None,
    push_fallback_seconds: int = 900,
    slots: MailboxSlots | None = None,
    imap_idle_seconds: float = 0,
    host_guard: HostGuard | None = None,
    max_concurrent_sends: int = SEND_CONCURRENCY_DEFAULT,
) -> list:
    """`gmail`: the Gmail client (SMTP/IMAP mailboxes then get a default SmtpImapClient), or both
    providers. `imap_idle_seconds`: how long an IMAP poll that found nothing waits for mail (IDLE).
    `host_guard`: where hosts the projects set (mail servers, CRM, SMS, dialer) may lead (default:
    public addresses only; SEQUENCER_ALLOW_PRIVATE_HOSTS)."""
    # Here, not at the top: compiling the reply classifier's phrase tables takes seconds, and the
    # processes that import this module for its names only (the HTTP API's simulator) never read a reply.
    from sequencer.classify.intent import load_classifier

    async def pause_mailbox(mailbox_id: str, reason: str) -> None:
        await signal_mailbox_enrollments(
            pool, client, mailbox_id, "mailbox_disconnected", MailboxSignal(reason=reason)
        )

    ring = key_ring or Settings().key_ring
    guard = host_guard or HostGuard()
    mail = mail_providers(gmail, ring, guard)
    store = StoreActivities(pool, clock=clock)
    slots = slots or MailboxSlots(pool, client, poll_seconds=poll_seconds)
    sending = SendingActivities(
        pool,
        mail,
        links,
        on_mailbox_down=pause_mailbox,
        clock=clock,
        slots=slots,
        concurrency=max_concurrent_sends,
    )
    inbox = InboundActivities(
        pool,
        mail,
        client,
        reply_from_domain=reply_from_domain,
        calendar=calendar,
        idle_seconds=imap_idle_seconds,
        intents=load_classifier(os.environ.get("SEQUENCER_INTENT_CLASSIFIER")),
    )
    mailbox = MailboxActivities(
        pool,
        client,
        poll_seconds=poll_seconds,
        gmail=mail.gmail if isinstance(mail.gmail, GmailClient) else None,
        push_topic=push_topic,
        push_fallback_seconds=push_fallback_seconds,
    )
    flow = FlowActivities(pool, provider_for(ring, guard))
    task = TaskActivities(pool, links, ring, guard)
    texting = TextingActivities(pool, sms_providers or twilio_providers(ring, guard), clock=clock)
    importing = ImportActivities(pool, client, clock=clock)
    enrolling = EnrollingActivities(pool, clock=clock)
    return [
        enrolling.adopt_enrollment,
        store.load_plan,
        store.record_status,
        store.skip_step,
        store.record_step,
        flow.evaluate_condition,
        flow.move_version,
        flow.open_review,
        flow.expire_review,
        task.open_task,
        task.expire_task,
        task.dial_task,
        sending.send_email,
        texting.send_sms,
        texting.resolve_sms,
        inbox.poll_mailbox,
        mailbox.load_mailbox_limits,
        mailbox.ensure_mailbox_workflow,
        importing.enroll_import_rows,
        importing.finish_import,
        mailbox.watch_mailbox,
    ]


def build_gmail(settings: Settings) -> GmailClient:
    return GmailClient(endpoint=settings.effective_gmail_endpoint, credentials=credentials_factory(settings))


def build_mail(settings: Settings) -> MailProviders:
    """Gmail and SMTP/IMAP: each mailbox's `provider` picks one."""
    return MailProviders(
        build_gmail(settings),
        SmtpImapClient(
            settings.key_ring,
            oauth_client_secret=settings.microsoft_oauth_client_secret,
            host_guard=HostGuard(settings.allow_private_hosts),
        ),
    )


def build_calendar(settings: Settings) -> CalendarClient | None:
    """The rep's calendar reader for meeting detection (None with SEQUENCER_CALENDAR=false)."""
    if not settings.calendar:
        return None
    return CalendarClient(
        endpoint=settings.effective_gmail_endpoint, credentials=credentials_factory(settings, CALENDAR_SCOPES)
    )


@asynccontextmanager
async def running_worker(
    client: Client,
    pool: asyncpg.Pool,
    gmail: GmailClient | MailProviders,
    task_queue: str,
    links: UnsubscribeLinks | None = None,
    *,
    reply_from_domain: bool = True,
    poll_seconds: int | None = 60,
    clock: Clock = wall_clock,
    max_cached_workflows: int = 600,
    max_concurrent_activities: int = 100,
    max_concurrent_workflow_tasks: int = 100,
    max_concurrent_sends: int = SEND_CONCURRENCY_DEFAULT,
    calendar: CalendarClient | None = None,
    key_ring: KeyRing | None = None,
    push_topic: str | None = None,
    push_fallback_seconds: int = 900,
    imap_idle_seconds: float = 0,
    host_guard: HostGuard | None = None,
) -> AsyncIterator[Worker]:
    """`poll_seconds` is how often mailbox workflows this worker starts poll their inbox (None: never).
    `max_cached_workflows`: runs kept in memory; others are evicted and replayed when they wake.
    `push_topic`: Gmail push is on; mailboxes are watched on this Pub/Sub topic and poll only every
    `push_fallback_seconds` (a push wakes them at once). `host_guard`: see build_activities."""
    slots = MailboxSlots(pool, client, poll_seconds=poll_seconds)
    mail = mail_providers(gmail, key_ring or Settings().key_ring, host_guard)
    activities = build_activities(
        client,
        pool,
        mail,
        links or build_links(Settings()),
        reply_from_domain=reply_from_domain,
        poll_seconds=poll_seconds,
        clock=clock,
        calendar=calendar,
        key_ring=key_ring,
        push_topic=push_topic,
        push_fallback_seconds=push_fallback_seconds,
        slots=slots,
        imap_idle_seconds=imap_idle_seconds,
        host_guard=host_guard,
        max_concurrent_sends=max_concurrent_sends,
    )
    # Every log line of an activity or workflow run carries its enrollment, step and mailbox.
    interceptors = [LogContextInterceptor(), AttemptClockInterceptor()]
    worker = Worker(
        client,
        task_queue=task_queue,
        workflows=WORKFLOWS,  # MailboxWorkflow too: runs started on this queue before the mailbox queue
        activities=activities,
        workflow_runner=WORKFLOW_RUNNER,
        max_concurrent_activities=max_concurrent_activities,
        max_concurrent_workflow_tasks=max_concurrent_workflow_tasks,
        max_cached_workflows=max_cached_workflows,
        interceptors=interceptors,
    )
    # The mailboxes' own queue (sequencer.ids.mailbox_task_queue): their workflow tasks and activities
    # never wait behind the enrollments' in the server's queues or this process's slots.
    mailboxes = Worker(
        client,
        task_queue=mailbox_task_queue(task_queue),
        workflows=[MailboxWorkflow],
        activities=activities,
        workflow_runner=WORKFLOW_RUNNER,
        max_concurrent_activities=MAILBOX_ACTIVITY_SLOTS,
        max_concurrent_workflow_tasks=MAILBOX_TASK_SLOTS,
        max_cached_workflows=max_cached_workflows,  # 0 too: a test's worker that keeps no run
        interceptors=interceptors,
    )
    try:
        async with worker, mailboxes:
            yield worker
    finally:
        # The open runs they kept in memory (sequencer/cached_runs.py).
        await cached_runs.release(worker)
        await cached_runs.release(mailboxes)
        await slots.close()  # the slot reports still waiting for a batch
        if isinstance(mail.smtp, SmtpImapClient):
            await mail.smtp.aclose()  # the IMAP sessions kept for later calls


def worker_runtime(settings: Settings) -> Runtime:
    """The Temporal SDK runtime of a worker process. Core's own warnings go through Python logging (so
    they are JSON lines too); with SEQUENCER_WORKER_METRICS_ADDRESS, the SDK's metrics (`temporal_*`:
    task slots, poll and schedule-to-start latencies, workflow and activity outcomes) are served for
    Prometheus at http://<address>/metrics. An address already in use is logged, and the worker runs
    without them: sending matters more than its metrics."""
    core_logs = LoggingConfig(
        filter=TelemetryFilter(core_level="WARN", other_level="ERROR"),
        forwarding=LogForwardingConfig(
            logger=logging.getLogger("temporalio.core"), prepend_target_on_message=False
        ),
    )
    address = settings.worker_metrics_address
    if address:
        try:
            metrics = PrometheusConfig(bind_address=address)
            runtime = Runtime(telemetry=TelemetryConfig(logging=core_logs, metrics=metrics))
            log.info("Temporal SDK metrics on http://%s/metrics", address)
            return runtime
        except ValueError as exc:
            log.warning("no Temporal SDK metrics: cannot serve them on %s (%s)", address, exc)
    return Runtime(telemetry=TelemetryConfig(logging=core_logs))


async def run_worker(settings: Settings, database_url: str, stop: asyncio.Event | None = None) -> None:
    from starter.client import connect_temporal
    from storage.db import create_pool

    client = await connect_temporal(settings, runtime=worker_runtime(settings))
    try:
        added = await ensure_search_attributes(client)
        if added:
            log.info("registered search attributes %s", ", ".join(added))
    except Exception as exc:  # noqa: BLE001 - a restricted role may not register; `sequencer setup-temporal`
        log.warning("could not check Sequencer's search attributes (%s); run `sequencer setup-temporal`", exc)
    pool = await create_pool(database_url, max_size=settings.db_pool_size)
    try:
        async with running_worker(
            client,
            pool,
            build_mail(settings),
            settings.task_queue,
            build_links(settings),
            reply_from_domain=settings.reply_from_domain,
            poll_seconds=settings.poll_seconds,
            max_cached_workflows=settings.max_cached_workflows,
            max_concurrent_activities=settings.max_concurrent_activities,
            max_concurrent_workflow_tasks=settings.max_concurrent_workflow_tasks,
            max_concurrent_sends=settings.max_concurrent_sends,
            calendar=build_calendar(settings),
            key_ring=settings.key_ring,
            push_topic=settings.gmail_push_topic,
            push_fallback_seconds=settings.push_fallback_poll_seconds,
            imap_idle_seconds=settings.imap_idle_seconds,
            host_guard=HostGuard(settings.allow_private_hosts),
        ):
            if settings.gmail_push_topic:
                log.info(
                    "Gmail push on: mailboxes watched on %s, polled every %d s meanwhile",
                    settings.gmail_push_topic,
                    settings.push_fallback_poll_seconds,
                )
            if settings.watch_on_start:
                watched = await watch_all_mailboxes(
                    pool,
                    client,
                    task_queue=settings.task_queue,
                    poll_seconds=settings.poll_seconds,
                    push_topic=settings.gmail_push_topic,
                )
                log.info("watching the inboxes of %d mailbox(es)", watched)
            # What is here now (modules, classes, the clients) lives as long as the process: out of the
            # collector's way, so a full pass walks only the cached runs and what they hold. A pass runs
            # in whatever thread allocates, often a workflow activation, which the SDK fails as
            # deadlocked after 2 s.
            gc.collect()
            gc.freeze()
            log.info(
                "worker polling task queue %s on %s", settings.task_queue, settings.effective_temporal_address
            )
            await (stop or asyncio.Event()).wait()
    finally:
        await pool.close()
