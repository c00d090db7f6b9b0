"""Part 6, the 9 a.m. burst: `--enrollments` enrollments on `--mailboxes` mailboxes, all due at one instant.

The sequence's one email step has a send window (every day, UTC) that opens at a minute boundary after
all enrollments are in, so every step becomes due at the same opening (jitter 0s). The mailboxes keep a
minimum gap (`--min-gap`, 10 s) under Gmail's default quota bucket: the floor is when each send could go
at the earliest under those caps, and lateness against the due time is read against it. A second burst
runs at a new mailbox's default caps (`--default-caps-enrollments` on `--default-caps-mailboxes`).
Reports the steps per second from the opening to the last send, and the lateness of each send:
- against its due time: the send ledger's `sent_at` minus `planned_at` (the opening);
- against its granted slot: `sent_at` minus the grant's `granted_at`, read from the mailbox workflows'
  histories (a `take_slot` update's answer or a `slot_granted` signal).
The worker is a `sequencer worker` process; this process only enrolls and measures.
"""

from __future__ import annotations

import argparse
import asyncio
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
    stop_process,
)
from sequencer import slots
from sequencer.ids import mailbox_workflow_id
from sequencer.payload_codec import payload_json
from sequencer.settings import Settings
from sequencer.slots import SendLimits
from starter.client import Sequencer

NAME, TITLE = "burst", "9 a.m. burst: steps/s and p99 lateness when all are due at once"
_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))]


def with_unsent(sent: list[float], unsent: int, censored_at: float | None) -> list[float]:
    """Lateness of every send, the unsent ones included: a send still out when the run ended is at least
    as late as the end (`censored_at`, seconds past its due time or slot), so it counts as that. Without
    them a percentile of a burst that did not finish would read better the fewer it sent; with them it
    is a lower bound (exact only when `unsent` is 0)."""
    if not unsent or censored_at is None:
        return list(sent)
    return list(sent) + [max(censored_at, 0.0)] * unsent


def opening_after(earliest: datetime) -> datetime:
    """The first minute boundary at or after `earliest` whose window does not cross midnight."""
    at = (earliest + timedelta(seconds=59)).replace(second=0, microsecond=0)
    if at.hour == 23 and at.minute >= 30:
        at = (at + timedelta(days=1)).replace(hour=0, minute=0)
    return at


def window_from(opening: datetime) -> dict[str, Any]:
    end = min(opening + timedelta(hours=1), opening.replace(hour=23, minute=59))
    return {"days": _DAYS, "start": opening.strftime("%H:%M"), "end": end.strftime("%H:%M")}


def _value(payload: Any) -> Any:
    """A payload read from a history: encrypted by Sequencer's codec, under this process's key ring."""
    return payload_json(payload, Settings().key_ring)


def _grants_of(event: Any) -> list[dict[str, Any]]:
    """The slots a mailbox workflow event hands to enrollments, as {workflow_id, granted_at}: a
    `take_slot(s)` update's answers, a `slot_granted` signal, or (a spare its worker held and handed to a
    send) the report of that spare, naming the enrollment and when it got the slot."""
    name = actions.event_name(event)
    if name == "WorkflowExecutionUpdateCompleted":
        payloads = event.workflow_execution_update_completed_event_attributes.outcome.success.payloads
        answer = _value(payloads[0]) if payloads else None
        if not isinstance(answer, dict):
            return []
        answers = answer["answers"].values() if "answers" in answer else [answer]
        return [a["grant"] for a in answers if isinstance(a, dict) and a.get("grant")]
    if name == "WorkflowExecutionUpdateAccepted":
        request = event.workflow_execution_update_accepted_event_attributes.accepted_request
        payloads = request.input.args.payloads
        batch = _value(payloads[0]) if payloads else None
        return _spares_used(batch.get("reports", []) if isinstance(batch, dict) else [])
    if name == "WorkflowExecutionSignaled":
        attrs = event.workflow_execution_signaled_event_attributes
        if attrs.signal_name in ("slot_used", "slots_used") and attrs.input.payloads:
            reports = _value(attrs.input.payloads[0])
            return _spares_used(reports if isinstance(reports, list) else [reports])
    if name == "SignalExternalWorkflowExecutionInitiated":
        attrs = event.signal_external_workflow_execution_initiated_event_attributes
        if attrs.signal_name == "slot_granted" and attrs.input.payloads:
            grant = _value(attrs.input.payloads[0])
            return [grant] if isinstance(grant, dict) else []
    return []


