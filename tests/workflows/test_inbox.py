"""The inbox poller on the sandbox: replies stop, OOO pauses, bounces suppress, resyncs are exact."""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator
from datetime import datetime, timedelta
from email.message import EmailMessage
from email.utils import format_datetime
from zoneinfo import ZoneInfo

import httpx
import pytest
from temporalio.client import WorkflowHandle
from temporalio.testing import WorkflowEnvironment

from starter.client import Refused, Sequencer, mailbox_workflow_id
from storage.records import Mailbox
from tests.factories import email_steps, make_parts
from tests.gmail_support import messages
from tests.sandbox.sandbox_testkit import calendar_client, gmail_client, meeting
from tests.support import eventually, workflow_result
from workflows.enrollment import EnrollmentWorkflow
from workflows.mailbox import MailboxWorkflow


@pytest.fixture
async def watching(sequencer: Sequencer, temporal_env: WorkflowEnvironment) -> AsyncIterator[Watcher]:
    watcher = Watcher(sequencer, temporal_env)
    yield watcher
    for handle in watcher.handles:
        await handle.signal(MailboxWorkflow.stop)
        async with temporal_env.time_skipping_unlocked():
            await handle.result()


class Watcher:
    """Starts MailboxWorkflows with a long interval and polls them on demand."""

    def __init__(self, sequencer: Sequencer, env: WorkflowEnvironment) -> None:
        self.sequencer, self.env, self.handles = sequencer, env, []

    async def start(self, mailbox: Mailbox) -> WorkflowHandle:
        self.sequencer.poll_seconds = 3600
        try:
            await self.sequencer.watch_mailbox(mailbox.id)
        finally:
            self.sequencer.poll_seconds = None
        handle = self.env.client.get_workflow_handle(mailbox_workflow_id("default", mailbox.id))
        self.handles.append(handle)
        await self.polled(handle, at_least=1)
        return handle

    async def polled(self, handle: WorkflowHandle, at_least: int) -> None:
        async def done() -> bool:
            return (await handle.query(MailboxWorkflow.state)).polls >= at_least

        await eventually(done)

    async def enrolled(self, pool, steps: list) -> tuple:
        """A watched mailbox and one enrollment whose first email went out."""
        mailbox, contact, version = await make_parts(pool, steps)
        watcher = await self.start(mailbox)
        enrollment = await self.sequencer.enroll(
            contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
        )
        handle = self.env.client.get_workflow_handle(enrollment.workflow_id)
        await eventually(lambda: _sent(handle, "s1"))
        return mailbox, contact, version, watcher, enrollment, handle

    async def poll(self, handle: WorkflowHandle) -> None:
        before = (await handle.query(MailboxWorkflow.state)).polls
        await handle.signal(MailboxWorkflow.poll_now)
        await self.polled(handle, before + 1)


def insert(
    sandbox_url: str, mailbox: str, message: EmailMessage | bytes, labels: tuple[str, ...] = ("INBOX",)
) -> str:
    data = message if isinstance(message, bytes) else message.as_bytes()
    raw = base64.urlsafe_b64encode(data).decode()
    body = {"raw": raw, "labelIds": list(labels)}
    return (
        gmail_client(sandbox_url, mailbox).users().messages().insert(userId="me", body=body).execute()["id"]
    )


async def our_first_email(sandbox_url: str, mailbox: Mailbox) -> EmailMessage:
    (first,) = await messages(sandbox_url, mailbox.email, "in:sent")
    return first.message


def answer(
    to: EmailMessage, *, sender: str, body: str, date: datetime, subject: str | None = None, **headers: str
):
    reply = EmailMessage()
    reply["From"] = sender
    reply["To"] = to["From"]
    reply["Subject"] = subject or f"Re: {to['Subject']}"
    reply["Date"] = format_datetime(date)
    reply["Message-ID"] = f"<answer-{abs(hash((sender, body))) % 10**9}@contact.test>"
    reply["In-Reply-To"] = to["Message-ID"]
    reply["References"] = to["Message-ID"]
    for name, value in headers.items():
        reply[name.replace("_", "-")] = value
    reply.set_content(body)
    return reply


