"""Activities of the mailbox's own workflow: its limits, its Gmail watch (push notifications), and
starting it when an enrollment needs it."""

from __future__ import annotations

from datetime import UTC, datetime

import asyncpg
from temporalio import activity
from temporalio.client import Client
from temporalio.common import (
    Priority,
    SearchAttributePair,
    TypedSearchAttributes,
    WorkflowIDConflictPolicy,
    WorkflowIDReusePolicy,
)
from temporalio.exceptions import WorkflowAlreadyStartedError

from activities.providers.gmail import (
    GmailClient,
    GmailRateLimited,
    GmailRejected,
    MailboxDisconnected,
    metered,
)
from contracts import (
    EnsureMailboxInput,
    MailboxInput,
    MailboxLimits,
    SendLedger,
    WatchInput,
    WatchResult,
)
from contracts.names import MAILBOX_WORKFLOW
from sequencer.gmail_push import PUSH_LABELS
from sequencer.ids import mailbox_task_queue, mailbox_workflow_id
from sequencer.search_attributes import PROJECT
from sequencer.settings import grant_lead_seconds
from storage import mailboxes
from storage.records import Mailbox

MAILBOX_PRIORITY = Priority(priority_key=1)  # the default is 3


async def mailbox_limits(pool: asyncpg.Pool, mailbox_id: str) -> MailboxLimits:
    async with pool.acquire() as conn:
        limits, zone = await mailboxes.limits_of(conn, mailbox_id=mailbox_id)
    return MailboxLimits(limits=limits, zone=zone)


async def start_mailbox_workflow(
    pool: asyncpg.Pool,
    client: Client,
    *,
    project_id: str,
    mailbox_id: str,
    task_queue: str,
    poll_seconds: int | None,
) -> bool:
    """Start the mailbox's workflow unless it runs; True when this call started it. It runs on the
    mailbox queue beside `task_queue` (sequencer.ids.mailbox_task_queue), which every worker polls too.

    The run starts with the mailbox's limits in its input, so its first grant needs no activity: a
    burst of sends whose activities wait on `take_slot` updates holds the worker's activity slots,
    and a mailbox that first had to load its limits by activity would wait behind them."""
    loaded = await mailbox_limits(pool, mailbox_id)
    try:
        await client.start_workflow(
            MAILBOX_WORKFLOW,
            MailboxInput(
                project_id=project_id,
                mailbox_id=mailbox_id,
                poll_seconds=poll_seconds,
                slots=SendLedger(limits=loaded.limits, zone=loaded.zone),
                grant_lead_seconds=grant_lead_seconds(),
            ),
            id=mailbox_workflow_id(project_id, mailbox_id),
            task_queue=mailbox_task_queue(task_queue),
            id_reuse_policy=WorkflowIDReusePolicy.ALLOW_DUPLICATE,
            id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
            static_summary=f"inbox and send slots of mailbox {mailbox_id}",
            # Its tasks go ahead of the enrollments' (their sends wait on its grants and answers).
            priority=MAILBOX_PRIORITY,
            search_attributes=TypedSearchAttributes([SearchAttributePair(PROJECT, project_id)]),
        )
    except WorkflowAlreadyStartedError:
        return False
    return True


