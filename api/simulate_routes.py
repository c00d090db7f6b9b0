"""POST /v1/sequences/simulate: what a sequence will really do for one contact (the simulator package).

Scope `read`, like the schedule preview: a simulation writes nothing of the project's (its run lives in
a scratch schema and on a time-skipping test server of its own, both gone when it answers). One
simulation at a time per API process; others wait their turn.
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any

from fastapi import FastAPI, Request
from pydantic import BaseModel, ConfigDict, Field, field_validator

from api.auth import project_sequencer, v1_router
from api.errors import ApiError, invalid
from api.schemas import ContactIn
from sequencer.zones import is_valid_zone
from simulator import MAX_EVENTS, SimulationInputError, SimulationUnavailable, simulate

router = v1_router()  # `read` scope: api.auth lists this POST among the read-only ones


class SimulateIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sequence: dict[str, Any] | str = Field(
        description="A sequence document, or a published sequence's name or id (its default version)."
    )
    contact: ContactIn = Field(description="The contact, as POST /v1/contacts takes it; stored nowhere.")
    events: list[str] = Field(
        default_factory=list,
        max_length=MAX_EVENTS,
        description=(
            "KIND@WHEN: KIND reply, bounce, unsubscribe, auto_reply (auto_reply=YYYY-MM-DD: the return "
            "date), meeting_booked or exit; WHEN step:STEP_ID (right after that step ran), +DURATION "
            "after the start (+3d, +36h, +2bd) or an ISO 8601 time with an offset."
        ),
    )
    start: datetime | None = Field(
        None, description="ISO 8601 with an offset; default: now. Not in the past."
    )
    mailbox_timezone: str | None = Field(None, description="The sending mailbox's zone (email fallback).")
    mailbox: str | None = Field(
        None, description="A mailbox of the project (address or id) whose name, address and zone to send as."
    )

    @field_validator("start")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        if value is not None and value.tzinfo is None:
            raise ValueError("include a UTC offset, e.g. 2026-12-07T09:00:00Z")
        return value

    @field_validator("mailbox_timezone")
    @classmethod
    def _zone(cls, value: str | None) -> str | None:
        if value is not None and not is_valid_zone(value):
            raise ValueError(f"unknown IANA time zone {value!r} (e.g. 'Europe/London')")
        return value


class SimulatedStep(BaseModel):
    id: str
    kind: str = Field(description="The step's type: email, sms, task, condition, wait_for, goto.")
    at: str | None = Field(description="When it ran, on the contact's clock (ISO 8601); null: never reached.")
    at_utc: str | None
    subject: str | None = Field(description="The subject sent (emails).")
    outcome: str = Field(
        description="sent, skipped, refused, true/false, event/timeout, a task's outcome, passed, canceled, "
        "not_reached."
    )
    thread: bool = Field(description="Sent in the thread of the enrollment's first email.")
    branch: str | None = Field(description="Where a condition, wait or task went.")
    variant: str | None
    detail: str | None


class SimulatedEvent(BaseModel):
    event: str
    kind: str
    at: str | None = Field(description="When it reached the enrollment, on the contact's clock.")
    at_utc: str | None
    delivered: bool = Field(description="False: the enrollment had ended (or never got to the step).")
    detail: str | None


class SimulationOut(BaseModel):
    sequence: str
    version: int | None = Field(description="The published version simulated; null for a document.")
    timezone: str
    timezone_source: str
    start: str
    status: str = Field(description="The enrollment's final status: completed, replied, bounced, ...")
    reason: str | None
    steps: list[SimulatedStep] = Field(description="In the order they ran, then those never reached.")
    events: list[SimulatedEvent]
    preview: list[dict[str, Any]] = Field(description="POST /v1/schedule/preview's steps for the same input.")
    elapsed_seconds: float


def _turns(app: FastAPI) -> asyncio.Lock:
    lock = getattr(app.state, "simulations", None)
    if lock is None:
        lock = app.state.simulations = asyncio.Lock()
    return lock


@router.post("/sequences/simulate", response_model=SimulationOut)
async def simulate_sequence(request: Request, body: SimulateIn) -> Any:
    """Run the real enrollment workflow for this contact on a time-skipping test server, with the
    events given, and answer its timeline on the contact's clock beside the schedule preview's."""
    seq = project_sequencer(request)
    async with _turns(request.app):
        try:
            return await simulate(
                seq.pool,
                project_id=seq.project_id,
                sequence=body.sequence,
                contact=body.contact,
                events=body.events,
                start=body.start,
                mailbox_timezone=body.mailbox_timezone,
                mailbox=body.mailbox,
            )
        except SimulationInputError as exc:
            return invalid(exc.details)
        except SimulationUnavailable as exc:  # too long a run, or no test server here
            raise ApiError(503, "unavailable", str(exc)) from None
