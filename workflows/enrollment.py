"""EnrollmentWorkflow: one contact walking through one pinned sequence version.

Signal and update handlers only change state; the run loop acts on it. Timers are interruptible
(`wait_condition` with a timeout), so pause, resume and the stop signals take effect at once. The
`enroll` update (update-with-start) answers the enrollment, or the refusal, in the starting call.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, cast

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from pydantic import ValidationError

    from activities.enrolling import EnrollingActivities
    from contracts import (
        AdoptInput,
        AutoReplySignal,
        BounceSignal,
        ContactEventSignal,
        ControlAnswer,
        EnrollAnswer,
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
    from contracts.names import ENROLLMENT_WORKFLOW, STATE_QUERY, EnrollmentSignal, EnrollmentUpdate
    from sequencer import search_attributes as sa
    from sequencer import timing
    from sequencer.durations import Delay
    from sequencer.logs import workflow_log_extra
    from workflows import controls
    from workflows.context import StepContext
    from workflows.enroll_answer import enroll_answer
    from workflows.live_state import live_state
    from workflows.steps import sending
    from workflows.walk import walk

WORKFLOW_NAME = ENROLLMENT_WORKFLOW


@workflow.defn(name=WORKFLOW_NAME)
class EnrollmentWorkflow:
    def __init__(self) -> None:
        self.ctx = StepContext()  # the walk's state and what its steps may do (workflows/context.py)
        self.enrolled: EnrollAnswer | None = None  # what `enroll` answers, once the plan is loaded
        self.refusal: ApplicationError | None = None  # or why the start was refused

    # -- the loop ------------------------------------------------------------------------------
    @workflow.run
    async def run(self, start: EnrollmentInput | EnrollmentStart | dict[str, Any]) -> EnrollmentResult:
        """`start`: what the starter passes (`EnrollmentInput`, its row written), or what any Temporal
        client may pass (`EnrollmentStart`, plain JSON): then the first activity creates or adopts
        the row. Input that is neither ends the run at once as `InvalidInput`."""
        ctx = self.ctx
        ctx.began = workflow.now()  # the first step's delay counts from here, not after the plan loaded
        try:
            inp = ctx.input = await self._enrollment(start)
        except ApplicationError as refused:
            if refused.type in REFUSALS:  # `enroll` answers it first; the Web UI list shows its type
                self.refusal = refused
                workflow.upsert_search_attributes([sa.ENROLLMENT_STATUS.value_set(f"refused:{refused.type}")])
                await workflow.wait_condition(workflow.all_handlers_finished)
            raise
        if inp.begins_at is not None and inp.carried is None:
            # The enrollment began when its starter said, if its first task came about then.
            ctx.began = timing.wait_counts_from(inp.begins_at, ctx.began, Delay())
        if inp.carried is not None:
            ctx.state = inp.carried  # the last run's state, whole
            ctx.state.current_step = ctx.state.cursor
            ctx.run_id_to_record = workflow.info().run_id  # signals find this run from now on
        else:  # what the start shows already (the starter's CurrentStep and NextSendAt) is not upserted
            shown = workflow.info().typed_search_attributes
            ctx.state.shown_step, ctx.state.shown_at = shown.get(sa.CURRENT_STEP), shown.get(sa.NEXT_SEND_AT)
            ctx.first_jitter = inp.first_jitter
        first = inp.plan.steps[0] if inp.plan and inp.plan.steps else None
        if inp.plan and not inp.carried and first and first.type == "email" and not first.review:
            # The starter's facts: the first send re-reads them (and is the run's first activity, so a
            # row that never committed still fails the run, freeing its id).
            self.ctx.plan = inp.plan
        else:
            self.ctx.plan = await self.ctx.load_plan()
        self.ctx.run_id_to_record = None
        if self.enrolled is None:
            self.enrolled = enroll_answer(ctx, inp, ctx.plan)
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

    @workflow.update(name=EnrollmentUpdate.ENROLL)
    async def enroll(self) -> EnrollAnswer:
        """The update-with-start entry point: the enrollment this workflow id holds (the same one to
        every retry: `USE_EXISTING`), or its refusal (`ApplicationError` of the refusal's type)."""
        await workflow.wait_condition(lambda: self.enrolled is not None or self.refusal is not None)
        if self.enrolled is None:
            assert self.refusal is not None
            raise ApplicationError(self.refusal.message, type=self.refusal.type, non_retryable=True)
        status, _ = self.ctx.shown_status()
        return self.enrolled.model_copy(update={"status": status})

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
                    f"invalid start input: {controls.first_error(exc)}",
                    type=INVALID_INPUT,
                    non_retryable=True,
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
        if adopted.status not in ("active", "paused", "waiting_limit", "needs_review"):
            # This workflow id's enrollment already ended (a retried start after its run closed).
            self.ctx.finish(cast("Status", adopted.status), adopted.status_reason)
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
        # What an API start's static summary says, shown with the Web UI's current details.
        self.ctx.summary = (
            f"{adopted.contact_email} in {adopted.sequence_name} v{adopted.sequence_version} "
            f"from {adopted.mailbox_email}"
        )
        self.ctx.summary_sequence = (adopted.sequence_name, adopted.sequence_version)
        later = start.start_at is not None and start.start_at > workflow.now()
        if later:
            self.ctx.began = start.start_at  # the first step's delay counts from here
        if row.plan is not None:
            self.enrolled = enroll_answer(self.ctx, row, row.plan)  # answered now, not after `start_at`
        if later and start.start_at is not None:
            self.ctx.next = NextAction(
                kind="wait", at=start.start_at, waiting_for="due_time", detail="start_at"
            )
            workflow.set_current_details(f"{self.ctx.summary}\n\nstarts at {start.start_at.isoformat()}")
            await self.ctx.wait_until(self.ctx.is_final, start.start_at - workflow.now())
        return row

    # -- controls and contact events: signals (fire and forget) and updates (validated, answered) ----
    @workflow.signal(name=EnrollmentSignal.REPLY)
    def reply(self, raw: ReplySignal | dict[str, Any] | None = None) -> None:
        if (signal := controls.from_signal("reply", ReplySignal, raw)) is not None:
            controls.reply(self.ctx, signal)

    @workflow.update(name=EnrollmentUpdate.REPLY)
    def reply_update(self, raw: ReplySignal | dict[str, Any] | None = None) -> ControlAnswer:
        return controls.answer(self.ctx, controls.reply(self.ctx, controls.parsed(ReplySignal, raw)))

    @reply_update.validator
    def _check_reply(self, raw: ReplySignal | dict[str, Any] | None = None) -> None:
        controls.check(self.ctx, ReplySignal, raw)

    @workflow.signal(name=EnrollmentSignal.BOUNCE)
    def bounce(self, raw: BounceSignal | dict[str, Any] | None = None) -> None:
        if (signal := controls.from_signal("bounce", BounceSignal, raw)) is not None:
            controls.bounce(self.ctx, signal)

    @workflow.update(name=EnrollmentUpdate.BOUNCE)
    def bounce_update(self, raw: BounceSignal | dict[str, Any] | None = None) -> ControlAnswer:
        return controls.answer(self.ctx, controls.bounce(self.ctx, controls.parsed(BounceSignal, raw)))

    @bounce_update.validator
    def _check_bounce(self, raw: BounceSignal | dict[str, Any] | None = None) -> None:
        controls.check(self.ctx, BounceSignal, raw)

    @workflow.signal(name=EnrollmentSignal.AUTO_REPLY)
    def auto_reply(self, signal: AutoReplySignal) -> None:
        """Out of office never ends an enrollment; it holds the next step until the contact is back."""
        if self.ctx.first_time(f"auto_reply:{signal.dedupe_key}") and not self.ctx.is_final():
            if self.ctx.state.away_until is None or signal.until > self.ctx.state.away_until:
                self.ctx.state.away_until, self.ctx.changed = signal.until, True

    @workflow.signal(name=EnrollmentSignal.UNSUBSCRIBE)
    def unsubscribe(self, raw: UnsubscribeSignal | dict[str, Any] | None = None) -> None:
        if (signal := controls.from_signal("unsubscribe", UnsubscribeSignal, raw)) is not None:
            controls.unsubscribe(self.ctx, signal)

    @workflow.update(name=EnrollmentUpdate.UNSUBSCRIBE)
    def unsubscribe_update(self, raw: UnsubscribeSignal | dict[str, Any] | None = None) -> ControlAnswer:
        signal = controls.parsed(UnsubscribeSignal, raw)
        return controls.answer(self.ctx, controls.unsubscribe(self.ctx, signal))

    @unsubscribe_update.validator
    def _check_unsubscribe(self, raw: UnsubscribeSignal | dict[str, Any] | None = None) -> None:
        controls.check(self.ctx, UnsubscribeSignal, raw)

    @workflow.signal(name=EnrollmentSignal.CONTACT_EVENT)
    def contact_event(self, raw: ContactEventSignal | dict[str, Any] | None = None) -> None:
        if (signal := controls.from_signal("contact_event", ContactEventSignal, raw)) is not None:
            controls.contact_event(self.ctx, signal)

    @workflow.update(name=EnrollmentUpdate.CONTACT_EVENT)
    def contact_event_update(self, raw: ContactEventSignal | dict[str, Any] | None = None) -> ControlAnswer:
        signal = controls.parsed(ContactEventSignal, raw)
        return controls.answer(self.ctx, controls.contact_event(self.ctx, signal))

    @contact_event_update.validator
    def _check_contact_event(self, raw: ContactEventSignal | dict[str, Any] | None = None) -> None:
        controls.check(self.ctx, ContactEventSignal, raw)

    @workflow.signal(name=EnrollmentSignal.EXIT)
    def exit(self, raw: ExitSignal | dict[str, Any] | None = None) -> None:
        if (signal := controls.from_signal("exit", ExitSignal, raw)) is not None:
            controls.exit(self.ctx, signal)

    @workflow.update(name=EnrollmentUpdate.EXIT)
    def exit_update(self, raw: ExitSignal | dict[str, Any] | None = None) -> ControlAnswer:
        return controls.answer(self.ctx, controls.exit(self.ctx, controls.parsed(ExitSignal, raw)))

    @exit_update.validator
    def _check_exit(self, raw: ExitSignal | dict[str, Any] | None = None) -> None:
        controls.check(self.ctx, ExitSignal, raw)

    @workflow.signal(name=EnrollmentSignal.PAUSE)
    def pause(self, raw: PauseSignal | dict[str, Any] | None = None) -> None:
        if (signal := controls.from_signal("pause", PauseSignal, raw)) is not None:
            controls.pause(self.ctx, signal)

    @workflow.update(name=EnrollmentUpdate.PAUSE)
    def pause_update(self, raw: PauseSignal | dict[str, Any] | None = None) -> ControlAnswer:
        signal = controls.parsed(PauseSignal, raw)
        done = controls.pause(self.ctx, signal)
        return controls.answer(self.ctx, done, paused_until=signal.until)

    @pause_update.validator
    def _check_pause(self, raw: PauseSignal | dict[str, Any] | None = None) -> None:
        controls.check_pause(self.ctx, raw)

    @workflow.signal(name=EnrollmentSignal.RESUME)
    def resume(self) -> None:
        controls.resume(self.ctx)

    @workflow.update(name=EnrollmentUpdate.RESUME)
    def resume_update(self) -> ControlAnswer:
        return controls.answer(self.ctx, controls.resume(self.ctx))

    @resume_update.validator
    def _check_resume(self) -> None:
        controls.check_resume(self.ctx)

    @workflow.signal(name=EnrollmentSignal.SKIP)
    def skip(self, raw: SkipSignal | dict[str, Any] | None = None) -> None:
        """Skip the step the enrollment waits on (only that step, when the signal names one)."""
        if (request := controls.from_signal("skip", SkipSignal, raw)) is not None:
            controls.skip(self.ctx, request)

    @workflow.update(name=EnrollmentUpdate.SKIP)
    async def skip_update(self, raw: SkipSignal | dict[str, Any] | None = None) -> ControlAnswer:
        """Answers once the walk has left the step: the step skipped, and the one it went on to."""
        step, runs = self.ctx.state.current_step, self.ctx.state.runs
        controls.skip(self.ctx, controls.parsed(SkipSignal, raw))
        await workflow.wait_condition(lambda: self.ctx.state.runs > runs or self.ctx.is_final())
        onward = self.ctx.state.current_step if self.ctx.state.runs > runs else None
        return controls.answer(self.ctx, f"skipped {step}", skipped=step, next_step=onward)

    @skip_update.validator
    def _check_skip(self, raw: SkipSignal | dict[str, Any] | None = None) -> None:
        controls.check_skip(self.ctx, raw)

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
        return live_state(self.ctx)
