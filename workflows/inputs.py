"""Inputs, results and signal payloads of the workflows and activities: small, ids not bodies."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from sequencer.classify.model import Intent
from sequencer.contact_fields import ContactIn
from sequencer.models import Window, WindowSpec
from sequencer.slots import SendLimits
from sequencer.timing import Calendar

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
    "meeting_booked",
]


class EnrollmentInput(BaseModel):
    enrollment_id: str
    project_id: str
    contact_id: str
    mailbox_id: str
    sequence_version_id: str
    # A long walk (a loop) continues as new after this many history events, carrying `carried`.
    events_per_run: int = 5000
    carried: CarriedState | None = None
    # The timing facts as the starter read them while enrolling: lean runs whose first step is an email
    # skip the first `load_plan` (the send re-reads them anyway, right before it sends).
    plan: Plan | None = None


class EnrollmentStart(BaseModel):
    """What any Temporal client may start `EnrollmentWorkflow` with: plain JSON, any language.

    The workflow's first activity (`adopt_enrollment`) upserts the contact, resolves the sequence and
    the mailbox, checks suppressions and the one-active-enrollment rule, and creates the enrollment row
    keyed on the workflow id (a retried or reset start adopts its own row), the same checks the HTTP
    API's enroll runs. docs/temporal-client.md has the contract; docs/schemas/ the JSON Schema."""

    model_config = ConfigDict(extra="forbid", title="EnrollmentStart")

    contact: ContactIn | None = Field(
        None, description="The contact, upserted by email with the fields and rules of POST /v1/contacts."
    )
    contact_id: str | None = Field(None, description="An existing contact's id (instead of `contact`).")
    sequence: str | None = Field(None, description="Sequence name or id: its live (newest) version.")
    sequence_version_id: str | None = Field(None, description="One exact version (instead of `sequence`).")
    mailbox: str | None = Field(None, description="The mailbox's address (or id) to send from.")
    mailbox_id: str | None = Field(None, description="The mailbox's id (instead of `mailbox`).")
    project_id: str = Field("default", min_length=1, max_length=100)
    start_at: datetime | None = Field(None, description="Begin the first step no earlier than this.")
    variables: dict[str, Any] = Field(
        default_factory=dict, description="Template values for this enrollment: {{ variables.name }}."
    )

    @model_validator(mode="after")
    def _one_of_each(self) -> EnrollmentStart:
        for one, other in (("contact", "contact_id"), ("sequence", "sequence_version_id"),
                           ("mailbox", "mailbox_id")):  # fmt: skip
            given = [name for name in (one, other) if getattr(self, name) not in (None, "")]
            if len(given) != 1:
                raise ValueError(f"{one}: give exactly one of '{one}' and '{other}'")
        if self.start_at is not None and self.start_at.tzinfo is None:
            raise ValueError("start_at: give a time with its UTC offset")
        return self


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


class CarriedState(BaseModel):
    """What an enrollment's walk carries into its next run (continue-as-new between two steps)."""

    cursor: str
    anchor: datetime
    runs: int
    visits: dict[str, int] = {}
    sent: list[str] = []
    seen: list[str] = []
    facts: dict[str, dict[str, Any]] = {}
    event_counts: dict[str, int] = {}
    slot_requests: int = 0
    paused: bool = False
    paused_until: datetime | None = None
    away_until: datetime | None = None
    mailbox_down: str | None = None
    shown_step: str | None = None
    shown_at: datetime | None = None
    shown_status: str | None = None


class StepPlan(BaseModel):
    id: str
    type: str
    # Plans recorded before business days carried only seconds; `delay` (the step's `after` as
    # written) supersedes it when present.
    after_seconds: int = 0
    delay: str | None = None
    window: Literal["always"] | dict | None = None
    # The step graph (plans recorded before it existed walk the list in order).
    next: str | None = None  # where a non-branching step goes (a step id or "end")
    then: str | None = None  # condition: holds / wait_for: the event came first
    otherwise: str | None = None  # condition: does not hold / wait_for: the timeout came first
    expression: str | None = None  # condition
    event: str | None = None  # wait_for
    timeout: str | None = None  # wait_for
    review: bool = False  # email: a rep approves it first
    review_expires: str | None = None
    on_expire: str | None = None  # email review: "skip" or "exit"; task: the expiry outcome
    kind: str | None = None  # task: call, linkedin or custom
    due: str | None = None  # task: due this long after the step begins
    expires: str | None = None  # task: expires this long after it is due
    branches: dict[str, str] = {}  # task: outcome -> step id or "end"
    dialer: bool = False  # call task: handed to the project's dialer when due


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

    def step(self, step_id: str) -> StepPlan | None:
        return next((s for s in self.steps if s.id == step_id), None)

    def window_of(self, step: StepPlan) -> WindowSpec:
        """The step's own window, else the sequence's."""
        window = step.window if step.window is not None else self.window
        return "always" if window == "always" else Window.model_validate(window)

    def calendar(self, *, sms: bool) -> Calendar:
        """The contact's business calendar: texts on the recipient's own zone, emails on `timezone`."""
        zone = self.recipient_timezone if sms else self.timezone
        assert zone is not None
        return Calendar.named(zone, self.closed)


