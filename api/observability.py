"""What /readyz and /metrics read: Postgres (the ledgers are the source of truth for counts, whichever
process did the work), the mailbox workflows' own state, and Temporal's task queue statistics.

Counts come from the append-only ledgers, so they are monotonic and the same from every API process;
they are cached for a few seconds so scrapes cannot load the database.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector
from temporalio.api.enums.v1 import TaskQueueType
from temporalio.api.taskqueue.v1 import TaskQueue
from temporalio.api.workflowservice.v1 import DescribeTaskQueueRequest

from starter.client import Sequencer
from storage import breakers

CACHE_SECONDS = 10.0
STALLED_POLLS = 3  # a mailbox whose last good poll is this many intervals old is stalled
_MIN_STALL = timedelta(minutes=3)
_MAX_MAILBOX_QUERIES = 200  # per scrape: the mailbox workflows asked for their live state


@dataclass
class Snapshot:
    taken: float = 0.0
    sends: list[tuple[str, str, str, int]] = field(default_factory=list)  # project, channel, mailbox, n
    failures: list[tuple[str, str, str, int]] = field(default_factory=list)  # project, channel, reason, n
    inbound: list[tuple[str, str, int]] = field(default_factory=list)  # project, kind, n
    statuses: list[tuple[str, str, int]] = field(default_factory=list)  # project, status, n
    pollers: list[dict[str, Any]] = field(default_factory=list)
    breakers: list[dict[str, Any]] = field(default_factory=list)
    sending: list[dict[str, Any]] = field(default_factory=list)  # per mailbox: grants waiting, quota
    backlog: dict[str, int | None] = field(default_factory=dict)


async def pollers(seq: Sequencer, now: datetime) -> list[dict[str, Any]]:
    """Every connected mailbox's inbox poller: when it last read the inbox, and whether it stalled."""
    interval = timedelta(seconds=seq.push_poll_seconds or seq.poll_seconds or 60)  # push: the fallback
    limit = max(interval * STALLED_POLLS, _MIN_STALL)
    rows = await seq.pool.fetch(
        """SELECT id::text, project_id, email, status, last_polled_at, created_at FROM mailboxes
            ORDER BY project_id, email"""
    )
    found = []
    for row in rows:
        last = row["last_polled_at"]
        lag = (now - (last or row["created_at"])).total_seconds()
        found.append(
            {
                "mailbox": row["email"],
                "mailbox_id": row["id"],
                "project": row["project_id"],
                "status": row["status"],
                "last_poll_at": last.isoformat() if last else None,
                "lag_seconds": round(lag, 1),
                "stalled": row["status"] == "connected" and lag > limit.total_seconds(),
            }
        )
    return found


async def task_queue_backlog(seq: Sequencer) -> dict[str, int | None]:
    """Tasks waiting for a worker, per kind, from Temporal's DescribeTaskQueue (None: not reported)."""
    backlog: dict[str, int | None] = {}
    for name, kind in (
        ("workflow", TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW),
        ("activity", TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY),
    ):
        try:
            answer = await seq.temporal.workflow_service.describe_task_queue(
                DescribeTaskQueueRequest(
                    namespace=seq.temporal.namespace,
                    task_queue=TaskQueue(name=seq.task_queue),
                    task_queue_type=kind,
                    report_stats=True,
                ),
                timeout=timedelta(seconds=3),
            )
            backlog[name] = int(answer.stats.approximate_backlog_count) if answer.HasField("stats") else None
        except Exception:  # noqa: BLE001 - an older server, no permission: report nothing, not an error
            backlog[name] = None
    return backlog


async def _sending(seq: Sequencer, polled: list[dict[str, Any]]) -> list[dict[str, Any]]:
    async def one(entry: dict[str, Any]) -> dict[str, Any] | None:
        mailbox = seq.for_project(entry["project"])
        try:
            state = await mailbox.mailbox_state(entry["mailbox_id"])
        except Exception:  # noqa: BLE001 - a mailbox workflow that is not running has no live state
            return None
        if state is None or state.sending is None:
            return None
        return {
            "project": entry["project"],
            "mailbox": entry["mailbox"],
            "waiting": state.sending.waiting,
            "quota_units": state.sending.quota_units,
        }

    answers = await asyncio.gather(*(one(e) for e in polled[:_MAX_MAILBOX_QUERIES]))
    return [a for a in answers if a is not None]


