"""MailboxWorkflow: one per mailbox. It polls the Gmail history feed, and it alone grants send slots.

Polling: the poll activity does the reading, matching and signalling, and returns the new cursor only
after the signals for what it read were delivered. The workflow keeps the cursor and the last poll time.
With Gmail push on, it keeps the mailbox watched (`watch_mailbox`, renewed a day before the 7-day watch
lapses); a push arrives as `poll_now`, and the timer only polls every fallback interval (15 minutes).

Send slots: an enrollment whose step may send signals `request_slot` and waits. The grant loop hands out
one slot at a time when every cap, the minimum gap and the Gmail quota budget allow it, follow-ups before
first touches, then the oldest due first, and only inside the asker's send window. The enrollment
reports `slot_used` (sent, and when Gmail answered) or hands the slot back; a slot nobody reports on
returns to the pool at `reclaim_at`. With a minimum gap the next slot waits for the previous send's
report, so the gap is measured from when Gmail took the email. All of it is workflow state, carried
across continue-as-new: no locks, any number of workers. Lean sends ask from inside their activity by
update: `take_slot` (one request) or `take_slots` (a worker's batch for this mailbox, with the reports of
its earlier grants); several reports can also come as one `slots_used` signal.

A mailbox started with a grant lead (`grant_lead_seconds`, SEQUENCER_GRANT_LEAD_SECONDS) grants a slot
that frees within the lead at once, with `send_at` (and `granted_at`) at the slot: the send activity is
scheduled, reads its facts and builds the email while the slot is still ahead, and calls Gmail at
`send_at`. Under a minimum gap that takes the grant's way to Gmail (a signal, a workflow task, an
activity) out of every gap.

The book holds at most `book_size` waiting requests, so a 10,000-contact import costs neither a huge
continue-as-new payload nor slow workflow tasks: the requests ranked beyond it are dropped and told when
their turn is roughly due (`ask_again_at`, from the caps' steady rate); they ask again then, with their
original due time, and so rejoin the line ahead of anything newer.
"""

from __future__ import annotations

import asyncio
import dataclasses
from datetime import datetime, timedelta, tzinfo

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError, FailureError

with workflow.unsafe.imports_passed_through():
    from activities.inbound import InboundActivities
    from activities.mailbox import MailboxActivities
    from contracts import (
        MailboxInput,
        MailboxLimits,
        MailboxState,
        PollInput,
        QuotaState,
        SendingState,
        SendLedger,
        SlotAnswer,
        SlotAnswers,
        SlotBatch,
        SlotCancel,
        SlotDeferred,
        SlotGrant,
        SlotReport,
        SlotRequest,
        WatchInput,
    )
    from contracts.names import MAILBOX_WORKFLOW, STATE_QUERY, MailboxSignal, MailboxUpdate
    from sequencer import gmail_push, slots, timing
    from sequencer.ids import is_enrollment_of