class VersionChange(BaseModel):
    """A new version was published and this enrollment follows it (`next_step` or `restart`)."""

    version_id: str
    version: int
    policy: Literal["next_step", "restart"]


class PauseSignal(BaseModel):
    until: datetime | None = None  # resume by itself then (None: until a resume signal)
    reason: str | None = None


class SkipSignal(BaseModel):
    step_id: str | None = None  # only if the enrollment is at this step (None: whatever step it is at)
    reason: str | None = None


class ReviewDecision(BaseModel):
    task_id: str
    outcome: Literal["approved", "skipped", "exited"]


class TaskDone(BaseModel):
    """A rep (or the dialer) answered a task: the enrollment goes on along that outcome's branch."""

    task_id: str
    outcome: str


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


class ResolveSignal(BaseModel):
    """A person settles a text whose outcome was unknown."""

    resolution: Literal["sent", "resend", "skip", "exit"]
    note: str | None = None


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
    review_task_id: str | None = None  # send what the rep approved in this review task
    # Lean runs: the activity itself takes the slot from the mailbox's workflow (an update), re-checks
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


class RecordStatusInput(BaseModel):
    enrollment_id: str
    status: Status
    reason: str | None = None
    step_id: str | None = None
    suppress: Literal["unsubscribe", "hard_bounce", "complaint"] | None = None
    # The intent a `reply` signal named (a raw client's own classification); the inbox's wins.
    reply_intent: Intent | None = None


def _dedupe_from(data: Any, fallback: str, *names: str) -> Any:
    """Signals from a raw client name the message (`message_id`, `thread_id`) instead of a dedupe key;
    one that names nothing counts once under `fallback` (a reply ends the run anyway)."""
    if data is None:
        data = {}
    if isinstance(data, dict) and not data.get("dedupe_key"):
        found = next((data[name] for name in names if isinstance(data.get(name), str) and data[name]), None)
        data = {**data, "dedupe_key": found or fallback}
    return data


class ReplySignal(BaseModel):
    """`reply`: the contact replied; the enrollment stops as `replied`. A raw client sends
    {"message_id": ..., "thread_id": ..., "intent": ...}, all optional (or no payload at all)."""

    dedupe_key: str = Field("", description="Repeats with the same key count once (default: the message id).")
    gmail_message_id: str | None = None
    message_id: str | None = Field(None, description="The reply's Message-ID or provider id.")
    thread_id: str | None = None
    body: str | None = Field(
        None, description="Not used by the workflow (send `intent` instead); it stays in the signal's event."
    )
    # What the reply meant (sequencer/classify/intent.py), when the sender classified it; the
    # enrollment stops as `replied` whatever it says (routing acts on it outside the workflow).
    intent: Intent | None = Field(None, description="interested, not_now, not_interested, unsubscribe, ...")

    @model_validator(mode="before")
    @classmethod
    def _raw(cls, data: Any) -> Any:
        return _dedupe_from(data, "reply", "message_id", "gmail_message_id", "thread_id")


class BounceSignal(BaseModel):
    """`bounce`: a delivery failed; a permanent one ends the enrollment as `bounced`."""

    dedupe_key: str = Field("", description="Repeats with the same key count once (default: the message id).")
    message_id: str | None = Field(None, description="The report's (or our bounced email's) Message-ID.")
    reason: str = "bounced"
    permanent: bool = True
    suppress: bool = True  # only an address-level failure (user or host unknown) suppresses the address

    @model_validator(mode="before")
    @classmethod
    def _raw(cls, data: Any) -> Any:
        return _dedupe_from(data, "bounce", "message_id")