def _spares_used(reports: list[Any]) -> list[dict[str, Any]]:
    return [
        {"workflow_id": r["used_by"], "granted_at": r["handed_at"]}
        for r in reports
        if isinstance(r, dict) and r.get("used_by") and r.get("handed_at")
    ]


def _asks_of(event: Any) -> list[str]:
    """The enrollments whose slot request reached a mailbox workflow in this event: a `take_slot(s)`
    update's requests, or a `request_slot` signal."""
    name = actions.event_name(event)
    if name == "WorkflowExecutionUpdateAccepted":
        payloads = (
            event.workflow_execution_update_accepted_event_attributes.accepted_request.input.args.payloads
        )
        batch = _value(payloads[0]) if payloads else None
        requests = batch.get("requests", [batch]) if isinstance(batch, dict) else []
        return [r["workflow_id"] for r in requests if isinstance(r, dict) and r.get("workflow_id")]
    if name == "WorkflowExecutionSignaled":
        attrs = event.workflow_execution_signaled_event_attributes
        if attrs.signal_name == "request_slot" and attrs.input.payloads:
            request = _value(attrs.input.payloads[0])
            return [request["workflow_id"]] if isinstance(request, dict) else []
    return []


async def grant_times(
    client: Any,
    mailbox_workflow_ids: list[str],
    issued: dict[str, datetime] | None = None,
    asked: dict[str, datetime] | None = None,
) -> dict[str, datetime]:
    """Enrollment workflow id -> when its (last) slot was granted, from the mailbox workflows' histories;
    `issued`, when given, gets when the mailbox gave that grant out (its history event's time), and
    `asked` when the enrollment's first request for a slot reached the mailbox."""
    granted: dict[str, datetime] = {}
    for workflow_id in mailbox_workflow_ids:
        for event in await actions.all_runs_events(client, workflow_id):
            if asked is not None:
                for asker in _asks_of(event):
                    asked.setdefault(asker, event.event_time.ToDatetime(tzinfo=UTC))
            for grant in _grants_of(event):
                if not (grant.get("workflow_id") and grant.get("granted_at")):
                    continue
                at = datetime.fromisoformat(grant["granted_at"])
                if at >= granted.get(grant["workflow_id"], at):
                    granted[grant["workflow_id"]] = at
                    if issued is not None:
                        issued[grant["workflow_id"]] = event.event_time.ToDatetime(tzinfo=UTC)
    return granted


def mailbox_chains(
    rows: list[Any],
    opening: datetime,
    slots_of: dict[str, datetime | None],
    issued_of: dict[str, datetime | None],
    gap: timedelta,
    asked_of: dict[str, datetime | None] | None = None,
) -> dict[str, float | None]:
    """Where a mailbox's lateness comes from, medians and p90s over its consecutive sends: how long
    after the opening each mailbox's first send went (the opening's herd); from one send to the mailbox
    giving out the next slot (its report and the mailbox's task); how far ahead of its slot that grant
    came (the notice the next send had); what each link of the chain added beyond the minimum gap; and
    of those links, the share whose send had not even asked for its slot when the gap after the send
    before it ran out (the mailbox had nobody to give that slot to: the opening's herd), and the
    seconds such links lost."""
    by_box: dict[str, list[Any]] = {}
    for row in rows:
        by_box.setdefault(row["mailbox"], []).append(row)
    first: list[float] = []
    to_next_grant: list[float] = []
    notice: list[float] = []
    beyond_gap: list[float] = []
    dry: list[float] = []
    for sends in by_box.values():
        sends.sort(key=lambda r: r["sent_at"])
        first.append((sends[0]["sent_at"] - opening).total_seconds())
        for before, after in zip(sends, sends[1:], strict=False):
            beyond_gap.append((after["sent_at"] - before["sent_at"] - gap).total_seconds())
            # The mailbox's book: the asks that had arrived when this slot freed, against the sends to go.
            frees = before["sent_at"] + gap
            if asked_of is not None:
                arrived = sum(1 for r in sends if (asked_of.get(r["id"]) or frees) < frees)
                going = sum(1 for r in sends if r["sent_at"] <= before["sent_at"])
                if arrived <= going:
                    later = min(
                        asked_of.get(r["id"]) or frees for r in sends if r["sent_at"] > before["sent_at"]
                    )
                    dry.append(max(0.0, (later - frees).total_seconds()))
            slot, given = slots_of.get(after["id"]), issued_of.get(after["id"])
            if slot is not None and given is not None:
                to_next_grant.append((given - before["sent_at"]).total_seconds())
                notice.append((slot - given).total_seconds())
    figures: dict[str, float | None] = {}
    for name, values in (
        ("mailbox_first_send", first),
        ("send_to_next_grant", to_next_grant),
        ("grant_notice", notice),
        ("chain_link_beyond_gap", beyond_gap),
    ):
        figures[f"{name}_p50_seconds"] = percentile(values, 50)
        figures[f"{name}_p90_seconds"] = percentile(values, 90)
    if asked_of is not None:
        links = max(1, len(beyond_gap))
        figures["dry_link_share"] = len(dry) / links
        figures["dry_link_seconds_lost_total"] = sum(dry)
        figures["dry_link_seconds_lost_max"] = max(dry) if dry else 0.0
    return figures


