"""The `state` query's answer: what a running enrollment shows now (status, step, next action, the
reply it took), never behind its status writes to Postgres."""

from __future__ import annotations

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from contracts import EnrollmentState
    from workflows.context import StepContext


def live_state(ctx: StepContext) -> EnrollmentState:
    status, reason = ctx.shown_status()
    return EnrollmentState(
        status=status,
        reason=reason,
        current_step=ctx.state.current_step,
        steps_sent=list(ctx.state.sent),
        next_action=ctx.next,
        signals_seen=len(ctx.state.seen),
        facts=dict(ctx.state.facts),
        sequence_version_id=ctx.input.sequence_version_id if ctx.input else None,
        reply_intent=ctx.reply_intent,
        reply_evidence=ctx.reply_evidence,
    )
