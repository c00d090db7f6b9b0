"""What the `enroll` update answers (update-with-start): the enrollment this workflow id holds and when
the plan has its first step."""

from __future__ import annotations

from datetime import datetime

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from contracts import EnrollAnswer, EnrollmentInput, Plan
    from sequencer import timing
    from workflows.context import StepContext, delay


def enroll_answer(ctx: StepContext, inp: EnrollmentInput, plan: Plan) -> EnrollAnswer:
    info = workflow.info()
    first, at = first_planned(plan, ctx.began or workflow.now())
    named = ctx.summary_sequence
    return EnrollAnswer(
        enrollment_id=inp.enrollment_id,
        workflow_id=info.workflow_id,
        run_id=info.first_execution_run_id,
        contact_id=inp.contact_id,
        mailbox_id=inp.mailbox_id,
        sequence_version_id=inp.sequence_version_id,
        sequence=named[0] if named else None,
        sequence_version=named[1] if named else None,
        status=ctx.status,
        first_step=first,
        first_step_at=at,
    )


def first_planned(plan: Plan, anchor: datetime) -> tuple[str | None, datetime | None]:
    """The first step and when the plan has it, as the schedule preview does (no jitter): its due
    time; for a send, the first instant of its window from then (None: no window, or a text with no
    zone to time it on)."""
    if not plan.steps:
        return None, None
    step = plan.steps[0]
    sms = step.type == "sms"
    if sms and plan.recipient_timezone is None:
        return step.id, None
    due, _ = timing.add_delay(anchor, delay(step), plan.calendar(sms=sms))
    if step.type not in ("email", "sms"):
        return step.id, due
    try:
        at, _, _ = timing.next_send_time(due, plan.window_of(step), plan.calendar(sms=sms), sms=sms)
    except timing.NoWindow:
        return step.id, None
    return step.id, at
