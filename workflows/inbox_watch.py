"""The mailbox's Gmail watch (push): made when a run starts, renewed a day before it lapses."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    from activities.mailbox import MailboxActivities
    from contracts import MailboxInput, WatchInput
    from sequencer import gmail_push

# A watch that cannot be made is retried an hour later (gmail_push.WATCH_RETRY), never in a tight loop.
_WATCH_RETRY = RetryPolicy(initial_interval=timedelta(seconds=5), maximum_attempts=3)
Charge = Callable[..., None]  # draws a call's quota units from the mailbox's budget


async def keep_watch(inp: MailboxInput, charge: Charge, *, run_start: bool) -> None:
    """Make the mailbox's Gmail watch, and renew it a day before it lapses. With push off (or a
    watch Gmail refused) it looks again at the start of each run (or an hour later): one activity
    per run, and a topic configured later reaches running mailboxes by itself."""
    due = inp.watch_renew_at
    if (due is None and not run_start) or (due is not None and workflow.now() < due):
        return
    try:
        result = await workflow.execute_activity_method(
            MailboxActivities.watch_mailbox,
            WatchInput(mailbox_id=inp.mailbox_id),
            start_to_close_timeout=timedelta(minutes=1),
            retry_policy=_WATCH_RETRY,
        )
    except ActivityError as exc:  # Gmail or Postgres down: poll as before, try again later
        workflow.logger.warning("Gmail watch of mailbox %s failed: %s", inp.mailbox_id, exc.cause or exc)
        inp.push_poll_seconds, inp.watch_renew_at = None, workflow.now() + gmail_push.WATCH_RETRY
        return
    charge(result.units_used, rate_limited=result.rate_limited, by="Gmail watch")
    now = workflow.now()
    if result.valid_for_seconds is not None:
        inp.push_poll_seconds = result.fallback_poll_seconds
        inp.watch_renew_at = gmail_push.renew_at(now, timedelta(seconds=result.valid_for_seconds))
        inp.watches += 1
    else:
        inp.push_poll_seconds = None
        inp.watch_renew_at = now + gmail_push.WATCH_RETRY if result.topic else None
