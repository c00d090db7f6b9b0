"""One scenario suite, two providers: each runs against Gmail (the sandbox) and SMTP + IMAP (aiosmtpd and
a real Dovecot), and must end the same way. Only the rig differs: how a mailbox is made, where its sent
mail is read, and how a reply reaches its inbox."""

from __future__ import annotations

import email
import email.policy
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import timedelta
from email.message import EmailMessage
from typing import Any
from zoneinfo import ZoneInfo

import asyncpg
import pytest
from temporalio.client import WorkflowHandle
from temporalio.testing import WorkflowEnvironment

from activities.providers.smtp_imap import SmtpImapClient
from sequencer.mail_servers import MailServers
from starter.client import Refused, Sequencer
from storage import mailboxes, suppressions
from storage.records import Contact, Enrollment, Mailbox, SequenceVersion
from tests.factories import PROJECT, UNCAPPED, email_steps, make_contact, make_mailbox, make_sequence
from tests.gmail_support import messages
from tests.mail_servers import DovecotServer, SmtpServer
from tests.support import eventually, unique_email, workflow_result
from tests.workflows import test_inbox
from tests.workflows.test_inbox import Watcher, answer, bounce_for, insert
from workflows.enrollment import EnrollmentWorkflow

PASSWORD = "correct horse battery staple"


class Rig:
    """A provider as the scenarios see it."""

    name: str

    async def mailbox(self, pool: asyncpg.Pool) -> Mailbox:
        raise NotImplementedError

    async def sent(self, mailbox: Mailbox) -> list[EmailMessage]:
        """The mailbox's sent mail as its provider keeps it (Gmail's SENT label, the IMAP Sent folder)."""
        raise NotImplementedError

    def deliver(self, mailbox: Mailbox, message: EmailMessage | bytes) -> None:
        """Mail arriving in the mailbox's inbox."""
        raise NotImplementedError

    def fail_next_send(self, mailbox: Mailbox, temporary: bool) -> None:
        raise NotImplementedError


class GmailRig(Rig):
    name = "gmail"

    def __init__(self, sandbox_url: str) -> None:
        self.sandbox_url = sandbox_url

    async def mailbox(self, pool: asyncpg.Pool) -> Mailbox:
        async with pool.acquire() as conn:
            return await make_mailbox(conn)

    async def sent(self, mailbox: Mailbox) -> list[EmailMessage]:
        return [seen.message for seen in await messages(self.sandbox_url, mailbox.email, "in:sent")]

    def deliver(self, mailbox: Mailbox, message: EmailMessage | bytes) -> None:
        insert(self.sandbox_url, mailbox.email, message)

    def fail_next_send(self, mailbox: Mailbox, temporary: bool) -> None:
        from tests.gmail_support import inject_fault

        inject_fault(self.sandbox_url, mailbox.email, "http_500" if temporary else "http_400")


class SmtpRig(Rig):
    name = "smtp"

    def __init__(self, imap: DovecotServer, smtp: SmtpServer) -> None:
        self.imap, self.smtp = imap, smtp

    async def mailbox(self, pool: asyncpg.Pool) -> Mailbox:
        address = unique_email("rep", "acme.test")
        self.imap.add_user(address, PASSWORD)
        self.smtp.add_user(address, PASSWORD)
        servers = MailServers.model_validate(
            {
                "smtp": {"host": self.smtp.host, "port": self.smtp.port, "security": "none"},
                "imap": {"host": self.imap.host, "port": self.imap.port, "security": "none"},
            }
        )
        async with pool.acquire() as conn:
            box, _ = await mailboxes.upsert(
                conn,
                project_id=PROJECT,
                email=address,
                name="Riley Rep",
                timezone="America/New_York",
                provider="smtp",
                mail_servers=servers,
                mail_password=PASSWORD,  # plain, as before sealing: the worker opens either
            )
            await mailboxes.set_limits(conn, mailbox_id=box.id, limits=UNCAPPED)
        return box

    async def sent(self, mailbox: Mailbox) -> list[EmailMessage]:
        return [_parsed(raw) for raw in self.imap.messages(mailbox.email, "Sent")]

    def deliver(self, mailbox: Mailbox, message: EmailMessage | bytes) -> None:
        self.imap.deliver(mailbox.email, message if isinstance(message, bytes) else message.as_bytes())

    def fail_next_send(self, mailbox: Mailbox, temporary: bool) -> None:
        if temporary:
            self.smtp.fail_next(451, "4.3.0 Temporary server error, try again", at="DATA")
        else:
            self.smtp.fail_next(550, "5.1.1 Recipient address rejected: no such user", at="RCPT")


