"""Part 6, the 9 a.m. burst: `--enrollments` enrollments on `--mailboxes` mailboxes, all due at one instant.

The sequence's one email step has a send window (every day, UTC) that opens at a minute boundary after
all enrollments are in, so every step becomes due at the same opening (jitter 0s, caps that never bind).
Reports the steps per second from the opening to the last send, and the lateness of each send:
- against its due time: the send ledger's `sent_at` minus `planned_at` (the opening);
- against its granted slot: `sent_at` minus the grant's `granted_at`, read from the mailbox workflows'
  histories (a `take_slot` update's answer or a `slot_granted` signal).
The worker is a `sequencer worker` process; this process only enrolls and measures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import time
from datetime import UTC, datetime, timedelta
from typing import Any

from bench import actions
from bench.results import Part, main
from bench.stack import (
    PROJECT,
    email_sequence,
    enroll_all,
    make_contacts,
    make_mailboxes,
    publish,
    running_stack,
)
from sequencer.ids import mailbox_workflow_id
from starter.client import Sequencer

NAME, TITLE = "burst", "9 a.m. burst: steps/s and p99 lateness when all are due at once"
_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))]


def opening_after(earliest: datetime) -> datetime:
    """The first minute boundary at or after `earliest` whose window does not cross midnight."""
    at = (earliest + timedelta(seconds=59)).replace(second=0, microsecond=0)
    if at.hour == 23 and at.minute >= 30:
        at = (at + timedelta(days=1)).replace(hour=0, minute=0)
    return at


def window_from(opening: datetime) -> dict[str, Any]:
    end = min(opening + timedelta(hours=1), opening.replace(hour=23, minute=59))
    return {"days": _DAYS, "start": opening.strftime("%H:%M"), "end": end.strftime("%H:%M")}


def _grants_of(event: Any) -> list[dict[str, Any]]:
    """The slot grants a mailbox workflow event hands out: a `take_slot` update's answer, the answers
    of a `take_slots` batch, or a `slot_granted` signal to the enrollment."""
    name = actions.event_name(event)
    if name == "WorkflowExecutionUpdateCompleted":
        payloads = event.workflow_execution_update_completed_event_attributes.outcome.success.payloads
        answer = json.loads(payloads[0].data) if payloads else None
        if not isinstance(answer, dict):
            return []
        answers = answer["answers"].values() if "answers" in answer else [answer]
        return [a["grant"] for a in answers if isinstance(a, dict) and a.get("grant")]
    if name == "SignalExternalWorkflowExecutionInitiated":
        attrs = event.signal_external_workflow_execution_initiated_event_attributes
        if attrs.signal_name == "slot_granted" and attrs.input.payloads:
            grant = json.loads(attrs.input.payloads[0].data)
            return [grant] if isinstance(grant, dict) else []
    return []


async def grant_times(client: Any, mailbox_workflow_ids: list[str]) -> dict[str, datetime]:
    """Enrollment workflow id -> when its (last) slot was granted, from the mailbox workflows' histories."""
    granted: dict[str, datetime] = {}
    for workflow_id in mailbox_workflow_ids:
        for event in await actions.all_runs_events(client, workflow_id):
            for grant in _grants_of(event):
                if not (grant.get("workflow_id") and grant.get("granted_at")):
                    continue
                at = datetime.fromisoformat(grant["granted_at"])
                granted[grant["workflow_id"]] = max(at, granted.get(grant["workflow_id"], at))
    return granted


