"""`sms`: wait for the recipient's texting hours (08:00-21:00 on their clock) inside the step's window,
then send the text once; an unknown outcome waits in needs_review for a person."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from temporalio.exceptions import ActivityError, ApplicationError

    from activities.breakers import BREAKER_OPEN
    from activities.texting import TextingActivities
    from contracts import NextAction, ResolveSignal, ResolveSmsInput, SendSmsInput, StepPlan
    from contracts.errors import SMS_WINDOW_CLOSED
    from workflows.steps import sending
    from workflows.steps.common import DB_RETRY, END, SEND_BUDGET, SMS_RETRY, due_at
    from workflows.steps.sendable import wait_until_sendable

if TYPE_CHECKING:
    from workflows.enrollment import EnrollmentWorkflow


async def run(wf: EnrollmentWorkflow, step: StepPlan, anchor: datetime) -> str:
    wf._went_as_planned = None
    if wf._plan.recipient_timezone is None:
        detail = "no zone from the contact, phone or country; texts never guess"
        await wf._skip(step.id, "no_timezone", detail, workflow.now())
        return step.next or END
    due = due_at(wf, step, anchor)
    resend = False
    while True:  # a disconnected mailbox pauses the step; reconnecting retries it
        ready = await wait_until_sendable(wf, due, step, interruptible=True)
        if ready != "go":
            return ready
        planned_at = wf._next.at or workflow.now()  # the send time this step was planned for
        texted = await text(wf, step, planned_at, resend)
        if texted in ("ended", "interrupted"):
            return texted
        if texted in ("wait", "resend"):  # back to the recipient's texting hours, then again
            resend, due = resend or texted == "resend", workflow.now()
            continue
        if texted == "sent":
            wf._went_as_planned = planned_at
        return step.next or END


async def text(wf: EnrollmentWorkflow, step: StepPlan, planned_at: datetime, resend: bool) -> str:
    """Send the step's text once: "sent" (or skipped with a reason: the walk goes on either way),
    "ended", "interrupted", "wait" (the recipient's texting hours closed meanwhile: wait for them) or
    "resend" (a person said the earlier text did not arrive: wait for the hours, then send again).
    An unknown outcome waits in needs_review for a person: sent, resend, skip (or a skip) or exit."""
    assert wf._input is not None
    send = workflow.start_activity_method(
        TextingActivities.send_sms,
        SendSmsInput(
            enrollment_id=wf._input.enrollment_id,
            step_id=step.id,
            visit=wf._visits[step.id],
            planned_at=planned_at,
            resend=resend,
        ),
        start_to_close_timeout=timedelta(minutes=2),
        schedule_to_close_timeout=SEND_BUDGET,
        retry_policy=SMS_RETRY,
        summary=f"text {step.id}",
    )
    try:
        result = await sending.unless_stopped(wf, send)
    except ActivityError as err:
        cause = err.cause
        if isinstance(cause, ApplicationError) and cause.type == SMS_WINDOW_CLOSED and not wf._is_final():
            await wf._note(step.id, "send_sms", "window_closed", detail=cause.message)
            return "wait"
        if isinstance(cause, ApplicationError) and cause.type == BREAKER_OPEN and not wf._is_final():
            wf._breaker_until = datetime.fromisoformat(str(cause.details[0]))
            await wf._note(step.id, "send_sms", "breaker_open", detail=cause.message)
            return "wait"
        if not wf._is_final():
            wf._stop_on_refusal(err, step.id)
        return "ended"
    if result.outcome == "sent":
        wf._sent.append(step.id)
    if result.outcome != "unknown":
        return "ended" if wf._is_final() else "sent"
    wf._needs_review, wf._resolution = result.detail or "the text's outcome is unknown", None
    wf._set_next(
        NextAction(
            kind="needs_review",
            step_id=step.id,
            waiting_for="task",
            detail="needs_review: a person settles the text (POST .../resolve)",
        )
    )
    await wf._record()
    await wf.wait_until(lambda: wf._resolution is not None or wf._stopped() is not None)
    wf._needs_review = None
    if wf._is_final():
        return "ended"
    if wf._resolution is None and wf._skip_request is not None:
        # Skipping the step that waits for a person is that person's `skip`.
        skip, wf._skip_request = wf._skip_request, None
        wf._resolution = ResolveSignal(resolution="skip", note=skip.reason or "skipped by request")
    if wf._resolution is None:
        await wf._record()
        return "interrupted"  # a live edit moves the enrollment on
    resolution, wf._resolution = wf._resolution, None
    await workflow.execute_activity_method(
        TextingActivities.resolve_sms,
        ResolveSmsInput(
            enrollment_id=wf._input.enrollment_id,
            step_id=step.id,
            visit=wf._visits[step.id],
            resolution=resolution.resolution,
            note=resolution.note,
        ),
        start_to_close_timeout=timedelta(seconds=30),
        retry_policy=DB_RETRY,
    )
    if resolution.resolution == "exit":
        wf._finish("exited", f"step {step.id}: the unknown text was resolved as exit")
        return "ended"
    await wf._record()  # running again
    if resolution.resolution == "sent":
        wf._sent.append(step.id)
    return "resend" if resolution.resolution == "resend" else "sent"