class AutoReplySignal(BaseModel):
    """An out-of-office answer: pause until `until`, never stop."""

    dedupe_key: str
    until: datetime
    detail: str | None = None


class UnsubscribeSignal(BaseModel):
    """`unsubscribe`: the contact opted out; the enrollment ends as `unsubscribed`."""

    dedupe_key: str = Field("unsubscribe", min_length=1)
    source: str = "api"


class ContactEventSignal(BaseModel):
    """A CRM or calendar event about the contact. Stopping types end the enrollment; the others are
    kept as facts (the latest `data` per type) that later steps can look at."""

    event_id: str
    type: str
    data: dict[str, Any] = {}
    source: str = "api"


class MailboxSignal(BaseModel):
    reason: str = "credentials refused"


class ExitSignal(BaseModel):
    reason: str = "exited by request"


class NextAction(BaseModel):
    kind: Literal[
        "send",
        "mailbox_cap",
        "wait_resume",
        "out_of_office",
        "review",
        "task",
        "needs_review",
        "wait_event",
        "wait",
        "none",
    ]
    step_id: str | None = None
    at: datetime | None = None
    # Why it has not gone yet (the API's `next_action.waiting_for`), and in words.
    waiting_for: (
        Literal["due_time", "send_window", "mailbox_cap", "ooo_until", "task", "paused", "breaker"] | None
    ) = None
    detail: str | None = None


class EnrollmentState(BaseModel):
    status: Status
    reason: str | None = None
    current_step: str | None = None
    steps_sent: list[str] = []
    next_action: NextAction
    signals_seen: int = 0
    facts: dict[str, dict[str, Any]] = {}  # latest data of each non-stopping contact event type
    sequence_version_id: str | None = None  # the version it runs on now (live edits move it)


class EnrollmentResult(BaseModel):
    status: Status
    reason: str | None = None
    steps_sent: list[str] = []


# -- send slots: enrollments ask the mailbox's workflow, which alone decides who sends when ---------


class SlotRequest(BaseModel):
    request_id: str  # unique per request: a grant names it, so a late grant is recognised as stale
    workflow_id: str  # the enrollment's, to signal the grant to
    kind: Literal["follow_up", "first_touch"]
    due: datetime  # when the step fell due: older first
    not_before: datetime  # the contact's send window opens
    latest: datetime | None = None  # the window closes (None: `always`); the request lapses then
    told_to_wait: bool = False  # the mailbox's own note: the asker heard its step must wait
    answer_by_update: bool = False  # the mailbox's own note: a `take_slot` update waits for the answer
    # The asker's project, for a workflow id a Temporal client chose (sequencer.ids.is_enrollment_of).
    project_id: str | None = None


class SlotGrant(BaseModel):
    request_id: str
    workflow_id: str
    granted_at: datetime
    expires_at: datetime  # Gmail must be called before this
    reclaim_at: datetime  # the mailbox takes the slot back if it heard nothing by then
    # The next grant waits for this one's report (a minimum gap): report at once, not with the next batch.
    report_promptly: bool = True
    # Granted ahead to a worker (SlotBatch.spare_ids), which hands it to one of its next sends itself.
    spare: bool = False
    # Granted before its slot (MailboxInput.grant_lead_seconds): Gmail is not called before this instant,
    # so the grant's way to the send (signal, workflow task, activity, reads) overlaps the wait.
    send_at: datetime | None = None


class SlotDeferred(BaseModel):
    """The mailbox cannot grant the request yet; `until` is the earliest a slot could free.

    With `ask_again_at` the mailbox's book was full and it dropped the request (its place in line is
    far back): the enrollment asks again then, keeping its original due time and so its rank.
    """

    request_id: str
    until: datetime | None = None
    ask_again_at: datetime | None = None


class SlotAnswer(BaseModel):
    """The mailbox's answer to a `take_slot` update: the grant, or `queued` (it stays in the book and
    the grant is signalled to the enrollment later), or `ask_again_at` (the book is full), or neither
    (the request lapsed: its window closed)."""

    grant: SlotGrant | None = None
    queued: bool = False
    until: datetime | None = None
    ask_again_at: datetime | None = None


class SlotReport(BaseModel):
    """What became of a grant: sent (when Gmail answered), or handed back (why)."""

    request_id: str
    sent: bool
    finished_at: datetime | None = None
    rate_limited: bool = False
    # A spare slot: the enrollment its worker handed it to, and when (what the send waited from).
    used_by: str | None = None
    handed_at: datetime | None = None


