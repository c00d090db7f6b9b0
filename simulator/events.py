"""What a simulation is asked: its contact events (`--event reply@step:bump`) and its start, parsed and
checked before anything runs, and the moment each timed event falls on once the run has begun."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

from sequencer.durations import Delay, DurationError, parse_delay
from sequencer.models import SequenceDocument
from sequencer.schedule import Recipient, closed_dates
from sequencer.timing import Calendar, add_delay
from simulator.errors import SimulationInputError

EVENT_KINDS = ("reply", "bounce", "unsubscribe", "auto_reply", "meeting_booked", "exit")
MAX_EVENTS = 50
HORIZON = timedelta(days=366)  # a run still going a year after its start is exited there
PAST_GRACE = timedelta(minutes=1)  # a start this little in the past counts as now
MAX_AHEAD = timedelta(days=3653)
_EVENT = re.compile(r"^(?P<kind>[a-z_]+)(?:=(?P<value>[^@]*))?@(?P<when>.+)$")
_EVENT_HELP = "KIND@WHEN, e.g. reply@step:bump, bounce@+3d, exit@2026-12-10T09:00:00Z"


@dataclass(frozen=True)
class EventSpec:
    """One `--event`: what happens (`kind`) and when: right after a step (`step`), at an instant
    (`at`) or a delay after the start (`after`). `returns`: an out-of-office's return date."""

    text: str
    kind: str
    step: str | None = None
    at: datetime | None = None
    after: Delay | None = None
    returns: date | None = None


@dataclass
class EventOutcome:
    """What became of one event: when it reached the enrollment, and whether it did."""

    at: datetime | None = None
    delivered: bool = False
    detail: str | None = None


def parse_event(text: str, index: int) -> EventSpec:
    """`KIND[=VALUE]@WHEN`; WHEN is `step:STEP_ID`, `+DURATION` (`+3d`, `+36h`, `+2bd`) or an ISO 8601
    time with an offset. Only `auto_reply` takes a value: the return date (`auto_reply=2026-12-10@...`)."""
    where = f"events[{index}]"
    match = _EVENT.match(text.strip()) if isinstance(text, str) else None
    if match is None:
        raise SimulationInputError.at(where, f"{text!r} is not {_EVENT_HELP}")
    kind, value, when = match["kind"], match["value"], match["when"].strip()
    if kind not in EVENT_KINDS:
        raise SimulationInputError.at(where, f"unknown event {kind!r}: use one of {', '.join(EVENT_KINDS)}")
    returns: date | None = None
    if value is not None:
        if kind != "auto_reply":
            raise SimulationInputError.at(where, "only auto_reply takes a value (auto_reply=YYYY-MM-DD@WHEN)")
        try:
            returns = date.fromisoformat(value)
        except ValueError:
            raise SimulationInputError.at(
                where, f"auto_reply={value}: the return date is YYYY-MM-DD"
            ) from None
    if when.startswith("step:"):
        step = when[len("step:") :].strip()
        if not step:
            raise SimulationInputError.at(where, "step: needs a step id (step:bump)")
        return EventSpec(text, kind, step=step, returns=returns)
    if when.startswith("+"):
        try:
            after = parse_delay(when[1:])
        except (DurationError, OverflowError) as exc:
            raise SimulationInputError.at(where, str(exc)) from None
        if after.business_days > 366 or after.elapsed > HORIZON:
            raise SimulationInputError.at(where, f"{when}: beyond the simulation's one-year horizon")
        return EventSpec(text, kind, after=after, returns=returns)
    try:
        at = datetime.fromisoformat(when)
    except ValueError:
        raise SimulationInputError.at(
            where, f"{when!r}: WHEN is step:STEP_ID, +DURATION (+3d, +36h, +2bd) or an ISO 8601 time"
        ) from None
    if at.tzinfo is None:
        raise SimulationInputError.at(where, f"{when!r}: include a UTC offset, e.g. 2026-12-10T09:00:00Z")
    return EventSpec(text, kind, at=at, returns=returns)


def parse_events(events: list[str] | tuple[str, ...]) -> list[EventSpec]:
    if len(events) > MAX_EVENTS:
        raise SimulationInputError.at("events", f"at most {MAX_EVENTS} events")
    return [parse_event(text, index) for index, text in enumerate(events)]


def check_start(start: datetime | None, now: datetime | None = None) -> None:
    """A start is now or later (up to a minute ago counts as now), and at most MAX_AHEAD ahead."""
    if start is None:
        return
    if start.tzinfo is None:
        raise SimulationInputError.at("start", "include a UTC offset, e.g. 2026-12-07T09:00:00Z")
    now = now or datetime.now(UTC)
    if start > now + MAX_AHEAD:
        raise SimulationInputError.at("start", f"{start.isoformat()} is more than ten years ahead")
    if start < now - PAST_GRACE:
        raise SimulationInputError.at(
            "start",
            f"{start.isoformat()} is in the past: a simulation runs the real workflow on a clock that only "
            "moves forward (the schedule preview takes past dates)",
        )


def check_event_steps(specs: list[EventSpec], document: SequenceDocument) -> None:
    """Every `step:` an event names is a step of the sequence that runs something."""
    kinds = {step.id: step.type for step in document.steps}
    for index, spec in enumerate(specs):
        if spec.step is not None and spec.step not in kinds:
            raise SimulationInputError.at(
                f"events[{index}]", f"no step {spec.step!r} in the sequence (steps: {', '.join(kinds)})"
            )
        if spec.step is not None and kinds[spec.step] == "goto":
            raise SimulationInputError.at(f"events[{index}]", f"step {spec.step!r} only jumps: pick another")


def check_event_times(specs: list[EventSpec], start: datetime | None) -> None:
    """Every instant an event names falls between the start and the one-year horizon."""
    earliest = start or datetime.now(UTC) - PAST_GRACE
    for index, spec in enumerate(specs):
        if spec.at is not None and spec.at < earliest:
            raise SimulationInputError.at(f"events[{index}]", f"{spec.at.isoformat()} is before the start")
        if spec.at is not None and spec.at > (start or datetime.now(UTC)) + HORIZON + PAST_GRACE:
            raise SimulationInputError.at(
                f"events[{index}]", f"{spec.at.isoformat()} is beyond the simulation's one-year horizon"
            )


def event_moment(
    spec: EventSpec,
    begins: datetime,
    *,
    document: SequenceDocument,
    recipient: Recipient,
    blackout: dict[date, str],
    zone: str,
) -> datetime | None:
    """When a timed event falls (None: it waits for a step). `+2bd` counts business days on the
    contact's calendar (`zone`, its holidays and the project's blackout dates), as the workflow's
    delays do."""
    if spec.at is not None:
        return spec.at
    if spec.after is None:
        return None
    closed = closed_dates(document, recipient, blackout, begins.astimezone(ZoneInfo(zone)).year)
    moved, _ = add_delay(begins, spec.after, Calendar(ZoneInfo(zone), closed))
    return moved
