"""Sequence documents: the JSON/YAML a team writes and publishes as immutable versions."""

from __future__ import annotations

import re
from datetime import time
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from sequencer.durations import DurationError, parse_delay, parse_duration
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

    @field_validator("id")
    @classmethod
    def _step_id(cls, value: str) -> str:
        if not _STEP_ID.match(value):
            raise ValueError(
                "step id must be 1-63 chars of a-z, 0-9, _ or -, starting with a letter or digit"
            )
        return value

    @field_validator("after")
    @classmethod
    def _after(cls, value: str) -> str:
        try:
            parse_delay(value)
        except DurationError as exc:
            raise ValueError(str(exc)) from None
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
    body: str = Field(
        max_length=MAX_TEMPLATE_CHARS,
        description="Jinja2 template of the plain-text body.",
        json_schema_extra={"minLength": 1},
    )
    reply_in_thread: bool = Field(False, description="Send as a reply in the thread of earlier emails.")

    _templates = field_validator("subject", "body")(classmethod(lambda cls, v: _check_template(v)))


class SmsStep(_Step):
    """A text message. Sent only inside 08:00-21:00 in the recipient's own zone, never a guessed one."""

    type: Literal["sms"]
    body: str = Field(
        max_length=MAX_TEMPLATE_CHARS,
        description="Jinja2 template of the text.",
        json_schema_extra={"minLength": 1},
    )

    _templates = field_validator("body")(classmethod(lambda cls, v: _check_template(v)))


Step = Annotated[EmailStep | SmsStep, Field(discriminator="type")]


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

    @property
    def effective_jitter(self) -> str:
        if self.jitter is not None:
            return self.jitter
        windowed = any(self.window_for(step) != "always" for step in self.steps)
        return DEFAULT_WINDOW_JITTER if windowed else "0s"

    @field_validator("jitter")
    @classmethod
    def _jitter(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            parse_duration(value)
        except DurationError as exc:
            raise ValueError(str(exc)) from None
        return value

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        if value != value.strip() or not value:
            raise ValueError("name must not start or end with spaces")
        return value

    def window_for(self, step: EmailStep | SmsStep) -> WindowSpec:
        return step.window if step.window is not None else self.window

    @model_validator(mode="after")
    def _steps_fit_together(self) -> SequenceDocument:
        seen: set[str] = set()
        for index, step in enumerate(self.steps):
            if step.id in seen:
                raise ValueError(f"steps[{index}].id: duplicate step id {step.id!r}")
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
            emails_before = any(s.type == "email" for s in self.steps[:index])
            if step.reply_in_thread and not emails_before:
                raise ValueError(f"steps[{index}].reply_in_thread: there is no earlier email to reply to")
            if step.subject is None and not step.reply_in_thread:
                raise ValueError(f"steps[{index}].subject: required unless reply_in_thread is true")
        return self


def sequence_json_schema() -> dict:
    return SequenceDocument.model_json_schema()
