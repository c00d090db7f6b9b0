"""The send protocol of an email step, in workflow code: a slot from the mailbox's workflow (its caps),
then the idempotent `send_email` activity (docs/workflows.md, "The send protocol" and "Send caps").
A send takes its slot inside the send activity (one activity per email); when the caps bind, or the
mailbox is busy, the step waits for the grant the mailbox signals."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from typing import Any, Literal

from temporalio import workflow
from temporalio.common import Priority, RetryPolicy

with workflow.unsafe.imports_passed_through():
    from temporalio.exceptions import ActivityError, ApplicationError, FailureError
    from temporalio.workflow import ActivityCancellationType

    from activities.breakers import BREAKER_OPEN
    from activities.mailbox import MailboxActivities
    from activities.sending import (
        SendingActivities,
    )
    from contracts import (
        EnsureMailboxInput,
        NextAction,
        SendEmailInput,
        SlotCancel,
        SlotGrant,
        SlotReport,
        SlotRequest,
    )
    from contracts.errors import (
        ENROLLMENT_MISSING,
        GMAIL_REJECTED,
        GRANT_EXPIRED,
        MAILBOX_DISCONNECTED,
        NOT_ACTIVE,
        RATE_LIMITED,
        SLOTS_BUSY,
        SUPPRESSED,
        TEMPLATE_ERROR,
    )
    from contracts.names import MailboxSignal
    from sequencer.ids import mailbox_workflow_id
    from workflows.context import DB_RETRY, StepContext
    from workflows.steps.common import SEND_BUDGET


# Gmail retries back off further; a send keeps trying for hours, a refusal stops it at once.
# Attempts are not counted (a rate limit is no failure); the send's overall budget is SEND_BUDGET.
_SEND_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=5),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(minutes=10),
    maximum_attempts=0,
    non_retryable_error_types=[NOT_ACTIVE, SUPPRESSED, TEMPLATE_ERROR, GMAIL_REJECTED, MAILBOX_DISCONNECTED],
)

# A stopped enrollment's send gets this long to end by itself before it is cancelled.
# Longer than the send's first retry interval (5 s): the attempt after a failure refuses by itself,
# where a grace of the same length would cancel it just as it completes (a race the time-skipping
# test server strands runs on).
_CANCEL_GRACE = timedelta(seconds=8)

# A send that holds its slot goes ahead of the sends still asking for one (the priority key's default
# is 3): in a 9 a.m. burst the granted few would otherwise queue behind every activity of the opening.
GRANTED_PRIORITY = Priority(priority_key=1)
_SLOT_REFRESH = timedelta(hours=24)  # an `always` step re-asks this often (a restarted mailbox forgets)
_MIN_ASK_AGAIN = timedelta(minutes=10)

SendOutcome = Literal["sent", "ended", "retry", "busy"]
# Patch (1.1): a send granted after waiting_limit writes `active` in its own transaction, not by a
# record_status activity before it.
GRANTED_SEND_RECORDS_STATUS = "granted-send-records-status"
# Patch (1.1): a send the caps queue (or tell to ask again) wrote `waiting_limit` itself
# (`SendEmailResult.recorded_waiting`): no record_status activity after it.
QUEUED_SEND_RECORDS_WAITING = "queued-send-records-waiting"


async def send(
    ctx: StepContext,
    step_id: str,
    visit: int,
    planned_at: datetime,
    grant: SlotGrant | None = None,
    review_task: str | None = None,
    slot: SlotRequest | None = None,
    completes: bool = False,
) -> SendOutcome:
    """Send one step: "sent", "ended" (the enrollment stopped), or "retry" (the mailbox went down).
    With `slot` the activity takes the slot itself and may come back unsent: "sent" is
    returned and `_last_send.outcome` says why.

    Gmail trouble can keep the send retrying for hours. A stop signal meanwhile is written to
    Postgres first (every attempt re-checks the status under the row lock), then the activity is
    cancelled; an attempt already past that check may still finish, and then counts as sent.
    """
    assert ctx.input is not None
    reconnects_before = ctx.reconnects
    send = workflow.start_activity_method(
        SendingActivities.send_email,
        SendEmailInput(
            enrollment_id=ctx.input.enrollment_id,
            step_id=step_id,
            visit=visit,
            planned_at=planned_at,
            grant_expires_at=grant.expires_at if grant else None,
            grant_send_at=grant.send_at if grant else None,
            grant_gap_seconds=grant.gap_seconds if grant else 0.0,
            review_task_id=review_task,
            slot=slot,
            mailbox_workflow_id=(
                mailbox_workflow_id(ctx.input.project_id, ctx.input.mailbox_id) if slot else None
            ),
            recheck_window=slot is not None,
            completes=completes,
        ),
        start_to_close_timeout=timedelta(minutes=2),
        schedule_to_close_timeout=SEND_BUDGET,
        # A worker that dies mid-send is noticed in seconds; the retry then looks before it sends.
        heartbeat_timeout=timedelta(seconds=10),
        retry_policy=_SEND_RETRY,
        cancellation_type=ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
        summary=f"send {step_id}",
        priority=GRANTED_PRIORITY if grant is not None else Priority.default,
    )
    ctx.slots.last_send = None
    try:
        result = await unless_stopped(ctx, send)
    except ActivityError as err:
        cause = err.cause
        if isinstance(cause, ApplicationError) and cause.type == ENROLLMENT_MISSING:
            raise  # the row never committed: the run fails, freeing the contact's workflow id
        if isinstance(cause, ApplicationError) and cause.type == SLOTS_BUSY and not ctx.is_final():
            return "busy"  # the mailbox took no update now: ask for the slot by signal
        if isinstance(cause, ApplicationError) and cause.type == BREAKER_OPEN and not ctx.is_final():
            # The provider keeps failing: the slot goes back, the step waits out the cool-down.
            ctx.slots.breaker_until = datetime.fromisoformat(str(cause.details[0]))  # the refusal is logged
            return "retry"
        if (
            (grant is not None or slot is not None)
            and isinstance(cause, ApplicationError)
            and cause.type in (RATE_LIMITED, GRANT_EXPIRED)
            and not ctx.is_final()
        ):
            # The slot goes back (a 429 also shrinks the mailbox's budget); the step asks again.
            ctx.slots.report.rate_limited = cause.type == RATE_LIMITED
            return "retry"
        if isinstance(cause, ApplicationError) and cause.type == MAILBOX_DISCONNECTED and not ctx.is_final():
            if ctx.reconnects == reconnects_before:  # else the mailbox came back meanwhile: retry
                ctx.state.mailbox_down, ctx.changed = cause.message, True
                ctx.set_next(
                    NextAction(
                        kind="wait_resume", step_id=step_id, waiting_for="paused", detail=cause.message
                    )
                )
            return "retry"
        if not ctx.is_final():
            ctx.stop_on_refusal(err, step_id)
        return "ended"
    ctx.slots.last_send = result
    if result.outcome != "sent":
        return "sent"  # not sent: the caller reads why from `_last_send`
    ctx.state.sent.append(step_id)
    ctx.slots.completed_by_send = completes
    ctx.slots.report.sent, ctx.slots.report.finished_at = True, result.finished_at
    return "ended" if ctx.is_final() else "sent"


async def unless_stopped(ctx: StepContext, send: workflow.ActivityHandle[Any]) -> Any:
    """The send's result; a stop meanwhile (a reply while the provider is down for hours) is written
    to Postgres first, so the next attempt refuses under the row lock, and then the send is
    cancelled (its error is raised here)."""
    await ctx.wait_until(lambda: send.done() or ctx.is_final())
    if not send.done():
        await ctx.record()
        if not send.done():
            # The attempt running now refuses (or finishes) by itself in a moment; a cancel racing
            # its completion strands the run on the time-skipping test server (ACTIVITY_UNKNOWN,
            # temporalio/sdk-java#2391). Only a send still out after the grace (Gmail retrying
            # for hours) is cancelled. (Uncaught, the grace's TimeoutError failed the whole run.)
            await ctx.wait_until(send.done, _CANCEL_GRACE)
        send.cancel()
    return await send


async def send_in_slot(
    ctx: StepContext, step_id: str, visit: int, planned_at: datetime, review_task: str | None = None
) -> SendOutcome:
    """Ask the mailbox's workflow for a slot, send in it, and tell it how that went."""
    grant = await await_slot(ctx, step_id, visit, planned_at)
    if grant is None:
        return "retry"  # the window closed, or a pause or stop came first: wait again
    return await send_granted(ctx, step_id, visit, planned_at, grant, review_task)


