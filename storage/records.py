"""Rows as typed records. API schemas are separate; these mirror the tables."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field

from sequencer.mail_servers import MailServers
from sequencer.models import SequenceDocument


class Mailbox(BaseModel):
    id: str
    project_id: str
    email: str
    name: str
    timezone: str
    oauth_refresh_token: str | None = Field(None, repr=False)
    status: str = "connected"
    status_reason: str | None = None
    last_polled_at: datetime | None = None
    provider: str = "gmail"  # or "smtp": SMTP + IMAP through `mail_servers`
    mail_servers: MailServers | None = None
    mail_password: str | None = Field(None, repr=False)  # sealed


class Contact(BaseModel):
    id: str
    project_id: str
    email: str
    first_name: str | None = None
    last_name: str | None = None
    phone: str | None = None
    timezone: str | None = None
    country: str | None = None
    subdivision: str | None = None
    fields: dict[str, Any] = {}


class SequenceVersion(BaseModel):
    id: str
    sequence_id: str
    name: str
    version: int
    document: dict[str, Any]

    def parsed(self) -> SequenceDocument:
        """The document as a model, validated once per process: a published version never changes, and
        each send, plan and enrollment would otherwise validate it again."""
        parsed = _PARSED.get(self.id)
        if parsed is None:
            if len(_PARSED) >= _PARSED_MAX:
                _PARSED.clear()
            parsed = _PARSED[self.id] = SequenceDocument.model_validate(self.document)
        return parsed


_PARSED: dict[str, SequenceDocument] = {}
_PARSED_MAX = 1000


class Enrollment(BaseModel):
    id: str
    project_id: str
    contact_id: str
    sequence_version_id: str
    mailbox_id: str
    workflow_id: str
    workflow_run_id: str | None = None
    timezone: str | None = None
    timezone_source: str | None = None
    status: str
    status_reason: str | None = None
    current_step: str | None = None
    created_at: datetime
    updated_at: datetime
    ended_at: datetime | None = None
    reply_intent: str | None = None
    reply_evidence: str | None = None
    variables: dict[str, Any] = {}  # template values given at the start ({{ variables.name }})


class SendRecord(BaseModel):
    id: str
    enrollment_id: str
    step_id: str
    idempotency_key: str
    message_id: str
    to_email: str
    subject: str
    status: str
    attempts: int
    gmail_message_id: str | None = None
    gmail_thread_id: str | None = None
    planned_at: datetime | None = None
    sent_at: datetime | None = None
    accepted_at: datetime | None = None  # the provider accepted it before the row could be completed


class RunRecord(BaseModel):
    """One run-ledger line: a step execution, a decision, a status change (`detail` is the reason)."""

    id: int
    step_id: str | None
    action: str
    outcome: str
    branch: str | None = None
    facts: dict[str, Any] = {}
    detail: str | None = None
    created_at: datetime
    workflow_run_id: str | None = None
    kind: str | None = None
    idempotency_key: str | None = None
    scheduled_for: datetime | None = None
    started_at: datetime | None = None
    finished_at: datetime | None = None


def row_to(model: type[BaseModel], row: Any) -> Any:
    data = {k: (str(v) if isinstance(v, uuid.UUID) else v) for k, v in dict(row).items()}
    return model.model_validate(data)


def is_uuid(text: str) -> bool:
    try:
        uuid.UUID(text)
    except (ValueError, TypeError, AttributeError):
        return False
    return True


def sender_of(mailbox: Mailbox) -> dict[str, str]:
    """What templates see as `sender`."""
    return {"name": mailbox.name, "email": mailbox.email}
