"""`email`: wait for the step's send window on the contact's clock, (when the step asks for it) a rep's
review, then the send in the mailbox's slot; a disconnected mailbox pauses it and reconnecting retries."""

from __future__ import annotations

from datetime import datetime, timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from temporalio.exceptions import ActivityError

    from activities.flow import FlowActivities
    from contracts import NextAction, ReviewInput, StepPlan
    from sequencer.durations import parse_duration
    from workflows.context import DB_RETRY, END, ENDED, Next, StepContext, StepResult, stopped_as
    from workflows.steps import sending
    from workflows.steps.answers import await_answer
    from workflows.steps.common import due_at
    from workflows.steps.sendable import wait_until_sendable


async def run(ctx: StepContext, step: StepPlan, anchor: datetime) -> StepResult:
    ctx.on_plan = None
    due = due_at(ctx, step, anchor)
    review_task: str | None = None
    while True:  # a disconnected mailbox pauses the step; reconnecting retries it
        ready = await wait_until_sendable(ctx, due, step, interruptible=True)
        if ready != "go":
            return stopped_as(ready)
        planned_at = ctx.next.at or workflow.now()  # the send time this step was planned for
        if step.review and review_task is None:
            decision, review_task = await review(ctx, step)
            if decision == "approved":
                due = workflow.now()  # approved: it goes at the next open window
                continue
            if decision in ("ended", "interrupted"):
                return stopped_as(decision)
            if decision == "exit":
                ctx.finish("exited", f"step {step.id}: review {review_task} said exit")
                return ENDED
            await ctx.skip(step.id, "review_" + decision, f"review {review_task}", planned_at)
            return Next(step.next or END)
        visit = ctx.state.visits[step.id]
        last = (step.next or END) == END
        outcome = await sending.send_taking_slot(ctx, step.id, visit, planned_at, review_task, completes=last)
        if outcome == "ended":
            return ENDED
        if outcome == "sent":
            ctx.on_plan = planned_at
            return Next(step.next or END)


async def review(ctx: StepContext, step: StepPlan) -> tuple[str, str | None]:
    """Open a review task and wait for the rep: ("approved" | "skip" | "exit" | "ended" |
    "interrupted", task id)."""
    assert ctx.input is not None and step.review_expires is not None
    expires = workflow.now() + parse_duration(step.review_expires)
    try:
        opened = await workflow.execute_activity_method(
            FlowActivities.open_review,
            ReviewInput(
                enrollment_id=ctx.input.enrollment_id,
                step_id=step.id,
                visit=ctx.state.visits[step.id],
                expires_at=expires,
            ),
            start_to_close_timeout=timedelta(seconds=60),
            retry_policy=DB_RETRY,
            summary=f"review of {step.id}",
        )
    except ActivityError as err:
        if not ctx.refused_as_suppressed(err, step.id):
            raise
        return "ended", None
    task_id, decision = opened.task_id, opened.outcome
    ctx.tasks.open = task_id
    ctx.set_next(
        NextAction(
            kind="review",
            step_id=step.id,
            at=expires,
            waiting_for="task",
            detail=f"review task {task_id}",
        )
    )
    await ctx.record()
    if decision is None:

        async def expire() -> str:
            expired = await workflow.execute_activity_method(
                FlowActivities.expire_review,
                task_id,
                start_to_close_timeout=timedelta(seconds=30),
                retry_policy=DB_RETRY,
            )
            return expired.outcome or "expired"

        decision = await await_answer(ctx, task_id, expires, expire)
        if decision in ("ended", "interrupted"):
            return decision, task_id
    ctx.tasks.open = None
    await ctx.note(step.id, "review", decision, detail=f"task {task_id}")
    if decision == "expired":
        return ("exit" if step.on_expire == "exit" else "skip"), task_id
    return {"approved": "approved", "skipped": "skip", "exited": "exit"}.get(decision, "skip"), task_id
