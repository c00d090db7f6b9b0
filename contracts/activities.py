"""The inputs and results of the enrollment's activities."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel

from contracts.enrollment import EnrollmentInput, EnrollmentStart, Plan, Status
from contracts.mailbox import SlotRequest
from sequencer.classify.model import Intent


class AdoptInput(BaseModel):
    start: EnrollmentStart
    workflow_id: str
    run_id: str


class Adopted(BaseModel):
    """The enrollment a raw start created or found (its own row, by workflow id)."""

    enrollment: EnrollmentInput
    contact_email: str
    mailbox_email: str
    sequence_name: str
    sequence_version: int
    # A retried start of a workflow id whose enrollment already ended finds it ended: the run ends as
    # it did (its reason below), sending nothing.
    status: str = "active"
    status_reason: str | None = None


class OpenTaskInput(BaseModel):
    enrollment_id: str
    step_id: str
    visit: int
    due_at: datetime
    expires_at: datetime
    timezone: str


class TaskOpened(BaseModel):
    task_id: str
    outcome: str | None = None  # answered already (a retry, or a replay after the rep answered)
    dialed: bool = False
    # No task was opened and the step is skipped for this reason (a call to a suppressed number); the
    # run ledger says so already. Results recorded before the field existed read as None.
    skipped: str | None = None


class ExpireTaskInput(BaseModel):
    task_id: str
    outcome: str  # what an unanswered task counts as


class SendSmsInput(BaseModel):
    enrollment_id: str
    step_id: str
    visit: int = 1
    planned_at: datetime | None = None
    resend: bool = False  # a person said the earlier attempt did not arrive: send again, no search


class SendSmsResult(BaseModel):
    """sent; skipped (no valid number, opted out, no provider: `reason`); or unknown (the provider may
    or may not have it: the enrollment waits in needs_review)."""

    outcome: Literal["sent", "skipped", "unknown"]
    reason: str | None = None
    detail: str | None = None
    provider_sid: str | None = None


class ResolveSmsInput(BaseModel):
    enrollment_id: str
    step_id: str
    visit: int
    resolution: Literal["sent", "resend", "skip", "exit"]
    note: str | None = None


class ConditionInput(BaseModel):
    enrollment_id: str
    step_id: str
    visit: int
    expression: str
    planned_at: datetime | None = None  # the moment the plan had for it (its due time)


class ConditionResult(BaseModel):
    holds: bool
    facts: dict[str, Any] = {}


class StepRecordInput(BaseModel):
    """One line of the run ledger, written by the workflow itself (branches, waits, moves)."""

    enrollment_id: str
    step_id: str | None
    action: str
    outcome: str
    branch: str | None = None
    detail: str | None = None
    facts: dict[str, Any] = {}
    # When it happened by the plan, where that differs from when it was written (a wait's timeout):
    # the simulator reports this moment, never the few milliseconds the workflow took after it.
    at: datetime | None = None


class MoveVersionInput(BaseModel):
    enrollment_id: str
    version_id: str
    from_step: str | None
    to_step: str | None
    policy: str


class ReviewInput(BaseModel):
    enrollment_id: str
    step_id: str
    visit: int
    expires_at: datetime


class ReviewOpened(BaseModel):
    task_id: str
    outcome: str | None = None  # decided already (a retry after the rep answered)


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
    run_id: str | None = None  # a continued run: the enrollment's signals go to this run from now on


class SendEmailInput(BaseModel):
    enrollment_id: str
    step_id: str
    visit: int = 1  # the how-many-th time this enrollment runs this step (loops); part of the send key
    planned_at: datetime | None = None  # the workflow's clock when it decided to send
    # Sends under a mailbox slot: Gmail is not called after this instant (the slot returns to the
    # pool then), and a rate limit hands the slot back instead of retrying inside it.
    grant_expires_at: datetime | None = None
    grant_send_at: datetime | None = None  # and not before this one (a slot granted ahead)
    grant_gap_seconds: float = 0.0  # and only this long after the mailbox's last call was answered
    review_task_id: str | None = None  # send what the rep approved in this review task
    # The activity itself takes the slot from the mailbox's workflow (an update), re-checks
    # the send window with fresh facts, sends and reports the slot: one activity in the history.
    slot: SlotRequest | None = None
    mailbox_workflow_id: str | None = None
    recheck_window: bool = False
    # The walk ends after this step: a sent email also records the enrollment `completed` (the final
    # status write then costs no activity of its own).
    completes: bool = False


SendOutcome = Literal["sent", "queued", "ask_again", "window_closed"]


class SendEmailResult(BaseModel):
    """`sent` carries the Gmail ids. Lean sends may also come back unsent: `queued` (the mailbox's caps
    bind; it signals the grant when the slot frees), `ask_again` (its book is full: ask again at
    `ask_again_at`) or `window_closed` (the re-check moved the send; `plan` holds the fresh facts)."""

    outcome: SendOutcome = "sent"
    gmail_message_id: str | None = None
    gmail_thread_id: str | None = None
    message_id: str | None = None
    sent_at: datetime | None = None
    already_sent: bool = False
    finished_at: datetime | None = None  # the worker's clock once Gmail answered: the mailbox's gap
    slot_free_at: datetime | None = None
    ask_again_at: datetime | None = None
    plan: Plan | None = None
    # `queued` / `ask_again`: the activity wrote `waiting_limit` itself (the row was active or already
    # waiting), so the workflow needs no `record_status` of its own for it.
    recorded_waiting: bool = False


# Why an enrollment waits for its mailbox's caps: its status reason, however it is written.
WAITING_LIMIT_REASON = "waiting for a send slot: the mailbox's caps allow no send yet"


class RecordStatusInput(BaseModel):
    enrollment_id: str
    status: Status
    reason: str | None = None
    step_id: str | None = None
    suppress: Literal["unsubscribe", "hard_bounce", "complaint"] | None = None
    # The intent a `reply` signal named (a raw client's own classification); the inbox's wins.
    reply_intent: Intent | None = None
    reply_evidence: str | None = None  # the words it was read from, when the signal quoted them
