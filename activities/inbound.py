"""The inbox poll: read the Gmail history feed, match new mail to enrollments, classify, act, signal.

Privacy: headers (format=metadata) first; the full message only for reports and for mail in one of our
threads (a reply's intent is read from its text). A message that concerns none of our threads leaves
no trace. For one that does, only its id, its class and the facts that decided it (intent, evidence
phrase, referral) are stored (inbound_messages, run ledger, contact events), never its body.

Routing (`route_reply` decides, per the sequence's `on_reply`): every reply stops the enrollment as
`replied` with its intent; `unsubscribe` also suppresses the address and stops the contact's other
enrollment; interested / referral / not now create a `reply_followup` task for the rep, or "not now"
with a date re-enrolls the contact on it; a ticket system's acknowledgement changes nothing; a bounce
suppresses only a dead address, and a blocked sender flags the mailbox.
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from email.utils import getaddresses
from typing import TYPE_CHECKING, Any

import asyncpg
from pydantic import BaseModel
from temporalio import activity
from temporalio.client import Client
from temporalio.service import RPCError, RPCStatusCode

from activities import contact_events as contact_event_service
from activities.enrollment_service import EnrollmentService
from activities.providers.calendar import CalendarClient, CalendarSyncExpired, CalendarUnavailable
from activities.providers.gmail import GmailClient, metered
from activities.providers.mail import (
    CursorExpired,
    MailboxDisconnected,
    MailProvider,
    MailProviders,
    RateLimited,
)
from activities.providers.smtp_imap import SmtpImapClient
from contracts import (
    AutoReplySignal,
    BounceSignal,
    PollInput,
    PollResult,
    ReplySignal,
    UnsubscribeSignal,
)
from sequencer import meetings
from sequencer.ids import enrollment_task_queue
from sequencer.inbox import (
    METADATA_HEADERS,
    RESYNC_MAX_DAYS,
    away_until,
    headers_of,
    message_from_metadata,
    needs_full_message,
    referenced_ids,
    written_at,
)
from sequencer.routing import Route, route_inbound
from sequencer.schedule import Recipient, resolve_zones
from storage import (
    contact_events,
    contacts,
    enrollments,
    inbound,
    ledger,
    mailboxes,
    reenrollments,
    sequences,
    suppressions,
    tasks,
)
from storage.errors import NotFound
from storage.records import Contact, Enrollment, Mailbox, SendRecord

if TYPE_CHECKING:  # the phrase tables load when the worker builds its classifier, not with this module
    from sequencer.classify import Classification
    from sequencer.classify.intent import IntentClassifier


class InboundActivities:
    def __init__(
        self,
        pool: asyncpg.Pool,
        mail: GmailClient | MailProviders,
        temporal: Client,
        *,
        reply_from_domain: bool = True,
        calendar: CalendarClient | None = None,
        idle_seconds: float = 0,
        intents: IntentClassifier | None = None,
    ) -> None:
        self._pool = pool
        self._mail = mail if isinstance(mail, MailProviders) else MailProviders(mail)
        self._idle_seconds = idle_seconds  # IMAP mailboxes: wait this long for new mail (IDLE) per poll
        self._temporal = temporal
        self._reply_from_domain = reply_from_domain
        self._calendar = calendar  # None: meeting detection off
        if intents is None:
            from sequencer.classify.intent import DEFAULT as intents
        self._intents = intents

    @activity.defn(name="poll_mailbox")
    async def poll_mailbox(self, inp: PollInput) -> PollResult:
        async with self._pool.acquire() as conn:
            mailbox = await mailboxes.by_id(conn, mailbox_id=inp.mailbox_id)
            cursor = inp.cursor or await inbound.cursor_of(conn, mailbox_id=mailbox.id)
        now = datetime.now(UTC)
        if mailbox.status == "disconnected":
            return PollResult(cursor=cursor, polled_at=now, disconnected=True)
        seen = acted = 0
        resynced = False
        with metered() as meter:  # the mailbox's workflow charges what the poll cost to its budget
            try:
                if cursor is None:
                    # First poll: start from now; what arrived before the mailbox was connected is not ours.
                    cursor = await self._mail.of(mailbox).start_cursor(mailbox)
                else:
                    try:
                        cursor, seen, acted = await self._follow_history(mailbox, cursor)
                        if not seen and await self._idle(mailbox):
                            cursor, seen, acted = await self._follow_history(mailbox, cursor)
                    except CursorExpired:
                        cursor, seen, acted = await self._resync(mailbox)
                        resynced = True
            except MailboxDisconnected as exc:
                async with self._pool.acquire() as conn:
                    await mailboxes.set_status(
                        conn, mailbox_id=mailbox.id, status="disconnected", reason=str(exc)
                    )
                return PollResult(cursor=cursor, polled_at=now, disconnected=True, units_used=meter.units)
            except RateLimited:
                # Gmail wants less from this mailbox: keep the pages already handled (their cursor is
                # saved) and let the workflow shrink the budget before the next poll.
                async with self._pool.acquire() as conn:
                    saved = await inbound.cursor_of(conn, mailbox_id=mailbox.id)
                return PollResult(
                    cursor=saved or cursor, polled_at=now, rate_limited=True, units_used=meter.units
                )
        async with self._pool.acquire() as conn:
            await inbound.save_cursor(conn, mailbox_id=mailbox.id, cursor=cursor, polled_at=now)
        meetings = await self._read_calendar(mailbox)
        await self._reenroll_due(mailbox, now)
        return PollResult(
            cursor=cursor,
            polled_at=now,
            messages_seen=seen,
            messages_acted_on=acted,
            resynced=resynced,
            units_used=meter.units,
            meetings_found=meetings,
        )

    # -- "not now, try me in Q3": re-enrollments that are due ----------------------------------------
    async def _reenroll_due(self, mailbox: Mailbox, now: datetime) -> None:
        """Enroll again the contacts whose "not now" date has come (on_reply: {not_now: reenroll}).
        A contact that is suppressed or enrolled elsewhere meanwhile is skipped, with the reason."""
        from storage.errors import StorageError

        async with self._pool.acquire() as conn:
            due = await reenrollments.due(conn, mailbox_id=mailbox.id, today=now.date())
        if not due:
            return
        # This activity runs on the mailbox queue; the enrollments run on the queue beside it.
        queue = enrollment_task_queue(activity.info().task_queue)
        seq = EnrollmentService(self._pool, self._temporal, project_id=mailbox.project_id, task_queue=queue)
        for item in due:
            enrollment_id: str | None = None
            try:
                started = await seq.enroll(
                    contact_id=item.contact_id, sequence=item.sequence_id, mailbox=item.mailbox_id
                )
                status, note, enrollment_id = "enrolled", None, started.id
            except StorageError as exc:
                status, note = "skipped", str(exc)
            async with self._pool.acquire() as conn:
                await reenrollments.finish(
                    conn, reenrollment_id=item.id, status=status, enrollment_id=enrollment_id, note=note
                )
            activity.logger.info(
                "re-enrollment %s of contact %s: %s %s", item.id, item.contact_id, status, note or ""
            )

    # -- the rep's calendar: meetings booked with enrolled contacts ----------------------------------
    async def _read_calendar(self, mailbox: Mailbox) -> int:
        """New calendar events since the last sync token; each one that is a meeting newly booked with a
        contact enrolled from this mailbox (`sequencer.meetings`) delivers `meeting_booked` (as a contact
        event, so a re-read delivers nothing twice). A full read (the first, or after Google answered 410
        to the token) is the whole calendar, not what changed: only events created since the last read
        began can count. Calendar trouble is logged and never fails the inbox poll."""
        if self._calendar is None or mailbox.provider != "gmail":  # Google Calendar: Google accounts
            return 0
        began = datetime.now(UTC)
        async with self._pool.acquire() as conn:
            token, synced_at = await inbound.calendar_state(conn, mailbox_id=mailbox.id)
        try:
            try:
                token, found = await self._calendar_pages(mailbox, token, synced_at)
            except CalendarSyncExpired:
                activity.logger.info(
                    "calendar of %s: sync token expired, reading it all again", mailbox.email
                )
                token, found = await self._calendar_pages(mailbox, None, synced_at)
        except CalendarUnavailable as exc:
            activity.logger.warning("meeting detection off for %s: %s", mailbox.email, exc)
            return 0
        async with self._pool.acquire() as conn:
            await inbound.save_calendar_cursor(conn, mailbox_id=mailbox.id, sync_token=token, at=began)
        return found

    async def _calendar_pages(
        self, mailbox: Mailbox, token: str | None, synced_at: datetime | None
    ) -> tuple[str, int]:
        assert self._calendar is not None
        found = 0
        page_token: str | None = None
        while True:
            page = await self._calendar.changes(mailbox, sync_token=token, page_token=page_token)
            for event in page.get("items", []):
                found += await self._meeting(
                    mailbox, event, full_reread=token is None, last_synced_at=synced_at
                )
            activity.heartbeat()
            page_token = page.get("nextPageToken")
            if not page_token:
                return str(page["nextSyncToken"]), found

    async def _meeting(
        self,
        mailbox: Mailbox,
        event: dict[str, Any],
        *,
        full_reread: bool,
        last_synced_at: datetime | None,
    ) -> int:
        """Deliver `meeting_booked` to each contact among the event's attendees whose running enrollment
        it is a new meeting for (`meetings.booked_with` says which and why not)."""
        if event.get("status") == "cancelled":
            return 0
        emails = meetings.invitees(event, mailbox_email=mailbox.email)
        if not emails:
            return 0
        seq = EnrollmentService(self._pool, self._temporal, project_id=mailbox.project_id, task_queue="")
        delivered = 0
        now = datetime.now(UTC)
        for email in emails:
            async with self._pool.acquire() as conn:
                try:
                    contact = await contacts.find_by_email(conn, project_id=mailbox.project_id, email=email)
                except NotFound:
                    continue
                active = await enrollments.active_for_contact(
                    conn, project_id=mailbox.project_id, contact_id=contact.id
                )
            if active is None:
                continue
            verdict = meetings.booked_with(
                event,
                contact_email=email,
                enrolled_at=active.created_at,
                now=now,
                full_reread=full_reread,
                last_synced_at=last_synced_at,
                mailbox_email=mailbox.email,
            )
            if not verdict.counts:
                activity.logger.info(
                    "calendar event %s of %s: not a new meeting with %s (%s)",
                    event.get("id"),
                    mailbox.email,
                    email,
                    verdict.reason,
                )
                continue
            _, repeat = await contact_event_service.record(
                seq,
                contact_ref=contact.id,
                event_id=f"calendar:{mailbox.id}:{event['id']}:{contact.id}",
                type="meeting_booked",
                data={
                    "calendar_event_id": event["id"],
                    "start": event.get("start", {}),
                    "mailbox": mailbox.email,
                    "why": verdict.reason,
                },
                source="calendar",
            )
            delivered += 0 if repeat else 1
        return delivered

    async def _idle(self, mailbox: Mailbox) -> bool:
        """An IMAP mailbox with nothing new waits for mail (IDLE) within this poll: True when some came."""
        provider = self._mail.of(mailbox)
        if not isinstance(provider, SmtpImapClient) or self._idle_seconds <= 0:
            return False
        return await provider.wait_for_mail(mailbox, seconds=self._idle_seconds, beat=activity.heartbeat)

    async def _follow_history(self, mailbox: Mailbox, cursor: str) -> tuple[str, int, int]:
        provider = self._mail.of(mailbox)
        seen = acted = 0
        page_token: str | None = None
        while True:
            page = await provider.changes(mailbox, cursor=cursor, page=page_token)
            for message_id in page.message_ids:
                seen += 1
                acted += await self._handle_safely(mailbox, message_id)
                activity.heartbeat()
            page_token = page.next_page
            if not page_token:
                return page.cursor or cursor, seen, acted
            # The page's signals are delivered: the cursor may move past it.
            cursor = page.cursor or cursor
            async with self._pool.acquire() as conn:
                await inbound.save_cursor(
                    conn, mailbox_id=mailbox.id, cursor=cursor, polled_at=datetime.now(UTC)
                )

    async def _resync(self, mailbox: Mailbox) -> tuple[str, int, int]:
        """The cursor is too old: look at the mail since the last poll (each message acted on once)."""
        provider = self._mail.of(mailbox)
        cursor = await provider.start_cursor(mailbox)  # before listing: nothing slips by
        since = mailbox.last_polled_at or datetime.now(UTC) - timedelta(days=RESYNC_MAX_DAYS)
        days = min(RESYNC_MAX_DAYS, max(1, (datetime.now(UTC) - since).days + 1))
        seen = acted = 0
        page_token: str | None = None
        while True:
            page = await provider.recent(mailbox, days=days, page=page_token)
            for message_id in page.message_ids:
                seen += 1
                acted += await self._handle_safely(mailbox, message_id)
                activity.heartbeat()
            page_token = page.next_page
            if not page_token:
                return cursor, seen, acted

    async def _handle_safely(self, mailbox: Mailbox, gmail_id: str) -> int:
        """One odd message must not stop a mailbox's inbox: log it and go on (Gmail errors still raise)."""
        try:
            return await self._handle(mailbox, gmail_id)
        except (RateLimited, MailboxDisconnected, CursorExpired, OSError):
            raise
        except Exception:  # noqa: BLE001 - a classifier or data surprise on one message
            activity.logger.exception(
                "inbound message %s of %s could not be handled", gmail_id, mailbox.email
            )
            return 0

    async def _handle(self, mailbox: Mailbox, gmail_id: str) -> int:
        """Act on one new message if it concerns an enrollment; 1 if it did."""
        async with self._pool.acquire() as conn:
            if await inbound.seen(conn, mailbox_id=mailbox.id, gmail_message_id=gmail_id):
                return 0
        provider: MailProvider = self._mail.of(mailbox)
        meta = await provider.metadata(mailbox, gmail_id, METADATA_HEADERS)
        if meta is None or {"SENT", "DRAFT"} & set(meta.get("labelIds", [])):
            return 0
        headers = headers_of(meta)
        async with self._pool.acquire() as conn:
            if await inbound.is_ours(conn, message_id=headers.get("message-id")):
                return 0
            send = await inbound.send_in_thread(
                conn, mailbox_id=mailbox.id, thread_id=meta.get("threadId", "")
            )
            if send is None:
                send = await inbound.send_with_message_id(
                    conn, mailbox_id=mailbox.id, message_ids=referenced_ids(headers)
                )
        report = needs_full_message(headers)
        if send is None and not report:
            return 0  # not about us: nothing fetched beyond headers, nothing stored
        received = written_at(headers) or datetime.fromtimestamp(
            int(meta.get("internalDate", "0")) / 1000, tz=UTC
        )
        from sequencer.classify import classify_message, parse_message

        raw = await provider.raw(mailbox, gmail_id)
        if raw is not None:
            message = parse_message(raw)
        elif report:
            return 0
        else:  # gone meanwhile: the headers and the snippet still say who answered
            message = message_from_metadata(headers, meta.get("snippet", ""))
        result = classify_message(message, received=received, intents=self._intents, ours=[mailbox.email])
        named = None
        if result.original_message_id:
            # A report names the email it is about: that beats the thread it happens to sit in.
            async with self._pool.acquire() as conn:
                named = await inbound.send_with_message_id(
                    conn, mailbox_id=mailbox.id, message_ids=[result.original_message_id]
                )
        send = named or send
        if send is None:
            return 0
        return await self._act(mailbox, send, gmail_id, headers, result, received, named=named is not None)

    async def _act(
        self,
        mailbox: Mailbox,
        send: SendRecord,
        gmail_id: str,
        headers: dict[str, str],
        result: Classification,
        received: datetime,
        *,
        named: bool,
    ) -> int:
        async with self._pool.acquire() as conn:
            enrollment = await enrollments.by_id(conn, enrollment_id=send.enrollment_id)
            contact = await contacts.get(
                conn, project_id=enrollment.project_id, contact_id=enrollment.contact_id
            )
        kind = result.kind
        if kind in ("bounce", "complaint"):
            # A report that names our email is about our contact (forwarding may change the address it
            # reports); one that merely sits in the thread must name our contact to count.
            if not named and result.recipient and result.recipient != contact.email:
                return 0
        elif kind != "auto_reply" and not self._from_contact(headers, contact):
            # Someone else wrote in the thread: not the contact's answer. Out-of-office answers count
            # whoever sends them (assistants, ticket systems), since they answer our email.
            return 0
        async with self._pool.acquire() as conn:
            version = await sequences.get_version(conn, version_id=enrollment.sequence_version_id)
        route = route_inbound(result, version.parsed().on_reply)
        facts: dict[str, Any] = {
            "gmail_message_id": gmail_id,
            "in_reply_to_step": send.step_id,
            "status": result.status,
            "smtp_code": result.smtp_code,
            "permanent": result.permanent,
            **route.facts,
        }
        project = enrollment.project_id
        signal: tuple[str, BaseModel] | None = None
        if route.signal == "bounce":
            signal = (
                "bounce",
                BounceSignal(
                    dedupe_key=gmail_id, reason=route.status_reason, suppress=route.suppress is not None
                ),
            )
        elif route.signal == "unsubscribe":
            signal = ("unsubscribe", UnsubscribeSignal(dedupe_key=gmail_id, source="complaint"))
        elif route.signal == "auto_reply":
            zone = resolve_zones(
                Recipient(timezone=contact.timezone, phone=contact.phone, country=contact.country),
                mailbox.timezone,
            ).email.name
            until = away_until(result.return_date, received, zone)
            facts.update(
                return_date=result.return_date.isoformat() if result.return_date else None,
                return_date_source=result.return_date_source,
                paused_until=until.isoformat(),
            )
            signal = ("auto_reply", AutoReplySignal(dedupe_key=gmail_id, until=until))
        elif route.signal == "reply":
            signal = (
                "reply",
                ReplySignal(
                    dedupe_key=gmail_id,
                    gmail_message_id=gmail_id,
                    intent=route.intent,
                    evidence=result.evidence,
                ),
            )
        # Signal first: a redo after a crash signals again (the workflow drops the repeat by its key),
        # whereas recording first could lose the signal for good.
        if signal is not None:
            await self._signal(enrollment, *signal)
        other: Enrollment | None = None
        async with self._pool.acquire() as conn, conn.transaction():
            if not await inbound.remember(
                conn, mailbox_id=mailbox.id, gmail_message_id=gmail_id, enrollment_id=enrollment.id, kind=kind
            ):
                return 0
            if route.suppress is not None:
                await suppressions.add(
                    conn,
                    project_id=project,
                    email=contact.email,
                    reason=route.suppress,
                    source=f"gmail:{gmail_id}",
                )
                other = await enrollments.active_for_contact(conn, project_id=project, contact_id=contact.id)
            if route.flag is not None:
                await mailboxes.set_status(conn, mailbox_id=mailbox.id, status="flagged", reason=route.flag)
            if route.intent is not None:
                await enrollments.set_reply(
                    conn, enrollment_id=enrollment.id, intent=route.intent, evidence=result.evidence
                )
                await self._record_reply(conn, enrollment, contact, gmail_id, route, facts)
            if route.task is not None:
                await self._open_followup(conn, enrollment, mailbox, send.step_id, route, result)
            if route.reenroll_on is not None:
                await reenrollments.schedule(
                    conn,
                    project_id=project,
                    contact_id=contact.id,
                    sequence_id=version.sequence_id,
                    mailbox_id=mailbox.id,
                    from_enrollment_id=enrollment.id,
                    due_on=route.reenroll_on,
                )
            await ledger.append_run(
                conn,
                project_id=project,
                enrollment_id=enrollment.id,
                step_id=send.step_id,
                action="inbound",
                outcome=kind,
                branch=route.branch,
                facts=facts,
            )
        if other is not None and other.id != enrollment.id:
            # Like the one-click link: the suppression stands, and the contact's running enrollment
            # (another sequence since) stops now rather than at its next send's last-moment check.
            await self._signal(other, "unsubscribe", UnsubscribeSignal(dedupe_key=gmail_id, source="reply"))
        return 1

    async def _record_reply(
        self,
        conn: asyncpg.Connection,
        enrollment: Enrollment,
        contact: Contact,
        gmail_id: str,
        route: Route,
        facts: dict[str, Any],
    ) -> None:
        """The reply as a fact about the contact (GET /v1/contacts/{id}/events), also when the
        enrollment it answers had already ended."""
        ended = enrollment.status in enrollments.FINAL_STATUSES
        event = await contact_events.claim(
            conn,
            project_id=enrollment.project_id,
            contact_id=contact.id,
            event_id=f"gmail:{gmail_id}",
            type="replied",
            data={k: v for k, v in facts.items() if k not in ("status", "smtp_code", "permanent")}
            | {"enrollment_id": enrollment.id, "enrollment_had_ended": ended},
            source="gmail",
        )
        if event is not None:
            await contact_events.set_result(
                conn,
                event_row_id=event.id,
                result={
                    "action": "recorded" if ended else "stopped",
                    "enrollment_id": enrollment.id,
                    "suppressed": route.suppress is not None,
                },
            )

    async def _open_followup(
        self,
        conn: asyncpg.Connection,
        enrollment: Enrollment,
        mailbox: Mailbox,
        step_id: str,
        route: Route,
        result: Classification,
    ) -> None:
        await tasks.open_task(
            conn,
            project_id=enrollment.project_id,
            enrollment_id=enrollment.id,
            contact_id=enrollment.contact_id,
            mailbox_id=mailbox.id,
            step_id=step_id,
            visit=0,
            kind="reply_followup",
            assignee=mailbox.email,
            due_at=datetime.combine(route.task_due, time(9), UTC) if route.task_due else datetime.now(UTC),
            expires_at=None,
            title=route.task,
            body=result.evidence,
        )

    def _from_contact(self, headers: dict[str, str], contact: Contact) -> bool:
        senders = [address.lower() for _, address in getaddresses([headers.get("from", "")]) if address]
        domain = contact.email.rpartition("@")[2]
        return any(
            s == contact.email or (self._reply_from_domain and s.rpartition("@")[2] == domain)
            for s in senders
        )

    async def _signal(self, enrollment: Enrollment, name: str, payload: BaseModel) -> None:
        handle = self._temporal.get_workflow_handle(enrollment.workflow_id, run_id=enrollment.workflow_run_id)
        try:
            await handle.signal(name, payload)
        except RPCError as exc:
            if exc.status != RPCStatusCode.NOT_FOUND:
                raise  # the poll is retried; the enrollment drops the repeated signal by its key
            # NOT_FOUND: the enrollment has ended; the record (and any suppression) still stands.
