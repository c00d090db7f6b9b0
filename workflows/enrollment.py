"""EnrollmentWorkflow: one contact walking through one pinned sequence version.

Signal handlers only change state; the run loop acts on it. Timers are interruptible
(`wait_condition` with a timeout), so pause, resume and the stop signals take effect at once.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, Literal, TypeVar

from temporalio import workflow
from temporalio.common import RetryPolicy, SearchAttributeUpdate
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from pydantic import BaseModel, ValidationError

    from activities.enrolling import EnrollingActivities
    from activities.flow import FlowActivities
    from activities.store import StoreActivities
    from contracts import (
        AdoptInput,
        AutoReplySignal,
        BounceSignal,
        CarriedState,
        ContactEventSignal,
        EnrollmentInput,
        EnrollmentResult,
        EnrollmentStart,
        EnrollmentState,
        ExitSignal,
        LoadPlanInput,
        MailboxSignal,
        MoveVersionInput,
        NextAction,
        PauseSignal,
        Plan,
        RecordStatusInput,
        ReplySignal,
        ResolveSignal,
        ReviewDecision,
        SendEmailResult,
        SkipSignal,
        SkipStepInput,
        SlotDeferred,
        SlotGrant,
        SlotReport,
        Status,
        StepPlan,
        StepRecordInput,
        TaskDone,
        UnsubscribeSignal,
        VersionChange,
    )
    from contracts.errors import INVALID_INPUT, NOT_ACTIVE, REFUSALS, SUPPRESSED
    from contracts.names import ENROLLMENT_WORKFLOW, STATE_QUERY, EnrollmentSignal
    from sequencer import search_attributes as sa
    from sequencer import timing
    from sequencer.logs import workflow_log_extra
    from sequencer.search_attributes import CURRENT_STEP, ENROLLMENT_STATUS, NEXT_SEND_AT, SEQUENCE_VERSION
    from workflows.steps import EXECUTORS, sending
    from workflows.steps.common import DB_RETRY as _DB_RETRY
    from workflows.steps.common import END
    from workflows.steps.common import delay as _delay

WORKFLOW_NAME = ENROLLMENT_WORKFLOW
_SENDING_WAITS = ("due_time", "send_window", "mailbox_cap", "breaker", "ooo_until")
_MAX_STEP_RUNS = 1000  # a loop that waits still ends some day; this many step runs is a broken one


_Payload = TypeVar("_Payload", bound=BaseModel)


def _payload(name: str, model: type[_Payload], raw: _Payload | dict[str, Any] | None) -> _Payload | None:
    """A public signal's payload from whatever a client sent (the model, plain JSON, or nothing: the
    defaults); one that does not fit is dropped with a warning and changes nothing."""
    if isinstance(raw, model):
        return raw
    try:
        return model.model_validate(raw or {})
    except ValidationError as exc:
        workflow.logger.warning("signal %s dropped, its payload does not fit: %s", name, _first_error(exc))
        return None


def _first_error(exc: ValidationError) -> str:
    """The first problem of a start input, naming its field: "contact.email: value is not ..."."""
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"]) or "input"
    message = str(error["msg"])
    return message if message.startswith(f"{where}:") else f"{where}: {message}"


_SUPPRESSION_STATUS: dict[str, Status] = {"unsubscribe": "unsubscribed", "hard_bounce": "bounced"}
# Contact events that end the enrollment, with the status they end it in.
_EVENT_ENDINGS: dict[str, tuple[Status, str]] = {
    "meeting_booked": ("meeting_booked", "meeting booked"),
    "replied_elsewhere": ("replied", "replied elsewhere"),
    "do_not_contact": ("exited", "do not contact"),
}


def _describe(action: NextAction) -> str:
    """In words, for people reading the Web UI."""
    at = action.at.strftime("%Y-%m-%d %H:%M UTC") if action.at else None
    step = f"step **{action.step_id}**" if action.step_id else "the enrollment"
    words = {
        "due_time": f"{step} is due at {at}",
        "send_window": f"{step} waits for its send window: {at}",
        "mailbox_cap": f"{step} waits for a send slot from its mailbox" + (f" (free at {at})" if at else ""),
        "ooo_until": f"{step} waits: the contact is out of office until {at}",
        "task": f"{step} waits for a person" + (f" (until {at})" if at else ""),
        "paused": f"{step} is paused" + (f" until {at}" if at else ""),
        "breaker": f"{step} waits: the provider keeps failing, its breaker is open until {at}",
    }.get(action.waiting_for or "", f"{step}: {action.kind}")
    return f"{words} ({action.detail})" if action.detail else words


@workflow.defn(name=WORKFLOW_NAME)
class EnrollmentWorkflow:
    def __init__(self) -> None:
        self._input: EnrollmentInput | None = None
        self._plan = Plan(steps=[], window="always", jitter_seconds=0, timezone="UTC")
        self._status: Status = "active"
        self._reason: str | None = None
        self._suppress: Literal["unsubscribe", "hard_bounce", "complaint"] | None = None
        self._paused = False
        self._mailbox_down: str | None = None  # why the sending mailbox cannot send, while it cannot
        self._away_until: datetime | None = None  # the contact's out-of-office return, while ahead
        self._reconnects = 0  # reconnect/resume signals seen: a refusal from before one is stale
        self._visits: dict[str, int] = {}
        self._changed = False
        self._current_step: str | None = None
        self._sent: list[str] = []
        self._next = NextAction(kind="none")
        self._seen: set[str] = set()
        self._facts: dict[str, dict[str, Any]] = {}  # latest data per non-stopping contact event type
        self._closes: datetime | None = None  # when the send window the step waits in closes
        self._slot_request: str | None = None  # the request a grant must name to be taken
        self._slot_requests = 0
        self._slot_due: dict[str, datetime] = {}
        self._grant: SlotGrant | None = None
        self._waiting_slot = False  # the mailbox said the step must wait for its caps
        self._slot_free_at: datetime | None = None
        self._ask_again_at: datetime | None = None  # the mailbox's book was full: ask again then
        self._send_report = SlotReport(request_id="", sent=False)
        self._shown_search_status: str | None = "active"  # what the starter set
        self._paused_until: datetime | None = None  # a pause that ends by itself
        self._moving: VersionChange | None = None  # a live edit to follow at the next chance
        self._skip_request: SkipSignal | None = None
        self._event_counts: dict[str, int] = {}  # contact events received, per type (wait_for)
        self._open_task: str | None = None  # the task (review, call, ...) the current step waits on
        self._answers: dict[str, str] = {}  # task id -> the outcome a rep (or the dialer) gave
        self._needs_review: str | None = None  # why a text's outcome is unknown, while a person decides
        self._breaker_until: datetime | None = None  # the provider is failing: sends wait until then
        self._shown: tuple[str | None, datetime | None, str | None] = (None, None, None)  # step, at, waits
        self._resolution: ResolveSignal | None = None
        self._went_as_planned: datetime | None = None  # the planned moment of the step that just sent
        self._run_id_to_record: str | None = None
        self._completed_by_send = False  # the walk's last email recorded `completed` in its transaction
        self._last_send: SendEmailResult | None = None
        self._reply_intent: str | None = None  # what a `reply` signal said it meant, if it said

    # -- the loop ------------------------------------------------------------------------------
    @workflow.run
    async def run(self, start: EnrollmentInput | EnrollmentStart | dict[str, Any]) -> EnrollmentResult:
        """`start`: what the starter passes (`EnrollmentInput`, its row written), or what any Temporal
        client may pass (`EnrollmentStart`, plain JSON): then the first activity creates or adopts
        the row. Input that is neither ends the run at once as `InvalidInput`."""
        inp = await self._enrollment(start)
        self._input = inp
        if inp.carried is not None:
            self._restore(inp.carried)
            self._run_id_to_record = workflow.info().run_id  # signals find this run from now on
        first = inp.plan.steps[0] if inp.plan and inp.plan.steps else None
        if inp.plan and not inp.carried and first and first.type == "email" and not first.review:
            # The starter's facts: the first send re-reads them (and is the run's first activity, so a
            # row that never committed still fails the run, freeing its id).
            self._plan = inp.plan
        else:
            self._plan = await self._load_plan()
        self._run_id_to_record = None
        await self._walk()
        self._next = NextAction(kind="none")
        workflow.logger.info(
            "enrollment %s: %s",
            self._status,
            self._reason or "",
            extra=workflow_log_extra(step_id=self._current_step),
        )
        if self._status == "completed" and self._completed_by_send:
            self._show_status()  # the last send wrote `completed` to Postgres already
        else:
            await self._record()
        await workflow.wait_condition(workflow.all_handlers_finished)  # stale grants handed back
        return EnrollmentResult(status=self._status, reason=self._reason, steps_sent=list(self._sent))

    async def _enrollment(self, start: EnrollmentInput | EnrollmentStart | dict[str, Any]) -> EnrollmentInput:
        if isinstance(start, EnrollmentInput):
            return start
        if isinstance(start, dict):
            try:
                if "enrollment_id" in start:
                    return EnrollmentInput.model_validate(start)
                start = EnrollmentStart.model_validate(start)
            except ValidationError as exc:
                raise ApplicationError(
                    f"invalid start input: {_first_error(exc)}", type=INVALID_INPUT, non_retryable=True
                ) from None
        return await self._adopt(start)

    async def _adopt(self, start: EnrollmentStart) -> EnrollmentInput:
        """A start from any Temporal client: its row, then what the starter would have set at the start
        (search attributes, memo), then `start_at`."""
        info = workflow.info()
        try:
            adopted = await workflow.execute_activity_method(
                EnrollingActivities.adopt_enrollment,
                AdoptInput(start=start, workflow_id=info.workflow_id, run_id=info.run_id),
                start_to_close_timeout=timedelta(seconds=60),
                retry_policy=RetryPolicy(
                    initial_interval=timedelta(seconds=1),
                    maximum_interval=timedelta(seconds=30),
                    non_retryable_error_types=list(REFUSALS),
                ),
                summary="adopt enrollment",
            )
        except ActivityError as err:
            cause = err.cause
            if isinstance(cause, ApplicationError) and cause.type in REFUSALS:
                raise ApplicationError(
                    cause.message, *cause.details, type=cause.type, non_retryable=True
                ) from None
            raise
        row = adopted.enrollment
        workflow.upsert_search_attributes(
            [
                sa.PROJECT.value_set(row.project_id),
                sa.ENROLLMENT_STATUS.value_set("active"),
                sa.MAILBOX_ID.value_set(row.mailbox_id),
                sa.SEQUENCE_NAME.value_set(adopted.sequence_name),
                sa.SEQUENCE_VERSION.value_set(adopted.sequence_version),
                sa.CONTACT_ID.value_set(row.contact_id),
            ]
        )
        workflow.upsert_memo(
            {
                "contact": adopted.contact_email,
                "sequence": f"{adopted.sequence_name} v{adopted.sequence_version}",
                "mailbox": adopted.mailbox_email,
                "enrollment_id": row.enrollment_id,
            }
        )
        if start.start_at is not None and start.start_at > workflow.now():
            self._next = NextAction(kind="wait", at=start.start_at, waiting_for="due_time", detail="start_at")
            workflow.set_current_details(f"starts at {start.start_at.isoformat()}")
            await self.wait_until(self._is_final, start.start_at - workflow.now())
        return row

    # -- the step graph ----------------------------------------------------------------------------
    async def _walk(self) -> None:
        """Walk the step graph: each step goes to its `next`, a condition or wait_for to one of its two
        branches, `end` ends. A skip or a live edit moves the walk between steps."""
        assert self._input is not None
        cursor: str = self._plan.steps[0].id if self._plan.steps else END
        anchor = workflow.now()
        runs = 0
        if self._input.carried is not None:
            cursor, anchor, runs = (
                self._input.carried.cursor,
                self._input.carried.anchor,
                self._input.carried.runs,
            )
        while cursor != END and not self._is_final():
            if self._moving is not None:
                cursor, anchor = await self._follow_version(cursor, anchor)
                continue
            if self._history_is_long() and self._skip_request is None:
                # A long loop: carry on in a fresh run between two steps (history stays small).
                await workflow.wait_condition(workflow.all_handlers_finished)
                if not self._is_final() and self._moving is None and self._skip_request is None:
                    workflow.continue_as_new(
                        self._input.model_copy(update={"carried": self._carry(cursor, anchor, runs)})
                    )
            step = self._plan.step(cursor)
            if step is None:
                self._finish("failed", f"version has no step {cursor!r}")
                break
            runs += 1
            if runs > _MAX_STEP_RUNS:
                self._finish("failed", f"ran {_MAX_STEP_RUNS} steps: a loop that never ends?")
                break
            self._current_step = step.id
            self._visits[step.id] = self._visits.get(step.id, 0) + 1
            went = await self._run_step(step, anchor)
            if went == "ended":
                break
            if went == "interrupted":
                cursor, anchor = await self._interrupted(step, cursor, anchor)
                continue
            cursor, anchor = went, self._next_anchor(went)
        if not self._is_final():
            self._finish("completed", None)

    async def _run_step(self, step: StepPlan, anchor: datetime) -> str:
        """Run one step with its kind's executor (workflows/steps/): where to go next (a step id or END),
        or "ended" / "interrupted"."""
        return await EXECUTORS[step.type](self, step, anchor)

    async def _wait_until(self, due: datetime, step_id: str) -> str:
        """A plain wait (no send window) for conditions and waits: "go", "ended" or "interrupted"."""
        while True:
            stopped = self._stopped()
            if stopped is not None:
                return stopped
            if self._is_paused():
                await self._wait_paused(step_id)
                continue
            remaining = (due - workflow.now()).total_seconds()
            if remaining <= 0:
                return "go"
            self._set_next(NextAction(kind="wait", step_id=step_id, at=due, waiting_for="due_time"))
            await self._until_changed(remaining)

    async def _wait_paused(self, step_id: str, *, record: bool = True) -> None:
        """While paused: until a resume, a stop, an interruption, or the pause's own end."""
        self._set_next(
            NextAction(kind="wait_resume", step_id=step_id, at=self._paused_until, waiting_for="paused")
        )
        if record:
            await self._record()
        timeout = None
        ends = [self._paused_until] if self._paused_until is not None else []
        away = self._away_until is not None
        if away and self._away_until is not None:
            ends.append(self._away_until)  # the contact is back then
        if ends:
            timeout = max(min(ends) - workflow.now(), timedelta(0))
        resumed = await self.wait_until(lambda: not self._is_paused() or self._stopped() is not None, timeout)
        if not resumed:
            back = self._away_until if away else None
            if back is not None and (self._paused_until is None or back < self._paused_until):
                self._away_until = None  # the contact is back (the earlier of the two ends)
            else:
                if back is not None and back == self._paused_until:
                    self._away_until = None
                self._paused, self._paused_until = False, None  # the pause ran out by itself
                await self._note(step_id, "resume", "pause_ended", detail="the pause's end date came")
        if not self._is_paused():
            await self._record()

    async def _interrupted(self, step: StepPlan, cursor: str, anchor: datetime) -> tuple[str, datetime]:
        """A skip or a live edit arrived while the step waited."""
        if self._moving is not None:
            return await self._follow_version(cursor, anchor)
        skip, self._skip_request = self._skip_request, None
        assert skip is not None
        await self._skip(step.id, "skipped", skip.reason or "skipped by request", workflow.now())
        onward = step.otherwise if step.type in ("condition", "wait_for") else step.next
        return onward or END, workflow.now()

    async def _follow_version(self, cursor: str, anchor: datetime) -> tuple[str, datetime]:
        """Move to a newly published version: at the step we were at (or the next one the new version
        still has), or from its start (`restart`). None left: exit, saying so."""
        assert self._input is not None and self._moving is not None
        change, self._moving = self._moving, None
        if change.version_id == self._input.sequence_version_id:
            return cursor, anchor
        old_ids = [s.id for s in self._plan.steps]
        self._input.sequence_version_id = change.version_id
        plan = await self._load_plan()
        new_ids = {s.id for s in plan.steps}
        if change.policy == "restart":
            target: str | None = plan.steps[0].id if plan.steps else None
            anchor = workflow.now()
        else:
            start = old_ids.index(cursor) if cursor in old_ids else len(old_ids)
            target = next((i for i in old_ids[start:] if i in new_ids), None)
        await workflow.execute_activity_method(
            FlowActivities.move_version,
            MoveVersionInput(
                enrollment_id=self._input.enrollment_id,
                version_id=change.version_id,
                from_step=None if cursor == END else cursor,
                to_step=target,
                policy=change.policy,
            ),
            start_to_close_timeout=timedelta(seconds=30),
            retry_policy=_DB_RETRY,
        )
        self._plan = plan
        workflow.upsert_search_attributes([SEQUENCE_VERSION.value_set(change.version)])
        if target is None:
            self._finish(
                "exited", f"version {change.version} has none of the steps left from {cursor!r} (next_step)"
            )
            return END, anchor
        return target, anchor

    async def _note(
        self,
        step_id: str | None,
        action: str,
        outcome: str,
        *,
        branch: str | None = None,
        detail: str | None = None,
    ) -> None:
        assert self._input is not None
        await workflow.execute_activity_method(
            StoreActivities.record_step,
            StepRecordInput(
                enrollment_id=self._input.enrollment_id,
                step_id=step_id,
                action=action,
                outcome=outcome,
                branch=branch,
                detail=detail,
            ),
            start_to_close_timeout=timedelta(seconds=30),
            retry_policy=_DB_RETRY,
            summary=f"{action} {outcome} ({step_id or '-'})",
        )

    async def _load_plan(self) -> Plan:
        assert self._input is not None
        return await workflow.execute_activity_method(
            StoreActivities.load_plan,
            LoadPlanInput(
                enrollment_id=self._input.enrollment_id,
                sequence_version_id=self._input.sequence_version_id,
                contact_id=self._input.contact_id,
                mailbox_id=self._input.mailbox_id,
                run_id=self._run_id_to_record,
            ),
            start_to_close_timeout=timedelta(seconds=30),
            retry_policy=_DB_RETRY,
        )

    async def _skip(self, step_id: str, reason: str, detail: str, planned_at: datetime) -> None:
        assert self._input is not None
        await workflow.execute_activity_method(
            StoreActivities.skip_step,
            SkipStepInput(
                enrollment_id=self._input.enrollment_id,
                step_id=step_id,
                reason=reason,
                detail=detail,
                planned_at=planned_at,
            ),
            start_to_close_timeout=timedelta(seconds=30),
            retry_policy=_DB_RETRY,
            summary=f"skip {step_id} ({reason})",
        )

    # -- send slots ------------------------------------------------------------------------------
    def _refused_as_suppressed(self, err: ActivityError, step_id: str) -> bool:
        """A review or task refused because the contact is suppressed ends the enrollment as a refused
        email does (True); any other failure is the caller's to raise, as it always was (False)."""
        cause = err.cause
        if not (isinstance(cause, ApplicationError) and cause.type == SUPPRESSED):
            return False
        if not self._is_final():
            self._stop_on_refusal(err, step_id)
        return True

    def _stop_on_refusal(self, err: ActivityError, step_id: str) -> None:
        cause = err.cause
        if not isinstance(cause, ApplicationError):
            self._finish("failed", f"step {step_id}: {cause or err}")
            return
        if cause.type == NOT_ACTIVE:
            # The projection moved on (a stop signal raced the send); keep what it says if we know it.
            if not self._is_final():
                self._finish("exited", f"step {step_id} not sent: {cause.message}")
        elif cause.type == SUPPRESSED:
            reason = cause.details[0] if cause.details else ""
            self._finish(_SUPPRESSION_STATUS.get(str(reason), "exited"), cause.message)
        else:
            self._finish("failed", f"step {step_id}: {cause.message}")

    def _set_next(self, action: NextAction) -> None:
        """What the enrollment waits for: the `state` query, the Web UI's current details and the
        CurrentStep and NextSendAt search attributes."""
        self._next = action
        workflow.set_current_details(_describe(action))
        at = action.at if action.waiting_for in _SENDING_WAITS else None
        shown = (action.step_id, at, action.waiting_for)
        if shown == self._shown:
            return
        workflow.logger.info(_describe(action), extra=workflow_log_extra(step_id=action.step_id))
        changes: list[SearchAttributeUpdate[Any]] = []
        if action.step_id and action.step_id != self._shown[0]:
            changes.append(CURRENT_STEP.value_set(action.step_id))
        if at is not None and at != self._shown[1]:  # kept (never unset) while it waits for other things
            changes.append(NEXT_SEND_AT.value_set(at))
        self._shown = (action.step_id, at or self._shown[1], action.waiting_for)
        if changes:
            workflow.upsert_search_attributes(changes)

    def _hold_end(self) -> datetime | None:
        """When the holds on the enrollment end by themselves (a timed pause, an out-of-office return);
        None if one of them lasts until someone acts (a pause without end, a disconnected mailbox)."""
        if self._mailbox_down is not None or (self._paused and self._paused_until is None):
            return None
        ends = [t for t in (self._paused_until if self._paused else None, self._away_until) if t is not None]
        return max(ends) if ends else None

    def _end_passed_holds(self, now: datetime) -> None:
        if self._away_until is not None and self._away_until <= now:
            self._away_until = None
        if self._paused and self._paused_until is not None and self._paused_until <= now:
            self._paused, self._paused_until = False, None

    def _is_paused(self) -> bool:
        return self._paused or self._mailbox_down is not None or self._away_until is not None

    def _shown_status(self) -> tuple[Status, str | None]:
        if self._is_final():
            return self._status, self._reason
        if self._needs_review is not None:
            return "needs_review", self._needs_review
        if not self._is_paused():
            if self._waiting_slot or self._ask_again_at is not None:
                return "waiting_limit", "waiting for a send slot: the mailbox's caps allow no send yet"
            return self._status, self._reason
        if self._mailbox_down is not None:
            return "paused", f"mailbox disconnected: {self._mailbox_down}"
        if self._away_until is not None and not self._paused:
            return "paused", f"out of office until {self._away_until.isoformat()}"
        return "paused", None

    def _show_status(self) -> tuple[Status, str | None]:
        """The EnrollmentStatus search attribute follows the status (one upsert when it changes)."""
        status, reason = self._shown_status()
        if status != self._shown_search_status:
            self._shown_search_status = status
            workflow.upsert_search_attributes([ENROLLMENT_STATUS.value_set(status)])
        return status, reason

    async def _record(self) -> None:
        assert self._input is not None
        status, reason = self._show_status()
        await workflow.execute_activity_method(
            StoreActivities.record_status,
            RecordStatusInput(
                enrollment_id=self._input.enrollment_id,
                status=status,
                reason=reason,
                step_id=self._current_step,
                suppress=self._suppress,
                reply_intent=self._reply_intent if status == "replied" else None,
            ),
            start_to_close_timeout=timedelta(seconds=30),
            retry_policy=_DB_RETRY,
            summary=f"status {status}",
        )

    def _history_is_long(self) -> bool:
        assert self._input is not None
        info = workflow.info()
        return info.is_continue_as_new_suggested() or info.get_current_history_length() >= (
            self._input.events_per_run
        )

    def _carry(self, cursor: str, anchor: datetime, runs: int) -> CarriedState:
        return CarriedState(
            cursor=cursor,
            anchor=anchor,
            runs=runs,
            visits=dict(self._visits),
            sent=list(self._sent),
            seen=sorted(self._seen),
            facts=dict(self._facts),
            event_counts=dict(self._event_counts),
            slot_requests=self._slot_requests,
            paused=self._paused,
            paused_until=self._paused_until,
            away_until=self._away_until,
            mailbox_down=self._mailbox_down,
            shown_step=self._shown[0],
            shown_at=self._shown[1],
            shown_status=self._shown_search_status,
        )

    def _restore(self, carried: CarriedState) -> None:
        self._visits, self._sent, self._seen = dict(carried.visits), list(carried.sent), set(carried.seen)
        self._facts, self._event_counts = dict(carried.facts), dict(carried.event_counts)
        self._slot_requests = carried.slot_requests
        self._paused, self._paused_until = carried.paused, carried.paused_until
        self._away_until, self._mailbox_down = carried.away_until, carried.mailbox_down
        self._shown = (carried.shown_step, carried.shown_at, None)
        self._shown_search_status = carried.shown_status
        self._current_step = carried.cursor

    def _next_anchor(self, next_id: str) -> datetime:
        """Where step `next_id`'s delay starts: a send just before it (a goto between them changes
        nothing) counts from its planned moment when it went out about on time
        (`timing.wait_counts_from`); any other step from now."""
        upcoming = self._plan.step(next_id)
        if self._went_as_planned is not None and upcoming is not None:
            return timing.wait_counts_from(self._went_as_planned, workflow.now(), _delay(upcoming))
        return workflow.now()

    # -- waiting: the one helper every step's wait goes through ------------------------------------
    async def wait_until(self, condition: Callable[[], bool], limit: timedelta | None = None) -> bool:
        """Until `condition` holds (it is looked at again after every signal) or `limit` passes; True
        when it held. Signal handlers only record; the waiting step decides what the change means."""
        try:
            await workflow.wait_condition(condition, timeout=limit)
        except TimeoutError:
            return False
        return True

    async def _until_changed(self, seconds: float) -> None:
        """Until a signal changes anything (`_changed`), or `seconds` pass: then the step looks again."""
        self._changed = False
        await self.wait_until(lambda: self._changed, timedelta(seconds=seconds))

    def _stopped(self) -> str | None:
        """What stops a waiting step now: "ended" (a final status), "interrupted" (a skip or a live
        edit), or None."""
        if self._is_final():
            return "ended"
        if self._moving is not None or self._skip_request is not None:
            return "interrupted"
        return None

    def _is_final(self) -> bool:
        return self._status != "active"

    def _finish(self, status: Status, reason: str | None) -> None:
        """The first final status wins; later stop signals change nothing."""
        if self._is_final():
            return
        self._status, self._reason, self._changed = status, reason, True

    def _first_time(self, key: str) -> bool:
        if key in self._seen:
            return False
        self._seen.add(key)
        return True

    # -- signals: state only ---------------------------------------------------------------------
    @workflow.signal(name=EnrollmentSignal.REPLY)
    def reply(self, raw: ReplySignal | dict[str, Any] | None = None) -> None:
        signal = _payload("reply", ReplySignal, raw)
        if signal is None:
            return
        if self._first_time(f"reply:{signal.dedupe_key}"):
            if signal.intent is not None and not self._is_final():
                self._reply_intent = signal.intent
            self._finish("replied", f"contact replied ({signal.gmail_message_id or signal.dedupe_key})")

    @workflow.signal(name=EnrollmentSignal.BOUNCE)
    def bounce(self, raw: BounceSignal | dict[str, Any] | None = None) -> None:
        signal = _payload("bounce", BounceSignal, raw)
        if signal is None:
            return
        if self._first_time(f"bounce:{signal.dedupe_key}") and signal.permanent and not self._is_final():
            if signal.suppress:
                self._suppress = "hard_bounce"
            self._finish("bounced", signal.reason)

    @workflow.signal(name=EnrollmentSignal.AUTO_REPLY)
    def auto_reply(self, signal: AutoReplySignal) -> None:
        """Out of office never ends an enrollment; it holds the next step until the contact is back."""
        if self._first_time(f"auto_reply:{signal.dedupe_key}") and not self._is_final():
            if self._away_until is None or signal.until > self._away_until:
                self._away_until, self._changed = signal.until, True

    @workflow.signal(name=EnrollmentSignal.UNSUBSCRIBE)
    def unsubscribe(self, raw: UnsubscribeSignal | dict[str, Any] | None = None) -> None:
        signal = _payload("unsubscribe", UnsubscribeSignal, raw)
        if signal is None:
            return
        if self._first_time(f"unsubscribe:{signal.dedupe_key}") and not self._is_final():
            if signal.source != "sms":  # a texted STOP opts the number out (already written), not the address
                self._suppress = "complaint" if signal.source == "complaint" else "unsubscribe"
            self._finish("unsubscribed", f"unsubscribed via {signal.source}")

    @workflow.signal(name=EnrollmentSignal.CONTACT_EVENT)
    def contact_event(self, raw: ContactEventSignal | dict[str, Any] | None = None) -> None:
        """CRM and calendar events: some end the enrollment, the others become facts."""
        signal = _payload("contact_event", ContactEventSignal, raw)
        if signal is None or not self._first_time(f"event:{signal.event_id}") or self._is_final():
            return
        ended = _EVENT_ENDINGS.get(signal.type)
        if ended is not None:
            status, words = ended
            self._finish(status, f"{words} ({signal.source} event {signal.event_id})")
        else:
            self._facts[signal.type] = dict(signal.data)
            self._event_counts[signal.type] = self._event_counts.get(signal.type, 0) + 1
            self._changed = True

    @workflow.signal(name=EnrollmentSignal.EXIT)
    def exit(self, raw: ExitSignal | dict[str, Any] | None = None) -> None:
        signal = _payload("exit", ExitSignal, raw)
        if signal is not None:
            self._finish("exited", signal.reason)

    @workflow.signal(name=EnrollmentSignal.PAUSE)
    def pause(self, raw: PauseSignal | dict[str, Any] | None = None) -> None:
        signal = _payload("pause", PauseSignal, raw)
        if signal is None:
            return
        self._paused, self._changed = True, True
        self._paused_until = signal.until if signal is not None else None

    @workflow.signal(name=EnrollmentSignal.SKIP)
    def skip(self, raw: SkipSignal | dict[str, Any] | None = None) -> None:
        """Skip the step the enrollment waits on (only that step, when the signal names one)."""
        request = _payload("skip", SkipSignal, raw)
        if request is None:
            return
        if self._is_final() or (request.step_id and request.step_id != self._current_step):
            return
        self._skip_request, self._changed = request, True

    @workflow.signal(name=EnrollmentSignal.VERSION_CHANGED)
    def version_changed(self, change: VersionChange) -> None:
        """A new version was published and this enrollment follows it (at the next chance)."""
        if not self._is_final():
            self._moving, self._changed = change, True

    @workflow.signal(name=EnrollmentSignal.REVIEW_DECIDED)
    def review_decided(self, decision: ReviewDecision) -> None:
        if decision.task_id == self._open_task:  # a review counts only while it is awaited
            self._answers[decision.task_id], self._changed = decision.outcome, True

    @workflow.signal(name=EnrollmentSignal.TASK_COMPLETED)
    def task_completed(self, done: TaskDone) -> None:
        """A rep or the dialer answered a task (kept even if it comes before the step waits on it)."""
        if done.task_id not in self._answers:
            self._answers[done.task_id], self._changed = done.outcome, True

    @workflow.signal(name=EnrollmentSignal.RESOLVE)
    def resolve(self, signal: ResolveSignal) -> None:
        """A person settles a text whose outcome was unknown (only while the enrollment waits on one)."""
        if self._needs_review is not None and self._resolution is None and not self._is_final():
            self._resolution, self._changed = signal, True

    @workflow.signal(name=EnrollmentSignal.RESUME)
    def resume(self) -> None:
        # Also retries a step paused by a disconnected mailbox (it pauses again if still disconnected).
        # An out-of-office hold stays: the contact is still away.
        self._paused, self._mailbox_down, self._changed = False, None, True
        self._paused_until = None
        self._reconnects += 1

    @workflow.signal(name=EnrollmentSignal.MAILBOX_DISCONNECTED)
    def mailbox_disconnected(self, signal: MailboxSignal) -> None:
        if not self._is_final():
            self._mailbox_down, self._changed = signal.reason, True

    @workflow.signal(name=EnrollmentSignal.MAILBOX_RECONNECTED)
    def mailbox_reconnected(self) -> None:
        self._mailbox_down, self._changed = None, True
        self._reconnects += 1

    @workflow.signal(name=EnrollmentSignal.SLOT_GRANTED)
    async def slot_granted(self, grant: SlotGrant) -> None:
        """The mailbox grants a slot; one for a request we no longer wait on goes straight back."""
        if grant.request_id == self._slot_request and self._grant is None and not self._is_final():
            self._grant = grant
            return
        await sending.tell_mailbox(self, "slot_used", SlotReport(request_id=grant.request_id, sent=False))

    @workflow.signal(name=EnrollmentSignal.SLOT_DEFERRED)
    def slot_deferred(self, note: SlotDeferred) -> None:
        """The mailbox's caps hold the step back: the status becomes waiting_limit until the grant."""
        if note.request_id == self._slot_request and self._grant is None:
            self._waiting_slot, self._slot_free_at = True, note.until
            self._ask_again_at = note.ask_again_at

    @workflow.query(name=STATE_QUERY)
    def state(self) -> EnrollmentState:
        status, reason = self._shown_status()
        return EnrollmentState(
            status=status,
            reason=reason,
            current_step=self._current_step,
            steps_sent=list(self._sent),
            next_action=self._next,
            signals_seen=len(self._seen),
            facts=dict(self._facts),
            sequence_version_id=self._input.sequence_version_id if self._input else None,
        )
