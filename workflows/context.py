"""StepContext: what a step executor may see and do of the enrollment it runs in. The walk
(workflows/walk.py) and the signal handlers (workflows/enrollment.py) keep their state here; the executors
in workflows/steps/ use this interface and nothing else of the workflow.

What outlives a run is `state` (contracts.WalkState), carried whole into the next run. The rest lasts a
run: the plan, the status while it is decided, the send slot a step holds (`slots`), the task a step
waits on (`tasks`), and what the enrollment waits for (`next`).

Executors return a StepResult: `Next(step_id)` (END ends the walk), ENDED (the enrollment stopped) or
INTERRUPTED (a skip or a live edit came while the step waited). Those cannot be mistaken for a step id.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Final, Literal, TypeVar

from temporalio import workflow
from temporalio.common import RetryPolicy, SearchAttributeUpdate
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from activities.store import StoreActivities
    from contracts import (
        WAITING_LIMIT_REASON,
        EnrollmentInput,
        LoadPlanInput,
        NextAction,
        Plan,
        RecordStatusInput,
        SkipSignal,
        SkipStepInput,
        Status,
        StepRecordInput,
        VersionChange,
        WalkState,
    )
    from contracts.enrollment import step_delay
    from contracts.errors import NOT_ACTIVE, SUPPRESSED
    from sequencer import timing
    from sequencer.logs import workflow_log_extra
    from sequencer.search_attributes import CURRENT_STEP, ENROLLMENT_STATUS, NEXT_SEND_AT
    from workflows.waiting import SlotWait, TaskWait, describe

END: Final = "end"  # the walk's end; validation reserves it as a step id
DB_RETRY = RetryPolicy(initial_interval=timedelta(seconds=1), maximum_interval=timedelta(seconds=30))
_SENDING_WAITS = ("due_time", "send_window", "mailbox_cap", "breaker", "ooo_until")
_SUPPRESSION_STATUS: dict[str, Status] = {"unsubscribe": "unsubscribed", "hard_bounce": "bounced"}

Result = TypeVar("Result")

# How a wait ended: "go" (its moment came), or the enrollment stopped or was interrupted meanwhile.
Waited = Literal["go", "ended", "interrupted"]


@dataclass(frozen=True)
class Next:
    """On to this step (END: the walk is done)."""

    step_id: str


@dataclass(frozen=True)
class Ended:
    """The enrollment reached a final status while the step ran."""


@dataclass(frozen=True)
class Interrupted:
    """A skip or a live edit came while the step waited."""


ENDED: Final = Ended()
INTERRUPTED: Final = Interrupted()
StepResult = Next | Ended | Interrupted


def stopped_as(waited: str) -> StepResult:
    """A wait's "ended" or "interrupted" as the step's result."""
    return ENDED if waited == "ended" else INTERRUPTED


delay = step_delay  # the step's `after` (contracts/enrollment.py)


class StepContext:
    """One enrollment's walk as its steps see it."""

    def __init__(self) -> None:
        self.input: EnrollmentInput | None = None
        self.plan = Plan(steps=[], window="always", jitter_seconds=0, timezone="UTC")
        self.state = WalkState()
        self.status: Status = "active"
        self.reason: str | None = None
        self.suppress: Literal["unsubscribe", "hard_bounce", "complaint"] | None = None
        self.reply_intent: str | None = None  # what a `reply` signal said it meant, if it said
        self.reply_evidence: str | None = None  # and the words it read that from
        self.reconnects = 0  # reconnect/resume signals seen: a refusal from before one is stale
        self.changed = False  # a signal changed something: a waiting step looks again
        self.next = NextAction(kind="none")
        self.shown_waiting: str | None = None  # what the last logged wait waited for
        self.moving: VersionChange | None = None  # a live edit to follow at the next chance
        self.skip_request: SkipSignal | None = None
        # The moment the plan had for the step that just ended (a send's planned time, a condition's
        # due time, a timeout's deadline, when an answer or event came): the next wait counts from it.
        self.on_plan: datetime | None = None
        self.began: datetime | None = None  # where the first step counts from (the run's start)
        self.first_jitter: float | None = None  # the first send's jitter, if the starter drew it
        # A raw start's summary (an API start has it as the workflow's static summary), and its
        # sequence's name and version.
        self.summary: str | None = None
        self.summary_sequence: tuple[str, int] | None = None
        self.run_id_to_record: str | None = None
        self.slots = SlotWait()
        self.tasks = TaskWait()

    @property
    def enrollment(self) -> EnrollmentInput:
        assert self.input is not None, "the walk has no enrollment yet"
        return self.input

    async def wait_due(self, due: datetime, step_id: str) -> Waited:
        """A plain wait (no send window) for conditions and waits: "go", "ended" or "interrupted"."""
        while True:
            stopped = self.stopped()
            if stopped is not None:
                return stopped
            if self.is_paused():
                await self.wait_paused(step_id)
                continue
            remaining = (due - workflow.now()).total_seconds()
            if remaining <= 0:
                return "go"
            self.set_next(NextAction(kind="wait", step_id=step_id, at=due, waiting_for="due_time"))
            await self.until_changed(remaining)

    async def wait_paused(self, step_id: str, *, record: bool = True) -> None:
        """While paused: until a resume, a stop, an interruption, or the pause's own end."""
        self.set_next(
            NextAction(kind="wait_resume", step_id=step_id, at=self.state.paused_until, waiting_for="paused")
        )
        if record:
            await self.record()
        timeout = None
        ends = [self.state.paused_until] if self.state.paused_until is not None else []
        away = self.state.away_until is not None
        if away and self.state.away_until is not None:
            ends.append(self.state.away_until)  # the contact is back then
        if ends:
            timeout = max(min(ends) - workflow.now(), timedelta(0))
        resumed = await self.wait_until(lambda: not self.is_paused() or self.stopped() is not None, timeout)
        if not resumed:
            back = self.state.away_until if away else None
            if back is not None and (self.state.paused_until is None or back < self.state.paused_until):
                self.state.away_until = None  # the contact is back (the earlier of the two ends)
            else:
                if back is not None and back == self.state.paused_until:
                    self.state.away_until = None
                self.state.paused, self.state.paused_until = False, None  # the pause ran out by itself
                await self.note(step_id, "resume", "pause_ended", detail="the pause's end date came")
        if not self.is_paused():
            await self.record()

    async def note(
        self,
        step_id: str | None,
        action: str,
        outcome: str,
        *,
        branch: str | None = None,
        detail: str | None = None,
        at: datetime | None = None,
    ) -> None:
        record = StepRecordInput(
            enrollment_id=self.enrollment.enrollment_id,
            step_id=step_id,
            action=action,
            outcome=outcome,
            branch=branch,
            detail=detail,
            at=at,
        )
        await self._store(StoreActivities.record_step, record, f"{action} {outcome} ({step_id or '-'})")

    async def load_plan(self) -> Plan:
        inp = self.enrollment
        return await self._store(
            StoreActivities.load_plan,
            LoadPlanInput(
                enrollment_id=inp.enrollment_id,
                sequence_version_id=inp.sequence_version_id,
                contact_id=inp.contact_id,
                mailbox_id=inp.mailbox_id,
                run_id=self.run_id_to_record,
            ),
        )

    async def skip(self, step_id: str, reason: str, detail: str, planned_at: datetime) -> None:
        skipped = SkipStepInput(
            enrollment_id=self.enrollment.enrollment_id,
            step_id=step_id,
            reason=reason,
            detail=detail,
            planned_at=planned_at,
        )
        await self._store(StoreActivities.skip_step, skipped, f"skip {step_id} ({reason})")

    def refused_as_suppressed(self, err: ActivityError, step_id: str) -> bool:
        """A review or task refused because the contact is suppressed ends the enrollment as a refused
        email does (True); any other failure is the caller's to raise, as it always was (False)."""
        cause = err.cause
        if not (isinstance(cause, ApplicationError) and cause.type == SUPPRESSED):
            return False
        if not self.is_final():
            self.stop_on_refusal(err, step_id)
        return True

    def stop_on_refusal(self, err: ActivityError, step_id: str) -> None:
        cause = err.cause
        if not isinstance(cause, ApplicationError):
            self.finish("failed", f"step {step_id}: {cause or err}")
            return
        if cause.type == NOT_ACTIVE:
            # The projection moved on (a stop signal raced the send); keep what it says if we know it.
            if not self.is_final():
                self.finish("exited", f"step {step_id} not sent: {cause.message}")
        elif cause.type == SUPPRESSED:
            reason = cause.details[0] if cause.details else ""
            self.finish(_SUPPRESSION_STATUS.get(str(reason), "exited"), cause.message)
        else:
            self.finish("failed", f"step {step_id}: {cause.message}")

    def set_next(self, action: NextAction) -> None:
        """What the enrollment waits for: the `state` query, the Web UI's current details and the
        CurrentStep and NextSendAt search attributes."""
        self.next = action
        words = describe(action)
        summary = self.shown_summary()
        workflow.set_current_details(f"{summary}\n\n{words}" if summary else words)
        at = action.at if action.waiting_for in _SENDING_WAITS else None
        state = self.state
        if (action.step_id, at, action.waiting_for) == (state.shown_step, state.shown_at, self.shown_waiting):
            return
        workflow.logger.info(describe(action), extra=workflow_log_extra(step_id=action.step_id))
        changes: list[SearchAttributeUpdate[Any]] = []
        if action.step_id and action.step_id != state.shown_step:
            changes.append(CURRENT_STEP.value_set(action.step_id))
        if at is not None and at != state.shown_at:  # kept (never unset) while it waits for other things
            changes.append(NEXT_SEND_AT.value_set(at))
        state.shown_step, state.shown_at, self.shown_waiting = (
            action.step_id,
            at or state.shown_at,
            action.waiting_for,
        )
        if changes:
            workflow.upsert_search_attributes(changes)

    def shown_summary(self) -> str | None:
        """Who, in what, from where: a raw start's summary, or (an API start's run, or any run after
        continue-as-new, which keeps the memo but not the start's summary) the memo's, read once."""
        if self.summary is None:
            memo = workflow.memo()
            if {"contact", "sequence", "mailbox"} <= set(memo):
                contact, sequence, mailbox = (
                    workflow.memo_value(k, type_hint=str) for k in ("contact", "sequence", "mailbox")
                )
                self.summary = f"{contact} in {sequence} from {mailbox}"
            else:
                self.summary = ""
        return self.summary or None

    def hold_end(self) -> datetime | None:
        """When the holds on the enrollment end by themselves (a timed pause, an out-of-office return);
        None if one of them lasts until someone acts (a pause without end, a disconnected mailbox)."""
        if self.state.mailbox_down is not None or (self.state.paused and self.state.paused_until is None):
            return None
        ends = [
            t
            for t in (self.state.paused_until if self.state.paused else None, self.state.away_until)
            if t is not None
        ]
        return max(ends) if ends else None

    def end_passed_holds(self, now: datetime) -> None:
        if self.state.away_until is not None and self.state.away_until <= now:
            self.state.away_until = None
        if self.state.paused and self.state.paused_until is not None and self.state.paused_until <= now:
            self.state.paused, self.state.paused_until = False, None

    def is_paused(self) -> bool:
        return self.state.paused or self.state.mailbox_down is not None or self.state.away_until is not None

    def shown_status(self) -> tuple[Status, str | None]:
        if self.is_final():
            return self.status, self.reason
        if self.tasks.needs_review is not None:
            return "needs_review", self.tasks.needs_review
        if not self.is_paused():
            if self.slots.waiting or self.slots.ask_again_at is not None:
                return "waiting_limit", WAITING_LIMIT_REASON
            return self.status, self.reason
        if self.state.mailbox_down is not None:
            return "paused", f"mailbox disconnected: {self.state.mailbox_down}"
        if self.state.away_until is not None and not self.state.paused:
            return "paused", f"out of office until {self.state.away_until.isoformat()}"
        return "paused", None

    def show_status(self) -> tuple[Status, str | None]:
        """The EnrollmentStatus search attribute follows the status (one upsert when it changes)."""
        status, reason = self.shown_status()
        if status != self.state.shown_status:
            self.state.shown_status = status
            workflow.upsert_search_attributes([ENROLLMENT_STATUS.value_set(status)])
        return status, reason

    async def _store(
        self, method: Callable[[Any, Any], Awaitable[Result]], arg: Any, summary: str | None = None
    ) -> Result:
        """A run-ledger or plan activity: Postgres, retried until it answers."""
        return await workflow.execute_activity_method(
            method, arg, start_to_close_timeout=timedelta(seconds=30), retry_policy=DB_RETRY, summary=summary
        )

    async def record(self) -> None:
        status, reason = self.show_status()
        recorded = RecordStatusInput(
            enrollment_id=self.enrollment.enrollment_id,
            status=status,
            reason=reason,
            step_id=self.state.current_step,
            suppress=self.suppress,
            reply_intent=self.reply_intent if status == "replied" else None,
            reply_evidence=self.reply_evidence if status == "replied" else None,
        )
        await self._store(StoreActivities.record_status, recorded, f"status {status}")

    def history_is_long(self) -> bool:
        assert self.input is not None
        info = workflow.info()
        return info.is_continue_as_new_suggested() or info.get_current_history_length() >= (
            self.input.events_per_run
        )

    def next_anchor(self, next_id: str) -> datetime:
        """Where step `next_id`'s delay starts: from the moment the plan had for the step before it
        (`on_plan`; a goto between them changes nothing) when that step ended about then
        (`timing.wait_counts_from`), so the seconds its activities took never move the plan; from now
        otherwise (after a pause, a late send, a skip)."""
        upcoming = self.plan.step(next_id)
        if self.on_plan is not None and upcoming is not None:
            return timing.wait_counts_from(self.on_plan, workflow.now(), delay(upcoming))
        return workflow.now()

    async def wait_until(self, condition: Callable[[], bool], limit: timedelta | None = None) -> bool:
        """Until `condition` holds (it is looked at again after every signal) or `limit` passes; True
        when it held. Signal handlers only record; the waiting step decides what the change means."""
        try:
            # The timer says why it sleeps in the Web UI: what the enrollment waits for, and until when.
            summary = describe(self.next) if limit is not None else None
            await workflow.wait_condition(condition, timeout=limit, timeout_summary=summary)
        except TimeoutError:
            return False
        return True

    async def until_changed(self, seconds: float) -> None:
        """Until a signal changes anything (`_changed`), or `seconds` pass: then the step looks again."""
        self.changed = False
        await self.wait_until(lambda: self.changed, timedelta(seconds=seconds))

    def stopped(self) -> Literal["ended", "interrupted"] | None:
        """What stops a waiting step now: "ended" (a final status), "interrupted" (a skip or a live
        edit), or None."""
        if self.is_final():
            return "ended"
        if self.moving is not None or self.skip_request is not None:
            return "interrupted"
        return None

    def is_final(self) -> bool:
        return self.status != "active"

    def finish(self, status: Status, reason: str | None) -> None:
        """The first final status wins; later stop signals change nothing."""
        if self.is_final():
            return
        self.status, self.reason, self.changed = status, reason, True

    def first_time(self, key: str) -> bool:
        if key in self.state.seen:
            return False
        self.state.seen.append(key)
        return True
