"""Waiting for a person's answer to a task (a call, a LinkedIn or custom task, an email review)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    pass

if TYPE_CHECKING:
    from workflows.enrollment import EnrollmentWorkflow


__all__ = ["await_answer"]


async def await_answer(
    wf: EnrollmentWorkflow,
    task_id: str,
    expires: datetime,
    expire: Callable[[], Awaitable[str]],
    *,
    dial_at: datetime | None = None,
    dial: Callable[[], Awaitable[None]] | None = None,
) -> str:
    """Wait for a task's answer: the outcome (the rep's, or `expire()`'s once `expires` passes), or
    "ended" / "interrupted". `dial` runs once at `dial_at` (not while paused)."""
    wf._open_task = task_id
    while True:
        if task_id in wf._answers:
            wf._open_task = None
            return wf._answers[task_id]
        stopped = wf._stopped()
        if stopped is not None:
            return stopped
        now = workflow.now()
        if dial is not None:
            wf._end_passed_holds(now)  # a timed pause or an out-of-office return came
        if dial is not None and dial_at is not None and now >= dial_at and not wf._is_paused():
            await dial()
            dial = None
            continue
        remaining = (expires - now).total_seconds()
        if remaining <= 0:
            wf._open_task = None
            return await expire()
        if dial is not None and dial_at is not None:
            wake = dial_at if not wf._is_paused() else wf._hold_end()
            if wake is not None:
                remaining = min(remaining, max((wake - now).total_seconds(), 0.0))
        await wf._until_changed(remaining)