async def snapshot(seq: Sequencer, cache: Snapshot) -> Snapshot:
    if time.monotonic() - cache.taken < CACHE_SECONDS:
        return cache
    now = datetime.now(UTC)
    fresh = Snapshot(taken=time.monotonic())
    rows = await seq.pool.fetch(
        """SELECT s.project_id, 'email' AS channel, m.email AS mailbox, count(*) AS n
             FROM send_ledger s JOIN mailboxes m ON m.id = s.mailbox_id
            WHERE s.status = 'sent' GROUP BY 1, 2, 3
           UNION ALL
           SELECT t.project_id, 'sms', m.email, count(*)
             FROM sms_ledger t JOIN enrollments e ON e.id = t.enrollment_id
             JOIN mailboxes m ON m.id = e.mailbox_id
            WHERE t.status = 'sent' GROUP BY 1, 2, 3"""
    )
    fresh.sends = [(r["project_id"], r["channel"], r["mailbox"], r["n"]) for r in rows]
    rows = await seq.pool.fetch(
        """SELECT project_id, CASE action WHEN 'send_email' THEN 'email' ELSE 'sms' END AS channel,
                  COALESCE(branch, outcome) AS reason, count(*) AS n
             FROM run_ledger
            WHERE action IN ('send_email', 'send_sms') AND outcome IN ('refused', 'skipped', 'unknown')
            GROUP BY 1, 2, 3"""
    )
    fresh.failures = [(r["project_id"], r["channel"], r["reason"], r["n"]) for r in rows]
    rows = await seq.pool.fetch(
        "SELECT project_id, outcome, count(*) AS n FROM run_ledger WHERE action = 'inbound' GROUP BY 1, 2"
    )
    fresh.inbound = [(r["project_id"], r["outcome"], r["n"]) for r in rows]
    rows = await seq.pool.fetch("SELECT project_id, status, count(*) AS n FROM enrollments GROUP BY 1, 2")
    fresh.statuses = [(r["project_id"], r["status"], r["n"]) for r in rows]
    fresh.pollers = await pollers(seq, now)
    async with seq.pool.acquire() as conn:
        fresh.breakers = [b.model_dump(mode="json") for b in await breakers.not_closed(conn)]
    fresh.sending = await _sending(seq, [p for p in fresh.pollers if p["status"] != "disconnected"])
    fresh.backlog = await task_queue_backlog(seq)
    return fresh


class SequencerCollector(Collector):
    """Yields the last snapshot (the /metrics route refreshes it first, asynchronously)."""

    def __init__(self) -> None:
        self.snapshot = Snapshot()

    def collect(self) -> Iterator[Metric]:
        snap = self.snapshot
        sends = CounterMetricFamily(
            "sequencer_sends", "Emails and texts sent.", labels=["project", "channel", "mailbox"]
        )
        for project, channel, mailbox, n in snap.sends:
            sends.add_metric([project, channel, mailbox], n)
        yield sends
        failures = CounterMetricFamily(
            "sequencer_send_failures",
            "Steps that did not send, by reason (refusals, skips, unknown outcomes).",
            labels=["project", "channel", "reason"],
        )
        for project, channel, reason, n in snap.failures:
            failures.add_metric([project, channel, reason], n)
        yield failures
        inbound = CounterMetricFamily(
            "sequencer_inbound",
            "Mail acted on: replies, bounces, complaints, out-of-office.",
            labels=["project", "kind"],
        )
        for project, kind, n in snap.inbound:
            inbound.add_metric([project, kind], n)
        yield inbound
        replies = CounterMetricFamily("sequencer_replies", "Replies heard.", labels=["project"])
        bounces = CounterMetricFamily("sequencer_bounces", "Bounces heard.", labels=["project"])
        for project, kind, n in snap.inbound:
            if kind in ("reply", "unsubscribe_request"):
                replies.add_metric([project], n)
            elif kind == "bounce":
                bounces.add_metric([project], n)
        yield replies
        yield bounces
        statuses = GaugeMetricFamily(
            "sequencer_enrollments", "Enrollments by status.", labels=["project", "status"]
        )
        for project, status, n in snap.statuses:
            statuses.add_metric([project, status], n)
        yield statuses
        lag = GaugeMetricFamily(
            "sequencer_poll_lag_seconds",
            "Seconds since a mailbox's inbox was last read.",
            labels=["project", "mailbox"],
        )
        stalled = GaugeMetricFamily(
            "sequencer_poller_stalled", "1 if the inbox poller stalled.", labels=["project", "mailbox"]
        )
        for poller in snap.pollers:
            lag.add_metric([poller["project"], poller["mailbox"]], poller["lag_seconds"])
            stalled.add_metric([poller["project"], poller["mailbox"]], 1.0 if poller["stalled"] else 0.0)
        yield lag
        yield stalled
        waiting = GaugeMetricFamily(
            "sequencer_grants_waiting", "Steps waiting for a send slot.", labels=["project", "mailbox"]
        )
        quota = GaugeMetricFamily(
            "sequencer_gmail_quota_units",
            "Gmail quota units in the mailbox's budget now.",
            labels=["project", "mailbox"],
        )
        for entry in snap.sending:
            waiting.add_metric([entry["project"], entry["mailbox"]], entry["waiting"])
            if entry["quota_units"] is not None:
                quota.add_metric([entry["project"], entry["mailbox"]], entry["quota_units"])
        yield waiting
        yield quota
        breaker = GaugeMetricFamily(
            "sequencer_breaker_open",
            "1 while a mailbox's breaker for a channel is open (0.5 half-open).",
            labels=["mailbox", "channel"],
        )
        for b in snap.breakers:
            breaker.add_metric([b["mailbox"], b["channel"]], 1.0 if b["state"] == "open" else 0.5)
        yield breaker
        backlog = GaugeMetricFamily(
            "sequencer_task_queue_backlog", "Tasks waiting for a worker.", labels=["kind"]
        )
        for kind, count in snap.backlog.items():
            if count is not None:
                backlog.add_metric([kind], count)
        yield backlog
