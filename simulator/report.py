"""The answer of a simulation: the steps in the order they ran (then those never reached), the events
and what became of them, on the contact's clock; and its text for the shell.

Every step reports the moment the plan had for it; what is left of the run's own activities' time on the
simulated clock (milliseconds, see `planned`) is dropped, as the schedule preview has none."""

from __future__ import annotations

import math
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sequencer import graph
from sequencer.ids import send_idempotency_key
from sequencer.models import SequenceDocument
from sequencer.schedule import Zones
from simulator.events import EventOutcome, EventSpec
from simulator.observer import Entry
from simulator.project import Loaded

UTC_ZONE = ZoneInfo("UTC")


def planned(moment: datetime, begins: datetime) -> datetime:
    """The time the run planned, without the milliseconds its own activities took of the simulated clock
    before a step that counts from when something came (an answer, an event). Every step reports the
    moment the plan had for it (`StepContext.on_plan`), so the drift is under a second: a time a window or
    a return date set is exact (no fraction of a second) and stays; any other is the start plus whole
    seconds."""
    if moment.microsecond == 0:
        return moment
    whole = math.floor((moment - begins).total_seconds())
    return begins + timedelta(seconds=whole)


def local(moment: datetime | None, zone: ZoneInfo, begins: datetime) -> str | None:
    return None if moment is None else planned(moment, begins).astimezone(zone).isoformat()


def with_gotos(entries: list[Entry], document: SequenceDocument) -> list[Entry]:
    """`goto` steps run no activity: one the walk went through sits between the step that led to it
    and the next step run."""
    steps = document.steps
    index_of = {step.id: i for i, step in enumerate(steps)}
    out: list[Entry] = []
    for position, entry in enumerate(entries):
        out.append(entry)
        if position + 1 == len(entries):
            break
        target = entry.branch or graph.next_of(steps, index_of[entry.id])
        hops = 0
        while target in index_of and steps[index_of[target]].type == "goto" and hops < len(steps):
            out.append(Entry(target, 1, entry.at, "passed", branch=graph.next_of(steps, index_of[target])))
            target, hops = graph.next_of(steps, index_of[target]), hops + 1
    return out


def _zone_of(step_type: str, zones: Zones) -> ZoneInfo:
    if step_type == "sms" and zones.recipient is not None:
        return ZoneInfo(zones.recipient.name)
    return ZoneInfo(zones.email.name)


def build_report(
    *,
    loaded: Loaded,
    zones: Zones,
    begins: datetime,
    enrollment_id: str,
    status: str,
    reason: str | None,
    entries: list[Entry],
    sent: dict[str, tuple[str, str | None]],
    specs: list[EventSpec],
    outcomes: list[EventOutcome],
) -> dict[str, Any]:
    """`sent`: the send ledger's subject and variant by idempotency key."""
    document = loaded.parsed
    index_of = {step.id: i for i, step in enumerate(document.steps)}
    ran = with_gotos(entries, document)
    first_thread = next((e.thread_id for e in ran if e.thread_id), None)
    steps: list[dict[str, Any]] = []
    seen_thread = False
    for entry in ran:
        step = document.steps[index_of[entry.id]]
        zone = _zone_of(step.type, zones)
        subject = variant = None
        if step.type == "email" and entry.outcome == "sent":
            subject, variant = sent.get(
                send_idempotency_key(enrollment_id, entry.id, entry.visit), (None, None)
            )
        thread = bool(entry.thread_id and entry.thread_id == first_thread and seen_thread)
        seen_thread = seen_thread or bool(entry.thread_id)
        steps.append(
            {
                "id": entry.id,
                "kind": step.type,
                "at": local(entry.at, zone, begins),
                "at_utc": local(entry.at, UTC_ZONE, begins),
                "subject": subject,
                "outcome": "canceled" if entry.outcome == "open" else entry.outcome,
                "thread": thread,
                "branch": entry.branch,
                "variant": variant,
                "detail": entry.detail,
            }
        )
    reached = {e.id for e in ran}
    for step in document.steps:
        if step.id not in reached:
            steps.append(
                {
                    "id": step.id,
                    "kind": step.type,
                    "at": None,
                    "at_utc": None,
                    "subject": None,
                    "outcome": "not_reached",
                    "thread": False,
                    "branch": None,
                    "variant": None,
                    "detail": None,
                }
            )
    shown = zones.shown.zone
    events = []
    for spec, happened in zip(specs, outcomes, strict=True):
        detail = happened.detail
        if not happened.delivered and detail is None:
            detail = (
                f"the enrollment ended before step {spec.step!r} ran"
                if spec.step is not None
                else "the enrollment ended before then"
            )
        events.append(
            {
                "event": spec.text,
                "kind": spec.kind,
                "at": local(happened.at, shown, begins),
                "at_utc": local(happened.at, UTC_ZONE, begins),
                "delivered": happened.delivered,
                "detail": detail,
            }
        )
    return {
        "sequence": document.name,
        "version": loaded.version,
        "timezone": zones.shown.name,
        "timezone_source": zones.shown.source,
        "start": local(begins, shown, begins),
        "status": status,
        "reason": reason,
        "steps": steps,
        "events": events,
    }


def _when(iso: str | None) -> str:
    """`Wed 2026-12-09 09:00 +09:00` (the seconds when there are any)."""
    if iso is None:
        return "-"
    moment = datetime.fromisoformat(iso)
    offset = moment.strftime("%z")
    clock = "%H:%M:%S" if moment.second else "%H:%M"
    return f"{moment.strftime('%a %Y-%m-%d ' + clock)} {offset[:3]}:{offset[3:]}"


def render_text(report: dict[str, Any]) -> str:
    """The timeline on the contact's clock, one line per step run (then the steps never reached)."""
    version = f" v{report['version']}" if report.get("version") else ""
    lines = [
        f"{report['sequence']}{version}: on the contact's clock, {report['timezone']} "
        f"(from the {report['timezone_source']})",
        f"start  {_when(report['start'])}",
        "",
    ]
    rows = []
    for step in report["steps"]:
        outcome = step["outcome"].replace("_", " ")
        if step["thread"]:
            outcome += ", in thread"
        if step.get("branch"):
            outcome += f" -> {step['branch']}"
        words = step["subject"] or step.get("detail") or ""
        rows.append((_when(step["at"]), step["id"], step["kind"], outcome, words))
    widths = [max((len(r[i]) for r in rows), default=0) for i in range(4)]
    for row in rows:
        cells = [cell.ljust(width) for cell, width in zip(row[:4], widths, strict=True)]
        lines.append(("  " + "  ".join(cells) + ("  " + row[4] if row[4] else "")).rstrip())
    if report["events"]:
        lines += ["", "events"]
        for event in report["events"]:
            said = "delivered" if event["delivered"] else "not delivered"
            detail = f" ({event['detail']})" if event.get("detail") else ""
            lines.append(f"  {event['event']}  {_when(event['at'])}  {said}{detail}")
    reason = f": {report['reason']}" if report.get("reason") else ""
    lines += ["", f"status {report['status']}{reason} (simulated in {report['elapsed_seconds']:.1f} s)"]
    return "\n".join(lines)
