"""Inputs, results and signal payloads of the workflows and activities: small, ids not bodies."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel

Status = Literal[
    "active",
    "paused",
    "waiting_limit",
    "completed",
    "replied",
    "bounced",
    "unsubscribed",
    "exited",
    "failed",
    "needs_review",
]


class EnrollmentInput(BaseModel):
    enrollment_id: str
    project_id: str
    contact_id: str
    mailbox_id: str
    sequence_version_id: str


class StepPlan(BaseModel):
    id: str
    type: str
    after_seconds: int


class Plan(BaseModel):
    """What the workflow needs to decide timing; bodies stay in Postgres."""

    steps: list[StepPlan]
    window: Literal["always"] | dict
    jitter_seconds: int
    timezone: str


class LoadPlanInput(BaseModel):
    enrollment_id: str
    sequence_version_id: str
    contact_id: str
    mailbox_id: str


class SendEmailInput(BaseModel):
    enrollment_id: str
    step_id: str


class SendEmailResult(BaseModel):
    gmail_message_id: str
    gmail_thread_id: str
    message_id: str
    sent_at: datetime
    already_sent: bool = False


class RecordStatusInput(BaseModel):
    enrollment_id: str
    status: Status
    reason: str | None = None
    step_id: str | None = None
    suppress: Literal["unsubscribe", "hard_bounce"] | None = None


class ReplySignal(BaseModel):
    dedupe_key: str
    gmail_message_id: str | None = None


class BounceSignal(BaseModel):
    dedupe_key: str
    reason: str = "bounced"
    permanent: bool = True


class UnsubscribeSignal(BaseModel):
    dedupe_key: str
    source: str = "api"


class ExitSignal(BaseModel):
    reason: str = "exited by request"


class NextAction(BaseModel):
    kind: Literal["send", "wait_resume", "none"]
    step_id: str | None = None
    at: datetime | None = None


class EnrollmentState(BaseModel):
    status: Status
    reason: str | None = None
    current_step: str | None = None
    steps_sent: list[str] = []
    next_action: NextAction
    signals_seen: int = 0


class EnrollmentResult(BaseModel):
    status: Status
    reason: str | None = None
    steps_sent: list[str] = []
