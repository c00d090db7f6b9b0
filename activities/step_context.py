"""What an activity needs to act on one step of an enrollment: the records and the step as published."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import asyncpg
from temporalio.exceptions import ApplicationError

from storage import contacts, enrollments, mailboxes, sequences
from storage.records import Contact, Enrollment, Mailbox


@dataclass(frozen=True)
class StepContext:
    enrollment: Enrollment
    contact: Contact
    mailbox: Mailbox
    index: int  # the step's position in the document (field names in errors: steps[index].body)
    step: Any


async def step_context(
    conn: asyncpg.Connection, *, enrollment_id: str, step_id: str, kind: type, what: str
) -> StepContext:
    """The enrollment's records and its version's step `step_id`, which must be a `kind` (else a
    non-retryable TemplateError naming `what` the step should have been)."""
    enrollment = await enrollments.by_id(conn, enrollment_id=enrollment_id)
    project = enrollment.project_id
    contact = await contacts.get(conn, project_id=project, contact_id=enrollment.contact_id)
    mailbox = await mailboxes.get(conn, project_id=project, mailbox_id=enrollment.mailbox_id)
    version = await sequences.get_version(conn, version_id=enrollment.sequence_version_id)
    document = version.parsed()
    index, step = next((i, s) for i, s in enumerate(document.steps) if s.id == step_id)
    if not isinstance(step, kind):
        raise ApplicationError(f"step {step.id} is not {what}", type="TemplateError", non_retryable=True)
    return StepContext(enrollment, contact, mailbox, index, step)
