"""`wait_for`: at its due time, wait for a contact event of the step's type (a CRM's or the calendar's)
until its timeout; `then` when it came, `otherwise` when it did not."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from contracts import NextAction, StepPlan
    from sequencer import timing
    from sequencer.durations import parse_delay
    from workflows.steps.common import END, calendar, due_at

if TYPE_CHECKING:
    from workflows.enrollment import EnrollmentWorkflow


async def run(wf: EnrollmentWorkflow, step: StepPlan, anchor: datetime) -> str:
    wf._went_as_planned = None
    waited = await wf._wait_until(due_at(wf, step, anchor), step.id)
    if waited != "go":
        return waited
    came = await wait_for_event(wf, step)
    if came in ("ended", "interrupted"):
        return came
    target = (step.then if came == "event" else step.otherwise) or END
    await wf._note(step.id, "wait_for", came, branch=target, detail=f"waited for {step.event}")
    return target


async def wait_for_event(wf: EnrollmentWorkflow, step: StepPlan) -> str:
    """Wait for a contact event of the step's type: "event", "timeout", "ended" or "interrupted".
    Only events that arrive after the step began count."""
    assert step.event is not None and step.timeout is not None
    before = wf._event_counts.get(step.event, 0)
    deadline, _ = timing.add_delay(workflow.now(), parse_delay(step.timeout), calendar(wf._plan, sms=False))
    wf._set_next(
        NextAction(
            kind="wait_event",
            step_id=step.id,
            at=deadline,
            waiting_for="due_time",
            detail=f"a {step.event} event, or the timeout",
        )
    )
    while True:
        stopped = wf._stopped()
        if stopped is not None:
            return stopped
        if wf._event_counts.get(step.event, 0) > before:
            return "event"
        remaining = (deadline - workflow.now()).total_seconds()
        if remaining <= 0:
            return "timeout"
        await wf._until_changed(remaining)