def floor_lateness(limits: SendLimits, per_mailbox: list[int]) -> list[float]:
    """The least lateness against the opening each send could have, mailbox by mailbox: its sends go
    one after another as early as every cap, the minimum gap and the quota bucket allow, each taking
    no time at all (slots.next_free and the token bucket, as the mailbox workflow grants)."""
    capped, opening = limits.limits(), datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    floors: list[float] = []
    for count in per_mailbox:
        granted: list[datetime] = []
        budget = slots.Budget.full(capped, opening)
        for _ in range(count):
            at = slots.next_free(capped, granted, opening)
            at = max(at, slots.ready_at(budget, capped, slots.SEND_UNITS, at))
            budget = slots.spend(slots.refill(budget, capped, at), slots.SEND_UNITS)
            granted.append(at)
            floors.append((at - opening).total_seconds())
    return floors


async def measure(
    part: Part,
    stack: Any,
    *,
    enrollments: int,
    mailboxes: int,
    limits: SendLimits,
    workers: int = 1,
    enroll_rate: float = 25.0,
    wait_seconds: float = 360,
    prefix: str = "",
) -> dict[str, Any]:
    """Enroll `enrollments` on `mailboxes` mailboxes (caps `limits`) due at one opening, with `workers`
    `sequencer worker` processes; figures (named with `prefix`) of the sends once they are out."""
    boxes = await make_mailboxes(stack.pool, mailboxes, prefix=f"rep{prefix}", limits=limits)
    people = await make_contacts(stack.pool, enrollments, prefix=f"lead{prefix}")
    lead = timedelta(seconds=enrollments / enroll_rate + 20)
    opening = opening_after(datetime.now(UTC) + lead)
    sequence = await publish(
        stack.pool, email_sequence(f"burst{prefix}", ["0s"], window=window_from(opening))
    )
    queue = f"bench-burst{prefix}"
    sequencer = Sequencer(stack.pool, stack.client, project_id=PROJECT, task_queue=queue, poll_seconds=None)
    pairs = [(p, boxes[i % len(boxes)]) for i, p in enumerate(people)]
    for n in range(workers):
        await stack.start_worker(queue, log_name=f"worker{prefix}-{n + 1}")
    began = time.perf_counter()
    enrolled = await enroll_all(sequencer.enroll, pairs, sequence)
    figures: dict[str, Any] = {"enroll_seconds": time.perf_counter() - began}
    spare = (opening - datetime.now(UTC)).total_seconds()
    figures["seconds_spare_before_opening"] = spare
    if spare < 0:
        part.notes.append(
            f"{prefix or 'burst'}: enrolling ended after the window opened: lower --enroll-rate"
        )
    unsent = await _until_sent(stack, {e.id for e in enrolled}, opening + timedelta(seconds=wait_seconds))
    if unsent:
        part.status = "partial"
        part.notes.append(
            f"{unsent} of {len(enrolled)} steps were not sent {wait_seconds:g} s after the opening; "
            "their lateness counts as the time to the end of the run (the percentiles are lower bounds)"
        )
        print(
            f"  {prefix or 'burst'}: {unsent} of {len(enrolled)} sends unsent at the end of the run",
            flush=True,
        )
    ended = datetime.now(UTC)
    figures["unsent_at_deadline"] = unsent
    rows = await stack.pool.fetch(
        """SELECT enrollment_id::text AS id, mailbox_id::text AS mailbox, planned_at, sent_at
             FROM send_ledger WHERE status = 'sent' AND enrollment_id = ANY($1::uuid[])""",
        [e.id for e in enrolled],
    )
    issued_by_workflow: dict[str, datetime] = {}
    asked_by_workflow: dict[str, datetime] = {}
    by_workflow = await grant_times(
        stack.client,
        [mailbox_workflow_id(PROJECT, b.id) for b in boxes],
        issued_by_workflow,
        asked_by_workflow,
    )
    grants = {e.id: by_workflow.get(e.workflow_id) for e in enrolled}
    issued = {e.id: issued_by_workflow.get(e.workflow_id) for e in enrolled}
    asked = {e.id: asked_by_workflow.get(e.workflow_id) for e in enrolled}
    for proc in list(stack.children):
        if proc.args and "worker" in proc.args:
            stop_process(proc)
            stack.children.remove(proc)

    sent = [r["sent_at"] for r in rows]
    burst_seconds = (max(sent) - opening).total_seconds() if sent else None
    due_late = [(r["sent_at"] - r["planned_at"]).total_seconds() for r in rows if r["planned_at"]]
    slot_late = [(r["sent_at"] - grants[r["id"]]).total_seconds() for r in rows if grants.get(r["id"])]
    # The unsent ones count too, as late as the end of the run: against the opening (every step is due
    # then), and against their slot where they had one.
    sent_ids = {r["id"] for r in rows}
    waiting = [e.id for e in enrolled if e.id not in sent_ids]
    due_late = with_unsent(due_late, len(waiting), (ended - opening).total_seconds())
    for enrollment_id in waiting:
        granted = grants.get(enrollment_id)
        if granted is not None:
            slot_late.append(max(0.0, (ended - granted).total_seconds()))
    figures.update(
        opening=opening.isoformat(),
        sends=len(rows),
        burst_seconds=burst_seconds,
        steps_per_second=len(rows) / burst_seconds if burst_seconds else None,
        planned_at_is_opening=sum(1 for r in rows if r["planned_at"] == opening),
        slot_grants_found=sum(1 for e in enrolled if grants.get(e.id)),
        unsent_counted_as_late_until_seconds=(ended - opening).total_seconds() if waiting else None,
    )
    for name, values in (("due", due_late), ("slot", slot_late)):
        for q in (50, 95, 99):
            figures[f"lateness_vs_{name}_p{q}_seconds"] = percentile(values, q)
        figures[f"lateness_vs_{name}_max_seconds"] = max(values) if values else None
    per_box = [
        len(pairs) // len(boxes) + (1 if i < len(pairs) % len(boxes) else 0) for i in range(len(boxes))
    ]
    figures.update(mailbox_chains(rows, opening, grants, issued, limits.limits().min_gap, asked))
    ask_late = [(a - opening).total_seconds() for a in asked.values() if a is not None]
    figures["ask_after_opening_p50_seconds"] = percentile(ask_late, 50)
    figures["ask_after_opening_p90_seconds"] = percentile(ask_late, 90)
    figures["ask_after_opening_max_seconds"] = max(ask_late) if ask_late else None
    floors = floor_lateness(limits, per_box)
    figures["floor_p99_seconds"] = percentile(floors, 99)
    figures["floor_max_seconds"] = max(floors) if floors else None
    return figures