def _parsed(raw: bytes) -> EmailMessage:
    parsed = email.message_from_bytes(raw, policy=email.policy.default)
    assert isinstance(parsed, EmailMessage)
    return parsed


# The inbox tests' fixture: starts mailbox workflows, polls them on demand, stops them after.
watching = test_inbox.watching


@pytest.fixture(params=["gmail", "smtp"])
def rig(request: pytest.FixtureRequest, sandbox_url: str) -> Iterator[Rig]:
    if request.param == "gmail":
        yield GmailRig(sandbox_url)
        return
    smtp: SmtpServer = request.getfixturevalue("smtp_server")
    yield SmtpRig(request.getfixturevalue("dovecot"), smtp)
    smtp.reset()


@dataclass
class Enrolled:
    mailbox: Mailbox
    contact: Contact
    version: SequenceVersion
    enrollment: Enrollment
    watcher: WorkflowHandle  # the mailbox's workflow
    handle: WorkflowHandle  # the enrollment's


async def _enrolled(
    pool: asyncpg.Pool, rig: Rig, sequencer: Sequencer, watching: Watcher, steps: list[dict[str, Any]]
) -> Enrolled:
    """A watched mailbox of the rig's provider and one enrollment whose first email went out."""
    mailbox = await rig.mailbox(pool)
    async with pool.acquire() as conn:
        contact = await make_contact(conn)
        version = await make_sequence(conn, steps)
    watcher = await watching.start(mailbox)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = watching.env.client.get_workflow_handle(enrollment.workflow_id)
    await eventually(lambda: _has_sent(handle, "s1"))
    return Enrolled(mailbox, contact, version, enrollment, watcher, handle)


async def _has_sent(handle: WorkflowHandle, step_id: str) -> bool:
    return step_id in (await handle.query(EnrollmentWorkflow.state)).steps_sent


async def _first_sent(rig: Rig, mailbox: Mailbox) -> EmailMessage:
    async def filed() -> bool:
        return len(await rig.sent(mailbox)) >= 1

    await eventually(filed)
    return (await rig.sent(mailbox))[0]


async def test_a_sequence_sends_its_steps_in_one_thread_with_unsubscribe_headers(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, rig: Rig
):
    run = await _enrolled(pool, rig, sequencer, watching, email_steps("0s", "2d", "3d"))
    mailbox, contact, enrollment = run.mailbox, run.contact, run.enrollment

    result = await workflow_result(temporal_env, enrollment.workflow_id)
    sent = await rig.sent(mailbox)

    assert result["status"] == "completed" and result["steps_sent"] == ["s1", "s2", "s3"]
    assert [m["To"].addresses[0].addr_spec for m in sent] == [contact.email] * 3
    first, second, third = sent
    assert first["Subject"] == "Hello Dana" and second["Subject"] == third["Subject"] == "Re: Hello Dana"
    assert second["In-Reply-To"] == first["Message-ID"]
    assert third["In-Reply-To"] == second["Message-ID"]
    assert third["References"].split() == [first["Message-ID"], second["Message-ID"]]
    for message in sent:  # RFC 8058 one-click unsubscribe on every email
        assert message["List-Unsubscribe"].startswith("<")
        assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    rows = await pool.fetch(
        "SELECT message_id, gmail_thread_id FROM send_ledger WHERE enrollment_id = $1::uuid ORDER BY sent_at",
        enrollment.id,
    )
    assert [r["message_id"] for r in rows] == [m["Message-ID"] for m in sent]
    assert len({r["gmail_thread_id"] for r in rows}) == 1  # one thread, however the provider names it


