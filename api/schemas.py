"""Request and response bodies of the HTTP API (separate from the storage records)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator, model_validator

from contracts import SendingState
from sequencer.addresses import normalize_email
from sequencer.contact_fields import ContactIn, country_code, single_line, subdivision_code, zone_name
from sequencer.mail_servers import MailServers
from sequencer.slots import SendLimits


def _date_time_text(value: Any) -> Any:
    """A date-time in a body is ISO 8601 text, as the schema says: a number is not read as Unix time."""
    if value is not None and not isinstance(value, str | datetime):
        raise ValueError("an ISO 8601 date-time with a UTC offset, e.g. 2026-12-24T09:00:00Z")
    return value


# A date-time the client sends (the schema's `string`, `date-time`).
DateTimeIn = Annotated[datetime, BeforeValidator(_date_time_text)]


class ErrorDetail(BaseModel):
    field: str | None
    message: str


class ErrorBody(BaseModel):
    status: int
    code: str = Field(description="not_found, invalid, conflict, unauthorized, forbidden, ...")
    message: str
    field: str | None = Field(description="The request field at fault, e.g. steps[0].subject.")
    details: list[ErrorDetail]


class ErrorEnvelope(BaseModel):
    """Every refusal, whatever its status."""

    error: ErrorBody


class MailboxIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    email: str = Field(json_schema_extra={"format": "email"})
    name: str = Field(min_length=1, max_length=200)
    timezone: str = "UTC"
    oauth_refresh_token: str | None = Field(
        None,
        repr=False,
        description="Gmail with SEQUENCER_GMAIL_AUTH=oauth, or an SMTP/IMAP mailbox with auth xoauth2.",
    )
    limits: SendLimits | None = Field(
        None, description="Send caps; omitted: unchanged (a new mailbox gets the defaults)."
    )
    provider: Literal["gmail", "smtp"] = Field("gmail", description="smtp: SMTP + IMAP via `mail_servers`.")
    mail_servers: MailServers | None = Field(
        None, description="provider smtp: its SMTP and IMAP servers and sign-in method."
    )
    password: str | None = Field(
        None, repr=False, description="provider smtp with auth password (stored sealed); omitted: unchanged."
    )

    _email = field_validator("email")(lambda v: normalize_email(v))

    @model_validator(mode="after")
    def _servers_with_smtp(self) -> MailboxIn:
        if self.provider == "smtp" and self.mail_servers is None:
            raise ValueError("mail_servers: provider smtp needs its SMTP and IMAP servers")
        if self.provider == "gmail" and (self.mail_servers is not None or self.password is not None):
            raise ValueError("provider: mail_servers and password are for provider smtp")
        return self

    _timezone = field_validator("timezone")(lambda v: zone_name(v))
    _name = field_validator("name")(lambda v: single_line(v))


class MailboxOut(BaseModel):
    id: str
    email: str
    name: str
    timezone: str
    status: str = Field(description="'connected', or 'disconnected' when its credentials were refused.")
    provider: str = "gmail"
    mail_servers: MailServers | None = None
    status_reason: str | None = None
    last_polled_at: datetime | None = Field(None, description="When its inbox was last read.")
    limits: SendLimits = Field(default_factory=SendLimits, description="Its send caps.")
    sending: SendingState | None = Field(
        None, description="Its workflow's live view: sends in the last 24 h, waiting steps, quota budget."
    )
    created: bool = False


class MailboxReconnected(BaseModel):
    id: str
    status: str
    resumed: int = Field(description="Enrollments signalled to resume the steps the outage paused.")


class ContactOut(ContactIn):
    model_config = ConfigDict(extra="ignore")

    id: str
    created: bool


LiveEditPolicy = Literal["stay", "next_step", "restart"]


class SequencePublished(BaseModel):
    id: str
    name: str
    version_id: str
    version: int
    enrollments_moved: int = Field(0, description="Running enrollments told to follow this version.")


class SequenceOut(BaseModel):
    id: str
    name: str
    version_id: str
    version: int = Field(description="The default version: the one new enrollments take.")
    document: dict[str, Any]


class EnrollmentIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    contact_id: str = Field(min_length=1)
    sequence: str = Field(min_length=1, description="Sequence name or id; its newest version is used.")
    mailbox: str = Field(min_length=1, description="Mailbox address or id to send from.")
    live_edit: LiveEditPolicy | None = Field(
        None,
        description="This enrollment's own policy when a new version is published (default: the "
        "publisher's choice, which defaults to stay).",
    )


class EnrollmentCreated(BaseModel):
    id: str
    workflow_id: str
    status: str


class SignalAccepted(BaseModel):
    id: str
    signal: str
    accepted: bool


class ReplyIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    dedupe_key: str | None = Field(None, description="Repeated deliveries with one key count once.")
    gmail_message_id: str | None = None


class ExitIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    reason: str = Field("exited by request", max_length=500)


class EnrollmentSummary(BaseModel):
    id: str
    status: str
    status_reason: str | None
    current_step: str | None
    contact_id: str
    contact_email: str
    mailbox_id: str
    sequence: str
    sequence_version: int
    sequence_version_id: str
    workflow_id: str
    workflow_run_id: str | None
    created_at: datetime
    updated_at: datetime
    ended_at: datetime | None
    reply_intent: str | None = Field(
        None,
        description="What the contact's reply meant: interested, not_now, not_interested, unsubscribe, "
        "wrong_person or other (None: no reply).",
    )


class EnrollmentOut(EnrollmentSummary):
    timezone: str | None
    timezone_source: str | None
    reply_evidence: str | None = Field(None, description="The words of the reply that decided its intent.")
    next_action: dict[str, Any] | None
    sends: list[dict[str, Any]]
    run_ledger: list[dict[str, Any]]


class EnrollmentList(BaseModel):
    enrollments: list[EnrollmentSummary]
    next_after: str | None = Field(None, description="Pass as `after` for the next page (None: no more).")


class PreviewContact(BaseModel):
    """The contact facts timing uses; other contact attributes are accepted and ignored."""

    model_config = ConfigDict(extra="ignore")

    timezone: str | None = None
    phone: str | None = None
    country: str | None = None
    subdivision: str | None = None

    _timezone = field_validator("timezone")(lambda v: zone_name(v))
    _country = field_validator("country")(lambda v: country_code(v))
    _subdivision = field_validator("subdivision")(lambda v: subdivision_code(v))


class PreviewIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sequence: dict[str, Any] | str = Field(
        description="A sequence document, or a published sequence's name or id."
    )
    contact: PreviewContact = Field(default_factory=PreviewContact)
    mailbox_timezone: str | None = None
    start: DateTimeIn | None = Field(None, description="ISO 8601 with an offset; default: now.")

    _mailbox_timezone = field_validator("mailbox_timezone")(lambda v: zone_name(v))

    @field_validator("start")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        if value is not None and value.tzinfo is None:
            raise ValueError("include a UTC offset, e.g. 2026-10-24T09:00:00Z")
        return value


class BlackoutIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=200)


class ContactEventIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    event_id: str = Field(
        min_length=1, max_length=200, description="Your id for the event; a repeat returns the first result."
    )
    type: Literal["meeting_booked", "deal_stage_changed", "do_not_contact", "replied_elsewhere", "custom"] = (
        Field(
            description="meeting_booked, replied_elsewhere and do_not_contact end the active enrollment "
            "(do_not_contact also suppresses the address); the others reach it as facts."
        )
    )
    data: dict[str, Any] = Field(default_factory=dict, description="Anything the event carries.")


class ContactEventResult(BaseModel):
    action: Literal["stopped", "delivered", "recorded"] = Field(
        description="stopped: the active enrollment ended; delivered: it got the event; recorded: none runs."
    )
    enrollment_id: str | None = None
    suppressed: bool = False


class ContactEventOut(BaseModel):
    event_id: str
    type: str
    contact_id: str
    data: dict[str, Any]
    source: str
    received_at: datetime
    result: ContactEventResult


class PauseIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    until: DateTimeIn | None = Field(None, description="Resume by itself then (with a UTC offset).")
    reason: str | None = Field(None, max_length=500)

    @field_validator("until")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        if value is not None and value.tzinfo is None:
            raise ValueError("include a UTC offset, e.g. 2026-12-24T09:00:00Z")
        return value


class SkipIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    step_id: str | None = Field(None, description="Skip only if the enrollment is at this step.")
    reason: str | None = Field(None, max_length=500)


class BulkIn(PauseIn):
    """`until` applies to pause only."""


class BulkOut(BaseModel):
    action: str
    matched: int = Field(description="Running enrollments found.")
    signalled: int
    ended: int = Field(description="Had ended by the time their signal came.")


class DraftOut(BaseModel):
    sequence_id: str
    name: str
    revision: int
    based_on_version: int | None
    etag: str = Field(description="Send it back as If-Match when saving or publishing.")
    document: dict[str, Any]
    updated_at: datetime


class PublishIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    live_edit: LiveEditPolicy = Field(
        "stay",
        description="What running enrollments do: stay on their version, move at the next step the new "
        "version still has (next_step), or start it over (restart). An enrollment's own policy wins.",
    )


class PublishOut(BaseModel):
    id: str
    name: str
    version_id: str
    version: int
    live_edit: LiveEditPolicy
    enrollments_moved: int
    enrollments_stayed: int


class VersionOut(BaseModel):
    version_id: str
    version: int
    default: bool


class DefaultVersionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int = Field(ge=1)


class StepStatsOut(BaseModel):
    step_id: str
    variant: str | None
    sends: int
    replies: int
    bounces: int
    unsubscribes: int
    meetings: int


class SequenceStats(BaseModel):
    sequence_id: str
    name: str
    steps: list[StepStatsOut]


class TaskOut(BaseModel):
    id: str
    kind: str
    status: str
    assignee: str
    enrollment_id: str
    contact_id: str
    step_id: str
    due_at: datetime | None
    expires_at: datetime | None
    subject: str | None = Field(None, description="Reviews: the rendered (or edited) subject.")
    body: str | None = Field(None, description="Reviews: the rendered (or edited) body.")
    variant: str | None
    outcome: str | None
    created_at: datetime
    completed_at: datetime | None
    title: str | None = Field(None, description="Calls and other tasks: what to do, e.g. 'Call Dana Smith'.")
    timezone: str | None = Field(None, description="The contact's zone, the one the due time is read in.")
    due_local: str | None = Field(None, description="The due time on the contact's clock (ISO 8601).")
    phone: str | None = Field(None, description="Calls: the number to dial (E.164 when it parses).")
    dialer: bool = False
    dialed_at: datetime | None = None
    outcomes: list[str] = Field(default_factory=list, description="The answers this task accepts.")


class TaskCompleteIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    outcome: str = Field(
        min_length=1,
        max_length=40,
        description="Calls: connected, voicemail, no_answer. LinkedIn: done, skipped. Custom: the step's "
        "outcomes. Reviews: approved, skipped, exited.",
    )
    subject: str | None = Field(None, max_length=1000, description="An approved review's edited subject.")
    body: str | None = Field(None, max_length=50_000, description="An approved review's edited body.")

    @field_validator("subject")
    @classmethod
    def _one_line(cls, value: str | None) -> str | None:
        if value is not None and ("\n" in value or "\r" in value or not value.strip()):
            raise ValueError("a subject is one non-empty line")
        return value

    @field_validator("body")
    @classmethod
    def _not_empty(cls, value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise ValueError("must not be empty")
        return value


class CrmIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    provider: Literal["attio", "static"]
    token: str | None = Field(
        None, max_length=500, description="Attio API token (sealed; never shown again)."
    )
    base_url: str | None = Field(
        None, max_length=300, description="Attio API base (default https://api.attio.com)."
    )
    facts: dict[str, Any] = Field(default_factory=dict, description="static: facts by contact address.")

    @field_validator("base_url")
    @classmethod
    def _http(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("https://", "http://")):
            raise ValueError("an http(s) URL")
        return value


class CrmOut(BaseModel):
    provider: str
    base_url: str | None
    has_token: bool
    contacts_with_facts: int
    updated_at: datetime


def _e164(value: str) -> str:
    from sequencer.phones import PhoneError, to_e164

    try:
        return to_e164(value)
    except PhoneError as exc:
        raise ValueError(f"{exc}; use E.164, e.g. +14155550123") from None


class SmsIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    provider: Literal["twilio"] = "twilio"
    account_sid: str = Field(pattern=r"^AC[0-9a-fA-F]{32}$", description="The Twilio Account SID (AC...).")
    auth_token: str = Field(min_length=8, max_length=200, description="Sealed at rest; never shown again.")
    from_number: str = Field(max_length=40, description="The number texts come from (E.164).")
    base_url: str | None = Field(
        None,
        max_length=300,
        description="The Twilio API base (default https://api.twilio.com; the sandbox's URL).",
    )

    _from = field_validator("from_number")(classmethod(lambda cls, v: _e164(v)))

    @field_validator("base_url")
    @classmethod
    def _http(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("https://", "http://")):
            raise ValueError("an http(s) URL")
        return value.rstrip("/") if value else value


class SmsOut(BaseModel):
    provider: str
    account_sid: str
    from_number: str
    base_url: str | None
    inbound_webhook: str = Field(description="Point the number's incoming-message webhook here (POST).")
    updated_at: datetime


class DialerIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    url: str = Field(max_length=500, description="Due call tasks with `dialer: true` are POSTed here.")

    @field_validator("url")
    @classmethod
    def _http(cls, value: str) -> str:
        if not value.startswith(("https://", "http://")):
            raise ValueError("an http(s) URL")
        return value


class DialerOut(BaseModel):
    url: str
    secret: str | None = Field(
        None, description="Signs X-Sequencer-Signature; shown once, when the dialer is connected."
    )
    updated_at: datetime


class ResolveIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    resolution: Literal["sent", "resend", "skip", "exit"] = Field(
        description="sent: the text arrived (record it, go on); resend: it did not (send it again); "
        "skip: go on without it; exit: end the enrollment."
    )
    note: str | None = Field(None, max_length=500)


class TimelineEntryOut(BaseModel):
    at: datetime
    local: str = Field(description="When, on the contact's clock: 'Tue 01 Dec 09:04 Europe/Berlin'.")
    step_id: str | None
    kind: str | None
    outcome: str
    text: str


class TimelineOut(BaseModel):
    enrollment_id: str
    status: str
    timezone: str
    next_action: dict[str, Any] | None = Field(
        description="While it runs: step, at, waiting_for (due_time, send_window, mailbox_cap, ooo_until, "
        "task, paused, breaker) and detail, from the workflow itself."
    )
    entries: list[TimelineEntryOut]
    lines: list[str]
