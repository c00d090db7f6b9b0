"""MailboxWorkflow: one per mailbox. It polls the Gmail history feed, and it alone grants send slots
(docs/workflows.md, "MailboxWorkflow and the inbox poll" and "Send caps").

Polling: the poll activity reads, matches and signals, and returns the new cursor only after the
signals for what it read were delivered. With Gmail push on it keeps the mailbox watched (renewed a day
before the 7-day watch lapses); a push arrives as `poll_now`, and the timer is only a fallback.

Send slots: enrollments ask by `request_slot` signal, or from inside their send activity by the
`take_slot` / `take_slots` updates. Each time the grant loop looks, it grants the ranked schedule of
the slots that free within the grant lead (every cap, the minimum gap from the slot before, the quota
budget), each to the best request whose window is open then, with `send_at` at its slot; who gets it and
what it costs is the SlotBook's (workflows/slot_book.py), all of it workflow state carried across
continue-as-new: no locks, any number of workers. Under a minimum gap the send holds the gap itself
against the provider's last answer, so no grant waits for the last send's report. The book holds at
most `book_size` waiting requests; the rest are told when to ask again.
"""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ApplicationError

with workflow.unsafe.imports_passed_through():
    from activities.inbound import InboundActivities
    from activities.mailbox import MailboxActivities
    from contracts import (
        MailboxInput,
        MailboxLimits,
        MailboxState,
        PollInput,
        SendLedger,
        SlotAnswer,
        SlotAnswers,
        SlotBatch,
        SlotCancel,
        SlotGrant,
        SlotReport,
        SlotRequest,
    )
    from contracts.names import MAILBOX_WORKFLOW, STATE_QUERY, EnrollmentSignal, MailboxSignal, MailboxUpdate
    from sequencer.ids import is_enrollment_of
    from workflows import slot_notices
    from workflows.inbox_watch import keep_watch
    from workflows.slot_book import SlotBook

WORKFLOW_NAME = MAILBOX_WORKFLOW
_POLLS_PER_RUN = 200  # continue-as-new well before the history gets large
_DISCONNECTED_RETRY = timedelta(minutes=10)
_POLL_RETRY = RetryPolicy(initial_interval=timedelta(seconds=5), maximum_interval=timedelta(minutes=5))
_DB_RETRY = RetryPolicy(initial_interval=timedelta(seconds=1), maximum_interval=timedelta(seconds=30))
# A granted slot must reach Gmail within _GRANT_TTL; the Gmail call itself may take _CALL_MAX more.
_UPDATES_PER_RUN = 1000  # Temporal allows 2,000 updates a run: roll over well before
_MIN_EVENTS_PER_RUN = 500  # never roll over sooner: a run must not continue-as-new straight away again
# Patch (1.1): the grant loop grants the ranked schedule of the slots that free within the grant lead
# in one workflow task, under a minimum gap too (the send holds the gap: SlotGrant.gap_seconds), where
# runs before it granted one slot at a time, the next only after the last send's report.
SLOT_SCHEDULE = "slot-schedule"