async def test_a_reply_in_the_thread_stops_the_enrollment(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, rig: Rig
):
    run = await _enrolled(pool, rig, sequencer, watching, email_steps("0s", "2d"))
    mailbox, contact, enrollment = run.mailbox, run.contact, run.enrollment
    ours = await _first_sent(rig, mailbox)

    now = await temporal_env.get_current_time()
    rig.deliver(mailbox, answer(ours, sender=contact.email, body="Sounds good, call me.", date=now))
    await watching.poll(run.watcher)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied" and result["steps_sent"] == ["s1"]
    rows = await pool.fetch(
        "SELECT outcome FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'inbound'", enrollment.id
    )
    assert [r["outcome"] for r in rows] == ["reply"]


async def test_a_reply_read_twice_is_acted_on_once(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, rig: Rig
):
    run = await _enrolled(pool, rig, sequencer, watching, email_steps("0s", "2d"))
    mailbox, contact, enrollment = run.mailbox, run.contact, run.enrollment
    ours = await _first_sent(rig, mailbox)
    unrelated = EmailMessage()
    unrelated["From"], unrelated["To"], unrelated["Subject"] = contact.email, mailbox.email, "Newsletter"
    unrelated["Message-ID"] = f"<news-{enrollment.id}@contact.test>"
    unrelated.set_content("Not about your email.")

    rig.deliver(mailbox, unrelated)
    await watching.poll(run.watcher)
    assert (await run.handle.query(EnrollmentWorkflow.state)).status == "active"  # not in our thread
    now = await temporal_env.get_current_time()
    rig.deliver(mailbox, answer(ours, sender=contact.email, body="Yes please.", date=now))
    await watching.poll(run.watcher)
    await watching.poll(run.watcher)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    inbound = await pool.fetchval(
        "SELECT count(*) FROM inbound_messages WHERE enrollment_id = $1::uuid", enrollment.id
    )
    assert inbound == 1


async def test_an_out_of_office_pauses_until_after_the_return_date(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, rig: Rig
):
    run = await _enrolled(pool, rig, sequencer, watching, email_steps("0s", "1d"))
    mailbox, contact, enrollment = run.mailbox, run.contact, run.enrollment
    ours = await _first_sent(rig, mailbox)

    now = await temporal_env.get_current_time()
    back = (now + timedelta(days=10)).date()
    rig.deliver(
        mailbox,
        answer(
            ours,
            sender=contact.email,
            subject="Automatic reply: out of office",
            body=f"I am out of the office until {back.isoformat()} with limited access to email.",
            date=now,
            Auto_Submitted="auto-replied",
        ),
    )
    await watching.poll(run.watcher)

    async def paused() -> bool:
        return (await run.handle.query(EnrollmentWorkflow.state)).next_action.kind == "out_of_office"

    await eventually(paused)
    state = await run.handle.query(EnrollmentWorkflow.state)
    assert state.status == "paused"
    assert state.next_action.at is not None
    # The day after the return date on the contact's clock (23:00 UTC is already that day in BST).
    assert state.next_action.at.astimezone(ZoneInfo(contact.timezone or "UTC")).date() > back
    result = await workflow_result(temporal_env, enrollment.workflow_id)
    assert result["steps_sent"] == ["s1", "s2"]
    planned = await pool.fetchval(
        "SELECT planned_at FROM send_ledger WHERE enrollment_id = $1::uuid AND step_id = 's2'", enrollment.id
    )
    assert planned >= state.next_action.at


