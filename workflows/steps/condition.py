"""`condition`: at its due time, ask `evaluate_condition` (contact fields, CRM facts) and take `then` or
`otherwise`."""

from __future__ import annotations

from datetime import datetime, timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.flow import FlowActivities
    from contracts import ConditionInput, StepPlan
    from workflows.context import DB_RETRY, END, Next, StepContext, StepResult, stopped_as
    from workflows.steps.common import due_at


async def run(ctx: StepContext, step: StepPlan, anchor: datetime) -> StepResult:
    assert ctx.input is not None and step.expression is not None
    ctx.on_plan = None
    due = due_at(ctx, step, anchor)
    waited = await ctx.wait_due(due, step.id)
    if waited != "go":
        return stopped_as(waited)
    decided = await workflow.execute_activity_method(
        FlowActivities.evaluate_condition,
        ConditionInput(
            enrollment_id=ctx.input.enrollment_id,
            step_id=step.id,
            visit=ctx.state.visits[step.id],
            expression=step.expression,
            planned_at=due,
        ),
        start_to_close_timeout=timedelta(seconds=60),
        retry_policy=DB_RETRY,
        summary=f"condition {step.id}",
    )
    ctx.on_plan = due
    return Next((step.then if decided.holds else step.otherwise) or END)
