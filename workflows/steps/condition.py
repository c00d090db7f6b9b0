"""`condition`: at its due time, ask `evaluate_condition` (contact fields, CRM facts) and take `then` or
`otherwise`."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.flow import FlowActivities
    from contracts import ConditionInput, StepPlan
    from workflows.steps.common import DB_RETRY, END, due_at

if TYPE_CHECKING:
    from workflows.enrollment import EnrollmentWorkflow


async def run(wf: EnrollmentWorkflow, step: StepPlan, anchor: datetime) -> str:
    assert wf._input is not None and step.expression is not None
    wf._went_as_planned = None
    waited = await wf._wait_until(due_at(wf, step, anchor), step.id)
    if waited != "go":
        return waited
    decided = await workflow.execute_activity_method(
        FlowActivities.evaluate_condition,
        ConditionInput(
            enrollment_id=wf._input.enrollment_id,
            step_id=step.id,
            visit=wf._visits[step.id],
            expression=step.expression,
        ),
        start_to_close_timeout=timedelta(seconds=60),
        retry_policy=DB_RETRY,
        summary=f"condition {step.id}",
    )
    return (step.then if decided.holds else step.otherwise) or END
