"""What the simulation's actions do to the enrollment, through the product's own paths: contact events
(`Sequencer.signal`, `starter.contact_events.record`, an unsubscribe's suppression first), a review
approved as a rep would, and the exit at the one-year horizon."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass
from datetime import datetime

import asyncpg
from temporalio.client import Client

from contracts import AutoReplySignal, BounceSignal, ExitSignal, ReplySignal, UnsubscribeSignal
from sequencer.contact_fields import ContactIn
from sequencer.inbox import away_until
from sequencer.schedule import Zones
from simulator.events import EventOutcome, EventSpec
from simulator.report import local
from starter import contact_events, task_answers
from starter.client import Ended, Sequencer
from storage import suppressions
from storage.errors import StorageError
from storage.records import Enrollment
from workflows.enrollment import EnrollmentWorkflow


@dataclass
class Target:
    """The enrollment the actions reach, and the paths they take to it."""

    seq: Sequencer  # on the scratch schema and the test server
    client: Client
    scratch: asyncpg.Pool
    project_id: str
    contact: ContactIn
    contact_id: str
    enrollment: Enrollment
    zones: Zones
    begins: datetime  # the simulated start


async def deliver_event(
    target: Target, index: int, spec: EventSpec, outcome: EventOutcome, now: datetime
) -> None:
    """Event `index` reaches the enrollment `now`; `outcome` says whether it did."""
    seq, enrollment = target.seq, target.enrollment
    outcome.at, key = outcome.at or now, f"simulation:{index}"  # time events: the instant asked
    try:
        if spec.kind == "reply":
            await seq.signal(enrollment.id, "reply", ReplySignal(dedupe_key=key))
        elif spec.kind == "bounce":
            reason = "bounce 5.1.1 user unknown (simulated)"
            await seq.signal(enrollment.id, "bounce", BounceSignal(dedupe_key=key, reason=reason))
        elif spec.kind == "unsubscribe":
            # As the one-click link does: the suppression first, then the signal.
            async with target.scratch.acquire() as conn:
                await suppressions.add(
                    conn,
                    project_id=target.project_id,
                    email=target.contact.email,
                    reason="unsubscribe",
                    source="one-click",
                )
            signal = UnsubscribeSignal(dedupe_key="one-click", source="one-click")
            await seq.signal(enrollment.id, "unsubscribe", signal)
        elif spec.kind == "auto_reply":
            until = away_until(spec.returns, now, target.zones.email.name)
            outcome.detail = f"away until {local(until, target.zones.shown.zone, target.begins)}"
            await seq.signal(
                enrollment.id,
                "auto_reply",
                AutoReplySignal(dedupe_key=key, until=until, detail="out of office (simulated)"),
            )
        elif spec.kind == "meeting_booked":
            event, _ = await contact_events.record(
                seq,
                contact_ref=target.contact_id,
                event_id=key,
                type="meeting_booked",
                data={},
                source="simulation",
            )
            if (event.result or {}).get("action") != "stopped":
                outcome.detail = "the enrollment had already ended"
                return
        else:
            await seq.signal(enrollment.id, "exit", ExitSignal(reason="exited by request (simulated)"))
        outcome.delivered = True
    except Ended:
        outcome.detail = "the enrollment had already ended"
    except StorageError as exc:
        outcome.detail = exc.message


async def approve_review(target: Target, task_id: str) -> None:
    """Approve the review task once the enrollment waits on it (it has taken open_review's result);
    the simulated clock stands still meanwhile, the approving activity being under way."""
    handle = target.client.get_workflow_handle(
        target.enrollment.workflow_id, run_id=target.enrollment.workflow_run_id
    )
    for _attempt in range(1000):
        state = await handle.query(EnrollmentWorkflow.state)
        if state.status not in ("active", "paused", "waiting_limit"):
            return
        if state.next_action.kind == "review" and task_id in (state.next_action.detail or ""):
            break
        await asyncio.sleep(0.005)
    await task_answers.complete(target.seq, task_id, "approved")


async def exit_at_horizon(target: Target) -> None:
    with contextlib.suppress(Ended):
        reason = "the simulation stops a year after its start"
        await target.seq.signal(target.enrollment.id, "exit", ExitSignal(reason=reason))
