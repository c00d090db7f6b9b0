"""The step executors: one module per step kind, each with one entry point, `run(ctx, step, anchor)`,
that returns a StepResult (workflows/context.py): `Next(step_id)` (END ends the walk), ENDED or
INTERRUPTED. Executors see the enrollment only through its StepContext.

The walk (workflows/walk.py) dispatches here; a new step kind is a new module and one line in EXECUTORS
(and its StepPlan type in sequencer/models.py). Executors run in workflow code: time from
`workflow.now()`, I/O only through activities.
"""

from __future__ import annotations

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from workflows.steps import condition, email, goto, sms, task, wait_for
    from workflows.steps.common import Executor

EXECUTORS: dict[str, Executor] = {
    "email": email.run,
    "sms": sms.run,
    "task": task.run,  # calls, LinkedIn and custom tasks
    "condition": condition.run,
    "wait_for": wait_for.run,
    "goto": goto.run,
}
