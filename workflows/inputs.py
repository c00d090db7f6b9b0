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
    # Plans recorded before business days carried only seconds; `delay` (the step's `after` as
    # written) supersedes it when present.
    after_seconds: int = 0
    delay: str | None = None
    window: Literal["always"] | dict | None = None


class Plan(BaseModel):
    """What the workflow needs to decide timing; bodies stay in Postgres.

    `timezone` is the zone email steps use (it may be the mailbox's); `recipient_timezone` is the
    contact's own zone, the only one SMS steps use (None: never guess). `closed` maps ISO dates to why
    they are not business days (holidays the sequence turned on, project blackout dates).
    """

    steps: list[StepPlan]
    window: Literal["always"] | dict
    jitter_seconds: int
    timezone: str
    recipient_timezone: str | None = None
    timezone_source: str | None = None
    closed: dict[str, str] = {}


class SkipStepInput(BaseModel):
    enrollment_id: str
    step_id: str
    reason: str
    detail: str | None = None
    planned_at: datetime | None = None


class LoadPlanInput(BaseModel):
    enrollment_id: str
    sequence_version_id: str
    contact_id: str
    mailbox_id: str


class SendEmailInput(BaseModel):
    enrollment_id: str
    step_id: str
    visit: int = 1  # the how-many-th time this enrollment runs this step (loops); part of the send key
    planned_at: datetime | None = None  # the workflow's clock when it decided to send


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
    suppress: Literal["unsubscribe", "hard_bounce", "complaint"] | None = None


class ReplySignal(BaseModel):
    dedupe_key: str
    gmail_message_id: str | None = None


class BounceSignal(BaseModel):
    dedupe_key: str
    reason: str = "bounced"
    permanent: bool = True
    suppress: bool = True  # only an address-level failure (user or host unknown) suppresses the address


class AutoReplySignal(BaseModel):
    """An out-of-office answer: pause until `until`, never stop."""

    dedupe_key: str
    until: datetime
    detail: str | None = None


class UnsubscribeSignal(BaseModel):
    dedupe_key: str
    source: str = "api"


class MailboxSignal(BaseModel):
    reason: str = "credentials refused"


class ExitSignal(BaseModel):
    reason: str = "exited by request"


class NextAction(BaseModel):
    kind: Literal["send", "wait_resume", "out_of_office", "none"]
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


class MailboxInput(BaseModel):
    project_id: str
    mailbox_id: str
    poll_seconds: int = 60
    cursor: str | None = None
    last_poll_at: datetime | None = None
    polls: int = 0


class PollInput(BaseModel):
    mailbox_id: str
    cursor: str | None = None


class PollResult(BaseModel):
    cursor: str | None
    polled_at: datetime
    messages_seen: int = 0
    messages_acted_on: int = 0
    resynced: bool = False
    disconnected: bool = False


class MailboxState(BaseModel):
    mailbox_id: str
    cursor: str | None
    last_poll_at: datetime | None
    polls: int