@workflow.defn(name=WORKFLOW_NAME)
class MailboxWorkflow:
    @workflow.init
    def __init__(self, inp: MailboxInput) -> None:
        # The input is here before any signal handler runs: the first task may carry thousands of
        # requests (enrollments start this workflow and signal it at once).
        self._input: MailboxInput | None = inp
        self._project_id = inp.project_id
        self._poke = False
        self._stop = False
        self._wake = False  # the grant loop has something new to look at
        self._closing = False  # continue-as-new is near: the grant loop stops at its next wait
        # Who gets which slot, and what it costs (workflows/slot_book.py).
        self._slots = SlotBook(inp.slots, inp.grant_lead_seconds)
        self._alarms: list[tuple[datetime, asyncio.Task[None]]] = []
        self._updates_this_run = 0
        self._answers: dict[str, SlotAnswer] = {}  # for `take_slot` updates waiting on the grant loop
        self._schedule: bool | None = None  # grants the slot schedule (asked once a run: _scheduling)

    @workflow.run
    async def run(self, inp: MailboxInput) -> None:
        self._input = inp
        if inp.slots.limits is not None:  # started with its limits: its first grant loads nothing
            self._apply_limits(MailboxLimits(limits=inp.slots.limits, zone=inp.slots.zone))
        granter = asyncio.create_task(self._grant_loop())
        if inp.poll_seconds is None:
            await workflow.wait_condition(lambda: self._stop or self._should_roll_over())
        else:
            await self._poll_loop(inp, inp.poll_seconds)
        self._closing, self._wake = True, True
        await granter
        if self._stop:
            return
        await workflow.wait_condition(workflow.all_handlers_finished)
        workflow.continue_as_new(inp)

    async def _poll_loop(self, inp: MailboxInput, poll_seconds: int) -> None:
        for number in range(_POLLS_PER_RUN):
            await keep_watch(inp, self._charge, run_start=number == 0)
            await self._poll_budget()
            self._poke = False  # a poll_now arriving during the poll below asks for another one
            result = await workflow.execute_activity_method(
                InboundActivities.poll_mailbox,
                PollInput(mailbox_id=inp.mailbox_id, cursor=inp.cursor),
                start_to_close_timeout=timedelta(minutes=10),
                heartbeat_timeout=timedelta(minutes=1),
                retry_policy=_POLL_RETRY,
            )
            inp.cursor, inp.last_poll_at, inp.polls = result.cursor, workflow.now(), inp.polls + 1
            self._charge(result.units_used, rate_limited=result.rate_limited, by="inbox poll")
            # While Gmail pushes this mailbox's changes, the timer is only a fallback (a lost push).
            interval = inp.push_poll_seconds or poll_seconds
            wait = _DISCONNECTED_RETRY if result.disconnected else timedelta(seconds=interval)
            try:
                await workflow.wait_condition(
                    lambda: self._poke or self._stop or self._updates_this_run >= _UPDATES_PER_RUN,
                    timeout=wait,
                    timeout_summary="reconnect" if result.disconnected else "next inbox poll",
                )
            except TimeoutError:
                pass
            if self._stop or self._should_roll_over():
                return

    def _should_roll_over(self) -> bool:
        assert self._input is not None
        if (
            self._slots.granted_this_run >= self._input.grants_per_run
            or self._updates_this_run >= _UPDATES_PER_RUN
        ):
            return True
        info = workflow.info()
        return (
            info.is_continue_as_new_suggested() and info.get_current_history_length() >= _MIN_EVENTS_PER_RUN
        )

    # -- the quota budget ------------------------------------------------------------------------
    async def _poll_budget(self) -> None:
        """Before a poll: wait while the budget is spent (only once sends or a 429 created one)."""
        at = self._slots.poll_ready_at(workflow.now())
        if at is not None and at > workflow.now():
            try:
                await workflow.wait_condition(
                    lambda: self._stop,
                    timeout=at - workflow.now(),
                    timeout_summary="Gmail quota budget refills",
                )
            except TimeoutError:
                pass

    def _charge(self, units: int, *, rate_limited: bool, by: str) -> None:
        if self._slots.charge(units, rate_limited=rate_limited, by=by, now=workflow.now()):
            self._wake = True

    # -- send slots ------------------------------------------------------------------------------
    @property
    def _book(self) -> SendLedger:
        return self._slots.ledger

    async def _grant_loop(self) -> None:
        while not self._closing:
            book = self._book
            if not book.pending and not book.grants:
                self._wake = False
                await workflow.wait_condition(lambda: self._wake or self._closing)
                continue
            if book.limits is None:
                await self._load_limits()
                continue
            now = workflow.now()
            self._slots.expire(now)
            if self._scheduling():
                granted = self._slots.grant_schedule(now, now + self._slots.lead)
                if granted:
                    for request_id in await slot_notices.hand_out(granted, self._answers):
                        self._hand_back(request_id)  # the enrollment has ended
                    continue
                at, _ = self._slots.next_grant(now, ahead=True)
                lead = self._slots.lead
            else:  # a run from before the slot schedule: one grant at a time, a gap after the last report
                at, request = self._slots.next_grant(now)
                lead = self._slots.lead if at is not None and at > now else timedelta(0)
                if request is not None and at is not None and at <= now + lead:
                    await self._grant(request, now, at=at)
                    continue
            self._wake = False
            assert self._input is not None
            await slot_notices.park_overflow(self._slots, self._answers, self._input.book_size, now, at)
            await slot_notices.tell_waiting(self._book, self._answers, at)
            wake = at - lead if at is not None else None
            wakes = [t for t in (wake, *(g.reclaim_at for g in book.grants)) if t is not None]
            await self._sleep_until_woken(min(wakes) if wakes else None)

    def _scheduling(self) -> bool:
        """Whether this run grants the ranked schedule of slots ahead (patch `slot-schedule`, 1.1). Asked
        where the first grant is decided: runs recorded before it grant one slot at a time."""
        if self._schedule is None:
            self._schedule = workflow.patched(SLOT_SCHEDULE)
        return self._schedule

    async def _sleep_until_woken(self, at: datetime | None) -> None:
        """Wait for a signal, or until `at`.

        Timers here are never cancelled: the time-skipping test server strands a run whose workflow
        task cancels a timer that fired while the task was with the worker (temporalio/sdk-java#3088),
        and this loop is woken by signals all the time. A timer no longer needed fires later and only
        makes the loop look again.
        """
        self._alarms = [(t, task) for t, task in self._alarms if not task.done()]
        if at is not None and at > workflow.now() and not any(t <= at for t, _ in self._alarms):
            alarm = workflow.sleep(at - workflow.now(), summary=f"next slot at {at:%Y-%m-%d %H:%M:%S} UTC")
            self._alarms.append((at, asyncio.create_task(alarm)))
        due = [task for t, task in self._alarms if at is not None and t <= at]
        await workflow.wait_condition(lambda: self._wake or self._closing or any(task.done() for task in due))

    async def _load_limits(self) -> None:
        assert self._input is not None
        loaded = await workflow.execute_activity_method(
            MailboxActivities.load_mailbox_limits,
            self._input.mailbox_id,
            start_to_close_timeout=timedelta(seconds=30),
            retry_policy=_DB_RETRY,
        )
        self._apply_limits(loaded)

    def _apply_limits(self, loaded: MailboxLimits) -> None:
        self._slots.apply_limits(loaded, workflow.now())

    async def _grant(self, request: SlotRequest, now: datetime, *, at: datetime | None = None) -> None:
        """Grant `request` the slot at `at` (now by default; later: granted ahead, used at its time)."""
        book = self._book
        assert book.limits is not None and book.quota is not None
        book.pending.pop(request.request_id, None)
        grant = self._slots.book_grant(request.request_id, request.workflow_id, now, at=at)
        if request.answer_by_update:
            self._answers[request.request_id] = SlotAnswer(grant=grant)
        elif not await slot_notices.signal(request.workflow_id, EnrollmentSignal.SLOT_GRANTED, grant):
            self._hand_back(grant.request_id)  # the enrollment has ended

    def _hand_back(self, request_id: str) -> None:
        self._slots.hand_back(request_id)
        self._wake = True

    # -- signals -----------------------------------------------------------------------------------
    @workflow.signal(name=MailboxSignal.POLL_NOW)
    def poll_now(self) -> None:
        """A push notification (or a test) asks for a poll before the interval is up."""
        self._poke = True

    @workflow.signal(name=MailboxSignal.WATCH_NOW)
    def watch_now(self) -> None:
        """The push topic changed (or push was turned off): make (or stop) the watch now, not at the
        renewal. A starting worker sends it to running mailboxes whose recorded watch differs."""
        assert self._input is not None
        self._input.watch_renew_at = workflow.now()
        self._poke = True

    @workflow.signal(name=MailboxSignal.STOP)
    def stop(self) -> None:
        self._stop = True
        self._closing, self._wake = True, True

    @workflow.signal(name=MailboxSignal.REQUEST_SLOT)
    def request_slot(self, request: SlotRequest) -> None:
        if not is_enrollment_of(self._project_id, request.workflow_id, request.project_id):
            workflow.logger.warning("slot request from %s refused: not this project's", request.workflow_id)
            return  # never signal another project's workflows
        book = self._book
        if any(g.request_id == request.request_id for g in book.grants):
            return  # already granted
        book.pending.pop(request.request_id, None)  # a repeat keeps one copy, the newest
        book.pending[request.request_id] = request
        self._wake = True

    @workflow.update(name=MailboxUpdate.TAKE_SLOT)
    async def take_slot(self, request: SlotRequest) -> SlotAnswer:
        """A send activity asks for its slot right before it sends, so the enrollment's history holds
        nothing but that activity. The grant loop answers at once: the grant, or `queued` when the caps
        bind (the request stays in the book and its grant is signalled to the enrollment later), or
        when to ask again (the book is full)."""
        if not is_enrollment_of(self._project_id, request.workflow_id, request.project_id):
            raise ApplicationError(f"{request.workflow_id} is not this project's", non_retryable=True)
        self._updates_this_run += 1
        return await self._take(request)

    @workflow.update(name=MailboxUpdate.TAKE_SLOTS)
    async def take_slots(self, batch: SlotBatch) -> SlotAnswers:
        """`take_slot` for a batch: the reports first (slots they free go to this batch), then every
        request, each answered as `take_slot` would answer it."""
        ours = self._project_id
        foreign = [
            r.workflow_id for r in batch.requests if not is_enrollment_of(ours, r.workflow_id, r.project_id)
        ]
        if foreign:
            raise ApplicationError(f"{foreign[0]} is not this project's", non_retryable=True)
        self._updates_this_run += 1
        self.slots_used(batch.reports)
        requests = list({r.request_id: r for r in batch.requests}.values())  # one answer per request id
        answers = await asyncio.gather(*(self._take(r) for r in requests))
        return SlotAnswers(
            answers={r.request_id: a for r, a in zip(requests, answers, strict=True)},
            spares=self._grant_spares(batch) if batch.spare_ids else [],
        )

    def _grant_spares(self, batch: SlotBatch) -> list[SlotGrant]:
        """Slots ahead for the asking worker (SlotBook.spares), none while the run is closing."""
        spares = [] if self._closing else self._slots.spares(batch, workflow.now())
        if spares:
            self._wake = True  # the grant loop's next wake includes their reclaim
        return spares

    async def _take(self, request: SlotRequest) -> SlotAnswer:
        book, request_id = self._book, request.request_id
        held = next((g for g in book.grants if g.request_id == request_id), None)
        if held is not None:
            return SlotAnswer(grant=held)  # a retried attempt: the slot it already holds
        self._answers.pop(request_id, None)
        self.request_slot(request.model_copy(update={"answer_by_update": True, "told_to_wait": False}))
        await workflow.wait_condition(
            lambda: request_id in self._answers or request_id not in book.pending or self._closing
        )
        answer = self._answers.pop(request_id, None)
        if answer is not None:
            return answer
        waiting = book.pending.get(request_id)
        if waiting is not None:  # the run is about to continue as new: the next one signals the grant
            waiting.answer_by_update, waiting.told_to_wait = False, True
            return SlotAnswer(queued=True)
        return SlotAnswer()  # it lapsed (its window closed) or was cancelled

    @workflow.signal(name=MailboxSignal.CANCEL_SLOT)
    def cancel_slot(self, cancel: SlotCancel) -> None:
        self._book.pending.pop(cancel.request_id, None)
        self._hand_back(cancel.request_id)

    @workflow.signal(name=MailboxSignal.SLOT_USED)
    def slot_used(self, report: SlotReport) -> None:
        """A grant's outcome. A send counts even when its report comes after the slot was reclaimed."""
        self._slots.report(report, workflow.now())
        self._wake = True
        if report.rate_limited:
            self._charge(0, rate_limited=True, by="send")

    @workflow.signal(name=MailboxSignal.SLOTS_USED)
    def slots_used(self, reports: list[SlotReport]) -> None:
        """Several grants' outcomes at once (a worker batches the reports that need no hurry)."""
        for report in reports:
            self.slot_used(report)

    @workflow.signal(name=MailboxSignal.LIMITS_CHANGED)
    def limits_changed(self, loaded: MailboxLimits) -> None:
        """The API changed the caps: they apply from the next grant on."""
        self._apply_limits(loaded)
        self._wake = True

    @workflow.query(name=STATE_QUERY)
    def state(self) -> MailboxState:
        assert self._input is not None
        return MailboxState(
            mailbox_id=self._input.mailbox_id,
            cursor=self._input.cursor,
            last_poll_at=self._input.last_poll_at,
            polls=self._input.polls,
            sending=self._slots.sending_state(workflow.now()),
            push_poll_seconds=self._input.push_poll_seconds,
            watch_renew_at=self._input.watch_renew_at,
            watches=self._input.watches,
        )
