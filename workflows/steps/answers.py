"""Waiting for a person's answer to a task (a call, a LinkedIn or custom task, an email review)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from workflows.context import StepContext

    pass


__all__ = ["await_answer"]


async def await_answer(
    ctx: StepContext,
    task_id: str,
    expires: datetime,
    expire: Callable[[], Awaitable[str]],
    *,
    dial_at: datetime | None = None,
    dial: Callable[[], Awaitable[None]] | None = None,
) -> str:
    """Wait for a task's answer: the outcome (the rep's, or `expire()`'s once `expires` passes), or
    "ended" / "interrupted". `dial` runs once at `dial_at` (not while paused)."""
    ctx.tasks.open = task_id
    while True:
        if task_id in ctx.tasks.answers:
            ctx.tasks.open = None
            return ctx.tasks.answers[task_id]
        stopped = ctx.stopped()
        if stopped is not None:
            return stopped
        now = workflow.now()
        if dial is not None:
            ctx.end_passed_holds(now)  # a timed pause or an out-of-office return came
        if dial is not None and dial_at is not None and now >= dial_at and not ctx.is_paused():
            await dial()
            dial = None
            continue
        remaining = (expires - now).total_seconds()
        if remaining <= 0:
            ctx.tasks.open = None
            return await expire()
        if dial is not None and dial_at is not None:
            wake = dial_at if not ctx.is_paused() else ctx.hold_end()
            if wake is not None:
                remaining = min(remaining, max((wake - now).total_seconds(), 0.0))
        await ctx.until_changed(remaining)