async def send_granted(
    ctx: StepContext,
    step_id: str,
    visit: int,
    planned_at: datetime,
    grant: SlotGrant,
    review_task: str | None = None,
    completes: bool = False,
) -> SendOutcome:
    """Send in the slot the mailbox granted, and tell it how that went."""
    ctx.slots.report = SlotReport(request_id=grant.request_id, sent=False)
    try:
        outcome = await send(ctx, step_id, visit, planned_at, grant, review_task, completes=completes)
    finally:
        ctx.slots.grant = None
        await tell_mailbox(ctx, "slot_used", ctx.slots.report)
    if ctx.slots.row_waiting:
        ctx.slots.row_waiting = False
        if not ctx.slots.report.sent and not ctx.is_final():
            await ctx.record()  # nothing went: the row still says waiting_limit
    return outcome


async def send_taking_slot(
    ctx: StepContext,
    step_id: str,
    visit: int,
    planned_at: datetime,
    review_task: str | None = None,
    completes: bool = False,
) -> SendOutcome:
    """One activity takes the slot from the mailbox (an update), re-checks the window with
    fresh facts, sends and reports the slot, so an email costs one activity in this history. Only when
    the mailbox's caps bind does the step wait here for the grant its mailbox signals later."""
    recorded = ctx.slots.ask_again_at is not None  # waiting_limit so far: record whatever comes next
    ctx.slots.ask_again_at = None
    request = slot_request_for(ctx, step_id, visit, planned_at)
    ctx.slots.request, ctx.slots.grant = request.request_id, None  # a grant signalled meanwhile is ours
    ctx.slots.report = SlotReport(request_id=request.request_id, sent=False)
    outcome = await send(
        ctx, step_id, visit, planned_at, review_task=review_task, slot=request, completes=completes
    )
    if outcome == "busy":
        ctx.slots.request = None
        return await send_in_slot(ctx, step_id, visit, planned_at, review_task)
    answer = ctx.slots.last_send
    if outcome != "sent" or answer is None or answer.outcome in ("sent", "window_closed"):
        ctx.slots.request = None
        if answer is not None and answer.plan is not None:  # the window moved: wait for it again
            ctx.plan, outcome = answer.plan, "retry"
        if recorded:
            await ctx.record()
        return outcome
    if answer.outcome == "ask_again":  # far back in a long line: ask again then, keeping its place
        ctx.slots.request = None
        ctx.slots.ask_again_at = answer.ask_again_at or workflow.now() + _MIN_ASK_AGAIN
        ctx.slots.waiting, ctx.slots.free_at = False, answer.slot_free_at
        await record_waiting(ctx, by_send=answer.recorded_waiting)
        return "retry"
    # Queued: the caps bind. The mailbox keeps the request and signals its grant when a slot frees.
    ctx.slots.waiting, ctx.slots.free_at = True, answer.slot_free_at
    grant = await wait_for_grant(ctx, request, step_id, recorded, by_send=answer.recorded_waiting)
    if grant is None:
        return "retry"  # the window closed, or a pause or stop came first: wait again
    return await send_granted(ctx, step_id, visit, planned_at, grant, review_task, completes)


