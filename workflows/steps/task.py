"""`task` (call, LinkedIn, custom): at its due time open a task for the rep (a call may go to the dialer),
wait for its outcome or its expiry, and go on along that outcome's branch."""

from __future__ import annotations

from datetime import datetime, timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from temporalio.exceptions import ActivityError

    from activities.tasks import TaskActivities
    from contracts import ExpireTaskInput, NextAction, OpenTaskInput, StepPlan
    from sequencer import timing
    from sequencer.durations import parse_delay
    from workflows.context import DB_RETRY, END, ENDED, Next, StepContext, StepResult, stopped_as
    from workflows.steps import common
    from workflows.steps.answers import await_answer


async def run(ctx: StepContext, step: StepPlan, anchor: datetime) -> StepResult:
    ctx.on_plan = None
    due = common.due_at(ctx, step, anchor)
    waited = await ctx.wait_due(due, step.id)
    return await run_task(ctx, step, due) if waited == "go" else stopped_as(waited)


async def run_task(ctx: StepContext, step: StepPlan, begun: datetime) -> StepResult:
    """Open the task, wait for its outcome (or its expiry), go on along that outcome's branch. Its
    `due` counts from `begun` (the step's due time) when the step began about then."""
    assert ctx.input is not None and step.kind is not None
    days = common.calendar(ctx.plan, sms=False)
    task_due = parse_delay(step.due or "0s")
    due_at, _ = timing.add_delay(timing.wait_counts_from(begun, workflow.now(), task_due), task_due, days)
    window = common.window(ctx.plan, step)
    if window != "always":  # due inside the hours the sequence works in, read on the contact's clock
        try:
            due_at, _, _ = timing.next_send_time(due_at, window, days, sms=False)
        except timing.NoWindow as exc:
            ctx.finish("failed", f"step {step.id}: {exc}")
            return ENDED
    expires_at, _ = timing.add_delay(due_at, parse_delay(step.expires or "7d"), days)
    try:
        opened = await workflow.execute_activity_method(
            TaskActivities.open_task,
            OpenTaskInput(
                enrollment_id=ctx.input.enrollment_id,
                step_id=step.id,
                visit=ctx.state.visits[step.id],
                due_at=due_at,
                expires_at=expires_at,
                timezone=ctx.plan.timezone,
            ),
            start_to_close_timeout=timedelta(seconds=60),
            retry_policy=DB_RETRY,
            summary=f"{step.kind} task {step.id}",
        )
    except ActivityError as err:
        if not ctx.refused_as_suppressed(err, step.id):
            raise
        return ENDED
    if opened.skipped is not None:  # no task (a call to a suppressed number): the ledger says why
        return Next(step.next or END)
    task_id, outcome = opened.task_id, opened.outcome
    settled: datetime | None = None  # when the outcome came: at open, at the answer or at the expiry
    ctx.set_next(
        NextAction(
            kind="task",
            step_id=step.id,
            at=expires_at,
            waiting_for="task",
            detail=f"{step.kind} task {task_id}, due {due_at.isoformat()}",
        )
    )
    if outcome is None:

        async def expire() -> str:
            nonlocal settled
            settled = expires_at  # the expiry, by the plan (not when its activity finished)
            expired = await workflow.execute_activity_method(
                TaskActivities.expire_task,
                ExpireTaskInput(task_id=task_id, outcome=step.on_expire or "no_answer"),
                start_to_close_timeout=timedelta(seconds=30),
                retry_policy=DB_RETRY,
            )
            return expired.outcome or step.on_expire or "no_answer"

        async def dial() -> None:
            try:
                await workflow.execute_activity_method(
                    TaskActivities.dial_task,
                    task_id,
                    start_to_close_timeout=timedelta(seconds=60),
                    schedule_to_close_timeout=timedelta(hours=1),
                    retry_policy=DB_RETRY,
                    summary=f"dial for {step.id}",
                )
            except ActivityError as err:  # the dialer stayed down: the rep calls by hand
                await ctx.note(step.id, "dial", "failed", detail=f"task {task_id}: {err.cause or err}")

        ringing = step.dialer and not opened.dialed
        outcome = await await_answer(
            ctx,
            task_id,
            expires_at,
            expire,
            dial_at=due_at if ringing else None,
            dial=dial if ringing else None,
        )
        if outcome in ("ended", "interrupted"):
            return stopped_as(outcome)
    ctx.on_plan = settled or workflow.now()
    target = step.branches.get(outcome) or step.next or END
    await ctx.note(step.id, "task", outcome, branch=target, detail=f"{step.kind} task {task_id}")
    return Next(target)
