"""EnrollmentWorkflow: one contact walking through one pinned sequence version.

Signal handlers only change state; the run loop acts on it. Timers are interruptible
(`wait_condition` with a timeout), so pause, resume and the stop signals take effect at once.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, TypeVar

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from pydantic import BaseModel, ValidationError

    from activities.enrolling import EnrollingActivities
    from contracts import (
        AdoptInput,
        AutoReplySignal,
        BounceSignal,
        ContactEventSignal,
        EnrollmentInput,
        EnrollmentResult,
        EnrollmentStart,
        EnrollmentState,
        ExitSignal,
        MailboxSignal,
        NextAction,
        PauseSignal,
        ReplySignal,
        ResolveSignal,
        ReviewDecision,
        SkipSignal,
        SlotDeferred,
        SlotGrant,
        SlotReport,
        Status,
        TaskDone,
        UnsubscribeSignal,
        VersionChange,
    )
    from contracts.errors import INVALID_INPUT, REFUSALS
    from contracts.names import ENROLLMENT_WORKFLOW, STATE_QUERY, EnrollmentSignal
    from sequencer import search_attributes as sa
    from sequencer.logs import workflow_log_extra
    from workflows.context import StepContext
    from workflows.steps import sending
    from workflows.walk import walk

WORKFLOW_NAME = ENROLLMENT_WORKFLOW


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


# Contact events that end the enrollment, with the status they end it in.
_EVENT_ENDINGS: dict[str, tuple[Status, str]] = {
    "meeting_booked": ("meeting_booked", "meeting booked"),
    "replied_elsewhere": ("replied", "replied elsewhere"),
    "do_not_contact": ("exited", "do not contact"),
}


@workflow.defn(name=WORKFLOW_NAME)
class EnrollmentWorkflow:
    def __init__(self) -> None:
        self.ctx = StepContext()  # the walk's state and what its steps may do (workflows/context.py)

    # -- the loop ------------------------------------------------------------------------------
    @workflow.run
    async def run(self, start: EnrollmentInput | EnrollmentStart | dict[str, Any]) -> EnrollmentResult:
        """`start`: what the starter passes (`EnrollmentInput`, its row written), or what any Temporal
        client may pass (`EnrollmentStart`, plain JSON): then the first activity creates or adopts
        the row. Input that is neither ends the run at once as `InvalidInput`."""
        ctx = self.ctx
        ctx.began = workflow.now()  # the first step's delay counts from here, not after the plan loaded
        inp = ctx.input = await self._enrollment(start)
        if inp.carried is not None:
            ctx.state = inp.carried  # the last run's state, whole
            ctx.state.current_step = ctx.state.cursor
            ctx.run_id_to_record = workflow.info().run_id  # signals find this run from now on
        first = inp.plan.steps[0] if inp.plan and inp.plan.steps else None
        if inp.plan and not inp.carried and first and first.type == "email" and not first.review:
            # The starter's facts: the first send re-reads them (and is the run's first activity, so a
            # row that never committed still fails the run, freeing its id).
            self.ctx.plan = inp.plan
        else:
            self.ctx.plan = await self.ctx.load_plan()
        self.ctx.run_id_to_record = None
        await walk(ctx)
        self.ctx.next = NextAction(kind="none")
        workflow.logger.info(
            "enrollment %s: %s",
            self.ctx.status,
            self.ctx.reason or "",
            extra=workflow_log_extra(step_id=self.ctx.state.current_step),
        )
        if self.ctx.status == "completed" and self.ctx.slots.completed_by_send:
            self.ctx.show_status()  # the last send wrote `completed` to Postgres already
        else:
            await self.ctx.record()
        await workflow.wait_condition(workflow.all_handlers_finished)  # stale grants handed back
        return EnrollmentResult(
            status=self.ctx.status, reason=self.ctx.reason, steps_sent=list(self.ctx.state.sent)
        )

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
            self.ctx.next = NextAction(
                kind="wait", at=start.start_at, waiting_for="due_time", detail="start_at"
            )
            workflow.set_current_details(f"starts at {start.start_at.isoformat()}")
            await self.ctx.wait_until(self.ctx.is_final, start.start_at - workflow.now())
        return row

    # -- signals: state only ---------------------------------------------------------------------
    @workflow.signal(name=EnrollmentSignal.REPLY)
    def reply(self, raw: ReplySignal | dict[str, Any] | None = None) -> None:
        signal = _payload("reply", ReplySignal, raw)
        if signal is None:
            return
        if self.ctx.first_time(f"reply:{signal.dedupe_key}"):
            if signal.intent is not None and not self.ctx.is_final():
                self.ctx.reply_intent = signal.intent
            self.ctx.finish("replied", f"contact replied ({signal.gmail_message_id or signal.dedupe_key})")

    @workflow.signal(name=EnrollmentSignal.BOUNCE)
    def bounce(self, raw: BounceSignal | dict[str, Any] | None = None) -> None:
        signal = _payload("bounce", BounceSignal, raw)
        if signal is None:
            return
        if (
            self.ctx.first_time(f"bounce:{signal.dedupe_key}")
            and signal.permanent
            and not self.ctx.is_final()
        ):
            if signal.suppress:
                self.ctx.suppress = "hard_bounce"
            self.ctx.finish("bounced", signal.reason)

    @workflow.signal(name=EnrollmentSignal.AUTO_REPLY)
    def auto_reply(self, signal: AutoReplySignal) -> None:
        """Out of office never ends an enrollment; it holds the next step until the contact is back."""
        if self.ctx.first_time(f"auto_reply:{signal.dedupe_key}") and not self.ctx.is_final():
            if self.ctx.state.away_until is None or signal.until > self.ctx.state.away_until:
                self.ctx.state.away_until, self.ctx.changed = signal.until, True

    @workflow.signal(name=EnrollmentSignal.UNSUBSCRIBE)
    def unsubscribe(self, raw: UnsubscribeSignal | dict[str, Any] | None = None) -> None:
        signal = _payload("unsubscribe", UnsubscribeSignal, raw)
        if signal is None:
            return
        if self.ctx.first_time(f"unsubscribe:{signal.dedupe_key}") and not self.ctx.is_final():
            if signal.source != "sms":  # a texted STOP opts the number out (already written), not the address
                self.ctx.suppress = "complaint" if signal.source == "complaint" else "unsubscribe"
            self.ctx.finish("unsubscribed", f"unsubscribed via {signal.source}")

    @workflow.signal(name=EnrollmentSignal.CONTACT_EVENT)
    def contact_event(self, raw: ContactEventSignal | dict[str, Any] | None = None) -> None:
        """CRM and calendar events: some end the enrollment, the others become facts."""
        signal = _payload("contact_event", ContactEventSignal, raw)
        if signal is None or not self.ctx.first_time(f"event:{signal.event_id}") or self.ctx.is_final():
            return
        ended = _EVENT_ENDINGS.get(signal.type)
        if ended is not None:
            status, words = ended
            self.ctx.finish(status, f"{words} ({signal.source} event {signal.event_id})")
        else:
            self.ctx.state.facts[signal.type] = dict(signal.data)
            self.ctx.state.event_counts[signal.type] = self.ctx.state.event_counts.get(signal.type, 0) + 1
            self.ctx.changed = True

    @workflow.signal(name=EnrollmentSignal.EXIT)
    def exit(self, raw: ExitSignal | dict[str, Any] | None = None) -> None:
        signal = _payload("exit", ExitSignal, raw)
        if signal is not None:
            self.ctx.finish("exited", signal.reason)

    @workflow.signal(name=EnrollmentSignal.PAUSE)
    def pause(self, raw: PauseSignal | dict[str, Any] | None = None) -> None:
        signal = _payload("pause", PauseSignal, raw)
        if signal is None:
            return
        self.ctx.state.paused, self.ctx.changed = True, True
        self.ctx.state.paused_until = signal.until if signal is not None else None

    @workflow.signal(name=EnrollmentSignal.SKIP)
    def skip(self, raw: SkipSignal | dict[str, Any] | None = None) -> None:
        """Skip the step the enrollment waits on (only that step, when the signal names one)."""
        request = _payload("skip", SkipSignal, raw)
        if request is None:
            return
        if self.ctx.is_final() or (request.step_id and request.step_id != self.ctx.state.current_step):
            return
        self.ctx.skip_request, self.ctx.changed = request, True

    @workflow.signal(name=EnrollmentSignal.VERSION_CHANGED)
    def version_changed(self, change: VersionChange) -> None:
        """A new version was published and this enrollment follows it (at the next chance)."""
        if not self.ctx.is_final():
            self.ctx.moving, self.ctx.changed = change, True

    @workflow.signal(name=EnrollmentSignal.REVIEW_DECIDED)
    def review_decided(self, decision: ReviewDecision) -> None:
        if decision.task_id == self.ctx.tasks.open:  # a review counts only while it is awaited
            self.ctx.tasks.answers[decision.task_id], self.ctx.changed = decision.outcome, True

    @workflow.signal(name=EnrollmentSignal.TASK_COMPLETED)
    def task_completed(self, done: TaskDone) -> None:
        """A rep or the dialer answered a task (kept even if it comes before the step waits on it)."""
        if done.task_id not in self.ctx.tasks.answers:
            self.ctx.tasks.answers[done.task_id], self.ctx.changed = done.outcome, True

    @workflow.signal(name=EnrollmentSignal.RESOLVE)
    def resolve(self, signal: ResolveSignal) -> None:
        """A person settles a text whose outcome was unknown (only while the enrollment waits on one)."""
        if (
            self.ctx.tasks.needs_review is not None
            and self.ctx.tasks.resolution is None
            and not self.ctx.is_final()
        ):
            self.ctx.tasks.resolution, self.ctx.changed = signal, True

    @workflow.signal(name=EnrollmentSignal.RESUME)
    def resume(self) -> None:
        # Also retries a step paused by a disconnected mailbox (it pauses again if still disconnected).
        # An out-of-office hold stays: the contact is still away.
        self.ctx.state.paused, self.ctx.state.mailbox_down, self.ctx.changed = False, None, True
        self.ctx.state.paused_until = None
        self.ctx.reconnects += 1

    @workflow.signal(name=EnrollmentSignal.MAILBOX_DISCONNECTED)
    def mailbox_disconnected(self, signal: MailboxSignal) -> None:
        if not self.ctx.is_final():
            self.ctx.state.mailbox_down, self.ctx.changed = signal.reason, True

    @workflow.signal(name=EnrollmentSignal.MAILBOX_RECONNECTED)
    def mailbox_reconnected(self) -> None:
        self.ctx.state.mailbox_down, self.ctx.changed = None, True
        self.ctx.reconnects += 1

    @workflow.signal(name=EnrollmentSignal.SLOT_GRANTED)
    async def slot_granted(self, grant: SlotGrant) -> None:
        """The mailbox grants a slot; one for a request we no longer wait on goes straight back."""
        if (
            grant.request_id == self.ctx.slots.request
            and self.ctx.slots.grant is None
            and not self.ctx.is_final()
        ):
            self.ctx.slots.grant = grant
            return
        await sending.tell_mailbox(self.ctx, "slot_used", SlotReport(request_id=grant.request_id, sent=False))

    @workflow.signal(name=EnrollmentSignal.SLOT_DEFERRED)
    def slot_deferred(self, note: SlotDeferred) -> None:
        """The mailbox's caps hold the step back: the status becomes waiting_limit until the grant."""
        if note.request_id == self.ctx.slots.request and self.ctx.slots.grant is None:
            self.ctx.slots.waiting, self.ctx.slots.free_at = True, note.until
            self.ctx.slots.ask_again_at = note.ask_again_at

    @workflow.query(name=STATE_QUERY)
    def state(self) -> EnrollmentState:
        status, reason = self.ctx.shown_status()
        return EnrollmentState(
            status=status,
            reason=reason,
            current_step=self.ctx.state.current_step,
            steps_sent=list(self.ctx.state.sent),
            next_action=self.ctx.next,
            signals_seen=len(self.ctx.state.seen),
            facts=dict(self.ctx.state.facts),
            sequence_version_id=self.ctx.input.sequence_version_id if self.ctx.input else None,
        )
