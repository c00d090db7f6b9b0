"""The send protocol: check, reserve, find-or-send, complete. Safe to run any number of times.

1. Under the enrollment's row lock: a ledger row already 'sent' for the step's idempotency key is the
   answer. Otherwise the enrollment must still be active and the address unsuppressed; the step renders
   and the message is built; the ledger row is reserved (each call counts an attempt).
2. The connection goes back to the pool: Gmail I/O never holds one.
3. A row with an earlier attempt may have reached Gmail (a crash or timeout after Gmail accepted it):
   search `rfc822msgid:` before sending again. Send with the Message-ID derived from the key and, for
   replies, the thread's In-Reply-To/References and threadId.
4. Complete the row and append the run-ledger entry in one transaction.

Every refusal is a non-retryable ApplicationError with a stable type, logged to the run ledger.
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
from sequencer.models import EmailStep, SequenceDocument
from sequencer.render import RenderError
from storage import contacts, enrollments, ledger, mailboxes, sequences, suppressions
from storage.records import Mailbox, SendRecord, sender_of
from workflows.inputs import SendEmailInput, SendEmailResult

# Stable error types the workflow branches on.
NOT_ACTIVE = "EnrollmentNotActive"
SUPPRESSED = "Suppressed"
TEMPLATE_ERROR = "TemplateError"
GMAIL_REJECTED = "GmailRejected"

# Bounded waits keep one attempt well inside its start-to-close timeout, so a retry never overlaps a
# still-running attempt's Gmail call.
_ACQUIRE_TIMEOUT_SECONDS = 10
_LOCK_TIMEOUT = "10s"


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
    mailbox: Mailbox | None = None
    thread_id: str | None = None
    raw: bytes = b""
    facts: dict[str, Any] | None = None


class SendingActivities:
    def __init__(self, pool: asyncpg.Pool, gmail: GmailClient) -> None:
        self._pool = pool
        self._gmail = gmail

    @activity.defn(name="send_email")
    async def send_email(self, inp: SendEmailInput) -> SendEmailResult:
        try:
            prepared = await self._prepare(inp)
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
        except _Refusal as refusal:
            raise await self._log_refusal(inp, refusal) from None
        done = await self._complete(inp, prepared, ref, found)
        assert done.sent_at is not None
        return SendEmailResult(
            gmail_message_id=ref.id,
            gmail_thread_id=ref.thread_id,
            message_id=record.message_id,
            sent_at=done.sent_at,
        )

    async def _find_or_send(self, prepared: _Prepared) -> tuple[GmailMessageRef, bool]:
        record, mailbox = prepared.record, prepared.mailbox
        assert mailbox is not None and prepared.facts is not None
        try:
            if record.attempts > 1:
                earlier = await self._gmail.find_by_message_id(mailbox, record.message_id)
                if earlier is not None:
                    return earlier, True
            return await self._gmail.send(mailbox, prepared.raw, thread_id=prepared.thread_id), False
        except GmailRejected as exc:
            facts = {**prepared.facts, "project_id": prepared.project_id}
            raise _Refusal(GMAIL_REJECTED, str(exc.status), str(exc), facts) from None

    async def _prepare(self, inp: SendEmailInput) -> _Prepared:
        async with self._pool.acquire(timeout=_ACQUIRE_TIMEOUT_SECONDS) as conn, conn.transaction():
            await conn.execute(f"SET LOCAL lock_timeout = '{_LOCK_TIMEOUT}'")
            enrollment = await enrollments.lock(conn, enrollment_id=inp.enrollment_id)
            project = enrollment.project_id
            key = send_idempotency_key(inp.enrollment_id, inp.step_id)
            existing = await ledger.send_by_key(conn, idempotency_key=key)
            if existing is not None and existing.status == "sent":
                return _Prepared(project, existing)  # a retry after the completing transaction
            facts: dict[str, Any] = {"project_id": project}
            if enrollment.status != "active":
                message = f"enrollment is {enrollment.status}; not sending step {inp.step_id}"
                raise _Refusal(NOT_ACTIVE, enrollment.status, message, facts)
            contact = await contacts.get(conn, project_id=project, contact_id=enrollment.contact_id)
            mailbox = await mailboxes.get(conn, project_id=project, mailbox_id=enrollment.mailbox_id)
            version = await sequences.get_version(conn, version_id=enrollment.sequence_version_id)
            facts.update(
                to=contact.email,
                sequence_version=version.version,
                planned_at=inp.planned_at.isoformat() if inp.planned_at else None,
            )
            suppressed = await suppressions.reason_for(conn, project_id=project, email=contact.email)
            if suppressed:
                raise _Refusal(SUPPRESSED, suppressed, f"{contact.email} is suppressed: {suppressed}", facts)
            document = SequenceDocument.model_validate(version.document)
            index, step = next((i, s) for i, s in enumerate(document.steps) if s.id == inp.step_id)
            if not isinstance(step, EmailStep):
                raise _Refusal(TEMPLATE_ERROR, step.id, f"step {step.id} is not an email step", facts)
            try:
                subject, body = render_email(
                    step, index, contact=contact.model_dump(), sender=sender_of(mailbox)
                )
            except RenderError as exc:
                raise _Refusal(TEMPLATE_ERROR, exc.field, str(exc), facts) from None
            thread = (
                await ledger.sent_for_enrollment(conn, enrollment_id=inp.enrollment_id)
                if step.reply_in_thread
                else []
            )
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
                planned_at=inp.planned_at,
            )
            try:
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
                        in_reply_to=thread[-1].message_id if thread else None,
                        references=tuple(r.message_id for r in thread),
                    )
                )
            except ValueError as exc:  # e.g. a line break in a display name: no retry will fix it
                raise _Refusal(TEMPLATE_ERROR, step.id, f"cannot build the message: {exc}", facts) from None
        facts.pop("project_id")
        facts.update(subject=record.subject, message_id=record.message_id, reply_in_thread=bool(thread))
        thread_id = thread[0].gmail_thread_id if thread else None
        return _Prepared(project, record, mailbox, thread_id, raw, facts)

    async def _complete(
        self, inp: SendEmailInput, prepared: _Prepared, ref: GmailMessageRef, found: bool
    ) -> SendRecord:
        async with self._pool.acquire() as conn, conn.transaction():
            done = await ledger.complete_send(
                conn,
                idempotency_key=prepared.record.idempotency_key,
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
                    **(prepared.facts or {}),
                    "gmail_message_id": ref.id,
                    "gmail_thread_id": ref.thread_id,
                    "attempt": prepared.record.attempts,
                    "found_earlier_send": found,
                },
            )
        return done

    async def _log_refusal(self, inp: SendEmailInput, refusal: _Refusal) -> ApplicationError:
        """Record why the step did not send, and build the error the workflow branches on."""
        facts = dict(refusal.facts)
        async with self._pool.acquire() as conn:
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
