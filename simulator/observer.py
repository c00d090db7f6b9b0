"""How a simulation sees the enrollment run: an interceptor on every activity of the simulation's
workers, and the timeline of step executions it makes of what the activities took and answered."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from temporalio import activity
from temporalio.client import Interceptor as ClientInterceptor
from temporalio.exceptions import ApplicationError
from temporalio.worker import ActivityInboundInterceptor, ExecuteActivityInput
from temporalio.worker import Interceptor as WorkerInterceptor

from sequencer.models import SequenceDocument


@dataclass
class Entry:
    """One step execution, as the activities saw it."""

    id: str
    visit: int
    at: datetime | None
    outcome: str
    branch: str | None = None
    detail: str | None = None
    thread_id: str | None = None
    task_id: str | None = None


@dataclass(frozen=True)
class StepRan:
    """A step ran: the events waiting for it go now (`at` None) or at `at` (a task, when it is due)."""

    step_id: str
    at: datetime | None = None


@dataclass(frozen=True)
class ReviewOpened:
    """A review step waits for an answer: the simulation approves it, as a rep would at once."""

    task_id: str


class Timeline:
    """The step executions of one enrollment, in the order they ran."""

    def __init__(self, document: SequenceDocument) -> None:
        self.entries: list[Entry] = []
        self.steps = {step.id: step for step in document.steps}

    def visit(self, step_id: str) -> int:
        return 1 + sum(1 for e in self.entries if e.id == step_id)

    def refused(self, activity_type: str, inp: Any, scheduled: datetime, message: str) -> None:
        """A send the activity refused for good (suppressed, a template gone wrong, ...)."""
        if activity_type in ("send_email", "send_sms") and inp is not None:
            at = inp.planned_at or scheduled
            self.entries.append(Entry(inp.step_id, self.visit(inp.step_id), at, "refused", detail=message))

    def completed(
        self, activity_type: str, inp: Any, result: Any, now: datetime
    ) -> StepRan | ReviewOpened | None:
        """Record what an activity's result says of its step; what the run should do about it."""
        if activity_type == "send_email":
            if result.outcome != "sent":
                return None  # queued, ask again, window moved: the step is not done yet
            entry = Entry(
                inp.step_id, inp.visit, inp.planned_at or now, "sent", thread_id=result.gmail_thread_id
            )
        elif activity_type == "send_sms":
            detail = f"{result.reason}: {result.detail}" if result.reason else result.detail
            entry = Entry(inp.step_id, inp.visit, inp.planned_at or now, result.outcome, detail=detail)
        elif activity_type == "skip_step":
            detail = f"{inp.reason}: {inp.detail}" if inp.detail else inp.reason
            entry = Entry(
                inp.step_id, self.visit(inp.step_id), inp.planned_at or now, "skipped", detail=detail
            )
        elif activity_type == "evaluate_condition":
            step = self.steps.get(inp.step_id)
            target = (getattr(step, "then", None) if result.holds else getattr(step, "else_", None)) or "end"
            outcome = "true" if result.holds else "false"
            entry = Entry(inp.step_id, inp.visit, inp.planned_at or now, outcome, branch=target)
        elif activity_type == "open_task":
            self.entries.append(Entry(inp.step_id, inp.visit, inp.due_at, "open", task_id=result.task_id))
            return StepRan(inp.step_id, at=inp.due_at)  # the rep would act when it is due
        elif activity_type == "record_step" and inp.action == "task":
            for task in reversed(self.entries):
                if task.id == inp.step_id and task.outcome == "open":
                    task.outcome, task.branch = inp.outcome, inp.branch
                    break
            return None
        elif activity_type == "record_step" and inp.action == "wait_for":
            entry = Entry(inp.step_id, self.visit(inp.step_id), inp.at or now, inp.outcome, branch=inp.branch)
        elif activity_type == "open_review":
            return ReviewOpened(result.task_id) if result.outcome is None else None  # None: not answered
        else:
            return None
        self.entries.append(entry)
        return StepRan(entry.id)


class Listener(Protocol):
    """The run an Observer reports to."""

    workflow_id: str | None  # the enrollment's: only its activities are reported
    enrolled: asyncio.Event  # set once its row is committed

    def refused(self, info: activity.Info, args: Any, message: str) -> None: ...

    async def completed(self, info: activity.Info, args: Any, result: Any) -> None: ...


class Observer(ClientInterceptor, WorkerInterceptor):
    """On the simulation's client, so its workers see every activity the enrollment runs."""

    def __init__(self) -> None:
        self.listener: Listener | None = None

    def intercept_activity(self, next: ActivityInboundInterceptor) -> ActivityInboundInterceptor:
        return _ObservedActivity(next, self)


class _ObservedActivity(ActivityInboundInterceptor):
    def __init__(self, next: ActivityInboundInterceptor, observer: Observer) -> None:
        super().__init__(next)
        self._observer = observer

    async def execute_activity(self, input: ExecuteActivityInput) -> Any:
        info = activity.info()
        run = self._observer.listener
        if run is not None and info.workflow_id == run.workflow_id:
            # The starter commits the enrollment's row right after starting its workflow: a first send
            # that ran before would not find it and retry 5 s later, 5 s late on the simulated clock.
            await run.enrolled.wait()
        try:
            result = await self.next.execute_activity(input)
        except ApplicationError as exc:
            if run is not None and exc.non_retryable:
                run.refused(info, input.args, str(exc.message))
            raise
        if run is not None:
            # Before the result returns: an event this step triggers is on the server before the
            # enrollment moves on, so no time is skipped in between.
            await run.completed(info, input.args, result)
        return result