def slot_request_for(ctx: StepContext, step_id: str, visit: int, planned_at: datetime) -> SlotRequest:
    assert ctx.input is not None
    ctx.state.slot_requests += 1
    return SlotRequest(
        request_id=f"{ctx.input.enrollment_id}:{step_id}:v{visit}:r{ctx.state.slot_requests}",
        workflow_id=workflow.info().workflow_id,
        project_id=ctx.input.project_id,
        kind="follow_up" if ctx.state.sent else "first_touch",
        due=ctx.slots.due.setdefault(f"{step_id}:v{visit}", planned_at),  # re-asking keeps its place
        not_before=workflow.now(),
        latest=ctx.slots.closes,
    )


async def await_slot(ctx: StepContext, step_id: str, visit: int, planned_at: datetime) -> SlotGrant | None:
    """Wait for the mailbox to grant a slot inside the current window; None when it did not."""
    recorded = ctx.slots.ask_again_at is not None  # waiting_limit so far: record whatever comes next
    ctx.slots.ask_again_at = None
    request = slot_request_for(ctx, step_id, visit, planned_at)
    ctx.slots.request, ctx.slots.grant = request.request_id, None
    await ask_mailbox(ctx, request)
    return await wait_for_grant(ctx, request, step_id, recorded)


async def record_waiting(ctx: StepContext, *, by_send: bool) -> None:
    """The enrollment waits for its mailbox's caps: `waiting_limit` in Postgres (already written by the
    send that learned it, when `by_send`) and in the search attribute."""
    if by_send and workflow.patched(QUEUED_SEND_RECORDS_WAITING):
        ctx.show_status()
    else:
        await ctx.record()


