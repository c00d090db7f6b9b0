"""The walk over a sequence version's step graph: each step goes to its `next`, a condition or wait_for
to one of its two branches, `end` ends. A skip or a live edit moves the walk between steps; a long walk
carries on in a fresh run (continue-as-new) between two steps, its state carried whole."""

from __future__ import annotations

from datetime import datetime, timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.flow import FlowActivities
    from contracts import MoveVersionInput, StepPlan
    from sequencer.search_attributes import SEQUENCE_VERSION
    from workflows.context import DB_RETRY, END, Ended, Interrupted, Next, StepContext
    from workflows.steps import EXECUTORS

MAX_STEP_RUNS = 1000  # a loop that waits still ends some day; this many step runs is a broken one


async def walk(ctx: StepContext) -> None:
    """Walk from the first step (or where the last run carried on from) until the end or a stop."""
    inp, state = ctx.enrollment, ctx.state
    cursor = state.cursor if inp.carried is not None and state.cursor else first_step(ctx)
    anchor = state.anchor if inp.carried is not None and state.anchor else ctx.began or workflow.now()
    while cursor != END and not ctx.is_final():
        if ctx.moving is not None:
            cursor, anchor = await follow_version(ctx, cursor, anchor)
            continue
        if ctx.history_is_long() and ctx.skip_request is None:
            await workflow.wait_condition(workflow.all_handlers_finished)
            if not ctx.is_final() and ctx.moving is None and ctx.skip_request is None:
                state.cursor, state.anchor = cursor, anchor
                workflow.continue_as_new(inp.model_copy(update={"carried": state}))
        step = ctx.plan.step(cursor)
        if step is None:
            ctx.finish("failed", f"version has no step {cursor!r}")
            break
        state.runs += 1
        if state.runs > MAX_STEP_RUNS:
            ctx.finish("failed", f"ran {MAX_STEP_RUNS} steps: a loop that never ends?")
            break
        state.current_step = step.id
        state.visits[step.id] = state.visits.get(step.id, 0) + 1
        result = await EXECUTORS[step.type](ctx, step, anchor)
        match result:
            case Ended():
                break
            case Interrupted():
                cursor, anchor = await interrupted(ctx, step, cursor, anchor)
            case Next(step_id=next_id):
                cursor, anchor = next_id, ctx.next_anchor(next_id)
    if not ctx.is_final():
        ctx.finish("completed", None)


def first_step(ctx: StepContext) -> str:
    return ctx.plan.steps[0].id if ctx.plan.steps else END


async def interrupted(
    ctx: StepContext, step: StepPlan, cursor: str, anchor: datetime
) -> tuple[str, datetime]:
    """A skip or a live edit arrived while the step waited."""
    if ctx.moving is not None:
        return await follow_version(ctx, cursor, anchor)
    skip, ctx.skip_request = ctx.skip_request, None
    assert skip is not None
    await ctx.skip(step.id, "skipped", skip.reason or "skipped by request", workflow.now())
    onward = step.otherwise if step.type in ("condition", "wait_for") else step.next
    return onward or END, workflow.now()


async def follow_version(ctx: StepContext, cursor: str, anchor: datetime) -> tuple[str, datetime]:
    """Move to a newly published version: at the step we were at (or the next one the new version
    still has), or from its start (`restart`). None left: exit, saying so."""
    inp = ctx.enrollment
    assert ctx.moving is not None
    change, ctx.moving = ctx.moving, None
    if change.version_id == inp.sequence_version_id:
        return cursor, anchor
    old_ids = [s.id for s in ctx.plan.steps]
    inp.sequence_version_id = change.version_id
    plan = await ctx.load_plan()
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
            enrollment_id=inp.enrollment_id,
            version_id=change.version_id,
            from_step=None if cursor == END else cursor,
            to_step=target,
            policy=change.policy,
        ),
        start_to_close_timeout=timedelta(seconds=30),
        retry_policy=DB_RETRY,
    )
    ctx.plan = plan
    workflow.upsert_search_attributes([SEQUENCE_VERSION.value_set(change.version)])
    if target is None:
        ctx.finish(
            "exited", f"version {change.version} has none of the steps left from {cursor!r} (next_step)"
        )
        return END, anchor
    return target, anchor