class MailboxActivities:
    def __init__(
        self,
        pool: asyncpg.Pool,
        temporal: Client,
        *,
        poll_seconds: int | None,
        gmail: GmailClient | None = None,
        push_topic: str | None = None,
        push_fallback_seconds: int = 900,
    ) -> None:
        """`push_topic`: the Pub/Sub topic mailboxes are watched on (None: push off, and watches made
        earlier are stopped); `push_fallback_seconds`: how often a watched mailbox still polls."""
        self._pool = pool
        self._temporal = temporal
        self._poll_seconds = poll_seconds
        self._gmail = gmail
        self._push_topic = push_topic if gmail is not None else None
        self._push_fallback_seconds = push_fallback_seconds

    @activity.defn(name="load_mailbox_limits")
    async def load_mailbox_limits(self, mailbox_id: str) -> MailboxLimits:
        return await mailbox_limits(self._pool, mailbox_id)

    @activity.defn(name="ensure_mailbox_workflow")
    async def ensure_mailbox_workflow(self, inp: EnsureMailboxInput) -> bool:
        """An enrollment found no workflow to ask for a send slot: start one (on the mailbox queue
        beside ours)."""
        return await start_mailbox_workflow(
            self._pool,
            self._temporal,
            project_id=inp.project_id,
            mailbox_id=inp.mailbox_id,
            task_queue=activity.info().task_queue,
            poll_seconds=self._poll_seconds,
        )

    @activity.defn(name="watch_mailbox")
    async def watch_mailbox(self, inp: WatchInput) -> WatchResult:
        """Make or renew the mailbox's Gmail watch on the push topic (users.watch); with push off, stop
        a watch made earlier. Gmail's refusals (a topic it may not publish to, a disconnected mailbox,
        a rate limit) come back as `error`: the workflow polls on as before and tries again later, so
        a push set-up mistake never stops the inbox from being read."""
        async with self._pool.acquire() as conn:
            mailbox = await mailboxes.by_id(conn, mailbox_id=inp.mailbox_id)
            watched_on = await mailboxes.watch_topic_of(conn, mailbox_id=mailbox.id)
        topic = self._push_topic
        if mailbox.provider != "gmail":  # push is Gmail's (an IMAP mailbox waits with IDLE in its polls)
            return WatchResult()
        if topic is None or self._gmail is None:
            units = await self._unwatch(mailbox) if watched_on is not None else 0
            return WatchResult(units_used=units)
        if mailbox.status == "disconnected":
            return await self._refused(mailbox, topic, "the mailbox is disconnected", units=0)
        with metered() as meter:
            try:
                answer = await self._gmail.watch(mailbox, topic=topic, label_ids=PUSH_LABELS)
            except GmailRateLimited as exc:
                return await self._refused(mailbox, topic, str(exc), units=meter.units, rate_limited=True)
            except (GmailRejected, MailboxDisconnected) as exc:
                return await self._refused(mailbox, topic, str(exc), units=meter.units)
        expires_at = datetime.fromtimestamp(int(answer["expiration"]) / 1000, UTC)
        valid_for = max(0, int((expires_at - datetime.now(UTC)).total_seconds()))
        history_id = str(answer["historyId"]) if answer.get("historyId") is not None else None
        async with self._pool.acquire() as conn:
            await mailboxes.save_watch(
                conn, mailbox_id=mailbox.id, topic=topic, expires_at=expires_at, history_id=history_id
            )
        activity.logger.info("Gmail pushes %s's changes to %s until %s", mailbox.email, topic, expires_at)
        return WatchResult(
            topic=topic,
            expires_at=expires_at,
            valid_for_seconds=valid_for,
            history_id=history_id,
            fallback_poll_seconds=self._push_fallback_seconds,
            units_used=meter.units,
        )

    async def _refused(
        self, mailbox: Mailbox, topic: str, error: str, *, units: int, rate_limited: bool = False
    ) -> WatchResult:
        activity.logger.warning("no Gmail push for %s on %s: %s", mailbox.email, topic, error)
        async with self._pool.acquire() as conn:
            await mailboxes.note_watch_error(conn, mailbox_id=mailbox.id, error=error)
        return WatchResult(topic=topic, error=error, units_used=units, rate_limited=rate_limited)

    async def _unwatch(self, mailbox: Mailbox) -> int:
        """Push was turned off: users.stop (best effort; an unrenewed watch lapses within 7 days)."""
        units = 0
        if self._gmail is not None and mailbox.status != "disconnected":
            with metered() as meter:
                try:
                    await self._gmail.stop(mailbox)
                except (GmailRateLimited, GmailRejected, MailboxDisconnected) as exc:
                    activity.logger.warning("users.stop for %s failed (%s); it lapses", mailbox.email, exc)
            units = meter.units
        async with self._pool.acquire() as conn:
            await mailboxes.clear_watch(conn, mailbox_id=mailbox.id)
        return units