async def test_a_reply_in_the_thread_stops_the_enrollment(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version, watcher, enrollment, handle = await watching.enrolled(
        pool, email_steps("0s", "2d")
    )

    ours = await our_first_email(sandbox_url, mailbox)
    now = await temporal_env.get_current_time()
    insert(
        sandbox_url, mailbox.email, answer(ours, sender=contact.email, body="Sounds good, call me.", date=now)
    )
    await watching.poll(watcher)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    assert result["steps_sent"] == ["s1"]
    rows = await pool.fetch(
        "SELECT outcome FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'inbound'", enrollment.id
    )
    assert [r["outcome"] for r in rows] == ["reply"]


async def test_an_out_of_office_pauses_until_the_day_after_the_return_date_then_resumes(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version, watcher, enrollment, handle = await watching.enrolled(
        pool, email_steps("0s", "1d")
    )

    now = await temporal_env.get_current_time()
    back = (now + timedelta(days=10)).date()
    ooo = answer(
        await our_first_email(sandbox_url, mailbox),
        sender=contact.email,
        subject="Automatic reply: out of office",
        body=f"I am out of the office until {back.isoformat()} with limited access to email.",
        date=now,
        Auto_Submitted="auto-replied",
    )
    insert(sandbox_url, mailbox.email, ooo)
    await watching.poll(watcher)

    async def paused() -> bool:
        return (await handle.query(EnrollmentWorkflow.state)).next_action.kind == "out_of_office"

    await eventually(paused)
    state = await handle.query(EnrollmentWorkflow.state)
    assert state.status == "paused"
    assert state.next_action.at is not None
    # The day after the return date on the contact's clock (23:00 UTC is already that day in BST).
    assert state.next_action.at.astimezone(ZoneInfo(contact.timezone)).date() > back
    result = await workflow_result(temporal_env, enrollment.workflow_id)
    assert result["steps_sent"] == ["s1", "s2"]
    planned = await pool.fetchval(
        "SELECT planned_at FROM send_ledger WHERE enrollment_id = $1::uuid AND step_id = 's2'", enrollment.id
    )
    assert planned >= state.next_action.at
    facts = await pool.fetchval(
        "SELECT facts FROM run_ledger WHERE enrollment_id = $1::uuid AND outcome = 'auto_reply'",
        enrollment.id,
    )
    assert facts["return_date"] == back.isoformat()


async def test_a_permanent_bounce_suppresses_the_address_and_a_later_enrollment_is_refused(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version, watcher, enrollment, handle = await watching.enrolled(
        pool, email_steps("0s", "2d")
    )

    ours = await our_first_email(sandbox_url, mailbox)
    insert(sandbox_url, mailbox.email, bounce_for(ours, contact.email, await temporal_env.get_current_time()))
    await watching.poll(watcher)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "bounced"
    with pytest.raises(Refused, match="suppressed"):
        await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)


async def test_a_resync_after_the_cursor_expired_loses_nothing_and_signals_nothing_twice(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version, watcher, enrollment, handle = await watching.enrolled(
        pool, email_steps("0s", "2d")
    )
    ours = await our_first_email(sandbox_url, mailbox)
    insert(
        sandbox_url,
        mailbox.email,
        answer(ours, sender=contact.email, body="Yes.", date=await temporal_env.get_current_time()),
    )
    # Gmail forgets the history behind our cursor before we poll.
    async with httpx.AsyncClient() as http:
        trimmed = await http.post(f"{sandbox_url}/_sandbox/history/trim", json={"mailbox": mailbox.email})
    assert trimmed.status_code == 200

    await watching.poll(watcher)
    await watching.poll(watcher)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    inbound_rows = await pool.fetchval(
        "SELECT count(*) FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'inbound'", enrollment.id
    )
    assert inbound_rows == 1
    assert (await handle.query(EnrollmentWorkflow.state)).signals_seen == 1


async def test_unrelated_mail_produces_no_signal_and_no_stored_data(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version, watcher, enrollment, handle = await watching.enrolled(
        pool, email_steps("0s", "2d")
    )
    newsletter = EmailMessage()
    newsletter["From"] = contact.email  # even from the contact: not in our thread, not about us
    newsletter["To"] = mailbox.email
    newsletter["Subject"] = "Our quarterly newsletter"
    newsletter["Message-ID"] = "<newsletter-1@contact.test>"
    newsletter.set_content("Unrelated news.")
    gmail_id = insert(sandbox_url, mailbox.email, newsletter)

    await watching.poll(watcher)

    assert (await handle.query(EnrollmentWorkflow.state)).status == "active"
    assert (
        await pool.fetchval("SELECT count(*) FROM inbound_messages WHERE gmail_message_id = $1", gmail_id)
        == 0
    )
    assert (
        await pool.fetchval(
            "SELECT count(*) FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'inbound'",
            enrollment.id,
        )
        == 0
    )


async def _sent(handle: WorkflowHandle, step_id: str) -> bool:
    return step_id in (await handle.query(EnrollmentWorkflow.state)).steps_sent


def bounce_for(ours: EmailMessage, recipient: str, date: datetime) -> bytes:
    """A Gmail-style RFC 3464 delivery status notification for our email (written for this test)."""
    return f"""From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>
To: {ours["From"]}
Subject: Delivery Status Notification (Failure)
Date: {format_datetime(date)}
Message-ID: <bounce-{abs(hash(recipient)) % 10**9}@mx.google.test>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="b1"

--b1
Content-Type: text/plain; charset=utf-8

Address not found

Your message wasn't delivered to {recipient} because the address couldn't be found.

--b1
Content-Type: message/delivery-status

Reporting-MTA: dns; googlemail.com

Final-Recipient: rfc822; {recipient}
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 The email account that you tried to reach does not exist.

--b1
Content-Type: text/rfc822-headers

From: {ours["From"]}
To: {recipient}
Subject: {ours["Subject"]}
Message-ID: {ours["Message-ID"]}

--b1--
""".replace("\n", "\r\n").encode()


async def test_a_meeting_with_the_contact_on_the_reps_calendar_stops_the_enrollment(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version, watcher, enrollment, handle = await watching.enrolled(
        pool, email_steps("0s", "2d")
    )
    calendar = calendar_client(sandbox_url, mailbox.email)
    calendar.events().insert(calendarId="primary", body=meeting("someone-else@other.test")).execute()
    await watching.poll(watcher)
    assert (await handle.query(EnrollmentWorkflow.state)).status == "active"  # not our contact

    booked = calendar.events().insert(calendarId="primary", body=meeting(contact.email.upper())).execute()
    await watching.poll(watcher)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "meeting_booked" and "calendar" in result["reason"]
    assert result["steps_sent"] == ["s1"]
    stored = await pool.fetch(
        "SELECT type, source, data FROM contact_events WHERE contact_id = $1::uuid", contact.id
    )
    assert [(r["type"], r["source"], r["data"]["calendar_event_id"]) for r in stored] == [
        ("meeting_booked", "calendar", booked["id"])
    ]


async def test_an_expired_sync_token_falls_back_to_a_full_read_and_still_finds_the_meeting(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version, watcher, enrollment, handle = await watching.enrolled(
        pool, email_steps("0s", "2d")
    )
    calendar = calendar_client(sandbox_url, mailbox.email)
    calendar.events().insert(calendarId="primary", body=meeting(contact.email)).execute()
    async with httpx.AsyncClient() as http:
        expired = await http.post(
            f"{sandbox_url}/_sandbox/calendar/expire-sync-tokens", json={"mailbox": mailbox.email}
        )
    assert expired.status_code == 200

    await watching.poll(watcher)  # 410, then everything again
    await watching.poll(watcher)  # and once more from the new token
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "meeting_booked"
    count = await pool.fetchval("SELECT count(*) FROM contact_events WHERE contact_id = $1::uuid", contact.id)
    assert count == 1
    token = await pool.fetchval("SELECT calendar_sync_token FROM mailboxes WHERE id = $1::uuid", mailbox.id)
    assert token is not None


async def test_events_that_are_not_new_meetings_never_stop_the_enrollment(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "2d"))
    calendar = calendar_client(sandbox_url, mailbox.email)
    events = calendar.events()
    # On the rep's calendar before the contact was enrolled: a one-off meeting and a weekly series.
    old = events.insert(calendarId="primary", body=meeting(contact.email, summary="Last year")).execute()
    weekly = meeting(contact.email, summary="Weekly sync") | {"recurrence": ["RRULE:FREQ=WEEKLY"]}
    series = events.insert(calendarId="primary", body=weekly).execute()
    watcher = await watching.start(mailbox)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)
    await eventually(lambda: _sent(handle, "s1"))

    # Each of them changes after the enrollment started, and comes back among the calendar's changes.
    moved = {"start": {"dateTime": "2027-01-05T10:00:00Z"}, "end": {"dateTime": "2027-01-05T10:30:00Z"}}
    events.patch(calendarId="primary", eventId=old["id"], body=moved).execute()
    events.patch(
        calendarId="primary", eventId=series["id"], body={"summary": "Weekly sync (new room)"}
    ).execute()
    declined = meeting() | {"attendees": [{"email": contact.email, "responseStatus": "declined"}]}
    events.insert(calendarId="primary", body=declined).execute()
    await watching.poll(watcher)
    async with httpx.AsyncClient() as http:  # and a full re-read after a 410 lists the old ones again
        await http.post(
            f"{sandbox_url}/_sandbox/calendar/expire-sync-tokens", json={"mailbox": mailbox.email}
        )
    await watching.poll(watcher)
    await watching.poll(watcher)

    assert (await handle.query(EnrollmentWorkflow.state)).status == "active"
    events_of = "SELECT count(*) FROM contact_events WHERE contact_id = $1::uuid"
    assert await pool.fetchval(events_of, contact.id) == 0

    booked = events.insert(calendarId="primary", body=meeting(contact.email)).execute()  # a real one
    await watching.poll(watcher)
    result = await workflow_result(temporal_env, enrollment.workflow_id)
    assert result["status"] == "meeting_booked"
    stored = await pool.fetch("SELECT data FROM contact_events WHERE contact_id = $1::uuid", contact.id)
    assert [r["data"]["calendar_event_id"] for r in stored] == [booked["id"]]
