"""Send slots taken from inside the send activity: the enrollment's history then holds only that activity.

Each worker process talks to a mailbox's workflow in batches: the send activities of one mailbox that ask
for a slot while an earlier batch is on its way go together in the next `take_slots` update (one workflow
task answers them all), and the reports of used slots ride along with the next batch, or go as one
`slots_used` signal a moment later when no batch comes. A grant whose mailbox keeps a minimum gap is
reported at once (its next grant waits for the report), and so is a rate-limited send.

Spares: a batch also asks for as many slots ahead as this worker's sends asked for since its last batch,
twice as many when it is a refill (sends are drawing the spares down), at most SPARE_MAX held. When the
mailbox has room to spare it grants them (slots.spare_count), and the worker hands them to its next sends
of that mailbox without asking again: a busy mailbox with headroom costs one update per several sends,
not one per send. A spare unused for SPARE_IDLE_SECONDS, or held SPARE_HOLD_SECONDS, goes back (its quota
units with it); a rate-limited send sends every spare of its mailbox back at once.
"""

from __future__ import annotations

import asyncio
import logging
import os
import uuid
from collections import defaultdict
from collections.abc import Coroutine
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import asyncpg
from temporalio import activity
from temporalio.client import Client, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from activities.mailbox import start_mailbox_workflow
from contracts import SlotAnswer, SlotAnswers, SlotBatch, SlotGrant, SlotReport, SlotRequest
from contracts.errors import SLOTS_BUSY
from contracts.names import MailboxSignal, MailboxUpdate
from sequencer.ids import is_enrollment_of, parse_mailbox_workflow_id

log = logging.getLogger(__name__)

# Temporal admits few updates in flight per workflow (10 by default): each worker process sends at most
# this many batches to one mailbox at a time; requests arriving meanwhile wait for the next batch.
UPDATES_IN_FLIGHT = 2
# A busy mailbox (the server admits no more updates to it now) is asked again with the same request, backing
# off, for this long; only then does the send activity fail with SLOTS_BUSY and the workflow ask by signal.
# The send activity has 2 minutes in all.
BUSY_PATIENCE_SECONDS = 60.0
BUSY_FIRST_BACKOFF_SECONDS = 0.5
BUSY_MAX_BACKOFF_SECONDS = 10.0
BATCH_MAX = 100  # requests in one update (its payload stays far below Temporal's limits)
REPORT_DELAY_SECONDS = 2.0  # reports that need no hurry wait this long for a batch to ride with
SPARE_MAX = 16  # slots one worker holds ahead for one mailbox
SPARE_IDLE_SECONDS = 3.0  # spares no send asked for in this long go back
SPARE_HOLD_SECONDS = 30.0  # a spare is handed out only this long after it came (grants expire in 2 min)
SPARE_MARGIN = timedelta(seconds=60)  # and only with this long left before it expires

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
# What says "not now", with the update never admitted (so never waiting in the mailbox): the server's update
# limits (10 in flight, 2,000 a run) and its overload. A failed update (the mailbox's handler refused the
# request) is a "no"; an update left unanswered may still reach the mailbox, and a second one asking for the
# same request beside it could take the answer meant for the first, so it is not asked again either.
_BUSY_CODES = (RPCStatusCode.RESOURCE_EXHAUSTED, RPCStatusCode.UNAVAILABLE)


def _busy(exc: BaseException) -> bool:
    return isinstance(exc, RPCError) and exc.status in _BUSY_CODES


@dataclass
class _Spare:
    grant: SlotGrant
    came: float  # loop time


@dataclass
class _Mailbox:
    waiting: list[tuple[SlotRequest, asyncio.Future[SlotAnswer]]] = field(default_factory=list)
    reports: list[SlotReport] = field(default_factory=list)
    in_flight: int = 0
    flush: asyncio.Task[None] | None = None
    spares: list[_Spare] = field(default_factory=list)
    asked: int = 0  # sends that asked for a slot since the last batch left: the next batch's spares
    last_use: float = 0.0  # loop time a spare was last handed out (or came)
    sweeper: asyncio.Task[None] | None = None


