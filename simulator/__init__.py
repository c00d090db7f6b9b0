"""The simulator: the real EnrollmentWorkflow for one contact on a time-skipping server of its own, with
replies, bounces and out-of-office answers where the caller says (POST /v1/sequences/simulate and
`sequencer simulate`).

Its modules: `run` (the orchestration and `simulate`), `events` (what is asked, parsed and checked),
`project` (what it reads of the project), `stage` (test server, sandbox, scratch schema), `scratch`
(the scratch schema and its copies), `observer` (the activities it watches, the timeline), `actions`
(its own workflow performing events at their moment), `deliveries` (what the events do), `report`
(the answer and its text)."""

from simulator.errors import SimulationInputError, SimulationTimeout, SimulationUnavailable
from simulator.events import (
    EVENT_KINDS,
    MAX_EVENTS,
    EventSpec,
    check_event_steps,
    check_start,
    parse_event,
)
from simulator.report import render_text
from simulator.run import simulate

__all__ = [
    "EVENT_KINDS",
    "MAX_EVENTS",
    "EventSpec",
    "SimulationInputError",
    "SimulationTimeout",
    "SimulationUnavailable",
    "check_event_steps",
    "check_start",
    "parse_event",
    "render_text",
    "simulate",
]
