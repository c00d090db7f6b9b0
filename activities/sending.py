"""The send protocol: check, reserve, find-or-send, complete. Safe to run any number of times.

1. Under the enrollment's row lock: still active? not suppressed? render; reserve the ledger row
   for the step's idempotency key (each call counts an attempt).
2. A row already 'sent' is returned as is. A row with an earlier attempt may have reached Gmail
   (crash or timeout after Gmail accepted it): search `rfc822msgid:` before sending again.
3. Send with the Message-ID derived from the key and the thread's In-Reply-To/References.
4. Complete the row and append the run-ledger entry in one transaction.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import asyncpg
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.providers.gmail import GmailClient, GmailMessageRef, GmailRejected
from sequencer.compose import render_email
from sequencer.ids import message_id_for, send_idempotency_key
from sequencer.mime import OutgoingEmail, build_message, reply_subject
from sequencer.models import SequenceDocument
from sequencer.render import RenderError
from storage import contacts, enrollments, ledger, mailboxes, sequences, suppressions
from storage.records import Mailbox, SendRecord, sender_of
from workflows.inputs import SendEmailInput, SendEmailResult

# Stable error types the workflow branches on.
NOT_ACTIVE = "EnrollmentNotActive"
SUPPRESSED = "Suppressed"
TEMPLATE_ERROR = "TemplateError"
GMAIL_REJECTED = "GmailRejected"


class _Refusal(Exception):
    """The step must not send; raised inside the transaction so it rolls back, logged after."""

    def __init__(self, error_type: str, detail_value: str, message: str, facts: dict[str, Any]) -> None:
        super().__init__(message)
        self.error_type, self.detail_value, self.message, self.facts = (
            error_type,
            detail_value,
            message,
            facts,
        )


@dataclass(frozen=True)
class _Prepared:
    project_id: str
    record: SendRecord
    mailbox: Mailbox | None
    thread_id: str | None
    raw: bytes
    facts: dict[str, Any]


class SendingActivities:
    def __init__(self, pool: asyncpg.Pool, gmail: GmailClient) -> None:
        self._pool = pool
        self._gmail = gmail

    @activity.defn(name="send_email")
    async def send_email(self, inp: SendEmailInput) -> SendEmailResult:
        async with self._pool.acquire() as conn:
            try:
                prepared = await self._prepare(conn, inp)
            except _Refusal as refusal:
                raise await self._log_refusal(conn, inp, refusal) from None
            record = prepared.record
            if record.status == "sent":
                assert record.gmail_message_id and record.gmail_thread_id and record.sent_at
                return SendEmailResult(
                    gmail_message_id=record.gmail_message_id,
                    gmail_thread_id=record.gmail_thread_id,
                    message_id=record.message_id,
                    sent_at=record.sent_at,
                    already_sent=True,
                )
            ref, found = await self._find_or_send(prepared)
            async with conn.transaction():
                done = await ledger.complete_send(
                    conn,
                    idempotency_key=record.idempotency_key,
                    gmail_message_id=ref.id,
                    gmail_thread_id=ref.thread_id,
                )
                await enrollments.set_current_step(conn, enrollment_id=inp.enrollment_id, step_id=inp.step_id)
                await ledger.append_run(
                    conn,
                    project_id=prepared.project_id,
                    enrollment_id=inp.enrollment_id,
                    step_id=inp.step_id,
                    action="send_email",
                    outcome="sent",
                    facts={
                        **prepared.facts,
                        "gmail_message_id": ref.id,
                        "gmail_thread_id": ref.thread_id,
                        "attempt": record.attempts,
                        "found_earlier_send": found,
                    },
                )
        assert done.sent_at is not None
        return SendEmailResult(
            gmail_message_id=ref.id,
            gmail_thread_id=ref.thread_id,
            message_id=record.message_id,
            sent_at=done.sent_at,
        )

    async def _find_or_send(self, prepared: _Prepared) -> tuple[GmailMessageRef, bool]:
        record, mailbox = prepared.record, prepared.mailbox
        assert mailbox is not None
        try:
            if record.attempts > 1:
                earlier = await self._gmail.find_by_message_id(mailbox, record.message_id)
                if earlier is not None:
                    return earlier, True
            return await self._gmail.send(mailbox, prepared.raw, thread_id=prepared.thread_id), False
        except GmailRejected as exc:
            raise ApplicationError(str(exc), exc.status, type=GMAIL_REJECTED, non_retryable=True) from None

    async def _prepare(self, conn: asyncpg.Connection, inp: SendEmailInput) -> _Prepared:
        async with conn.transaction():
            enrollment = await enrollments.lock(conn, enrollment_id=inp.enrollment_id)
            project = enrollment.project_id
            key = send_idempotency_key(inp.enrollment_id, inp.step_id)
            existing = await ledger.send_by_key(conn, idempotency_key=key)
            if existing is not None and existing.status == "sent":
                # Done already (a retry after the completing transaction): nothing else to check.
                return _Prepared(project, existing, None, None, b"", {})
            if enrollment.status != "active":
                raise ApplicationError(
                    f"enrollment is {enrollment.status}; not sending step {inp.step_id}",
                    enrollment.status,
                    type=NOT_ACTIVE,
                    non_retryable=True,
                )
            contact = await contacts.get(conn, project_id=project, contact_id=enrollment.contact_id)
            mailbox = await mailboxes.get(conn, project_id=project, mailbox_id=enrollment.mailbox_id)
            version = await sequences.get_version(conn, version_id=enrollment.sequence_version_id)
            facts: dict[str, Any] = {
                "project_id": project,
                "to": contact.email,
                "sequence_version": version.version,
            }
            suppressed = await suppressions.reason_for(conn, project_id=project, email=contact.email)
            if suppressed:
                raise _Refusal(SUPPRESSED, suppressed, f"{contact.email} is suppressed: {suppressed}", facts)
            document = SequenceDocument.model_validate(version.document)
            index, step = next((i, s) for i, s in enumerate(document.steps) if s.id == inp.step_id)
            try:
                subject, body = render_email(
                    step, index, contact=contact.model_dump(), sender=sender_of(mailbox)
                )
            except RenderError as exc:
                raise _Refusal(TEMPLATE_ERROR, exc.field, str(exc), facts) from None
            thread = await ledger.sent_for_enrollment(conn, enrollment_id=inp.enrollment_id)
            if step.reply_in_thread:
                if not thread:
                    detail = f"step {step.id} replies in a thread but no earlier email was sent"
                    raise _Refusal(TEMPLATE_ERROR, step.id, detail, facts)
                subject = reply_subject(thread[0].subject)
            assert subject is not None
            record = await ledger.reserve_send(
                conn,
                project_id=project,
                enrollment_id=inp.enrollment_id,
                step_id=inp.step_id,
                mailbox_id=mailbox.id,
                idempotency_key=key,
                message_id=message_id_for(key, mailbox.email.rpartition("@")[2]),
                to_email=contact.email,
                subject=subject,
            )
        in_thread = thread if step.reply_in_thread else []
        raw = build_message(
            OutgoingEmail(
                from_email=mailbox.email,
                from_name=mailbox.name,
                to_email=contact.email,
                to_name=" ".join(p for p in (contact.first_name, contact.last_name) if p),
                subject=record.subject,
                body=body,
                message_id=record.message_id,
                date=datetime.now(UTC),
                in_reply_to=in_thread[-1].message_id if in_thread else None,
                references=tuple(r.message_id for r in in_thread),
            )
        )
        facts.pop("project_id")
        facts.update(subject=record.subject, message_id=record.message_id, reply_in_thread=bool(in_thread))
        thread_id = in_thread[0].gmail_thread_id if in_thread else None
        return _Prepared(project, record, mailbox, thread_id, raw, facts)

    async def _log_refusal(
        self, conn: asyncpg.Connection, inp: SendEmailInput, refusal: _Refusal
    ) -> ApplicationError:
        """Record why the step did not send, and the error the workflow branches on."""
        facts = dict(refusal.facts)
        await ledger.append_run(
            conn,
            project_id=facts.pop("project_id"),
            enrollment_id=inp.enrollment_id,
            step_id=inp.step_id,
            action="send_email",
            outcome="refused",
            branch=refusal.error_type,
            facts=facts,
            detail=refusal.message,
        )
        return ApplicationError(
            refusal.message, refusal.detail_value, type=refusal.error_type, non_retryable=True
        )
