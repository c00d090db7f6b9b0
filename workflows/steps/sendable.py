"""Waiting until a sending step (email or text) may run: its due time, the send window on the contact's
clock (with jitter from `workflow.random()`), out-of-office holds, pauses, the mailbox's caps and an open
provider breaker; the one place a send's moment is decided."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Literal

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from contracts import NextAction, StepPlan
    from sequencer import timing
    from sequencer.durations import Delay
    from workflows.context import StepContext
    from workflows.steps.common import calendar, window


# Runs started before the re-check existed went straight from their timer to the send.


async def wait_until_sendable(
    ctx: StepContext, due: datetime, step: StepPlan, *, interruptible: bool = False
) -> str:
    """Sleep until the step may run: "go", "ended" (the enrollment ended meanwhile) or, for the step
    graph, "interrupted" (a skip or a live edit came)."""
    sms = step.type == "sms"
    jitter = timedelta(seconds=ctx.plan.jitter_seconds)
    fraction = workflow.random().random()
    if ctx.first_jitter is not None:  # the starter drew the first send's (the start's NextSendAt has it)
        fraction, ctx.first_jitter = ctx.first_jitter, None
    send_at: datetime | None = None
    recorded_paused = False
    while True:
        if ctx.is_final():
            return "ended"
        if interruptible and (ctx.moving is not None or ctx.skip_request is not None):
            return "interrupted"
        if ctx.is_paused() != recorded_paused:
            recorded_paused = ctx.is_paused()
            await ctx.record()
            continue
        if ctx.state.away_until is not None:
            remaining_away = (ctx.state.away_until - workflow.now()).total_seconds()
            if remaining_away <= 0:
                ctx.state.away_until, send_at = None, None
                continue
            ctx.set_next(
                NextAction(
                    kind="out_of_office", step_id=step.id, at=ctx.state.away_until, waiting_for="ooo_until"
                )
            )
            await ctx.until_changed(remaining_away)
            continue
        if ctx.is_paused():
            if interruptible:
                await ctx.wait_paused(step.id, record=False)  # recorded above
                recorded_paused = ctx.is_paused()
            else:
                ctx.set_next(NextAction(kind="wait_resume", step_id=step.id, waiting_for="paused"))
                await ctx.wait_until(lambda: not ctx.is_paused() or ctx.is_final())
            send_at = None  # the window may have closed meanwhile
            continue
        if send_at is None:
            try:
                # A step due a moment ago (no wait before it) is sent as planned for its due time.
                now = timing.wait_counts_from(due, workflow.now(), Delay())
                at, closes, moved_by = timing.next_send_time(
                    max(due, now, ctx.slots.ask_again_at or due, ctx.slots.breaker_until or due),
                    window(ctx.plan, step),
                    calendar(ctx.plan, sms=sms),
                    sms=sms,
                )
            except timing.NoWindow as exc:
                ctx.finish("failed", f"step {step.id}: {exc}")
                return "ended"
            ctx.slots.closes = closes
            send_at = timing.with_jitter(at, jitter, fraction, closes=closes)
            waiting, why = ("send_window", ", ".join(moved_by)) if moved_by else ("due_time", None)
            if ctx.slots.ask_again_at is not None:
                waiting, why = "mailbox_cap", "the mailbox's caps allow no send yet"
            if ctx.slots.breaker_until is not None and ctx.slots.breaker_until > due:
                waiting, why = "breaker", "the provider is failing; its circuit breaker is open"
        kind: Literal["send", "mailbox_cap"] = "mailbox_cap" if ctx.slots.ask_again_at else "send"
        ctx.set_next(NextAction(kind=kind, step_id=step.id, at=send_at, waiting_for=waiting, detail=why))
        remaining = (send_at - workflow.now()).total_seconds()
        if remaining > 0:
            await ctx.until_changed(remaining)
            continue
        ctx.slots.breaker_until = None
        return "go"
