"""`goto`: on to another step at once (the planned moment of a send before it carries through)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from contracts import StepPlan
    from workflows.steps.common import END

if TYPE_CHECKING:
    from workflows.enrollment import EnrollmentWorkflow


async def run(wf: EnrollmentWorkflow, step: StepPlan, anchor: datetime) -> str:
    return step.next or END