class MailboxSlots:
    def __init__(
        self, pool: asyncpg.Pool, client: Client, *, poll_seconds: int | None, spare_max: int = SPARE_MAX
    ) -> None:
        self._pool = pool
        self._spare_max = spare_max
        self._client = client
        self._poll_seconds = poll_seconds
        self._boxes: defaultdict[str, _Mailbox] = defaultdict(_Mailbox)
        self._tasks: set[asyncio.Task[None]] = set()
        self._owner = f"worker:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self._spare_seq = 0

    async def take(
        self,
        mailbox_workflow_id: str,
        request: SlotRequest,
        *,
        task_queue: str | None = None,
        now: datetime | None = None,
    ) -> SlotAnswer:
        """The mailbox's answer; its workflow is started first (on `task_queue`, by default the calling
        activity's) if it is not running. A busy mailbox (the server admits no more updates to it now)
        is asked again with the same request, backing off, for BUSY_PATIENCE_SECONDS. One that refuses
        the update, leaves a batch unanswered (BATCH_TIMEOUT_SECONDS) or stays busy longer raises
        SLOTS_BUSY: the workflow then asks the slower way, by signal. (Retried by the activity instead,
        a mailbox that keeps refusing held the email back for the send's whole budget, 24 h.)"""
        box = self._boxes[mailbox_workflow_id]
        box.asked += 1
        queue = task_queue or activity.info().task_queue
        loop = asyncio.get_running_loop()
        began = loop.time()
        patience_ends, backoff = began + BUSY_PATIENCE_SECONDS, BUSY_FIRST_BACKOFF_SECONDS
        while True:
            clock = now + timedelta(seconds=loop.time() - began) if now is not None else None
            try:
                return await self._ask(mailbox_workflow_id, request, queue, clock)
            except _REFUSED as exc:
                if not _busy(exc) or loop.time() + backoff > patience_ends:
                    log.warning("take_slot refused by %s (%s); asking by signal", mailbox_workflow_id, exc)
                    raise ApplicationError(
                        f"the mailbox's workflow refused the update: {exc}",
                        type=SLOTS_BUSY,
                        non_retryable=True,
                    ) from None
                log.info("%s is busy (%s); asking again in %.1f s", mailbox_workflow_id, exc, backoff)
            await asyncio.sleep(backoff)
            backoff = min(backoff * 2, BUSY_MAX_BACKOFF_SECONDS)

    async def _ask(
        self, mailbox_workflow_id: str, request: SlotRequest, queue: str, now: datetime | None
    ) -> SlotAnswer:
        """A spare of this worker, or the mailbox's answer in the next batch."""
        box = self._boxes[mailbox_workflow_id]
        spare = self._hand_out(mailbox_workflow_id, request, queue, now)
        if spare is not None:
            return SlotAnswer(grant=spare)
        answer: asyncio.Future[SlotAnswer] = asyncio.get_running_loop().create_future()
        box.waiting.append((request, answer))
        self._pump(mailbox_workflow_id, queue)
        try:
            return await answer
        finally:
            if answer.cancelled():  # its activity was cancelled: if its batch has not left, it never asks
                box.waiting = [(r, f) for r, f in box.waiting if f is not answer]

    async def report(self, mailbox_workflow_id: str, report: SlotReport, *, promptly: bool = True) -> None:
        """Tell the mailbox how its grant went (sent, or handed back): at once when `promptly` (or the
        send was rate limited), else with the next batch. A lost report costs nothing lasting: the
        mailbox reclaims an unreported slot by itself."""
        box = self._boxes[mailbox_workflow_id]
        box.reports.append(report)
        if report.rate_limited:  # the mailbox shrinks its budget: every spare goes back with this report
            self._return_spares(box, lambda _: True)
        if promptly or report.rate_limited:
            await self._flush(mailbox_workflow_id)
        else:
            self._flush_soon(mailbox_workflow_id)

    async def close(self) -> None:
        """Deliver every report still waiting (the worker is stopping)."""
        for mailbox_workflow_id, box in list(self._boxes.items()):
            self._return_spares(box, lambda _: True)
            await self._flush(mailbox_workflow_id)

    # -- spares -------------------------------------------------------------------------------------
    def _hand_out(
        self, mailbox_workflow_id: str, request: SlotRequest, task_queue: str, clock: datetime | None
    ) -> SlotGrant | None:
        """A spare of this mailbox for `request` (None: ask the mailbox). The mailbox never saw the
        request, so the project check it would make is made here. A spare goes out only with
        SPARE_MARGIN left before it expires by the asker's `clock` (the send's own clock)."""
        box = self._boxes[mailbox_workflow_id]
        now = asyncio.get_running_loop().time()
        self._return_spares(
            box,
            lambda spare: (
                now - spare.came > SPARE_HOLD_SECONDS
                or (clock is not None and spare.grant.expires_at - clock < SPARE_MARGIN)
            ),
        )
        if not box.spares:
            return None
        if not _may_take(mailbox_workflow_id, request):
            return None  # the mailbox refuses it, by its own rule
        spare = box.spares.pop(0)
        box.last_use = now
        if len(box.spares) * 3 < self._spare_max and box.in_flight == 0:
            self._pump(mailbox_workflow_id, task_queue, refill=True)  # more before these run out
        return spare.grant

    def _take_spares(self, mailbox_workflow_id: str, spares: list[SlotGrant]) -> None:
        """Keep the spares a batch brought; sends already waiting for the next batch get them first."""
        if not spares:
            return
        box = self._boxes[mailbox_workflow_id]
        now = asyncio.get_running_loop().time()
        box.spares.extend(_Spare(grant, now) for grant in spares)
        box.last_use = now
        still = []
        for request, answer in box.waiting:
            if box.spares and not answer.done() and _may_take(mailbox_workflow_id, request):
                answer.set_result(SlotAnswer(grant=box.spares.pop(0).grant))
            else:
                still.append((request, answer))
        box.waiting = still
        if box.sweeper is None:
            box.sweeper = self._spawn(self._sweep(mailbox_workflow_id))

    async def _sweep(self, mailbox_workflow_id: str) -> None:
        """Hand back spares no send asked for in SPARE_IDLE_SECONDS."""
        box, loop = self._boxes[mailbox_workflow_id], asyncio.get_running_loop()
        try:
            while box.spares:
                idle = loop.time() - box.last_use
                if idle < SPARE_IDLE_SECONDS:
                    await asyncio.sleep(SPARE_IDLE_SECONDS - idle)
                    continue
                self._return_spares(box, lambda _: True)
                await self._flush(mailbox_workflow_id)
        finally:
            box.sweeper = None

    @staticmethod
    def _return_spares(box: _Mailbox, which: Any) -> None:
        back = [spare for spare in box.spares if which(spare)]
        if back:
            box.spares = [spare for spare in box.spares if not which(spare)]
            box.reports.extend(SlotReport(request_id=s.grant.request_id, sent=False) for s in back)

    def _spare_ids(self, box: _Mailbox, *, refill: bool = False) -> list[str]:
        # A refill (sends are drawing the spares down) asks for twice the sends since the last batch, so
        # the stock grows with a steady stream until it lasts several sends: asking for only as many as
        # went out kept the stock at its threshold and cost an update per one or two sends.
        wanted = min(box.asked * (2 if refill else 1), self._spare_max - len(box.spares))
        box.asked = 0
        ids = []
        for _ in range(max(wanted, 0)):
            self._spare_seq += 1
            ids.append(f"{self._owner}:s{self._spare_seq}")
        return ids

    # -- batches ------------------------------------------------------------------------------------
    def _pump(self, mailbox_workflow_id: str, task_queue: str, *, refill: bool = False) -> None:
        """Send the waiting requests (or, with `refill`, only a request for spares) in batches."""
        box = self._boxes[mailbox_workflow_id]
        while (box.waiting or refill) and box.in_flight < UPDATES_IN_FLIGHT:
            items, box.waiting = box.waiting[:BATCH_MAX], box.waiting[BATCH_MAX:]
            reports, box.reports = box.reports, []
            spare_ids = self._spare_ids(box, refill=refill)
            refill = False
            if not items and not spare_ids:
                box.reports[:0] = reports
                return
            box.in_flight += 1
            self._spawn(self._send_batch(mailbox_workflow_id, task_queue, items, reports, spare_ids))

    async def _send_batch(
        self,
        mailbox_workflow_id: str,
        task_queue: str,
        items: list[tuple[SlotRequest, asyncio.Future[SlotAnswer]]],
        reports: list[SlotReport],
        spare_ids: list[str] | None = None,
    ) -> None:
        box = self._boxes[mailbox_workflow_id]
        batch = SlotBatch(
            requests=[request for request, _ in items],
            reports=reports,
            spare_ids=spare_ids or [],
            spare_owner=self._owner if spare_ids else None,
        )
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
            self._take_spares(mailbox_workflow_id, answers.spares)
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
            return await handle.execute_update(MailboxUpdate.TAKE_SLOTS, batch, result_type=SlotAnswers)
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
        return await handle.execute_update(MailboxUpdate.TAKE_SLOTS, batch, result_type=SlotAnswers)

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
                await handle.signal(MailboxSignal.SLOT_USED, reports[0])
            else:
                await handle.signal(MailboxSignal.SLOTS_USED, reports)
        except RPCError as exc:
            log.warning(
                "slot reports for %s not delivered: %s", ", ".join(r.request_id for r in reports), exc
            )

    def _spawn(self, work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task


def _may_take(mailbox_workflow_id: str, request: SlotRequest) -> bool:
    """The mailbox's own rule for whose requests it grants (only its project's enrollments), for the
    spares a worker hands out without asking it."""
    project_id, _ = parse_mailbox_workflow_id(mailbox_workflow_id)
    return is_enrollment_of(project_id, request.workflow_id, request.project_id)