WORKFLOW_NAME = MAILBOX_WORKFLOW
_POLLS_PER_RUN = 200  # continue-as-new well before the history gets large
_DISCONNECTED_RETRY = timedelta(minutes=10)
_POLL_RETRY = RetryPolicy(initial_interval=timedelta(seconds=5), maximum_interval=timedelta(minutes=5))
# A watch that cannot be made is retried an hour later (gmail_push.WATCH_RETRY), never in a tight loop.
_WATCH_RETRY = RetryPolicy(initial_interval=timedelta(seconds=5), maximum_attempts=3)
_DB_RETRY = RetryPolicy(initial_interval=timedelta(seconds=1), maximum_interval=timedelta(seconds=30))
# A granted slot must reach Gmail within _GRANT_TTL; the Gmail call itself may take _CALL_MAX more.
GRANT_TTL = timedelta(minutes=2)
_CALL_MAX = timedelta(seconds=60)
_POLL_MIN_UNITS = 10  # a poll starts once the budget holds this much (its real cost is charged after)
_MIN_ASK_AGAIN = timedelta(minutes=10)
_SIGNALS_PER_TASK = 200
_UPDATES_PER_RUN = 1000  # Temporal allows 2,000 updates a run: roll over well before
_MIN_EVENTS_PER_RUN = 500  # never roll over sooner: a run must not continue-as-new straight away again


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
        self._granted_this_run = 0
        self._quota_reason: str | None = None
        self._alarms: list[tuple[datetime, asyncio.Task[None]]] = []
        self._updates_this_run = 0
        self._answers: dict[str, SlotAnswer] = {}  # for `take_slot` updates waiting on the grant loop

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
            await self._keep_watch(inp, run_start=number == 0)
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
                )
            except TimeoutError:
                pass
            if self._stop or self._should_roll_over():
                return

    async def _keep_watch(self, inp: MailboxInput, *, run_start: bool) -> None:
        """Make the mailbox's Gmail watch, and renew it a day before it lapses. With push off (or a
        watch Gmail refused) it looks again at the start of each run (or an hour later): one activity
        per run, and a topic configured later reaches running mailboxes by itself."""
        due = inp.watch_renew_at
        if (due is None and not run_start) or (due is not None and workflow.now() < due):
            return
        try:
            result = await workflow.execute_activity_method(
                MailboxActivities.watch_mailbox,
                WatchInput(mailbox_id=inp.mailbox_id),
                start_to_close_timeout=timedelta(minutes=1),
                retry_policy=_WATCH_RETRY,
            )
        except ActivityError as exc:  # Gmail or Postgres down: poll as before, try again later
            workflow.logger.warning("Gmail watch of mailbox %s failed: %s", inp.mailbox_id, exc.cause or exc)
            inp.push_poll_seconds, inp.watch_renew_at = None, workflow.now() + gmail_push.WATCH_RETRY
            return
        self._charge(result.units_used, rate_limited=result.rate_limited, by="Gmail watch")
        now = workflow.now()
        if result.valid_for_seconds is not None:
            inp.push_poll_seconds = result.fallback_poll_seconds
            inp.watch_renew_at = gmail_push.renew_at(now, timedelta(seconds=result.valid_for_seconds))
            inp.watches += 1
        else:
            inp.push_poll_seconds = None
            inp.watch_renew_at = now + gmail_push.WATCH_RETRY if result.topic else None

    def _should_roll_over(self) -> bool:
        assert self._input is not None
        if self._granted_this_run >= self._input.grants_per_run or self._updates_this_run >= _UPDATES_PER_RUN:
            return True
        info = workflow.info()
        return (
            info.is_continue_as_new_suggested() and info.get_current_history_length() >= _MIN_EVENTS_PER_RUN
        )

    # -- the quota budget ------------------------------------------------------------------------
    async def _poll_budget(self) -> None:
        """Before a poll: wait while the budget is spent (only once sends or a 429 created one)."""
        book = self._book
        if book.quota is None or book.limits is None:
            return
        at = slots.ready_at(_budget(book.quota), book.limits.limits(), _POLL_MIN_UNITS, workflow.now())
        if at > workflow.now():
            try:
                await workflow.wait_condition(lambda: self._stop, timeout=at - workflow.now())
            except TimeoutError:
                pass

    def _charge(self, units: int, *, rate_limited: bool, by: str) -> None:
        book = self._book
        if book.limits is None or book.quota is None:
            if not rate_limited:
                return  # nothing to share the budget with yet; the first send request sets it up
        if book.limits is None:
            return  # a 429 before any limits: the grant loop loads them, the poll's retry backs off
        limits, now = book.limits.limits(), workflow.now()
        budget = _budget(book.quota) if book.quota else slots.Budget.full(limits, now)
        budget = slots.spend(slots.refill(budget, limits, now), units)
        if rate_limited:
            budget = slots.rate_limited(budget, limits, now)
            self._quota_reason = f"Gmail answered 429 to a {by}; the budget is reduced until it recovers"
        book.quota = _quota(budget)
        self._wake = True

    # -- send slots ------------------------------------------------------------------------------
    @property
    def _book(self) -> SendLedger:
        assert self._input is not None
        return self._input.slots

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
            self._expire(now)
            at, request = self._next_grant(now)
            lead = self._lead() if at is not None and at > now else timedelta(0)
            if request is not None and at is not None and at <= now + lead:
                await self._grant(request, now, at=at)
                continue
            self._wake = False
            await self._park_overflow(now, at)
            await self._tell_waiting(at)
            wake = at - lead if at is not None else None
            wakes = [t for t in (wake, *(g.reclaim_at for g in book.grants)) if t is not None]
            await self._sleep_until_woken(min(wakes) if wakes else None)

    async def _sleep_until_woken(self, at: datetime | None) -> None:
        """Wait for a signal, or until `at`.

        Timers here are never cancelled: the time-skipping test server strands a run whose workflow
        task cancels a timer that fired while the task was with the worker (temporalio/sdk-java#3088),
        and this loop is woken by signals all the time. A timer no longer needed fires later and only
        makes the loop look again.
        """
        self._alarms = [(t, task) for t, task in self._alarms if not task.done()]
        if at is not None and at > workflow.now() and not any(t <= at for t, _ in self._alarms):
            self._alarms.append((at, asyncio.create_task(workflow.sleep(at - workflow.now()))))
        due = [task for t, task in self._alarms if at is not None and t <= at]
        await workflow.wait_condition(lambda: self._wake or self._closing or any(task.done() for task in due))

    async def _park_overflow(self, now: datetime, until: datetime | None) -> None:
        """Keep the best `book_size` requests; tell the others when to ask again, and drop them."""
        book = self._book
        assert self._input is not None and book.limits is not None
        keep = self._input.book_size
        if len(book.pending) <= keep:
            return
        limits = book.limits.limits()
        recent = sum(1 for t in [*book.sent, *(g.granted_at for g in book.grants)] if t > now - slots.DAY)
        room = limits.per_24h - recent
        ranked = _ranked(list(book.pending.values()))
        notes = []
        for place, request in enumerate(ranked[keep:], start=keep):
            del book.pending[request.request_id]
            # Back when about half the book ahead of it has gone out, so it rejoins before the book drains.
            again = now + max(slots.time_to_serve(limits, place - keep // 2, room), _MIN_ASK_AGAIN)
            if request.answer_by_update:
                self._answers[request.request_id] = SlotAnswer.model_construct(
                    until=until, ask_again_at=again
                )
                continue
            # Built without validation: an import parks thousands here in one workflow task.
            note = SlotDeferred.model_construct(
                request_id=request.request_id, until=until, ask_again_at=again
            )
            notes.append((request.workflow_id, note))
        await self._notify(notes)

    async def _tell_waiting(self, until: datetime | None) -> None:
        """Tell each newly waiting asker that its step waits for the caps (its status shows it)."""
        news = [r for r in self._book.pending.values() if not r.told_to_wait]
        for request in news:
            request.told_to_wait = True
            if request.answer_by_update:  # from now on it is granted by signal, like any queued request
                request.answer_by_update = False
                self._answers[request.request_id] = SlotAnswer(queued=True, until=until)
        await self._notify(
            [
                (r.workflow_id, SlotDeferred.model_construct(request_id=r.request_id, until=until))
                for r in news
                if r.request_id not in self._answers
            ]
        )

    async def _notify(self, notes: list[tuple[str, SlotDeferred]]) -> None:
        """Signal `slot_deferred`s, a bounded batch per workflow task (an import brings thousands)."""
        for start in range(0, len(notes), _SIGNALS_PER_TASK):
            batch = notes[start : start + _SIGNALS_PER_TASK]
            await asyncio.gather(*(self._signal(wid, "slot_deferred", note) for wid, note in batch))

    @staticmethod
    async def _signal(workflow_id: str, name: str, payload: SlotGrant | SlotDeferred) -> bool:
        try:
            await workflow.get_external_workflow_handle(workflow_id).signal(name, payload)
        except FailureError:
            return False  # the enrollment has ended
        return True

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
        book = self._book
        book.limits, book.zone = loaded.limits, loaded.zone
        if book.quota is None:
            book.quota = _quota(slots.Budget.full(loaded.limits.limits(), workflow.now()))

    def _expire(self, now: datetime) -> None:
        book = self._book
        lapsed = [r.request_id for r in book.pending.values() if r.latest is not None and r.latest <= now]
        for request_id in lapsed:
            del book.pending[request_id]
        book.grants = [g for g in book.grants if g.reclaim_at > now]  # unreported: back to the pool
        book.sent = slots.prune(book.sent, now)

    def _next_grant(self, now: datetime) -> tuple[datetime | None, SlotRequest | None]:
        """When the next slot frees, and who would get it then; (None, None): nothing to do."""
        book = self._book
        assert book.limits is not None and book.quota is not None
        limits = book.limits.limits()
        if limits.min_gap > timedelta(0) and book.grants:
            return None, None  # the gap counts from the outstanding send's report (or its reclaim)
        free = slots.next_free(limits, self._counted(), now, self._zone())
        at = max(free, slots.ready_at(_budget(book.quota), limits, slots.SEND_UNITS, now))
        waiting = book.pending.values()
        eligible = [r for r in waiting if r.not_before <= at and (r.latest is None or at < r.latest)]
        if eligible:
            return at, _ranked(eligible)[0]
        later = [r.not_before for r in waiting if r.not_before > at]
        return (min(later), None) if later else (None, None)

    def _lead(self) -> timedelta:
        """How long before its slot a grant may go (0: at the slot)."""
        assert self._input is not None
        seconds = self._input.grant_lead_seconds or 0
        if seconds <= 0:
            return timedelta(0)
        return timedelta(seconds=seconds)

    async def _grant(self, request: SlotRequest, now: datetime, *, at: datetime | None = None) -> None:
        """Grant `request` the slot at `at` (now by default; later: granted ahead, used at its time)."""
        book = self._book
        assert book.limits is not None and book.quota is not None
        book.pending.pop(request.request_id, None)
        grant = self._book_grant(request.request_id, request.workflow_id, now, at=at)
        if request.answer_by_update:
            self._answers[request.request_id] = SlotAnswer(grant=grant)
        elif not await self._signal(request.workflow_id, "slot_granted", grant):
            self._hand_back(grant.request_id)  # the enrollment has ended

    def _book_grant(
        self,
        request_id: str,
        workflow_id: str,
        now: datetime,
        *,
        spare: bool = False,
        at: datetime | None = None,
    ) -> SlotGrant:
        """A slot granted now for `at` (by default now): in the book (counted at its slot against every
        cap until its report), its quota units drawn from the bucket."""
        book = self._book
        assert book.limits is not None and book.quota is not None
        limits = book.limits.limits()
        slot = max(at, now) if at is not None else now
        grant = SlotGrant(
            request_id=request_id,
            workflow_id=workflow_id,
            granted_at=slot,
            expires_at=slot + GRANT_TTL,
            reclaim_at=slot + GRANT_TTL + _CALL_MAX + limits.min_gap,
            report_promptly=limits.min_gap > timedelta(0),
            spare=spare,
            send_at=slot if slot > now else None,
        )
        book.grants.append(grant)
        book.quota = _quota(slots.spend(slots.refill(_budget(book.quota), limits, now), slots.SEND_UNITS))
        book.granted_total += 1
        self._granted_this_run += 1
        return grant

    def _counted(self) -> list[datetime]:
        """What the caps count: recent sends, and the grants not reported yet."""
        book = self._book
        return [*book.sent, *(g.granted_at for g in book.grants)]

    def _zone(self) -> tzinfo | None:
        return timing.Calendar.named(self._book.zone, {}).zone

    def _hand_back(self, request_id: str) -> None:
        book = self._book
        book.grants = [g for g in book.grants if g.request_id != request_id]
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
        """Slots granted ahead to the asking worker, which hands them to its next sends itself, so a
        mailbox with room to spare costs no round trip per send. Only while nothing waits in the book
        and the caps leave room (slots.spare_count: no minimum gap, at most half the room); each is an
        ordinary grant in the book: counted against every cap until its report, reclaimed if none
        comes. (Reached only by batches that ask for spares; no recorded history has one.)"""
        book = self._book
        if self._closing or book.pending or book.limits is None or book.quota is None:
            return []
        now, limits = workflow.now(), book.limits.limits()
        held = {g.request_id for g in book.grants}
        wanted = [s for s in dict.fromkeys(batch.spare_ids) if s not in held]
        owner = batch.spare_owner or ""
        held_now = sum(1 for g in book.grants if g.spare and g.workflow_id == owner)
        count = slots.spare_count(
            limits, self._counted(), _budget(book.quota), now, self._zone(), len(wanted), held_now
        )
        spares = [self._book_grant(spare_id, owner, now, spare=True) for spare_id in wanted[:count]]
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
        book = self._book
        spare = next((g for g in book.grants if g.request_id == report.request_id and g.spare), None)
        self._hand_back(report.request_id)
        if report.sent:
            book.sent.append(report.finished_at or workflow.now())
        elif spare is not None and not report.rate_limited and book.limits is not None and book.quota:
            # A spare handed back unused never reached Gmail: its quota units return to the bucket.
            limits, now = book.limits.limits(), workflow.now()
            book.quota = _quota(slots.refund(_budget(book.quota), limits, slots.SEND_UNITS, now))
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
            sending=self._sending_state(),
            push_poll_seconds=self._input.push_poll_seconds,
            watch_renew_at=self._input.watch_renew_at,
            watches=self._input.watches,
        )

    def _sending_state(self) -> SendingState:
        book, now = self._book, workflow.now()
        recent = [t for t in book.sent if t > now - slots.DAY]
        state = SendingState(
            limits=book.limits,
            sent_last_24h=len(recent),
            last_sent_at=max(book.sent) if book.sent else None,
            waiting=len(book.pending),
            waiting_follow_ups=sum(1 for r in book.pending.values() if r.kind == "follow_up"),
            granted=len(book.grants),
            granted_total=book.granted_total,
        )
        if book.limits is not None and book.quota is not None:
            limits = book.limits.limits()
            budget = slots.refill(_budget(book.quota), limits, now)
            state.next_free_at = max(
                slots.next_free(limits, self._counted(), now, self._zone()),
                slots.ready_at(budget, limits, slots.SEND_UNITS, now),
            )
            state.quota_units = round(budget.units, 1)
            state.quota_factor = budget.factor
            state.quota_backoff_until = budget.backoff_until
            state.quota_reason = self._quota_reason if budget.backoff_until else None
        return state


def _ranked(requests: list[SlotRequest]) -> list[SlotRequest]:
    by_id = {r.request_id: r for r in requests}
    return [
        by_id[r.request_id] for r in slots.order(slots.Request(r.request_id, r.kind, r.due) for r in requests)
    ]


def _budget(quota: QuotaState) -> slots.Budget:
    return slots.Budget(**quota.model_dump())


def _quota(budget: slots.Budget) -> QuotaState:
    return QuotaState(**dataclasses.asdict(budget))
