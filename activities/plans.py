"""The timing facts of an enrollment (`Plan`), read fresh from its records: the one builder for
`load_plan` and for the send activity's last-moment window check."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

import asyncpg

from contracts import Plan, StepPlan
from sequencer import graph
from sequencer.durations import parse_duration
from sequencer.schedule import Recipient, ResolvedZone, closed_dates, resolve_zones
from storage import blackout_dates
from storage.records import Contact, Mailbox, SequenceVersion


def build(
    version: SequenceVersion, contact: Contact, mailbox: Mailbox, blackout: dict[date, str], now: datetime
) -> tuple[Plan, ResolvedZone]:
    """The plan, and the zone shown for the enrollment (the contact's own, else the one emails use).
    Holidays cover `now`'s year on the contact's clock and the years after it, as the preview's do: `now`
    is the run's time (a simulation or a test server may be years from the wall clock)."""
    document = version.parsed()
    recipient = Recipient(
        timezone=contact.timezone,
        phone=contact.phone,
        country=contact.country,
        subdivision=contact.subdivision,
    )
    zones = resolve_zones(recipient, mailbox.timezone)
    closed = closed_dates(document, recipient, blackout, now.astimezone(zones.shown.zone).year)
    plan = Plan(
        steps=[_step_plan(document.steps, i) for i in range(len(document.steps))],
        window=_window(document.window),
        jitter_seconds=int(parse_duration(document.effective_jitter).total_seconds()),
        timezone=zones.email.name,
        recipient_timezone=zones.recipient.name if zones.recipient else None,
        timezone_source=zones.shown.source,
        closed={day.isoformat(): reason for day, reason in closed.items()},
    )
    return plan, zones.shown


async def read(
    conn: asyncpg.Connection,
    project_id: str,
    version: SequenceVersion,
    contact: Contact,
    mailbox: Mailbox,
    now: datetime,
) -> Plan:
    blackout = await blackout_dates.all_for(conn, project_id=project_id)
    plan, _ = build(version, contact, mailbox, blackout, now)
    return plan


def _window(window: Any) -> Any:
    return window if window == "always" else window.model_dump()


def _step_plan(steps: list[Any], index: int) -> StepPlan:
    step = steps[index]
    plan = StepPlan(
        id=step.id,
        type=step.type,
        delay=step.after,
        window=None if step.window is None else _window(step.window),
    )
    if step.type in ("condition", "wait_for"):
        plan.then, plan.otherwise = graph.successors(steps, index)
    else:
        plan.next = graph.next_of(steps, index)
    if step.type == "condition":
        plan.expression = step.if_
    elif step.type == "wait_for":
        plan.event, plan.timeout = step.event, step.timeout
    elif step.type == "email" and step.review:
        plan.review, plan.review_expires, plan.on_expire = True, step.review_expires, step.on_expire
    elif step.type == "task":
        plan.kind, plan.due, plan.expires = step.kind, step.due, step.expires
        plan.branches, plan.on_expire, plan.dialer = dict(step.branches), step.expiry_outcome, step.dialer
    return plan