async def run(part: Part, args: argparse.Namespace) -> None:
    """Two bursts on one stack: `--enrollments` on `--mailboxes` with a `--min-gap` gap (the engine's
    queueing: every send out, p99 against its slot and against the caps' floor), then the same burst at
    the default caps (30 per 24 h, 60 s apart: `--default-caps-enrollments` on
    `--default-caps-mailboxes`), read against its floor alone."""
    limits = SendLimits(max_per_24h=2000, min_gap_seconds=args.min_gap)
    default_caps = SendLimits()  # the defaults a new mailbox gets
    capped: dict[str, Any] | None = None
    async with running_stack(NAME) as stack:
        figures = await measure(
            part,
            stack,
            enrollments=args.enrollments,
            mailboxes=args.mailboxes,
            limits=limits,
            enroll_rate=args.enroll_rate,
            wait_seconds=args.timeout,
        )
        if args.default_caps_enrollments:
            per_box = math.ceil(args.default_caps_enrollments / args.default_caps_mailboxes)
            capped = await measure(
                part,
                stack,
                enrollments=args.default_caps_enrollments,
                mailboxes=args.default_caps_mailboxes,
                limits=default_caps,
                enroll_rate=args.enroll_rate,
                wait_seconds=max(floor_lateness(default_caps, [per_box])) + args.timeout,
                prefix="-default-caps",
            )
    for key, value in figures.items():
        part.figure(key, value)
    if not figures["slot_grants_found"]:
        part.unavailable(
            "lateness against the granted slot", "no grant found in the mailbox workflows' histories"
        )
    floor = figures["floor_p99_seconds"]
    part.check("sends left unsent at the end of the run", figures["unsent_at_deadline"], "<=", 0)
    part.check("p99 lateness against the granted slot", figures["lateness_vs_slot_p99_seconds"], "<", 10, "s")
    ratio = part.figure("due_p99_over_floor_p99", due_over_floor(figures))
    part.check(f"p99 lateness against the due time / the caps' floor (p99 {floor:g} s)", ratio, "<=", 1.3)
    part.notes.append(
        f"{args.enrollments} enrollments on {args.mailboxes} mailboxes "
        f"({args.enrollments // args.mailboxes} each), a minimum gap of {args.min_gap} s and the default "
        f"quota bucket, one `sequencer worker` process; the floor is when each send could go at the "
        f"earliest under those caps (p99 {floor:g} s): lateness beyond it is the engine's queueing"
    )
    if capped is not None:
        for key, value in capped.items():
            part.figure(f"default_caps_{key}", value)
        ratio = part.figure("default_caps_due_p99_over_floor_p99", due_over_floor(capped))
        part.check(
            "default caps: p99 lateness against the due time / the caps' floor "
            f"(p99 {capped['floor_p99_seconds']:g} s)",
            ratio,
            "<=",
            1.1,
        )
        part.notes.append(
            f"default caps: {args.default_caps_enrollments} enrollments on {args.default_caps_mailboxes} "
            "mailboxes at a new mailbox's caps (30 per 24 h, 60 s apart)"
        )


