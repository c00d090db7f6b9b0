"""`sms`: wait for the recipient's texting hours (08:00-21:00 on their clock) inside the step's window,
then send the text once; an unknown outcome waits in needs_review for a person."""

from __future__ import annotations

from datetime import datetime, timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from temporalio.exceptions import ActivityError, ApplicationError

    from activities.breakers import BREAKER_OPEN
    from activities.texting import TextingActivities
    from contracts import NextAction, ResolveSignal, ResolveSmsInput, SendSmsInput, StepPlan
    from contracts.errors import SMS_WINDOW_CLOSED
    from workflows.context import DB_RETRY, END, Next, StepContext, StepResult, stopped_as
    from workflows.steps import sending
    from workflows.steps.common import SEND_BUDGET, SMS_RETRY, due_at
    from workflows.steps.sendable import wait_until_sendable


async def run(ctx: StepContext, step: StepPlan, anchor: datetime) -> StepResult:
    ctx.on_plan = None
    if ctx.plan.recipient_timezone is None:
        detail = "no zone from the contact, phone or country; texts never guess"
        await ctx.skip(step.id, "no_timezone", detail, workflow.now())
        return Next(step.next or END)
    due = due_at(ctx, step, anchor)
    resend = False
    while True:  # a disconnected mailbox pauses the step; reconnecting retries it
        ready = await wait_until_sendable(ctx, due, step, interruptible=True)
        if ready != "go":
            return stopped_as(ready)
        planned_at = ctx.next.at or workflow.now()  # the send time this step was planned for
        texted = await text(ctx, step, planned_at, resend)
        if texted in ("ended", "interrupted"):
            return stopped_as(texted)
        if texted in ("wait", "resend"):  # back to the recipient's texting hours, then again
            resend, due = resend or texted == "resend", workflow.now()
            continue
        if texted == "sent":
            ctx.on_plan = planned_at
        return Next(step.next or END)


async def text(ctx: StepContext, step: StepPlan, planned_at: datetime, resend: bool) -> str:
    """Send the step's text once: "sent" (or skipped with a reason: the walk goes on either way),
    "ended", "interrupted", "wait" (the recipient's texting hours closed meanwhile: wait for them) or
    "resend" (a person said the earlier text did not arrive: wait for the hours, then send again).
    An unknown outcome waits in needs_review for a person: sent, resend, skip (or a skip) or exit."""
    assert ctx.input is not None
    send = workflow.start_activity_method(
        TextingActivities.send_sms,
        SendSmsInput(
            enrollment_id=ctx.input.enrollment_id,
            step_id=step.id,
            visit=ctx.state.visits[step.id],
            planned_at=planned_at,
            resend=resend,
        ),
        start_to_close_timeout=timedelta(minutes=2),
        schedule_to_close_timeout=SEND_BUDGET,
        retry_policy=SMS_RETRY,
        summary=f"text {step.id}",
    )
    try:
        result = await sending.unless_stopped(ctx, send)
    except ActivityError as err:
        cause = err.cause
        if isinstance(cause, ApplicationError) and cause.type == SMS_WINDOW_CLOSED and not ctx.is_final():
            await ctx.note(step.id, "send_sms", "window_closed", detail=cause.message)
            return "wait"
        if isinstance(cause, ApplicationError) and cause.type == BREAKER_OPEN and not ctx.is_final():
            ctx.slots.breaker_until = datetime.fromisoformat(str(cause.details[0]))
            await ctx.note(step.id, "send_sms", "breaker_open", detail=cause.message)
            return "wait"
        if not ctx.is_final():
            ctx.stop_on_refusal(err, step.id)
        return "ended"
    if result.outcome == "sent":
        ctx.state.sent.append(step.id)
    if result.outcome != "unknown":
        return "ended" if ctx.is_final() else "sent"
    ctx.tasks.needs_review, ctx.tasks.resolution = result.detail or "the text's outcome is unknown", None
    ctx.set_next(
        NextAction(
            kind="needs_review",
            step_id=step.id,
            waiting_for="task",
            detail="needs_review: a person settles the text (POST .../resolve)",
        )
    )
    await ctx.record()
    await ctx.wait_until(lambda: ctx.tasks.resolution is not None or ctx.stopped() is not None)
    ctx.tasks.needs_review = None
    if ctx.is_final():
        return "ended"
    if ctx.tasks.resolution is None and ctx.skip_request is not None:
        # Skipping the step that waits for a person is that person's `skip`.
        skip, ctx.skip_request = ctx.skip_request, None
        ctx.tasks.resolution = ResolveSignal(resolution="skip", note=skip.reason or "skipped by request")
    if ctx.tasks.resolution is None:
        await ctx.record()
        return "interrupted"  # a live edit moves the enrollment on
    resolution, ctx.tasks.resolution = ctx.tasks.resolution, None
    await workflow.execute_activity_method(
        TextingActivities.resolve_sms,
        ResolveSmsInput(
            enrollment_id=ctx.input.enrollment_id,
            step_id=step.id,
            visit=ctx.state.visits[step.id],
            resolution=resolution.resolution,
            note=resolution.note,
        ),
        start_to_close_timeout=timedelta(seconds=30),
        retry_policy=DB_RETRY,
    )
    if resolution.resolution == "exit":
        ctx.finish("exited", f"step {step.id}: the unknown text was resolved as exit")
        return "ended"
    await ctx.record()  # running again
    if resolution.resolution == "sent":
        ctx.state.sent.append(step.id)
    return "resend" if resolution.resolution == "resend" else "sent"
