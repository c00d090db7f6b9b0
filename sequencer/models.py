"""Sequence documents: the JSON/YAML a team writes and publishes as immutable versions."""

from __future__ import annotations

import re
from datetime import time
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from sequencer import graph
from sequencer.durations import DurationError, parse_delay, parse_duration
from sequencer.expressions import ExpressionError
from sequencer.expressions import parse as parse_expression
from sequencer.render import TemplateSyntaxProblem, check_template

Weekday = Literal["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
WEEKDAYS: tuple[Weekday, ...] = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_STEP_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,62}$")
_CLOCK = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")


Duration = Annotated[str, Field(examples=["0s", "30s", "10m", "2h", "2d"])]


class Window(BaseModel):
    """Hours a step may send, in the recipient's local time."""

    model_config = ConfigDict(extra="forbid")

    days: list[Weekday] = Field(min_length=1)
    start: str = Field(examples=["08:00"])
    end: str = Field(examples=["18:00"])

    @field_validator("days")
    @classmethod
    def _unique_days(cls, days: list[Weekday]) -> list[Weekday]:
        if len(set(days)) != len(days):
            raise ValueError("days must not repeat")
        return days

    @field_validator("start", "end")
    @classmethod
    def _clock(cls, value: str) -> str:
        if not _CLOCK.match(value):
            raise ValueError(f"invalid time {value!r}: use HH:MM, 24-hour clock")
        return value

    @model_validator(mode="after")
    def _start_before_end(self) -> Window:
        if self.start_time >= self.end_time:
            raise ValueError("start must be before end")
        return self

    @property
    def start_time(self) -> time:
        return time.fromisoformat(self.start)

    @property
    def end_time(self) -> time:
        return time.fromisoformat(self.end)


WindowSpec = Literal["always"] | Window
DEFAULT_WINDOW_JITTER = "5m"
MAX_TEMPLATE_CHARS = 50_000  # a body template; hostile documents stay small
MAX_SUBJECT_CHARS = 1_000
_SMS_HOURS = (time(8, 0), time(21, 0))


def _check_delay(value: str) -> str:
    """A duration that may count business days (`after`, `due`, ...): refused with the grammar's reason."""
    try:
        parse_delay(value)
    except DurationError as exc:
        raise ValueError(str(exc)) from None
    return value


def _check_duration(value: str) -> str:
    """An elapsed-time duration (no business days)."""
    try:
        parse_duration(value)
    except DurationError as exc:
        raise ValueError(str(exc)) from None
    return value


def _check_template(value: str | None) -> str | None:
    if value is None:
        return value
    if not value.strip():
        raise ValueError("must not be empty")
    try:
        check_template(value)
    except TemplateSyntaxProblem as exc:
        raise ValueError(str(exc)) from None
    return value


