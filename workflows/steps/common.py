"""What every step executor shares: retry policies, the plan's calendars and windows, and when a step
falls due. Executors are plain functions `run(ctx, step, anchor) -> StepResult` (workflows/context.py):
where the walk goes next (`Next`), or ENDED / INTERRUPTED."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy

with workflow.unsafe.imports_passed_through():
    from contracts import Plan, StepPlan
    from contracts.errors import NOT_ACTIVE, SUPPRESSED, TEMPLATE_ERROR
    from sequencer import timing
    from sequencer.models import WindowSpec
    from workflows.context import StepContext, StepResult, delay


SEND_BUDGET = timedelta(hours=24)
# A text retries what certainly did not send (rate limits, an unreachable provider, refused credentials);
# an unknown outcome never retries: the activity returns it and a person decides (needs_review).
SMS_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=5),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(minutes=10),
    maximum_attempts=0,
    non_retryable_error_types=[NOT_ACTIVE, SUPPRESSED, TEMPLATE_ERROR],
)

Executor = Callable[[StepContext, StepPlan, datetime], Awaitable[StepResult]]


def window(plan: Plan, step: StepPlan) -> WindowSpec:
    return plan.window_of(step)


def calendar(plan: Plan, *, sms: bool) -> timing.Calendar:
    return plan.calendar(sms=sms)


def due_at(ctx: StepContext, step: StepPlan, anchor: datetime) -> datetime:
    """When the step falls due: `anchor` plus its `after`, in the calendar its kind uses."""
    due, _ = timing.add_delay(anchor, delay(step), calendar(ctx.plan, sms=step.type == "sms"))
    return due
