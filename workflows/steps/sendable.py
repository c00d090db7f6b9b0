"""Waiting until a sending step (email or text) may run: its due time, the send window on the contact's
clock (with jitter from `workflow.random()`), out-of-office holds, pauses, the mailbox's caps and an open
provider breaker; the one place a send's moment is decided."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Literal

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from contracts import NextAction, StepPlan
    from sequencer import timing
    from workflows.steps.common import calendar, window

if TYPE_CHECKING:
    from workflows.enrollment import EnrollmentWorkflow

# Runs started before the re-check existed went straight from their timer to the send.


async def wait_until_sendable(
    wf: EnrollmentWorkflow, due: datetime, step: StepPlan, *, interruptible: bool = False
) -> str:
    """Sleep until the step may run: "go", "ended" (the enrollment ended meanwhile) or, for the step
    graph, "interrupted" (a skip or a live edit came)."""
    sms = step.type == "sms"
    jitter = timedelta(seconds=wf._plan.jitter_seconds)
    fraction = workflow.random().random()
    send_at: datetime | None = None
    recorded_paused = False
    while True:
        if wf._is_final():
            return "ended"
        if interruptible and (wf._moving is not None or wf._skip_request is not None):
            return "interrupted"
        if wf._is_paused() != recorded_paused:
            recorded_paused = wf._is_paused()
            await wf._record()
            continue
        if wf._away_until is not None:
            remaining_away = (wf._away_until - workflow.now()).total_seconds()
            if remaining_away <= 0:
                wf._away_until, send_at = None, None
                continue
            wf._set_next(
                NextAction(kind="out_of_office", step_id=step.id, at=wf._away_until, waiting_for="ooo_until")
            )
            await wf._until_changed(remaining_away)
            continue
        if wf._is_paused():
            if interruptible:
                await wf._wait_paused(step.id, record=False)  # recorded above
                recorded_paused = wf._is_paused()
            else:
                wf._set_next(NextAction(kind="wait_resume", step_id=step.id, waiting_for="paused"))
                await wf.wait_until(lambda: not wf._is_paused() or wf._is_final())
            send_at = None  # the window may have closed meanwhile
            continue
        if send_at is None:
            try:
                at, closes, moved_by = timing.next_send_time(
                    max(due, workflow.now(), wf._ask_again_at or due, wf._breaker_until or due),
                    window(wf._plan, step),
                    calendar(wf._plan, sms=sms),
                    sms=sms,
                )
            except timing.NoWindow as exc:
                wf._finish("failed", f"step {step.id}: {exc}")
                return "ended"
            wf._closes = closes
            send_at = timing.with_jitter(at, jitter, fraction, closes=closes)
            waiting, why = ("send_window", ", ".join(moved_by)) if moved_by else ("due_time", None)
            if wf._ask_again_at is not None:
                waiting, why = "mailbox_cap", "the mailbox's caps allow no send yet"
            if wf._breaker_until is not None and wf._breaker_until > due:
                waiting, why = "breaker", "the provider is failing; its circuit breaker is open"
        kind: Literal["send", "mailbox_cap"] = "mailbox_cap" if wf._ask_again_at else "send"
        wf._set_next(NextAction(kind=kind, step_id=step.id, at=send_at, waiting_for=waiting, detail=why))
        remaining = (send_at - workflow.now()).total_seconds()
        if remaining > 0:
            await wf._until_changed(remaining)
            continue
        wf._breaker_until = None
        return "go"
