"""The text protocol: check, reserve, send or search, complete. Safe to run any number of times.

1. Under the enrollment's row lock: a ledger row already 'sent' for the step execution's idempotency
   key is the answer; one 'unknown' waits for a person (needs_review). Otherwise the last-moment checks
   run (enrollment still running, the contact's address and domain not suppressed, a valid E.164
   number, the number not opted out, a provider configured). A suppressed address or domain refuses the
   text as the email send refuses an email (`Suppressed`: the enrollment ends); any other step that
   cannot text is skipped with its reason, never failed. The text renders and
   the ledger row is reserved and marked in flight, under the lock (one attempt at a time). That
   transaction commits before the provider is called.
   The recipient's texting hours are checked again on every attempt (retries and resends too): closed,
   the workflow waits for them.
2. A row still in flight from an earlier attempt (a crash, a timeout) may have reached the provider:
   search its outbound messages to the number from the last 10 minutes for this exact text, made since
   that attempt began and not known as another of our texts. Found: that was the send. Not found, or
   the search failed: the outcome is unknown and the row becomes 'unknown' instead of sending again (a
   double text is worse than a late one). The same happens at once when the provider call itself ends
   without an answer (a timeout, a 5xx after the request left).
3. Complete the row and append the run-ledger line in one transaction.

A person resolves an unknown row through the API (`sent`, `resend`, `skip` or `exit`).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import asyncpg
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities import breakers
from activities.breakers import BREAKER_OPEN
from activities.providers.sms import (
    SmsNotSent,
    SmsOutcomeUnknown,
    SmsProvider,
    SmsRateLimited,
    SmsRefused,
    TwilioSms,
)
from activities.sending import (
    NOT_ACTIVE,
    SENDABLE_STATUSES,
    SUPPRESSED,
    TEMPLATE_ERROR,
    Clock,
    rate_limit_delay,
    wall_clock,
)
from contracts import ResolveSmsInput, SendSmsInput, SendSmsResult
from contracts.errors import SMS_CREDENTIALS_REFUSED as CREDENTIALS_REFUSED
from contracts.errors import SMS_PROVIDER_UNAVAILABLE as PROVIDER_UNAVAILABLE
from contracts.errors import SMS_RATE_LIMITED
from contracts.errors import SMS_WINDOW_CLOSED as WINDOW_CLOSED
from sequencer import sealing
from sequencer.compose import render_email
from sequencer.ids import send_idempotency_key
from sequencer.models import SmsStep
from sequencer.netguard import HostGuard
from sequencer.phones import PhoneError, to_e164
from sequencer.render import RenderError
from sequencer.schedule import Recipient, text_opens_at
from sequencer.timing import NoWindow
from storage import blackout_dates, contacts, enrollments, ledger, mailboxes, sequences, sms, suppressions
from storage.records import sender_of

log = logging.getLogger("sequencer.texting")

SEARCH_WINDOW = timedelta(minutes=10)  # how far back an unknown outcome is looked for
CLOCK_SKEW = timedelta(minutes=1)  # between our clock and the provider's message dates
# The provider for a project's connection (the auth token still sealed).
ProviderFactory = Callable[[sms.SmsConnection], SmsProvider]


def twilio_providers(ring: sealing.KeyRing, host_guard: HostGuard | None = None) -> ProviderFactory:
    """Twilio clients per connection, kept while the connection's row is unchanged. `host_guard`: where
    a connection's base URL may lead (default: public addresses only)."""
    cache: dict[tuple[str, datetime], SmsProvider] = {}

    def build(connection: sms.SmsConnection) -> SmsProvider:
        key = (connection.project_id, connection.updated_at)
        if key not in cache:
            token = ring.open(connection.auth_token, purpose=sealing.SMS_AUTH_TOKEN)
            cache[key] = TwilioSms(
                account_sid=connection.account_sid,
                auth_token=token,
                base_url=connection.base_url,
                host_guard=host_guard,
            )
        return cache[key]

    return build


class _Skip(Exception):
    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason, self.detail = reason, detail


class _Closed(Exception):
    def __init__(self, opens: datetime) -> None:
        super().__init__(opens.isoformat())
        self.opens = opens


@dataclass(frozen=True)
class _Prepared:
    record: sms.SmsRecord
    connection: sms.SmsConnection | None
    project: str
    search_first: bool = False  # the row was in flight already: search, never send
    mailbox_id: str | None = None  # whose breaker counts this provider call


