"""What every step executor shares: the walk's end, retry policies, the plan's calendars and windows,
and when a step falls due. Executors are plain functions `run(wf, step, anchor) -> str` that return
where the walk goes next (a step id or END), or "ended" / "interrupted"."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from temporalio import workflow
from temporalio.common import RetryPolicy

with workflow.unsafe.imports_passed_through():
    from contracts import Plan, StepPlan
    from contracts.errors import NOT_ACTIVE, SUPPRESSED, TEMPLATE_ERROR
    from sequencer import timing
    from sequencer.durations import Delay, parse_delay
    from sequencer.models import WindowSpec

if TYPE_CHECKING:
    from workflows.enrollment import EnrollmentWorkflow

END = "end"
DB_RETRY = RetryPolicy(initial_interval=timedelta(seconds=1), maximum_interval=timedelta(seconds=30))
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

Executor = Callable[["EnrollmentWorkflow", StepPlan, datetime], Awaitable[str]]


def delay(step: StepPlan) -> Delay:
    return parse_delay(step.delay) if step.delay else Delay(elapsed=timedelta(seconds=step.after_seconds))


def window(plan: Plan, step: StepPlan) -> WindowSpec:
    return plan.window_of(step)


def calendar(plan: Plan, *, sms: bool) -> timing.Calendar:
    return plan.calendar(sms=sms)


def due_at(wf: EnrollmentWorkflow, step: StepPlan, anchor: datetime) -> datetime:
    """When the step falls due: `anchor` plus its `after`, in the calendar its kind uses."""
    due, _ = timing.add_delay(anchor, delay(step), calendar(wf._plan, sms=step.type == "sms"))
    return due
