"""Send slots taken from inside the send activity: the enrollment's history then holds only that activity.

Each worker process talks to a mailbox's workflow in batches: the send activities of one mailbox that ask
for a slot while an earlier batch is on its way go together in the next `take_slots` update (one workflow
task answers them all), and the reports of used slots ride along with the next batch, or go as one
`slots_used` signal a moment later when no batch comes. A grant whose mailbox keeps a minimum gap is
reported at once (its next grant waits for the report), and so is a rate-limited send.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import Any

import asyncpg
from temporalio import activity
from temporalio.client import Client, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from activities.mailbox import start_mailbox_workflow
from sequencer.ids import parse_mailbox_workflow_id
from workflows.inputs import SlotAnswer, SlotAnswers, SlotBatch, SlotReport, SlotRequest

log = logging.getLogger(__name__)

# The send activity then fails without retrying, and the workflow asks for the slot by signal instead.
SLOTS_BUSY = "SlotsBusy"
# Temporal admits few updates in flight per workflow (10 by default): each worker process sends at most
# this many batches to one mailbox at a time; requests arriving meanwhile wait for the next batch.
UPDATES_IN_FLIGHT = 2
BATCH_MAX = 100  # requests in one update (its payload stays far below Temporal's limits)
REPORT_DELAY_SECONDS = 0.5  # reports that need no hurry wait this long for a batch to ride with

# A batch gets this long for its answer. The mailbox answers in its next workflow task, so only a stuck
# update (its run closing meanwhile, a server that lost it) takes longer: its askers then fall back to
# signals instead of waiting (heartbeating) until their activity's timeout.
BATCH_TIMEOUT_SECONDS = 30.0

_REFUSED = (
    RPCError,
    WorkflowUpdateFailedError,
    WorkflowUpdateRPCTimeoutOrCancelledError,
    asyncio.TimeoutError,
)


@dataclass
class _Mailbox:
    waiting: list[tuple[SlotRequest, asyncio.Future[SlotAnswer]]] = field(default_factory=list)
    reports: list[SlotReport] = field(default_factory=list)
    in_flight: int = 0
    flush: asyncio.Task[None] | None = None


class MailboxSlots:
    def __init__(self, pool: asyncpg.Pool, client: Client, *, poll_seconds: int | None) -> None:
        self._pool = pool
        self._client = client
        self._poll_seconds = poll_seconds
        self._boxes: defaultdict[str, _Mailbox] = defaultdict(_Mailbox)
        self._tasks: set[asyncio.Task[None]] = set()

    async def take(
        self, mailbox_workflow_id: str, request: SlotRequest, *, task_queue: str | None = None
    ) -> SlotAnswer:
        """The mailbox's answer; its workflow is started first (on `task_queue`, by default the calling
        activity's) if it is not running. A mailbox that refuses the update (too many in flight, its
        run's update budget spent, a timeout) raises SLOTS_BUSY: the workflow then asks the slower way,
        by signal."""
        box = self._boxes[mailbox_workflow_id]
        answer: asyncio.Future[SlotAnswer] = asyncio.get_running_loop().create_future()
        box.waiting.append((request, answer))
        self._pump(mailbox_workflow_id, task_queue or activity.info().task_queue)
        try:
            return await answer
        except _REFUSED as exc:
            log.warning("take_slot refused by %s (%s); asking by signal", mailbox_workflow_id, exc)
            raise ApplicationError(
                f"the mailbox's workflow refused the update: {exc}", type=SLOTS_BUSY
            ) from None
        finally:
            if answer.cancelled():  # its activity was cancelled: if its batch has not left, it never asks
                box.waiting = [(r, f) for r, f in box.waiting if f is not answer]

    async def report(self, mailbox_workflow_id: str, report: SlotReport, *, promptly: bool = True) -> None:
        """Tell the mailbox how its grant went (sent, or handed back): at once when `promptly` (or the
        send was rate limited), else with the next batch. A lost report costs nothing lasting: the
        mailbox reclaims an unreported slot by itself."""
        box = self._boxes[mailbox_workflow_id]
        box.reports.append(report)
        if promptly or report.rate_limited:
            await self._flush(mailbox_workflow_id)
        else:
            self._flush_soon(mailbox_workflow_id)

    async def close(self) -> None:
        """Deliver every report still waiting (the worker is stopping)."""
        for mailbox_workflow_id in list(self._boxes):
            await self._flush(mailbox_workflow_id)

    # -- batches ------------------------------------------------------------------------------------
    def _pump(self, mailbox_workflow_id: str, task_queue: str) -> None:
        box = self._boxes[mailbox_workflow_id]
        while box.waiting and box.in_flight < UPDATES_IN_FLIGHT:
            items, box.waiting = box.waiting[:BATCH_MAX], box.waiting[BATCH_MAX:]
            reports, box.reports = box.reports, []
            box.in_flight += 1
            self._spawn(self._send_batch(mailbox_workflow_id, task_queue, items, reports))

    async def _send_batch(
        self,
        mailbox_workflow_id: str,
        task_queue: str,
        items: list[tuple[SlotRequest, asyncio.Future[SlotAnswer]]],
        reports: list[SlotReport],
    ) -> None:
        box = self._boxes[mailbox_workflow_id]
        batch = SlotBatch(requests=[request for request, _ in items], reports=reports)
        try:
            answers = await asyncio.wait_for(
                self._update(mailbox_workflow_id, task_queue, batch), BATCH_TIMEOUT_SECONDS
            )
        except Exception as exc:  # refused (the askers fall back to signals), or the start failed
            for _, answer in items:
                if not answer.done():
                    answer.set_exception(exc)
            # Whether the mailbox heard the reports is unknown: say them again (a send counted twice
            # only makes the caps stricter; one never counted would loosen them).
            box.reports[:0] = reports
            if box.reports:
                self._flush_soon(mailbox_workflow_id)
        else:
            for request, answer in items:
                given = answers.answers.get(request.request_id, SlotAnswer())
                if not answer.done():
                    answer.set_result(given)
                elif given.grant is not None:  # its activity was cancelled meanwhile: hand the slot back
                    box.reports.append(SlotReport(request_id=request.request_id, sent=False))
                    self._flush_soon(mailbox_workflow_id)
        finally:
            box.in_flight -= 1
            self._pump(mailbox_workflow_id, task_queue)

    async def _update(self, mailbox_workflow_id: str, task_queue: str, batch: SlotBatch) -> SlotAnswers:
        handle = self._client.get_workflow_handle(mailbox_workflow_id)
        try:
            return await handle.execute_update("take_slots", batch, result_type=SlotAnswers)
        except RPCError as exc:
            if exc.status != RPCStatusCode.NOT_FOUND:
                raise
        project_id, mailbox_id = parse_mailbox_workflow_id(mailbox_workflow_id)
        await start_mailbox_workflow(
            self._pool,
            self._client,
            project_id=project_id,
            mailbox_id=mailbox_id,
            task_queue=task_queue,
            poll_seconds=self._poll_seconds,
        )
        return await handle.execute_update("take_slots", batch, result_type=SlotAnswers)

    # -- reports ------------------------------------------------------------------------------------
    def _flush_soon(self, mailbox_workflow_id: str) -> None:
        """Send the mailbox's waiting reports in REPORT_DELAY_SECONDS, unless a batch takes them first."""
        box = self._boxes[mailbox_workflow_id]
        if box.flush is None:
            box.flush = self._spawn(self._flush_later(mailbox_workflow_id))

    async def _flush_later(self, mailbox_workflow_id: str) -> None:
        await asyncio.sleep(REPORT_DELAY_SECONDS)
        self._boxes[mailbox_workflow_id].flush = None
        await self._flush(mailbox_workflow_id)

    async def _flush(self, mailbox_workflow_id: str) -> None:
        box = self._boxes[mailbox_workflow_id]
        reports, box.reports = box.reports, []
        if not reports:
            return
        handle = self._client.get_workflow_handle(mailbox_workflow_id)
        try:
            if len(reports) == 1:
                await handle.signal("slot_used", reports[0])
            else:
                await handle.signal("slots_used", reports)
        except RPCError as exc:
            log.warning(
                "slot reports for %s not delivered: %s", ", ".join(r.request_id for r in reports), exc
            )

    def _spawn(self, work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task
