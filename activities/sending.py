"""The send protocol: check, reserve, find-or-send, complete. Safe to run any number of times.

1. Under the enrollment's row lock: a ledger row already 'sent' for the step execution's idempotency
   key is the answer. Otherwise the last-moment checks run (enrollment still active, address not
   suppressed, mailbox connected), the step renders, the message is built and the ledger row is
   reserved (each call counts an attempt). That transaction commits before Gmail is called.
2. A row with an earlier attempt may have reached Gmail (a crash or timeout after Gmail accepted it):
   search `rfc822msgid:` before sending again, and treat a hit as the send. A row the provider marked
   `accepted_at` (SMTP: the server said 250, the Sent copy may never have been filed) is the send too.
3. Send with the Message-ID derived from the key, the RFC 8058 headers and, for replies, the thread's
   threadId, In-Reply-To and References. SMTP marks the row accepted before it files the Sent copy.
4. Complete the row and append the run-ledger entry in a second transaction. If the enrollment stopped
   (a reply) while Gmail was accepting the email, the email still counts, and a `raced_reply` row says so.

Refusals are non-retryable ApplicationErrors with stable types, logged to the run ledger. Rate limits
back off with jitter and are not failures; Gmail 5xx retries; revoked credentials disconnect the mailbox
and pause its enrollments until it is reconnected.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import asyncpg
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities import breakers, plans
from activities.breakers import BREAKER_OPEN
from activities.providers.gmail import GmailClient
from activities.providers.mail import (
    Accepted,
    MailboxDisconnected,
    MailProviders,
    MailRejected,
    MessageRef,
    RateLimited,
)
from activities.slots import MailboxSlots
from activities.store import enrollment_row_missing, write_status
from contracts import (
    WAITING_LIMIT_REASON,
    Plan,
    RecordStatusInput,
    SendEmailInput,
    SendEmailResult,
    SendOutcome,
    SlotReport,
)
from contracts.errors import (
    GMAIL_REJECTED,
    GRANT_EXPIRED,
    MAILBOX_DISCONNECTED,
    NOT_ACTIVE,
    RATE_LIMITED,
    SUPPRESSED,
    TEMPLATE_ERROR,
)
from sequencer import timing, variants
from sequencer.breaker import Breaker
from sequencer.clock import Clock, wall_clock  # the Date header and when Gmail answered
from sequencer.compose import render_email
from sequencer.ids import message_id_for, send_idempotency_key
from sequencer.mime import OutgoingEmail, build_message, reply_subject
from sequencer.models import EmailStep
from sequencer.render import RenderError
from sequencer.settings import GRANT_LEAD_MAX, SEND_CONCURRENCY_DEFAULT
from sequencer.slots import CALL_MAX
from sequencer.unsubscribe import UnsubscribeLinks
from storage import enrollments, ledger, mailboxes, send_facts, send_gaps, sequences, tasks
from storage.errors import NotFound
from storage.records import Mailbox, SendRecord, sender_of

# A step waiting for its mailbox's send slot is as active as any.
SENDABLE_STATUSES = ("active", "waiting_limit")

# Bounded waits keep one attempt well inside its start-to-close timeout, so a retry never overlaps a
# still-running attempt's Gmail call.
_ACQUIRE_TIMEOUT_SECONDS = 10
_LOCK_TIMEOUT = "10s"
_HEARTBEAT_EVERY_SECONDS = 3
SLOT_LEAD_MAX_SECONDS = float(GRANT_LEAD_MAX)  # the longest a send waits for a slot granted ahead
_GAP_RECHECK_SECONDS = 0.05  # a claim that lost to another looks again this soon
_RATE_LIMIT_BASE = timedelta(seconds=30)
_RATE_LIMIT_MAX = timedelta(minutes=15)

# Called with (mailbox_id, reason) when a mailbox's credentials are refused: pauses its enrollments.
MailboxDownHook = Callable[[str, str], Awaitable[None]]


def rate_limit_delay(attempt: int, jitter: float) -> timedelta:
    """Exponential backoff for rate limits, spread by `jitter` in [0.5, 1.5) so workers desynchronise."""
    base = min(_RATE_LIMIT_MAX, _RATE_LIMIT_BASE * 2 ** max(0, min(attempt - 1, 10)))
    return base * jitter


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
    breaker: Breaker | None = None  # the mailbox's email breaker as the facts read it
    email: OutgoingEmail | None = None  # what `raw` was built from (built again with a later Date)


@dataclass
class _Call:
    made: bool = False  # the provider was called (the gap then runs from its answer)
    waited: bool = False  # an earlier send held the gap: this one waited for it


class _WindowMoved(Exception):
    """The re-checked send window is closed now (nothing was reserved); `plan` has the fresh facts."""

    def __init__(self, plan: Plan) -> None:
        super().__init__("the send window is closed")
        self.plan = plan


@contextlib.asynccontextmanager
async def _heartbeating(began: float) -> AsyncIterator[None]:
    """Heartbeat while the attempt waits for its slot and while Gmail is called, so a dead worker's
    attempt times out in seconds, not minutes. The first beat comes an interval after the attempt
    `began` (loop time): a send done by then costs the server no heartbeat call."""

    async def beat() -> None:
        await asyncio.sleep(max(0.0, began + _HEARTBEAT_EVERY_SECONDS - asyncio.get_running_loop().time()))
        while True:
            activity.heartbeat()
            await asyncio.sleep(_HEARTBEAT_EVERY_SECONDS)

    task = asyncio.create_task(beat())
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


class SendingActivities:
    def __init__(
        self,
        pool: asyncpg.Pool,
        mail: GmailClient | MailProviders,
        links: UnsubscribeLinks,
        on_mailbox_down: MailboxDownHook | None = None,
        clock: Clock = wall_clock,
        slots: MailboxSlots | None = None,
        concurrency: int = SEND_CONCURRENCY_DEFAULT,
    ) -> None:
        """`concurrency`: sends this process works on at once (its reads, the provider call, the ledger);
        a send waiting for its slot, or asking for one, does not count: the worker has more activity slots
        than this, because a send granted ahead holds its slot while it waits for its moment."""
        self._pool = pool
        self._slots = slots
        self._working = asyncio.Semaphore(max(1, concurrency))
        self._mail = mail if isinstance(mail, MailProviders) else MailProviders(mail)
        self._links = links
        self._on_mailbox_down = on_mailbox_down
        self._clock = clock

    @activity.defn(name="send_email")
    async def send_email(self, inp: SendEmailInput) -> SendEmailResult:
        began = asyncio.get_running_loop().time()
        if inp.slot is None:
            return await self._send_email(inp, began=began)
        # Take the slot here (the mailbox answers at once), hand it back unless it was used.
        assert inp.mailbox_workflow_id is not None and self._slots is not None, "slots need a client"
        if activity.info().attempt > 1:
            await self._require_row(inp.enrollment_id)  # a row not committed yet takes no slot
        async with _heartbeating(began):  # a burst can keep a batch waiting for a while
            answer = await self._slots.take(inp.mailbox_workflow_id, inp.slot, now=await self._clock())
        if answer.grant is None:
            outcome: SendOutcome = "queued" if answer.queued else "ask_again"
            return SendEmailResult(
                outcome=outcome,
                slot_free_at=answer.until,
                ask_again_at=answer.ask_again_at,
                recorded_waiting=await self._record_waiting(inp),
            )
        grant = answer.grant
        report = SlotReport(request_id=grant.request_id, sent=False)
        if grant.spare:  # handed over by this worker: the mailbox learns who used it, and when
            report.used_by, report.handed_at = inp.slot.workflow_id, await self._clock()
        try:
            result = await self._send_email(
                inp.model_copy(
                    update={
                        "grant_expires_at": grant.expires_at,
                        "grant_send_at": grant.send_at,
                        "grant_gap_seconds": grant.gap_seconds,
                    }
                ),
                report,
                began=began,
            )
        except ApplicationError as exc:
            report.rate_limited = exc.type == RATE_LIMITED
            raise
        finally:
            await self._slots.report(inp.mailbox_workflow_id, report, promptly=grant.report_promptly)
        return result

    async def _record_waiting(self, inp: SendEmailInput) -> bool:
        """The mailbox's caps bind: the row says `waiting_limit` now, written here by the activity that
        learned it (no `record_status` activity after it). Only an active row changes (a paused or
        ended one keeps what it says, a row not there yet is left to the workflow); True when the row
        says `waiting_limit` afterwards."""
        async with self._pool.acquire(timeout=_ACQUIRE_TIMEOUT_SECONDS) as conn, conn.transaction():
            try:
                enrollment = await enrollments.lock(conn, enrollment_id=inp.enrollment_id)
            except NotFound:  # a lean run's row not committed yet: the workflow records it as before
                return False
            if enrollment.status == "active":
                waiting = RecordStatusInput(
                    enrollment_id=inp.enrollment_id,
                    status="waiting_limit",
                    reason=WAITING_LIMIT_REASON,
                    step_id=inp.step_id,
                )
                await write_status(conn, enrollment, waiting)
                return True
            return enrollment.status == "waiting_limit"

    async def _require_row(self, enrollment_id: str) -> None:
        async with self._pool.acquire(timeout=_ACQUIRE_TIMEOUT_SECONDS) as conn:
            try:
                await enrollments.by_id(conn, enrollment_id=enrollment_id)
            except NotFound:
                raise enrollment_row_missing(enrollment_id, activity.info().attempt) from None

    async def _send_email(
        self, inp: SendEmailInput, report: SlotReport | None = None, *, began: float
    ) -> SendEmailResult:
        if inp.grant_send_at is not None:
            # A slot granted ahead: the attempt is here, and checks the enrollment (a reply meanwhile
            # stops it under the row lock) and calls Gmail at the slot.
            async with _heartbeating(began):
                await self._until(inp.grant_send_at)
        async with _heartbeating(began):  # sends beyond `concurrency` wait their turn here
            await self._working.acquire()
        try:
            return await self._send_working(inp, report, began=began)
        finally:
            self._working.release()

    async def _send_working(
        self, inp: SendEmailInput, report: SlotReport | None, *, began: float
    ) -> SendEmailResult:
        try:
            try:
                prepared = await self._prepare(inp, await self._clock())
            except _WindowMoved as moved:
                return SendEmailResult(outcome="window_closed", plan=moved.plan)
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
            # Once Gmail is called, the call and its record finish even if the workflow cancels us
            # (a reply arrived): an email Gmail accepted is always written to the ledger.
            work = asyncio.ensure_future(self._send_and_complete(inp, prepared, report))
            cancelled = False
            async with _heartbeating(began):  # until the work is done: a silent attempt would be retried
                while True:
                    try:
                        result = await asyncio.shield(work)
                        break
                    except asyncio.CancelledError:
                        if work.done():
                            raise
                        cancelled = True  # finish and record what Gmail did, then acknowledge
            if cancelled:
                raise asyncio.CancelledError
            return result
        except _Refusal as refusal:
            raise await self._log_refusal(inp, refusal) from None

    async def _until(self, send_at: datetime) -> None:
        """Wait until `send_at` by this worker's clock, never longer than SLOT_LEAD_MAX_SECONDS (a
        mailbox grants at most its lead ahead; a clock far off the mailbox's must not stall the send)."""
        loop = asyncio.get_running_loop()
        stop = loop.time() + SLOT_LEAD_MAX_SECONDS
        for _ in range(int(SLOT_LEAD_MAX_SECONDS) + 1):  # a clock read a second at most
            left = min((send_at - await self._clock()).total_seconds(), stop - loop.time())
            if left <= 0:
                return
            await asyncio.sleep(min(left, 1.0))

    async def _send_and_complete(
        self, inp: SendEmailInput, prepared: _Prepared, report: SlotReport | None
    ) -> SendEmailResult:
        ref, found = await self._find_or_send(inp, prepared)
        finished_at = await self._clock()  # after Gmail answered: the mailbox's next gap counts from here
        if report is not None:
            report.sent, report.finished_at = True, finished_at
        done = await self._complete(inp, prepared, ref, found)
        assert done.sent_at is not None
        return SendEmailResult(
            gmail_message_id=ref.id,
            gmail_thread_id=ref.thread_id,
            message_id=prepared.record.message_id,
            sent_at=done.sent_at,
            finished_at=finished_at,
        )

    async def _find_or_send(self, inp: SendEmailInput, prepared: _Prepared) -> tuple[MessageRef, bool]:
        record, mailbox = prepared.record, prepared.mailbox
        if record.accepted_at is not None and record.gmail_message_id and record.gmail_thread_id:
            # An earlier attempt's provider accepted it, then the attempt died before completing.
            return MessageRef(id=record.gmail_message_id, thread_id=record.gmail_thread_id), True
        assert mailbox is not None and prepared.facts is not None
        facts = {**prepared.facts, "project_id": prepared.project_id}
        try:
            provider = self._mail.of(mailbox)
            clean = await breakers.admit(
                self._pool, mailbox.id, "email", await self._clock(), seen=prepared.breaker
            )
            if record.attempts > 1:
                earlier = await provider.find_by_message_id(mailbox, record.message_id)
                if earlier is not None:
                    await breakers.record(self._pool, mailbox.id, "email", await self._clock(), None)
                    return earlier, True
            async with self._gap_held(mailbox.id, inp, facts) as call:
                if inp.grant_expires_at is not None and await self._clock() >= inp.grant_expires_at:
                    message = "the mailbox's send slot expired before Gmail was called; asking for a new one"
                    raise _Refusal(GRANT_EXPIRED, mailbox.id, message, facts)
                raw = prepared.raw
                if call.waited and prepared.email is not None:  # dated when the call is made
                    raw = build_message(dataclasses.replace(prepared.email, date=await self._clock()))
                call.made = True
                sent = await provider.send(
                    mailbox, raw, thread_id=prepared.thread_id, accepted=self._accepted(record)
                )
            await breakers.record(self._pool, mailbox.id, "email", await self._clock(), None, clean=clean)
            return sent, False
        except breakers.BreakerOpen as exc:
            raise _Refusal(BREAKER_OPEN, exc.retry_at.isoformat(), str(exc), facts) from None
        except MailRejected as exc:
            raise _Refusal(GMAIL_REJECTED, str(exc.status), str(exc), facts) from None
        except RateLimited as exc:
            if inp.grant_expires_at is not None:
                # Under a slot: hand it back; the mailbox's workflow shrinks its budget and re-grants.
                raise _Refusal(RATE_LIMITED, mailbox.id, str(exc), facts) from None
            delay = rate_limit_delay(activity.info().attempt, random.uniform(0.5, 1.5))
            raise ApplicationError(str(exc), type=RATE_LIMITED, next_retry_delay=delay) from None
        except MailboxDisconnected as exc:
            await self._disconnect(mailbox, str(exc))
            raise _Refusal(MAILBOX_DISCONNECTED, mailbox.id, str(exc), facts) from None
        except _Refusal:
            raise
        except Exception as exc:  # 5xx, timeouts, a dropped connection: the provider is failing
            error = f"{type(exc).__name__}: {exc}"[:300]
            await breakers.record(self._pool, mailbox.id, "email", await self._clock(), error)
            raise

    @contextlib.asynccontextmanager
    async def _gap_held(
        self, mailbox_id: str, inp: SendEmailInput, facts: dict[str, Any]
    ) -> AsyncIterator[_Call]:
        """Under a minimum gap: wait until the mailbox's last provider call was answered the gap ago, hold
        the gap over the call, and let it run from the answer on. The mailbox's workflow grants slots a
        gap apart without waiting for reports; this keeps the gap between the calls themselves when a
        send runs late (storage/send_gaps.py). A grant that expires meanwhile is handed back."""
        call = _Call()
        if inp.grant_gap_seconds <= 0:
            yield call
            return
        gap = timedelta(seconds=inp.grant_gap_seconds)
        claimed, call.waited = await self._claim_gap(mailbox_id, gap, inp.grant_expires_at)
        if claimed is None:
            message = "the send slot expired while an earlier send held the mailbox's gap; asking again"
            raise _Refusal(GRANT_EXPIRED, mailbox_id, message, facts)
        try:
            yield call
        finally:
            until = await self._clock() + gap if call.made else None
            async with self._pool.acquire(timeout=_ACQUIRE_TIMEOUT_SECONDS) as conn:
                await send_gaps.release(conn, mailbox_id=mailbox_id, claimed=claimed, until=until)

    async def _claim_gap(
        self, mailbox_id: str, gap: timedelta, expires_at: datetime | None
    ) -> tuple[datetime | None, bool]:
        """The hold claimed (its end; None when the grant expired first, or an earlier hold outlasted the
        longest call and gap, which no hold does: the caller hands the slot back), and whether it waited."""
        loop = asyncio.get_running_loop()
        stop = loop.time() + SLOT_LEAD_MAX_SECONDS + CALL_MAX.total_seconds()
        waited = False
        while True:
            now = await self._clock()
            if expires_at is not None and now >= expires_at:
                return None, waited
            hold = now + CALL_MAX + gap  # the call, then the gap
            async with self._pool.acquire(timeout=_ACQUIRE_TIMEOUT_SECONDS) as conn:
                taken, held = await send_gaps.claim(conn, mailbox_id=mailbox_id, now=now, hold_until=hold)
            if taken:
                return hold, waited
            if loop.time() >= stop:
                return None, waited
            waited = True
            left = (held - now).total_seconds() if held is not None else 0.0
            await asyncio.sleep(min(max(left, _GAP_RECHECK_SECONDS), 1.0))  # then the clock is read again

    def _accepted(self, record: SendRecord) -> Accepted:
        async def accepted(ref: MessageRef) -> None:
            async with self._pool.acquire(timeout=_ACQUIRE_TIMEOUT_SECONDS) as conn:
                await ledger.mark_accepted(
                    conn,
                    idempotency_key=record.idempotency_key,
                    gmail_message_id=ref.id,
                    gmail_thread_id=ref.thread_id,
                )

        return accepted

    async def _disconnect(self, mailbox: Mailbox, reason: str) -> None:
        async with self._pool.acquire() as conn:
            changed = await mailboxes.set_status(
                conn, mailbox_id=mailbox.id, status="disconnected", reason=reason
            )
        if changed and self._on_mailbox_down is not None:
            await self._on_mailbox_down(mailbox.id, reason)

    async def _prepare(self, inp: SendEmailInput, now: datetime) -> _Prepared:
        """Read the send's facts, decide, render and reserve its ledger row. A new send of a sendable
        enrollment takes two round trips: the facts as they stand, then the reservation, guarded in one
        statement by the row's status under its lock. Anything else (a send already in the ledger, a
        refusal, a row another transaction holds) is decided again in a transaction holding the row's
        lock from the read to the reservation, as every send did before."""
        async with self._pool.acquire(timeout=_ACQUIRE_TIMEOUT_SECONDS) as conn:
            try:
                prepared = await self._prepare_on(conn, inp, now, locked=False)
            except (_Refusal, _WindowMoved, NotFound):
                prepared = None  # decided under the lock below, where it is recorded
            if prepared is not None:
                return prepared
            async with conn.transaction():
                await conn.execute(f"SET LOCAL lock_timeout = '{_LOCK_TIMEOUT}'")
                prepared = await self._prepare_on(conn, inp, now, locked=True)
                assert prepared is not None
                return prepared

    async def _prepare_on(
        self, conn: asyncpg.Connection, inp: SendEmailInput, now: datetime, *, locked: bool
    ) -> _Prepared | None:
        """`_prepare` on `conn`: under the row lock (`locked`), or optimistic: None when the send is not a
        new one or the guarded reservation wrote nothing."""
        key = send_idempotency_key(inp.enrollment_id, inp.step_id, inp.visit)
        if not locked:
            known = await send_facts.read_for_send(conn, enrollment_id=inp.enrollment_id, idempotency_key=key)
            if known.existing is not None:
                return None
        else:
            try:  # one round trip: the locked row, contact, mailbox, send so far, closed dates, suppression
                known = await send_facts.lock_for_send(
                    conn, enrollment_id=inp.enrollment_id, idempotency_key=key
                )
            except NotFound:  # a lean run's first activity may be its first send
                raise enrollment_row_missing(inp.enrollment_id, activity.info().attempt) from None
        enrollment, existing = known.enrollment, known.existing
        project = enrollment.project_id
        if existing is not None and existing.status == "sent":
            return _Prepared(project, existing)  # a retry after the completing transaction
        if existing is not None and existing.accepted_at is not None:
            # The provider took it before an earlier attempt died: it went, whatever changed since
            # (a reply, a suppression, a moved window). Only completing the row is left.
            return _Prepared(project, await ledger.count_attempt(conn, idempotency_key=key))
        facts: dict[str, Any] = {"project_id": project, "idempotency_key": key}
        if enrollment.status not in SENDABLE_STATUSES:
            message = f"enrollment is {enrollment.status}; not sending step {inp.step_id}"
            raise _Refusal(NOT_ACTIVE, enrollment.status, message, facts)
        contact, mailbox = known.contact, known.mailbox
        version = await sequences.get_version(conn, version_id=enrollment.sequence_version_id)
        facts.update(
            to=contact.email,
            sequence_version=version.version,
            planned_at=inp.planned_at.isoformat() if inp.planned_at else None,
        )
        if inp.recheck_window:
            # The contact's zone, the project's closed dates or the clock may have moved since the
            # workflow planned this send: outside the window now, nothing is reserved.
            plan, _ = plans.build(version, contact, mailbox, known.blackout, now)
            step_plan = plan.step(inp.step_id)
            assert step_plan is not None, inp.step_id
            opens, _, _ = timing.next_send_time(
                now, plan.window_of(step_plan), plan.calendar(sms=False), sms=False
            )
            if opens > now:
                raise _WindowMoved(plan)
        blocked = known.blocked  # read under the row lock, with the facts
        if blocked:
            raise _Refusal(SUPPRESSED, blocked.reason, blocked.detail, facts)
        if mailbox.status == "disconnected":
            message = f"mailbox {mailbox.email} is disconnected: {mailbox.status_reason}"
            raise _Refusal(MAILBOX_DISCONNECTED, mailbox.id, message, facts)
        if mailbox.status == "flagged" and not await ledger.sent_for_enrollment(
            conn, enrollment_id=inp.enrollment_id
        ):
            # Receivers are blocking this sender: hold first touches, let threads in progress go on.
            message = f"mailbox {mailbox.email} is flagged ({mailbox.status_reason}); first touches wait"
            raise _Refusal(MAILBOX_DISCONNECTED, mailbox.id, message, facts)
        document = version.parsed()
        index, step = next((i, s) for i, s in enumerate(document.steps) if s.id == inp.step_id)
        if not isinstance(step, EmailStep):
            raise _Refusal(TEMPLATE_ERROR, step.id, f"step {step.id} is not an email step", facts)
        variant = variants.chosen(step, inp.enrollment_id)
        if variant is not None:
            facts["variant"] = step.variants[variant].id
        if inp.review_task_id:
            # What the rep approved (and perhaps edited), exactly.
            review = await tasks.by_id(conn, task_id=inp.review_task_id)
            if review.status != "completed" or review.outcome != "approved" or review.body is None:
                detail = f"review {review.id} is {review.status} ({review.outcome}); not sending"
                raise _Refusal(NOT_ACTIVE, review.status, detail, facts)
            subject, body = review.subject, review.body
            facts["review_task_id"] = review.id
        else:
            try:
                subject, body = render_email(
                    step,
                    index,
                    contact=contact.model_dump(),
                    sender=sender_of(mailbox),
                    variant=variant,
                    variables=enrollment.variables,
                )
            except RenderError as exc:
                raise _Refusal(TEMPLATE_ERROR, exc.field, str(exc), facts) from None
        thread: list[SendRecord] = []
        if step.reply_in_thread:
            sent = await ledger.sent_for_enrollment(conn, enrollment_id=inp.enrollment_id)
            if not sent:
                detail = f"step {step.id} replies in a thread but no earlier email was sent"
                raise _Refusal(TEMPLATE_ERROR, step.id, detail, facts)
            # The thread is the one the enrollment's first email started.
            thread = [r for r in sent if r.gmail_thread_id == sent[0].gmail_thread_id]
            subject = subject or reply_subject(thread[0].subject)
        assert subject is not None
        reservation = ledger.NewSend(
            project_id=project,
            enrollment_id=inp.enrollment_id,
            step_id=inp.step_id,
            mailbox_id=mailbox.id,
            idempotency_key=key,
            message_id=message_id_for(key, mailbox.email.rpartition("@")[2]),
            to_email=contact.email,
            subject=subject,
            planned_at=inp.planned_at,
            variant=facts.get("variant"),
        )
        if locked:
            record = await ledger.reserve_send(conn, reservation)
        else:
            guarded = await ledger.reserve_send_if_sendable(
                conn, reservation, sendable_statuses=SENDABLE_STATUSES
            )
            if guarded is None:
                return None
            record = guarded
        try:
            email = OutgoingEmail(
                from_email=mailbox.email,
                from_name=mailbox.name,
                to_email=contact.email,
                to_name=" ".join(p for p in (contact.first_name, contact.last_name) if p),
                subject=record.subject,
                body=body,
                message_id=record.message_id,
                date=now,
                in_reply_to=thread[-1].message_id if thread else None,
                references=tuple(r.message_id for r in thread),
                extra_headers=self._links.headers(
                    project_id=project,
                    enrollment_id=inp.enrollment_id,
                    email=contact.email,
                    contact_id=contact.id,
                    now=datetime.now(UTC),  # tokens live on the wall clock the API checks
                ),
            )
            raw = build_message(email)
        except ValueError as exc:  # e.g. a line break in a display name: no retry will fix it
            raise _Refusal(TEMPLATE_ERROR, step.id, f"cannot build the message: {exc}", facts) from None
        facts.pop("project_id")
        facts.update(subject=record.subject, message_id=record.message_id, reply_in_thread=bool(thread))
        thread_id = thread[0].gmail_thread_id if thread else None
        return _Prepared(project, record, mailbox, thread_id, raw, facts, known.breaker, email)

    async def _complete(
        self, inp: SendEmailInput, prepared: _Prepared, ref: MessageRef, found: bool
    ) -> SendRecord:
        facts = {
            **(prepared.facts or {}),
            "gmail_message_id": ref.id,
            "gmail_thread_id": ref.thread_id,
            "attempt": prepared.record.attempts,
            "found_earlier_send": found,
        }
        async with self._pool.acquire() as conn:
            if not inp.completes:  # the common case, one round trip: an `active` row moves on
                done = await ledger.complete_active_send(
                    conn,
                    enrollment_id=inp.enrollment_id,
                    step_id=inp.step_id,
                    idempotency_key=prepared.record.idempotency_key,
                    gmail_message_id=ref.id,
                    gmail_thread_id=ref.thread_id,
                    facts=facts,
                )
                if done is not None:
                    return done
            async with conn.transaction():
                return await self._complete_locked(conn, inp, prepared, ref, facts)

    async def _complete_locked(
        self,
        conn: asyncpg.Connection,
        inp: SendEmailInput,
        prepared: _Prepared,
        ref: MessageRef,
        facts: dict[str, Any],
    ) -> SendRecord:
        """The completing transaction in full, under the row lock: the walk's last send (it records
        `completed`), a send that waited for its caps (`active` again), or one a stop raced."""
        enrollment = await enrollments.lock_at_step(
            conn, enrollment_id=inp.enrollment_id, step_id=inp.step_id
        )
        done = await ledger.complete_send(
            conn,
            idempotency_key=prepared.record.idempotency_key,
            gmail_message_id=ref.id,
            gmail_thread_id=ref.thread_id,
        )
        await ledger.append_run(
            conn,
            project_id=prepared.project_id,
            enrollment_id=inp.enrollment_id,
            step_id=inp.step_id,
            action="send_email",
            outcome="sent",
            facts=facts,
        )
        if enrollment.status not in SENDABLE_STATUSES:
            # The contact replied (or was stopped) after the last check, while Gmail took the email.
            # No design closes this window; count it instead of hiding it.
            await ledger.append_run(
                conn,
                project_id=prepared.project_id,
                enrollment_id=inp.enrollment_id,
                step_id=inp.step_id,
                action="send_email",
                outcome="raced_reply",
                branch=enrollment.status,
                facts={"message_id": prepared.record.message_id},
                detail=f"sent while the enrollment became {enrollment.status}",
            )
        elif inp.completes:  # the walk ends here: the run records no status of its own
            activity.logger.debug("status completed (%s)", None)  # as record_status says it
            done_status = RecordStatusInput(
                enrollment_id=inp.enrollment_id, status="completed", step_id=inp.step_id
            )
            await write_status(conn, enrollment, done_status)
        elif enrollment.status == "waiting_limit":  # it waited for its caps, and now it went
            going = RecordStatusInput(enrollment_id=inp.enrollment_id, status="active", step_id=inp.step_id)
            await write_status(conn, enrollment, going)
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