def due_over_floor(figures: dict[str, Any]) -> float | None:
    """A burst's p99 lateness against the due time, over the p99 of the floor its caps impose."""
    due, floor = figures["lateness_vs_due_p99_seconds"], figures["floor_p99_seconds"]
    return due / floor if due is not None and floor else None


async def _until_sent(stack: Any, expected: set[str], deadline: datetime) -> int:
    """Wait until every enrollment in `expected` has its send in the ledger, or the deadline; how many
    are missing then."""
    while True:
        sent = await stack.pool.fetchval(
            "SELECT count(*) FROM send_ledger WHERE status = 'sent' AND enrollment_id = ANY($1::uuid[])",
            list(expected),
        )
        if sent >= len(expected) or datetime.now(UTC) > deadline:
            return int(len(expected) - sent)
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
    parser.add_argument(
        "--timeout",
        type=float,
        default=360,
        help="seconds to wait after the opening (after the caps' floor, at the default caps)",
    )
    parser.add_argument("--min-gap", type=int, default=10, help="the mailboxes' minimum gap (seconds)")
    parser.add_argument(
        "--default-caps-enrollments",
        type=int,
        default=300,
        help="the second burst, at a new mailbox's caps (0: leave it out; it takes about 30 minutes)",
    )
    parser.add_argument("--default-caps-mailboxes", type=int, default=10)


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