async def wait_for_grant(
    ctx: StepContext, request: SlotRequest, step_id: str, recorded: bool, *, by_send: bool = False
) -> SlotGrant | None:
    """The grant for `request`, signalled by the mailbox; None if the window closed, a pause or a
    stop came first, or the mailbox said to ask again later. `by_send`: the send that was queued wrote
    `waiting_limit` already."""
    # Whether the row says waiting_limit (what a grant's send or a stop must then write over).
    row_waits = recorded or (by_send and workflow.patched(QUEUED_SEND_RECORDS_WAITING))
    deadline = ctx.slots.closes or workflow.now() + _SLOT_REFRESH
    # Never cancelled: grants arrive at any moment, and the time-skipping test server strands a run
    # whose task cancels a timer that fired meanwhile (temporalio/sdk-java#3088).
    why = "the send window closes" if ctx.slots.closes else "ask the mailbox for the slot again"
    timer = asyncio.create_task(workflow.sleep(max(deadline - workflow.now(), timedelta(0)), summary=why))
    granted: SlotGrant | None = None
    try:
        while True:
            await ctx.wait_until(
                lambda: (
                    ctx.slots.grant is not None
                    or ctx.is_final()
                    or ctx.is_paused()
                    or (ctx.slots.waiting and not recorded)  # noqa: B023 - awaited right here
                    or ctx.slots.ask_again_at is not None
                    or timer.done()  # noqa: B023
                )
            )
            if ctx.is_final() or ctx.is_paused():
                grant, ctx.slots.grant, ctx.slots.request = ctx.slots.grant, None, None
                if grant is not None:
                    await tell_mailbox(ctx, "slot_used", SlotReport(request_id=grant.request_id, sent=False))
                else:
                    await tell_mailbox(ctx, "cancel_slot", SlotCancel(request_id=request.request_id))
                return None
            if ctx.slots.grant is not None:
                ctx.slots.request, granted = None, ctx.slots.grant
                return granted
            if ctx.slots.ask_again_at is not None:
                # Far back in a long line: the mailbox dropped the request; wait, then ask again.
                ctx.slots.request, recorded = None, True
                return None
            if timer.done():
                if ctx.slots.closes is not None:
                    ctx.slots.request = None
                    return None  # the window closed first; the mailbox let the request lapse too
                timer = asyncio.create_task(
                    workflow.sleep(_SLOT_REFRESH, summary="ask the mailbox for the slot again")
                )
                await ask_mailbox(ctx, request)  # same id: the mailbox keeps one copy
                continue
            if ctx.slots.waiting and not recorded:
                recorded = True
                ctx.set_next(
                    NextAction(
                        kind="mailbox_cap",
                        step_id=step_id,
                        at=ctx.slots.free_at,
                        waiting_for="mailbox_cap",
                        detail="the mailbox's caps allow no send yet",
                    )
                )
                await record_waiting(ctx, by_send=by_send)
    finally:
        ctx.slots.waiting = False
        row_waits = row_waits or recorded
        if row_waits and granted is not None and workflow.patched(GRANTED_SEND_RECORDS_STATUS):
            # The send's own transaction writes `active` (activities/sending.py): no status write
            # before it, only the search attribute.
            ctx.show_status()
            ctx.slots.row_waiting = True
        elif row_waits:
            await ctx.record()


async def ask_mailbox(ctx: StepContext, request: SlotRequest) -> None:
    """Signal the request; if the mailbox's workflow is not running, start it and signal again."""
    assert ctx.input is not None
    mailbox = workflow.get_external_workflow_handle(
        mailbox_workflow_id(ctx.input.project_id, ctx.input.mailbox_id)
    )
    try:
        await mailbox.signal(MailboxSignal.REQUEST_SLOT, request)
        return
    except FailureError:
        pass
    await workflow.execute_activity_method(
        MailboxActivities.ensure_mailbox_workflow,
        EnsureMailboxInput(project_id=ctx.input.project_id, mailbox_id=ctx.input.mailbox_id),
        start_to_close_timeout=timedelta(seconds=30),
        retry_policy=DB_RETRY,
    )
    await mailbox.signal(MailboxSignal.REQUEST_SLOT, request)


async def tell_mailbox(ctx: StepContext, signal: str, payload: SlotReport | SlotCancel) -> None:
    assert ctx.input is not None
    mailbox = workflow.get_external_workflow_handle(
        mailbox_workflow_id(ctx.input.project_id, ctx.input.mailbox_id)
    )
    try:
        await mailbox.signal(signal, payload)
    except FailureError:
        pass  # the mailbox's workflow is gone, and its book of slots with it