async def test_a_permanent_bounce_stops_and_suppresses_the_address(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, rig: Rig
):
    run = await _enrolled(pool, rig, sequencer, watching, email_steps("0s", "2d"))
    mailbox, contact, enrollment = run.mailbox, run.contact, run.enrollment
    ours = await _first_sent(rig, mailbox)

    rig.deliver(mailbox, bounce_for(ours, contact.email, await temporal_env.get_current_time()))
    await watching.poll(run.watcher)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "bounced"
    reason = await pool.fetchval(
        "SELECT reason FROM suppressions WHERE project_id = $1 AND email = $2", PROJECT, contact.email
    )
    assert reason == "hard_bounce"
    with pytest.raises(Refused, match="suppressed"):
        await sequencer.enroll(contact_id=contact.id, sequence=run.version.name, mailbox=mailbox.email)


async def test_a_temporary_provider_failure_is_retried_and_sends_exactly_once(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, rig: Rig
):
    mailbox = await rig.mailbox(pool)
    async with pool.acquire() as conn:
        contact = await make_contact(conn)
        version = await make_sequence(conn, email_steps("0s"))
    rig.fail_next_send(mailbox, temporary=True)

    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert len(await rig.sent(mailbox)) == 1
    attempts = await pool.fetchval(
        "SELECT attempts FROM send_ledger WHERE enrollment_id = $1::uuid", enrollment.id
    )
    assert attempts == 2  # the second attempt looked for the first one's email before sending


async def test_a_permanent_refusal_stops_the_step_without_retrying(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, rig: Rig
):
    mailbox = await rig.mailbox(pool)
    async with pool.acquire() as conn:
        contact = await make_contact(conn)
        version = await make_sequence(conn, email_steps("0s", "1d"))
    rig.fail_next_send(mailbox, temporary=False)

    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["steps_sent"] == []
    assert await rig.sent(mailbox) == []
    branch = await pool.fetchval(
        "SELECT branch FROM run_ledger WHERE enrollment_id = $1::uuid AND outcome = 'refused'", enrollment.id
    )
    assert branch == "GmailRejected"  # the stable refusal type, whichever provider refused


class WorkerDied(BaseException):
    """What a killed worker looks like to the attempt: it ends there, nothing after it runs."""


@pytest.mark.parametrize("meanwhile", [None, "unsubscribe"])
async def test_an_smtp_email_accepted_just_before_the_worker_died_is_not_sent_again(
    pool,
    worker,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    dovecot: DovecotServer,
    smtp_server: SmtpServer,
    monkeypatch,
    meanwhile: str | None,
):
    rig = SmtpRig(dovecot, smtp_server)
    mailbox = await rig.mailbox(pool)
    async with pool.acquire() as conn:
        contact = await make_contact(conn)
        version = await make_sequence(conn, email_steps("0s"))

    file_sent, died = SmtpImapClient._file_sent, []

    async def dies_while_filing_once(self, mailbox: Mailbox, raw: bytes) -> None:
        if not died:
            if meanwhile:  # before the retry, the address is suppressed: the email went all the same
                async with pool.acquire() as conn:
                    await suppressions.add(
                        conn, project_id=PROJECT, email=contact.email, reason=meanwhile, source="test"
                    )
            died.append(raw)
            raise WorkerDied  # the server said 250; this Sent copy never gets filed
        await file_sent(self, mailbox, raw)

    monkeypatch.setattr(SmtpImapClient, "_file_sent", dies_while_filing_once)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert died
    assert (result["status"], result["steps_sent"]) == ("completed", ["s1"])
    assert len(smtp_server.received_by(contact.email)) == 1  # the retry stopped at the acceptance mark
    row = await pool.fetchrow(
        "SELECT status, attempts, accepted_at FROM send_ledger WHERE enrollment_id = $1::uuid", enrollment.id
    )
    assert (row["status"], row["attempts"]) == ("sent", 2)
    assert row["accepted_at"] is not None
