"""`wait_for`: at its due time, wait for a contact event of the step's type (a CRM's or the calendar's)
until its timeout; `then` when it came, `otherwise` when it did not."""

from __future__ import annotations

from datetime import datetime

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from contracts import NextAction, StepPlan
    from sequencer import timing
    from sequencer.durations import parse_delay
    from workflows.context import END, Next, StepContext, StepResult, stopped_as
    from workflows.steps.common import calendar, due_at


async def run(ctx: StepContext, step: StepPlan, anchor: datetime) -> StepResult:
    ctx.on_plan = None
    due = due_at(ctx, step, anchor)
    waited = await ctx.wait_due(due, step.id)
    if waited != "go":
        return stopped_as(waited)
    came, deadline = await wait_for_event(ctx, step, due)
    if came in ("ended", "interrupted"):
        return stopped_as(came)
    target = (step.then if came == "event" else step.otherwise) or END
    # A timeout happened at its deadline, by the plan; an event when it came.
    ctx.on_plan = deadline if came == "timeout" else workflow.now()
    await ctx.note(
        step.id, "wait_for", came, branch=target, detail=f"waited for {step.event}", at=ctx.on_plan
    )
    return Next(target)


async def wait_for_event(ctx: StepContext, step: StepPlan, planned: datetime) -> tuple[str, datetime]:
    """Wait for a contact event of the step's type: "event", "timeout", "ended" or "interrupted", and
    the timeout's deadline.
    Only events that arrive after the step began count. The timeout counts from the moment the plan
    had for the step when it began about on time (as every wait does, `StepContext.next_anchor`), so
    the seconds the step before it took never move the deadline; from when it began otherwise (after
    a pause, say)."""
    assert step.event is not None and step.timeout is not None
    before = ctx.state.event_counts.get(step.event, 0)
    timeout = parse_delay(step.timeout)
    began = timing.wait_counts_from(planned, workflow.now(), timeout)
    deadline, _ = timing.add_delay(began, timeout, calendar(ctx.plan, sms=False))
    ctx.set_next(
        NextAction(
            kind="wait_event",
            step_id=step.id,
            at=deadline,
            waiting_for="due_time",
            detail=f"a {step.event} event, or the timeout",
        )
    )
    while True:
        stopped = ctx.stopped()
        if stopped is not None:
            return stopped, deadline
        if ctx.state.event_counts.get(step.event, 0) > before:
            return "event", deadline
        remaining = (deadline - workflow.now()).total_seconds()
        if remaining <= 0:
            return "timeout", deadline
        await ctx.until_changed(remaining)