class SlotBatch(BaseModel):
    """A `take_slots` update: one worker's requests for one mailbox that arrived together, and the reports
    of grants it used since its last batch (one workflow task serves them all)."""

    requests: list[SlotRequest] = []
    reports: list[SlotReport] = []
    # Slots the worker would hold ahead for its next sends, by the ids it names them (at most
    # slots.spare_count of them are granted: none while caps bind or with a minimum gap).
    spare_ids: list[str] = []
    spare_owner: str | None = None  # the worker (the spares' `workflow_id` in the book)


class SlotAnswers(BaseModel):
    answers: dict[str, SlotAnswer] = {}  # by request id
    spares: list[SlotGrant] = []


class SlotCancel(BaseModel):
    request_id: str


class QuotaState(BaseModel):
    units: float
    at: datetime
    factor: float = 1.0
    strikes: int = 0
    backoff_until: datetime | None = None


class SendLedger(BaseModel):
    """The mailbox workflow's slot book, carried across continue-as-new."""

    pending: dict[str, SlotRequest] = {}  # by request id, in arrival order
    grants: list[SlotGrant] = []
    sent: list[datetime] = []  # when recent sends finished (two days' worth)
    quota: QuotaState | None = None
    limits: SendLimits | None = None
    zone: str = "UTC"
    granted_total: int = 0


class MailboxInput(BaseModel):
    project_id: str
    mailbox_id: str
    poll_seconds: int | None = 60  # None: no inbox polling, only send slots
    grants_per_run: int = 300  # continue-as-new after this many grants (tests make it small)
    book_size: int = 500  # requests kept waiting in the book; later ones are told when to ask again
    # A slot freeing within this long is granted now, to be used at its time (SlotGrant.send_at): under
    # a minimum gap the next send is on its way while the gap runs. None (runs started before it): 0.
    grant_lead_seconds: float | None = None
    cursor: str | None = None
    last_poll_at: datetime | None = None
    polls: int = 0
    slots: SendLedger = SendLedger()
    # Gmail push (runs since the `gmail-push` patch): while the mailbox is watched, the poll waits
    # `push_poll_seconds` (the fallback) and a `poll_now` from a push wakes it; None: plain polling.
    push_poll_seconds: int | None = None
    watch_renew_at: datetime | None = None  # when to call watch_mailbox again (workflow clock)
    watches: int = 0  # watch_mailbox calls that made or renewed a watch


class MailboxLimits(BaseModel):
    """A mailbox's limits and its zone (the calendar-day cap counts its local days)."""

    limits: SendLimits
    zone: str = "UTC"


class EnsureMailboxInput(BaseModel):
    project_id: str
    mailbox_id: str


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
    rate_limited: bool = False
    units_used: int = 0  # Gmail API quota units the poll spent
    meetings_found: int = 0  # calendar events that delivered meeting_booked


class WatchInput(BaseModel):
    mailbox_id: str


class WatchResult(BaseModel):
    """The mailbox's Gmail watch after `watch_mailbox`. `topic` None: push is off on the worker.
    `valid_for_seconds` None: not watched (`error` says why, if push is on). `valid_for_seconds` is the
    watch's life as Gmail answered it, so the workflow times the renewal on its own clock."""

    topic: str | None = None
    expires_at: datetime | None = None  # Gmail's expiration
    valid_for_seconds: int | None = None
    history_id: str | None = None
    fallback_poll_seconds: int | None = None  # how often to poll anyway while watched
    error: str | None = None
    units_used: int = 0
    rate_limited: bool = False


class SendingState(BaseModel):
    limits: SendLimits | None = None
    sent_last_24h: int = 0
    last_sent_at: datetime | None = None
    waiting: int = 0  # requests waiting for a slot
    waiting_follow_ups: int = 0
    granted: int = 0  # slots granted and not yet reported
    next_free_at: datetime | None = None
    granted_total: int = 0
    quota_units: float | None = None
    quota_factor: float = 1.0
    quota_backoff_until: datetime | None = None
    quota_reason: str | None = None


class MailboxState(BaseModel):
    mailbox_id: str
    cursor: str | None
    last_poll_at: datetime | None
    polls: int
    sending: SendingState | None = None
    push_poll_seconds: int | None = None  # set while Gmail pushes this mailbox's changes
    watch_renew_at: datetime | None = None
    watches: int = 0
