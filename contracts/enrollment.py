"""EnrollmentWorkflow's input, state, result and signal payloads: ids and small facts, never bodies."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from contracts.names import EnrollmentSignal
from sequencer.classify.model import Intent
from sequencer.contact_fields import ContactIn
from sequencer.durations import Delay, parse_delay
from sequencer.models import Window, WindowSpec
from sequencer.timing import Calendar, NoWindow, add_delay, next_send_time, with_jitter

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
    carried: WalkState | None = None
    # The timing facts as the starter read them while enrolling: a run whose first step is an email
    # skips the first `load_plan` (the send re-reads them anyway, right before it sends).
    plan: Plan | None = None
    # When the enrollment began, by its starter's clock (a simulation: its start): the first step
    # counts from it when the run's first task came within a minute of it.
    begins_at: datetime | None = None
    # The first send's jitter, drawn by the starter (`Plan.first_send_at`): the start's NextSendAt is
    # then the moment the run waits for, and its first task upserts nothing. None: `workflow.random()`.
    first_jitter: float | None = Field(None, ge=0, lt=1)


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


class WalkState(BaseModel):
    """What an enrollment's walk knows that outlives one run: the workflow keeps it in this one object
    and carries it whole into the next run (continue-as-new between two steps)."""

    cursor: str | None = None  # the step the walk goes on with (set when it carries on)
    anchor: datetime | None = None  # where that step's delay counts from
    runs: int = 0  # step runs so far (a loop that never ends is stopped)
    current_step: str | None = None
    visits: dict[str, int] = {}  # step id -> times entered
    sent: list[str] = []  # step ids sent, in order
    seen: list[str] = []  # signals counted (dedupe keys)
    facts: dict[str, dict[str, Any]] = {}  # latest data per non-stopping contact event type
    event_counts: dict[str, int] = {}  # contact events received, per type (wait_for)
    slot_requests: int = 0
    paused: bool = False
    paused_until: datetime | None = None  # a pause that ends by itself
    away_until: datetime | None = None  # the contact's out-of-office return, while ahead
    mailbox_down: str | None = None  # why the sending mailbox cannot send, while it cannot
    shown_step: str | None = None  # the CurrentStep search attribute as last set
    shown_at: datetime | None = None  # NextSendAt as last set
    shown_status: str | None = "active"  # EnrollmentStatus as last set (the starter sets `active`)


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


def step_delay(step: StepPlan) -> Delay:
    """The step's `after`: as written (`delay`), or in seconds for plans recorded before business days."""
    return parse_delay(step.delay) if step.delay else Delay(elapsed=timedelta(seconds=step.after_seconds))


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

    def first_send_at(self, anchor: datetime, jitter: float) -> datetime | None:
        """When the first step sends if it is an email without review and nothing holds it: its due time
        from `anchor`, at the first instant of its window, spread by `jitter`, as the run computes it
        (workflows/steps/sendable.py) when its first task comes on time. The starter sets it as the
        NextSendAt start attribute. None for any other first step or when no window opens."""
        step = self.steps[0] if self.steps else None
        if step is None or step.type != "email" or step.review:
            return None
        calendar = self.calendar(sms=False)
        due, _ = add_delay(anchor, step_delay(step), calendar)
        try:
            at, closes, _ = next_send_time(due, self.window_of(step), calendar, sms=False)
        except NoWindow:
            return None
        return with_jitter(at, timedelta(seconds=self.jitter_seconds), jitter, closes=closes)


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


class ResolveSignal(BaseModel):
    """A person settles a text whose outcome was unknown."""

    resolution: Literal["sent", "resend", "skip", "exit"]
    note: str | None = None


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
    evidence: str | None = Field(
        None, description="The reply's words the intent was read from (for the record)."
    )

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
    # What a `reply` said it meant, before the status write that stores it has committed.
    reply_intent: str | None = None
    reply_evidence: str | None = None


class EnrollmentResult(BaseModel):
    status: Status
    reason: str | None = None
    steps_sent: list[str] = []


class EnrollAnswer(BaseModel):
    """What the `enroll` update answers: the enrollment this workflow id holds (the same one to every
    retry), its status, and when its first step is planned (on the contact's clock, RFC 3339)."""

    enrollment_id: str
    workflow_id: str
    run_id: str
    contact_id: str
    mailbox_id: str
    sequence_version_id: str
    sequence: str | None = None  # name and version: known to a raw start (None for one the API made)
    sequence_version: int | None = None
    status: Status
    first_step: str | None = None
    first_step_at: datetime | None = None


class ControlAnswer(BaseModel):
    """What a control update answers: what it did, and the enrollment's status and step after it."""

    done: str  # e.g. "paused until 2027-01-04T09:00:00+00:00", "skipped bump", "replied"
    status: Status
    current_step: str | None = None
    skipped: str | None = None  # `skip`: the step skipped
    next_step: str | None = None  # `skip`: the step the walk went on to
    paused_until: datetime | None = None  # `pause`: when it resumes by itself (None: at `resume`)


# What each signal a caller may send to EnrollmentWorkflow carries (None: nothing). The slot signals
# are the mailbox workflow's alone.
SIGNAL_PAYLOADS: dict[str, type[BaseModel] | None] = {
    EnrollmentSignal.REPLY: ReplySignal,
    EnrollmentSignal.AUTO_REPLY: AutoReplySignal,
    EnrollmentSignal.BOUNCE: BounceSignal,
    EnrollmentSignal.UNSUBSCRIBE: UnsubscribeSignal,
    EnrollmentSignal.EXIT: ExitSignal,
    EnrollmentSignal.PAUSE: PauseSignal,
    EnrollmentSignal.RESUME: None,
    EnrollmentSignal.SKIP: SkipSignal,
    EnrollmentSignal.VERSION_CHANGED: VersionChange,
    EnrollmentSignal.REVIEW_DECIDED: ReviewDecision,
    EnrollmentSignal.TASK_COMPLETED: TaskDone,
    EnrollmentSignal.RESOLVE: ResolveSignal,
    EnrollmentSignal.MAILBOX_DISCONNECTED: MailboxSignal,
    EnrollmentSignal.MAILBOX_RECONNECTED: None,
    EnrollmentSignal.CONTACT_EVENT: ContactEventSignal,
}
