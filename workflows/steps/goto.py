"""`goto`: on to another step at once (the planned moment of a send before it carries through)."""

from __future__ import annotations

from datetime import datetime

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from contracts import StepPlan
    from workflows.context import END, Next, StepContext, StepResult


async def run(ctx: StepContext, step: StepPlan, anchor: datetime) -> StepResult:
    return Next(step.next or END)