async def run(part: Part, args: argparse.Namespace) -> None:
    async with running_stack(NAME) as stack:
        boxes = await make_mailboxes(stack.pool, args.mailboxes)
        people = await make_contacts(stack.pool, args.enrollments)
        lead = timedelta(seconds=args.enrollments / args.enroll_rate + 20)
        opening = opening_after(datetime.now(UTC) + lead)
        sequence = await publish(stack.pool, email_sequence("burst", ["0s"], window=window_from(opening)))
        queue = "bench-burst"
        sequencer = Sequencer(
            stack.pool, stack.client, project_id=PROJECT, task_queue=queue, poll_seconds=None
        )
        pairs = [(p, boxes[i % len(boxes)]) for i, p in enumerate(people)]
        await stack.start_worker(queue)
        began = time.perf_counter()
        enrolled = await enroll_all(sequencer.enroll, pairs, sequence)
        part.figure("enroll_seconds", time.perf_counter() - began)
        spare = (opening - datetime.now(UTC)).total_seconds()
        part.figure("seconds_spare_before_opening", spare)
        if spare < 0:
            part.notes.append("enrolling ended after the window opened: lower --enroll-rate")
        unsent = await _until_sent(stack, len(enrolled), opening + timedelta(seconds=args.timeout))
        if unsent:
            part.status = "partial"
            part.notes.append(
                f"{unsent} of {len(enrolled)} steps were not sent {args.timeout:g} s after the opening; "
                "lateness covers the sent ones only"
            )
        part.figure("unsent_at_deadline", unsent)
        rows = await stack.pool.fetch(
            "SELECT enrollment_id::text AS id, planned_at, sent_at FROM send_ledger WHERE status = 'sent'"
        )
        by_workflow = await grant_times(stack.client, [mailbox_workflow_id(PROJECT, b.id) for b in boxes])
        grants = {e.id: by_workflow.get(e.workflow_id) for e in enrolled}

    sent = [r["sent_at"] for r in rows]
    last = max(sent)
    burst_seconds = (last - opening).total_seconds()
    due_late = [(r["sent_at"] - r["planned_at"]).total_seconds() for r in rows if r["planned_at"]]
    slot_late = [(r["sent_at"] - grants[r["id"]]).total_seconds() for r in rows if grants.get(r["id"])]
    part.figure("opening", opening.isoformat())
    part.figure("sends", len(rows))
    part.figure("burst_seconds", burst_seconds)
    part.figure("steps_per_second", len(rows) / burst_seconds)
    part.figure("planned_at_is_opening", sum(1 for r in rows if r["planned_at"] == opening))
    for name, values in (("due", due_late), ("slot", slot_late)):
        for q in (50, 95, 99):
            part.figure(f"lateness_vs_{name}_p{q}_seconds", percentile(values, q))
        part.figure(f"lateness_vs_{name}_max_seconds", max(values) if values else None)
    if not slot_late:
        part.unavailable(
            "lateness against the granted slot", "no grant found in the mailbox workflows' histories"
        )
    part.check("p99 lateness against the granted slot", percentile(slot_late, 99), "<", 20, "s")
    part.check("p99 lateness against the due time", percentile(due_late, 99), "<", 20, "s")
    part.notes.append(
        f"{args.enrollments} enrollments on {args.mailboxes} mailboxes "
        f"({args.enrollments // args.mailboxes} each), one `sequencer worker` process; lateness against "
        "the due time includes waiting for the mailbox's turn: with caps that never bind, that is the "
        "engine's queueing, not a cap"
    )


async def _until_sent(stack: Any, expected: int, deadline: datetime) -> int:
    """Wait until `expected` sends are in the ledger, or the deadline; how many are missing then."""
    while True:
        sent = await stack.pool.fetchval("SELECT count(*) FROM send_ledger WHERE status = 'sent'")
        if sent >= expected or datetime.now(UTC) > deadline:
            return int(expected - sent)
        await asyncio.sleep(2)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--enrollments", type=int, default=2000)
    parser.add_argument("--mailboxes", type=int, default=100)
    parser.add_argument(
        "--enroll-rate",
        type=float,
        default=25.0,
        help="enrollments/s assumed when choosing the window opening (lower it on a slower machine)",
    )
    parser.add_argument("--timeout", type=float, default=360, help="seconds after the opening to wait")


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