class _Step(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(
        description="Stable step id, unique in the sequence (a-z, 0-9, _ and -).",
        json_schema_extra={"pattern": _STEP_ID.pattern},
    )
    after: Duration = Field(
        "0s", description="Wait after the previous step (or the enrollment): e.g. 30s, 2d, 3bd, '1bd 2h'."
    )
    window: WindowSpec | None = Field(None, description="Overrides the sequence's window for this step.")
    next: str | None = Field(
        None,
        description="The step that follows (a step id, or 'end'). Default: the next step in the list. "
        "May point back (a loop) if the loop waits somewhere.",
    )
    goto: str | None = Field(None, description="Same as `next`.")

    @property
    def follows(self) -> str | None:
        """The explicit next step, if any (`next` or its alias `goto`)."""
        return self.next or self.goto

    @field_validator("id")
    @classmethod
    def _step_id(cls, value: str) -> str:
        if not _STEP_ID.match(value):
            raise ValueError(
                "step id must be 1-63 chars of a-z, 0-9, _ or -, starting with a letter or digit"
            )
        return value

    _after = field_validator("after")(classmethod(lambda cls, v: _check_delay(v)))


class Variant(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str | None = Field(
        None, max_length=40, description="Short name, unique in the step (default: A, B, C, ... by position)."
    )
    weight: int = Field(1, ge=0, le=1000, description="Relative share of enrollments.")
    subject: str | None = Field(
        None, max_length=MAX_SUBJECT_CHARS, description="Replaces the step's subject."
    )
    body: str | None = Field(None, max_length=MAX_TEMPLATE_CHARS, description="Replaces the step's body.")

    _templates = field_validator("subject", "body")(classmethod(lambda cls, v: _check_template(v)))

    @field_validator("id")
    @classmethod
    def _variant_id(cls, value: str | None) -> str | None:
        if value is not None and (not value.strip() or value != value.strip()):
            raise ValueError("a variant id must not be empty or padded")
        return value


class EmailStep(_Step):
    type: Literal["email"]
    subject: str | None = Field(
        None,
        max_length=MAX_SUBJECT_CHARS,
        description=(
            "Jinja2 template. Required, except on reply_in_thread steps, which send 'Re: <first subject>'. "
            "A reply_in_thread step that sets its own subject is sent as written, and Gmail then starts a "
            "new thread for it on the recipient's side: Gmail threads only matching subjects."
        ),
    )
    body: str | None = Field(
        None,
        max_length=MAX_TEMPLATE_CHARS,
        description="Jinja2 template of the plain-text body (required unless every variant has one).",
        json_schema_extra={"minLength": 1},
    )
    reply_in_thread: bool = Field(False, description="Send as a reply in the thread of earlier emails.")
    variants: list[Variant] = Field(
        default_factory=list,
        max_length=10,
        description="A/B variants: each enrollment gets one, by weight, for good (a variant's subject and "
        "body replace the step's).",
    )
    review: bool = Field(
        False, description="A rep approves (and may edit) the rendered email before it goes."
    )
    review_expires: Duration = Field("3d", description="How long a review waits for the rep.")
    on_expire: Literal["skip", "exit"] = Field("skip", description="What an unanswered review does.")

    _templates = field_validator("subject", "body")(classmethod(lambda cls, v: _check_template(v)))

    _expires = field_validator("review_expires")(classmethod(lambda cls, v: _check_duration(v)))

    def content(self, variant: int | None) -> tuple[str | None, str, str]:
        """(subject, body, field prefix) of the variant (None: the step itself)."""
        if variant is None or not self.variants:
            assert self.body is not None
            return self.subject, self.body, ""
        chosen = self.variants[variant]
        body = chosen.body if chosen.body is not None else self.body
        assert body is not None
        return (chosen.subject if chosen.subject is not None else self.subject), body, f"variants[{variant}]."


class SmsStep(_Step):
    """A text message. Sent only inside 08:00-21:00 in the recipient's own zone, never a guessed one."""

    type: Literal["sms"]
    body: str = Field(
        max_length=MAX_TEMPLATE_CHARS,
        description="Jinja2 template of the text.",
        json_schema_extra={"minLength": 1},
    )

    _templates = field_validator("body")(classmethod(lambda cls, v: _check_template(v)))


TaskKind = Literal["call", "linkedin", "custom"]
# What a rep may answer, per kind, and what an unanswered task counts as once it expires.
TASK_OUTCOMES: dict[str, tuple[str, ...]] = {
    "call": ("connected", "voicemail", "no_answer"),
    "linkedin": ("done", "skipped"),
    "custom": ("done", "skipped"),
}
TASK_EXPIRY_OUTCOME = {"call": "no_answer", "linkedin": "skipped", "custom": "skipped"}
_OUTCOME = re.compile(r"^[a-z][a-z0-9_]{0,39}$")


class TaskStep(_Step):
    """Work for the rep (a call, a LinkedIn touch, anything else): the enrollment waits for its outcome,
    then goes on along `branches[outcome]` (else `next`). Unanswered by `expires` after it is due, the
    task takes its expiry outcome (`no_answer` for calls)."""

    type: Literal["task"]
    kind: TaskKind
    title: str | None = Field(
        None, max_length=MAX_SUBJECT_CHARS, description="Jinja2 template; default e.g. 'Call Dana Smith'."
    )
    instructions: str | None = Field(
        None, max_length=MAX_TEMPLATE_CHARS, description="Jinja2 template: what the rep should do or say."
    )
    due: Duration = Field("0s", description="When the task is due, after the step begins: e.g. 0s, 4h, 1bd.")
    expires: Duration = Field("7d", description="How long after it is due an unanswered task expires.")
    outcomes: list[str] | None = Field(
        None,
        min_length=1,
        max_length=20,
        description="custom tasks only: the outcomes a rep may answer (default: done, skipped).",
    )
    branches: dict[str, str] = Field(
        default_factory=dict,
        description="Outcome -> step id (or 'end'); an outcome without a branch goes to `next`.",
    )
    on_expire: str | None = Field(
        None, description="The outcome an expired task takes (default: no_answer for calls, else skipped)."
    )
    dialer: bool = Field(False, description="call tasks: hand the number to the project's dialer when due.")

    _templates = field_validator("title", "instructions")(classmethod(lambda cls, v: _check_template(v)))

    _durations = field_validator("due", "expires")(classmethod(lambda cls, v: _check_delay(v)))

    @field_validator("outcomes")
    @classmethod
    def _outcome_names(cls, value: list[str] | None) -> list[str] | None:
        if value is None:
            return value
        for name in value:
            if name in ("ended", "interrupted"):
                raise ValueError(f"outcome {name!r} is reserved")
            if not _OUTCOME.match(name):
                raise ValueError(
                    f"outcome {name!r}: use 1-40 chars of a-z, 0-9 and _, starting with a letter"
                )
        if len(set(value)) != len(value):
            raise ValueError("outcomes must not repeat")
        return value

    @model_validator(mode="after")
    def _fits_kind(self) -> TaskStep:
        if self.outcomes is not None and self.kind != "custom":
            raise ValueError(
                f"outcomes: only custom tasks declare their outcomes ({self.kind} has fixed ones)"
            )
        if self.dialer and self.kind != "call":
            raise ValueError("dialer: only call tasks go to a dialer")
        allowed = self.allowed_outcomes
        for outcome in self.branches:
            if outcome not in allowed:
                raise ValueError(f"branches: unknown outcome {outcome!r} (one of: {', '.join(allowed)})")
        if self.on_expire is not None and self.on_expire not in allowed:
            raise ValueError(f"on_expire: unknown outcome {self.on_expire!r} (one of: {', '.join(allowed)})")
        if self.on_expire is None and TASK_EXPIRY_OUTCOME[self.kind] not in allowed:
            raise ValueError("on_expire: required when the outcomes have no 'skipped'")
        return self

    @property
    def allowed_outcomes(self) -> tuple[str, ...]:
        return tuple(self.outcomes) if self.outcomes is not None else TASK_OUTCOMES[self.kind]

    @property
    def expiry_outcome(self) -> str:
        return self.on_expire or TASK_EXPIRY_OUTCOME[self.kind]


class ConditionStep(_Step):
    """Branches on facts: `if` is an expression (see sequencer/expressions.py)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, serialize_by_alias=True)

    type: Literal["condition"]
    if_: str = Field(alias="if", description='e.g. crm.deal.stage == "Won" or contact.fields.plan == "pro"')
    then: str = Field(description="Step id (or 'end') when the expression holds.")
    else_: str = Field(alias="else", description="Step id (or 'end') when it does not.")

    @field_validator("if_")
    @classmethod
    def _expression(cls, value: str) -> str:
        try:
            parse_expression(value)
        except ExpressionError as exc:
            raise ValueError(str(exc)) from None
        return value


class WaitForStep(_Step):
    """Waits for a contact event (from the CRM or the calendar), at most `timeout`."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, serialize_by_alias=True)

    type: Literal["wait_for"]
    event: str = Field(
        min_length=1, max_length=64, description="A contact event type, e.g. deal_stage_changed."
    )
    timeout: Duration = Field(description="How long to wait, e.g. 3d or 2bd.")
    then: str = Field(description="Step id (or 'end') when the event came first.")
    else_: str = Field(alias="else", description="Step id (or 'end') when the timeout came first.")

    @field_validator("timeout")
    @classmethod
    def _timeout(cls, value: str) -> str:
        if parse_delay(_check_delay(value)).is_zero:
            raise ValueError("a wait_for timeout must be longer than 0s")
        return value


class GotoStep(_Step):
    """Jumps to `goto` (or `next`)."""

    type: Literal["goto"]


Step = Annotated[
    EmailStep | SmsStep | TaskStep | ConditionStep | WaitForStep | GotoStep, Field(discriminator="type")
]
SENDING_TYPES = ("email", "sms")
END = graph.END


class OnReply(BaseModel):
    """What a reply of each intent does besides stopping the enrollment (sequencer/routing.py).
    `task`: a `reply_followup` task for the rep; `reenroll` (not_now only): start the sequence again
    on the date the contact named (a task when they named none); `none`: nothing more."""

    model_config = ConfigDict(extra="forbid")

    interested: Literal["task", "none"] = "task"
    not_now: Literal["task", "reenroll", "none"] = "task"
    wrong_person: Literal["task", "none"] = Field(
        "task", description="A task when the reply names someone else to talk to (a referral)."
    )
    not_interested: Literal["task", "none"] = "none"
    other: Literal["task", "none"] = "none"


class SequenceDocument(BaseModel):
    model_config = ConfigDict(extra="forbid", title="Sequence")

    name: str = Field(min_length=1, max_length=200)
    window: WindowSpec = Field("always", description="Days and local hours steps may send, or 'always'.")
    jitter: Duration | None = Field(
        None,
        description=(
            "Random delay up to this much, kept inside the window, so sends queued for a window's opening "
            "do not all go out at once. Default: 5m when any step has a window, 0s when all are 'always'."
        ),
    )
    holidays: bool = Field(
        False, description="Skip the public holidays of the contact's country and subdivision."
    )
    steps: list[Step] = Field(min_length=1, max_length=100)
    on_reply: OnReply = Field(
        default_factory=OnReply,
        description="Per intent of a reply: a rep task, a re-enrollment (not_now) or nothing more.",
    )

    @property
    def effective_jitter(self) -> str:
        if self.jitter is not None:
            return self.jitter
        windowed = any(self.window_for(step) != "always" for step in self.steps)
        return DEFAULT_WINDOW_JITTER if windowed else "0s"

    @field_validator("jitter")
    @classmethod
    def _jitter(cls, value: str | None) -> str | None:
        return None if value is None else _check_duration(value)

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        if value != value.strip() or not value:
            raise ValueError("name must not start or end with spaces")
        return value

    def window_for(self, step: _Step) -> WindowSpec:
        return step.window if step.window is not None else self.window

    @model_validator(mode="after")
    def _steps_fit_together(self) -> SequenceDocument:
        seen: set[str] = set()
        for index, step in enumerate(self.steps):
            if step.id in seen:
                raise ValueError(f"steps[{index}].id: duplicate step id {step.id!r}")
            if step.id == END:
                raise ValueError(f"steps[{index}].id: 'end' is reserved (it ends the sequence)")
            seen.add(step.id)
            if isinstance(step, SmsStep):
                window = self.window_for(step)
                if window != "always" and not (
                    window.start_time < _SMS_HOURS[1] and window.end_time > _SMS_HOURS[0]
                ):
                    raise ValueError(
                        f"steps[{index}].window: never open between 08:00 and 21:00, when texts may be sent"
                    )
                continue
            if not isinstance(step, EmailStep):
                continue
            _check_email(step, index, emails_before=any(s.type == "email" for s in self.steps[:index]))
        trouble = graph.problems(self.steps)
        if trouble:
            raise ValueError(trouble[0])
        return self


def _check_email(step: EmailStep, index: int, *, emails_before: bool) -> None:
    if step.reply_in_thread and not emails_before:
        raise ValueError(f"steps[{index}].reply_in_thread: there is no earlier email to reply to")
    variants = step.variants
    for position, variant in enumerate(variants):
        if variant.id is None:
            variant.id = chr(ord("A") + position)  # A, B, C, ... (at most 10 variants)
    if variants:
        ids = [v.id for v in variants]
        if len(set(ids)) != len(ids):
            raise ValueError(f"steps[{index}].variants: variant ids must be unique")
        if sum(v.weight for v in variants) <= 0:
            raise ValueError(f"steps[{index}].variants: at least one variant needs a weight above 0")
    if step.body is None and not (variants and all(v.body is not None for v in variants)):
        raise ValueError(f"steps[{index}].body: required (on the step, or on every variant)")
    has_subject = step.subject is not None or (variants and all(v.subject is not None for v in variants))
    if not has_subject and not step.reply_in_thread:
        raise ValueError(f"steps[{index}].subject: required unless reply_in_thread is true")


def sequence_json_schema() -> dict:
    return SequenceDocument.model_json_schema()