class _Refusal(Exception):
    def __init__(self, error_type: str, message: str, *details: str) -> None:
        super().__init__(message)
        self.error_type, self.message, self.details = error_type, message, details


class TextingActivities:
    def __init__(self, pool: asyncpg.Pool, providers: ProviderFactory, clock: Clock = wall_clock) -> None:
        self._pool = pool
        self._providers = providers
        self._clock = clock  # the quiet hours are checked on it (tests pass the time-skipping clock)

    @activity.defn(name="send_sms")
    async def send_sms(self, inp: SendSmsInput) -> SendSmsResult:
        key = send_idempotency_key(inp.enrollment_id, inp.step_id, inp.visit)
        try:
            prepared = await self._prepare(inp, key, await self._clock())
        except _Skip as skip:
            await self._log(inp, "skipped", branch=skip.reason, detail=skip.detail)
            return SendSmsResult(outcome="skipped", reason=skip.reason, detail=skip.detail)
        except breakers.BreakerOpen as exc:
            raise ApplicationError(
                str(exc), exc.retry_at.isoformat(), type=BREAKER_OPEN, non_retryable=True
            ) from None
        except _Closed as closed:
            # Retries and resends keep the quiet hours: the workflow waits for the window again.
            message = f"the recipient's texting hours are closed until {closed.opens.isoformat()}"
            raise ApplicationError(
                message, closed.opens.isoformat(), type=WINDOW_CLOSED, non_retryable=True
            ) from None
        except _Refusal as refusal:
            await self._log(inp, "refused", branch=refusal.error_type, detail=refusal.message)
            raise ApplicationError(
                refusal.message, *refusal.details, type=refusal.error_type, non_retryable=True
            ) from None
        record, project = prepared.record, prepared.project
        if record.status == "sent":
            return SendSmsResult(outcome="sent", provider_sid=record.provider_sid, detail="already sent")
        if record.status == "unknown":
            return SendSmsResult(outcome="unknown", detail="waiting for a person to resolve it")
        assert prepared.connection is not None  # checked while preparing
        provider = self._providers(prepared.connection)
        facts = {"to": record.to_number, "from": record.from_number, "idempotency_key": key}
        if prepared.search_first:
            # An earlier attempt called the provider and never heard back: look before sending again.
            return await self._search_or_hold(inp, record, provider, facts, project)
        assert prepared.mailbox_id is not None
        try:
            sent = await provider.send(to=record.to_number, from_=record.from_number, body=record.body)
        except (SmsOutcomeUnknown, SmsNotSent) as exc:  # the provider is failing: its breaker counts it
            await breakers.record(self._pool, prepared.mailbox_id, "sms", await self._clock(), str(exc)[:300])
            if isinstance(exc, SmsNotSent):
                async with self._pool.acquire() as conn:
                    await sms.not_sent(conn, idempotency_key=key)
                delay = rate_limit_delay(activity.info().attempt, random.uniform(0.5, 1.5))
                raise ApplicationError(str(exc), type=PROVIDER_UNAVAILABLE, next_retry_delay=delay) from None
            log.warning("text %s: outcome unknown (%s); searching", key, exc)
            return await self._search_or_hold(inp, record, provider, {**facts, "error": str(exc)}, project)
        except SmsRefused as exc:
            return await self._refused(inp, key, exc, facts, project)
        except SmsRateLimited as exc:
            async with self._pool.acquire() as conn:
                await sms.not_sent(conn, idempotency_key=key)
            delay = rate_limit_delay(activity.info().attempt, random.uniform(0.5, 1.5))
            raise ApplicationError(str(exc), type=SMS_RATE_LIMITED, next_retry_delay=delay) from None
        await breakers.record(self._pool, prepared.mailbox_id, "sms", await self._clock(), None)
        await self._complete(
            inp, key, sent.sid, {**facts, "provider_sid": sent.sid, "found_earlier_send": False}
        )
        return SendSmsResult(outcome="sent", provider_sid=sent.sid)

    async def _prepare(self, inp: SendSmsInput, key: str, now: datetime) -> _Prepared:
        async with self._pool.acquire() as conn, conn.transaction():
            enrollment = await enrollments.lock(conn, enrollment_id=inp.enrollment_id)
            project = enrollment.project_id
            existing = await sms.by_key(conn, idempotency_key=key)
            connection = await sms.connection(conn, project_id=project)
            if existing is not None and existing.status == "sent":
                return _Prepared(existing, connection, project)
            if existing is not None and existing.status == "unknown" and not inp.resend:
                return _Prepared(existing, connection, project)
            if enrollment.status not in SENDABLE_STATUSES:
                raise _Refusal(
                    NOT_ACTIVE, f"enrollment is {enrollment.status}; not texting step {inp.step_id}"
                )
            contact = await contacts.get(conn, project_id=project, contact_id=enrollment.contact_id)
            blocked = await suppressions.contact_block(
                conn, project_id=project, contact=contact, channel="sms"
            )
            if blocked and blocked.whole_contact:  # as the email send refuses it: the enrollment ends
                raise _Refusal(SUPPRESSED, blocked.detail, blocked.reason)
            try:
                number = to_e164(contact.phone, contact.country)
            except PhoneError as exc:
                reason = "no_phone" if not contact.phone else "invalid_phone"
                raise _Skip(reason, str(exc)) from None
            if blocked:  # the number's own opt-out: no texts to it, the sequence goes on
                raise _Skip("suppressed", blocked.detail)
            if connection is None:
                raise _Skip("sms_not_configured", "the project has no SMS provider (PUT /v1/sms)")
            mailbox = await mailboxes.get(conn, project_id=project, mailbox_id=enrollment.mailbox_id)
            version = await sequences.get_version(conn, version_id=enrollment.sequence_version_id)
            document = version.parsed()
            index, step = next((i, s) for i, s in enumerate(document.steps) if s.id == inp.step_id)
            if not isinstance(step, SmsStep):
                raise _Refusal(TEMPLATE_ERROR, f"step {step.id} is not an SMS step")
            try:
                _, body = render_email(
                    step,
                    index,
                    contact=contact.model_dump(),
                    sender=sender_of(mailbox),
                    variables=enrollment.variables,
                )
            except RenderError as exc:
                raise _Refusal(TEMPLATE_ERROR, str(exc)) from None
            record = await sms.reserve(
                conn,
                project_id=project,
                enrollment_id=inp.enrollment_id,
                step_id=inp.step_id,
                idempotency_key=key,
                to_number=number,
                from_number=connection.from_number,
                body=body.strip(),
            )
            if record.in_flight:  # whatever `resend` says: an attempt is out there, unanswered
                return _Prepared(record, connection, project, search_first=True)
            recipient = Recipient(
                timezone=contact.timezone,
                phone=contact.phone,
                country=contact.country,
                subdivision=contact.subdivision,
            )
            blackout = await blackout_dates.all_for(conn, project_id=project)
            try:
                opens = text_opens_at(document, step, recipient, blackout, now)
            except NoWindow as exc:
                raise _Skip("no_window", str(exc)) from None
            if opens is None:
                raise _Skip("no_timezone", "no zone from the contact, phone or country; texts never guess")
            if opens > now:
                raise _Closed(opens)
            await breakers.admit(self._pool, enrollment.mailbox_id, "sms", now)  # BreakerOpen: wait
            # Committed with the checks, under the row lock: one attempt at a time calls the provider.
            record = await sms.mark_in_flight(conn, idempotency_key=key)
            return _Prepared(record, connection, project, mailbox_id=enrollment.mailbox_id)

    async def _search_or_hold(
        self,
        inp: SendSmsInput,
        record: sms.SmsRecord,
        provider: SmsProvider,
        facts: dict[str, Any],
        project: str,
    ) -> SendSmsResult:
        now = datetime.now(UTC)
        since = min(now - SEARCH_WINDOW, (record.attempted_at or now) - CLOCK_SKEW)
        try:
            recent = await provider.recent_outbound(
                to=record.to_number, from_=record.from_number, since=since
            )
        except SmsOutcomeUnknown as exc:
            recent, facts = None, {**facts, "search_error": str(exc)}
        if recent is not None:
            async with self._pool.acquire() as conn:
                others = await sms.sids_sent_to(
                    conn, to_number=record.to_number, except_key=record.idempotency_key
                )
            # This attempt's text: the same body, made since the attempt began (clock skew allowed),
            # and no text we already know as another step's (or an earlier visit's).
            started = (record.attempted_at or now) - CLOCK_SKEW
            same = [
                m
                for m in recent
                if m.body.strip() == record.body
                and m.sid not in others
                and (m.created_at is None or m.created_at >= started)
            ]
            if same:
                found = same[-1]  # the oldest match: the one our first attempt made
                facts = {**facts, "provider_sid": found.sid, "found_earlier_send": True, "matches": len(same)}
                await self._complete(inp, record.idempotency_key, found.sid, facts)
                return SendSmsResult(outcome="sent", provider_sid=found.sid, detail="found the earlier send")
            facts = {**facts, "outbound_to_number": len(recent)}
        detail = (
            "the provider may or may not have the text; the search was inconclusive, so it waits for a "
            "person instead of texting twice"
        )
        async with self._pool.acquire() as conn, conn.transaction():
            await sms.set_status(conn, idempotency_key=record.idempotency_key, status="unknown")
            await ledger.append_run(
                conn,
                project_id=project,
                enrollment_id=inp.enrollment_id,
                step_id=inp.step_id,
                action="send_sms",
                outcome="unknown",
                facts=facts,
                detail=detail,
            )
        return SendSmsResult(outcome="unknown", detail=detail)

    async def _refused(
        self, inp: SendSmsInput, key: str, exc: SmsRefused, facts: dict[str, Any], project: str
    ) -> SendSmsResult:
        async with self._pool.acquire() as conn:
            await sms.not_sent(conn, idempotency_key=key)
        if exc.credentials:
            # Nothing is wrong with this text: retry (backing off) until the connection is fixed.
            raise ApplicationError(str(exc), type=CREDENTIALS_REFUSED)
        reason = (
            "opted_out" if exc.opted_out else "invalid_phone" if exc.invalid_number else "provider_refused"
        )
        async with self._pool.acquire() as conn, conn.transaction():
            await sms.set_status(conn, idempotency_key=key, status="abandoned", resolution=reason)
            if exc.opted_out:  # the carrier's own STOP list: remember it here too
                await suppressions.add(
                    conn,
                    project_id=project,
                    email=facts["to"],
                    reason="unsubscribe",
                    source="sms:provider",
                    scope="phone",
                )
        await self._log(inp, "skipped", branch=reason, detail=str(exc), facts=facts)
        return SendSmsResult(outcome="skipped", reason=reason, detail=str(exc))

    async def _complete(self, inp: SendSmsInput, key: str, sid: str | None, facts: dict[str, Any]) -> None:
        async with self._pool.acquire() as conn, conn.transaction():
            enrollment = await enrollments.lock_at_step(
                conn, enrollment_id=inp.enrollment_id, step_id=inp.step_id
            )
            await sms.complete(conn, idempotency_key=key, provider_sid=sid)
            await ledger.append_run(
                conn,
                project_id=enrollment.project_id,
                enrollment_id=inp.enrollment_id,
                step_id=inp.step_id,
                action="send_sms",
                outcome="sent",
                facts={**facts, "planned_at": inp.planned_at.isoformat() if inp.planned_at else None},
            )

    async def _log(
        self,
        inp: SendSmsInput,
        outcome: str,
        *,
        branch: str,
        detail: str,
        facts: dict[str, Any] | None = None,
    ) -> None:
        async with self._pool.acquire() as conn:
            await ledger.append_run_for(
                conn,
                enrollment_id=inp.enrollment_id,
                step_id=inp.step_id,
                action="send_sms",
                outcome=outcome,
                branch=branch,
                facts=facts or {},
                detail=detail,
            )

    @activity.defn(name="resolve_sms")
    async def resolve_sms(self, inp: ResolveSmsInput) -> None:
        """Write a person's decision about a text whose outcome was unknown."""
        key = send_idempotency_key(inp.enrollment_id, inp.step_id, inp.visit)
        async with self._pool.acquire() as conn, conn.transaction():
            enrollment = await enrollments.lock(conn, enrollment_id=inp.enrollment_id)
            if inp.resolution == "sent":
                await sms.complete(conn, idempotency_key=key, provider_sid=None, resolution="sent")
            elif inp.resolution in ("skip", "exit"):
                await sms.set_status(conn, idempotency_key=key, status="abandoned", resolution=inp.resolution)
            await ledger.append_run(
                conn,
                project_id=enrollment.project_id,
                enrollment_id=inp.enrollment_id,
                step_id=inp.step_id,
                action="resolve_sms",
                outcome=inp.resolution,
                detail=inp.note,
            )
