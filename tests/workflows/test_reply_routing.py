"""What a reply or a bounce does, through the sandbox inbox: intents on the enrollment, tasks for the rep,
suppression on unsubscribe, re-enrollment on "not now", bounces that keep a valid address."""

from __future__ import annotations

from datetime import datetime, timedelta
from email.message import EmailMessage
from email.utils import format_datetime
from typing import Any

from temporalio.testing import WorkflowEnvironment

from contracts import ExitSignal
from starter.client import Sequencer
from storage import suppressions
from tests.factories import email_steps, make_contact, make_mailbox, make_sequence
from tests.support import eventually, workflow_result
from tests.workflows.test_inbox import Watcher, _sent, answer, insert, our_first_email, watching
from workflows.enrollment import EnrollmentWorkflow

__all__ = ["watching"]  # the fixture, shared with the inbox tests


async def _enrolled(watcher: Watcher, pool: Any, steps: list, **doc: Any) -> tuple:
    async with pool.acquire() as conn:
        mailbox, contact = await make_mailbox(conn), await make_contact(conn)
        version = await make_sequence(conn, steps, **doc)
    mailbox_handle = await watcher.start(mailbox)
    enrollment = await watcher.sequencer.enroll(
        contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
    )
    handle = watcher.env.client.get_workflow_handle(enrollment.workflow_id)
    await eventually(lambda: _sent(handle, "s1"))
    return mailbox, contact, version, mailbox_handle, enrollment


async def _reply(
    watcher: Watcher, sandbox_url: str, mailbox: Any, contact: Any, handle: Any, body: str
) -> None:
    ours = await our_first_email(sandbox_url, mailbox)
    now = await watcher.env.get_current_time()
    insert(sandbox_url, mailbox.email, answer(ours, sender=contact.email, body=body, date=now))
    await watcher.poll(handle)


def dsn(ours: EmailMessage, recipient: str, date: datetime, status: str, diagnostic: str) -> bytes:
    """An RFC 3464 report about our email (written for this test)."""
    return f"""From: Mail Delivery System <MAILER-DAEMON@mx.partner.test>
To: {ours["From"]}
Subject: Undelivered Mail Returned to Sender
Date: {format_datetime(date)}
Message-ID: <dsn-{abs(hash((recipient, status))) % 10**9}@mx.partner.test>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="b1"

--b1
Content-Type: text/plain

The mail system could not deliver your message to {recipient}.

--b1
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.partner.test

Final-Recipient: rfc822; {recipient}
Action: failed
Status: {status}
Diagnostic-Code: smtp; {diagnostic}

--b1
Content-Type: text/rfc822-headers

From: {ours["From"]}
To: {recipient}
Subject: {ours["Subject"]}
Message-ID: {ours["Message-ID"]}

--b1--
""".encode()


async def _row(pool: Any, enrollment_id: str) -> Any:
    return await pool.fetchrow(
        "SELECT status, reply_intent, reply_evidence FROM enrollments WHERE id = $1::uuid", enrollment_id
    )


async def _tasks(pool: Any, enrollment_id: str) -> list[Any]:
    return await pool.fetch(
        "SELECT kind, status, title, body, due_at FROM tasks WHERE enrollment_id = $1::uuid", enrollment_id
    )


async def test_an_interested_reply_stops_as_replied_with_its_intent_and_opens_a_task_for_the_rep(
    pool, api, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, _, handle, enrollment = await _enrolled(watching, pool, email_steps("0s", "2d"))

    await _reply(
        watching, sandbox_url, mailbox, contact, handle, "Sounds interesting - can you send pricing?"
    )
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    row = await _row(pool, enrollment.id)
    assert (row["status"], row["reply_intent"]) == ("replied", "interested")
    assert "interesting" in row["reply_evidence"].lower()  # the reply's words, whichever write came first
    (task,) = await _tasks(pool, enrollment.id)
    assert (task["kind"], task["status"]) == ("reply_followup", "open")  # the enrollment's end keeps it
    shown = (await api.get(f"/v1/enrollments/{enrollment.id}")).json()
    assert (shown["status"], shown["reply_intent"], shown["reply_evidence"]) == (
        "replied",
        "interested",
        row["reply_evidence"],
    )
    assert any(
        "interested" in line
        for line in (await api.get(f"/v1/enrollments/{enrollment.id}/timeline")).json()["lines"]
    )
    inbox = (await api.get("/v1/tasks", params={"assignee": mailbox.email, "kind": "reply_followup"})).json()
    assert [t["kind"] for t in inbox] == ["reply_followup"]
    done = await api.post(f"/v1/tasks/{inbox[0]['id']}/complete", json={"outcome": "done"})
    assert done.status_code == 200, done.text
    events = await pool.fetch("SELECT type, data FROM contact_events WHERE contact_id = $1::uuid", contact.id)
    assert [e["type"] for e in events] == ["replied"]


async def test_a_remove_me_reply_suppresses_the_address_and_opens_no_task(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, _, handle, enrollment = await _enrolled(watching, pool, email_steps("0s", "2d"))

    await _reply(
        watching, sandbox_url, mailbox, contact, handle, "Hi,\n\nplease take me off your list.\n\nJo"
    )
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    assert (await _row(pool, enrollment.id))["reply_intent"] == "unsubscribe"
    async with pool.acquire() as conn:
        assert await suppressions.reason_for(conn, project_id="default", email=contact.email) == "unsubscribe"
    assert await _tasks(pool, enrollment.id) == []


async def test_not_now_with_a_date_reenrolls_on_that_day_when_the_sequence_says_so(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version, handle, enrollment = await _enrolled(
        watching, pool, email_steps("0s", "2d"), on_reply={"not_now": "reenroll"}
    )

    await _reply(watching, sandbox_url, mailbox, contact, handle, "Not now - circle back in 3 weeks please.")
    await workflow_result(temporal_env, enrollment.workflow_id)
    sent_on = (await watching.env.get_current_time()).date()

    pending = await pool.fetchrow(
        "SELECT status, due_on FROM reenrollments WHERE from_enrollment_id = $1::uuid", enrollment.id
    )
    assert (pending["status"], pending["due_on"]) == ("pending", sent_on + timedelta(weeks=3))
    assert await _tasks(pool, enrollment.id) == []

    # The day comes: the next poll enrolls the contact again, in the same sequence, from the same mailbox.
    await pool.execute(
        "UPDATE reenrollments SET due_on = current_date WHERE from_enrollment_id = $1::uuid", enrollment.id
    )
    await watching.poll(handle)
    done = await pool.fetchrow(
        "SELECT status, enrollment_id::text FROM reenrollments WHERE from_enrollment_id = $1::uuid",
        enrollment.id,
    )
    assert done["status"] == "enrolled"
    again = await sequencer.get(done["enrollment_id"])
    assert (again.contact_id, again.mailbox_id, again.status) == (contact.id, mailbox.id, "active")
    await sequencer.signal(again.id, "exit", ExitSignal())
    assert (await workflow_result(temporal_env, again.workflow_id))["status"] == "exited"


async def test_not_now_by_default_opens_a_task_due_on_the_date_named(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, _, handle, enrollment = await _enrolled(watching, pool, email_steps("0s", "2d"))

    await _reply(
        watching, sandbox_url, mailbox, contact, handle, "We're locked in right now, try me in 2 months."
    )
    await workflow_result(temporal_env, enrollment.workflow_id)

    assert (await _row(pool, enrollment.id))["reply_intent"] == "not_now"
    (task,) = await _tasks(pool, enrollment.id)
    assert task["kind"] == "reply_followup" and task["due_at"] > datetime.now(
        task["due_at"].tzinfo
    ) + timedelta(days=40)


async def test_a_ticket_acknowledgement_neither_stops_nor_pauses(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, _, handle, enrollment = await _enrolled(watching, pool, email_steps("0s", "2d"))
    ours = await our_first_email(sandbox_url, mailbox)
    now = await temporal_env.get_current_time()
    ack = answer(
        ours,
        sender="support@helpdesk.test",
        body="Thank you for contacting us. Your request (#48213) has been received and a ticket was created.",
        date=now,
        Auto_Submitted="auto-replied",
    )
    insert(sandbox_url, mailbox.email, ack)
    await watching.poll(handle)

    state = await temporal_env.client.get_workflow_handle(enrollment.workflow_id).query(
        EnrollmentWorkflow.state
    )
    assert state.status == "active"
    rows = await pool.fetch(
        "SELECT outcome, branch FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'inbound'",
        enrollment.id,
    )
    assert [(r["outcome"], r["branch"]) for r in rows] == [("auto_reply", "acknowledgement")]
    await sequencer.signal(enrollment.id, "exit", ExitSignal())
    assert (await workflow_result(temporal_env, enrollment.workflow_id))["status"] == "exited"


async def test_a_full_mailbox_ends_the_enrollment_but_keeps_the_address_and_says_so(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, _, handle, enrollment = await _enrolled(watching, pool, email_steps("0s", "2d"))
    ours = await our_first_email(sandbox_url, mailbox)
    now = await temporal_env.get_current_time()
    report = dsn(ours, contact.email, now, "5.2.2", "552 5.2.2 Mailbox full: quota exceeded")
    insert(sandbox_url, mailbox.email, report)
    await watching.poll(handle)

    result = await workflow_result(temporal_env, enrollment.workflow_id)
    assert result["status"] == "bounced"
    async with pool.acquire() as conn:
        assert await suppressions.reason_for(conn, project_id="default", email=contact.email) is None
    (row,) = await pool.fetch(
        "SELECT branch, facts FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'inbound'",
        enrollment.id,
    )
    assert row["branch"] == "mailbox_full"
    assert row["facts"]["address_suppressed"] is False and "address kept" in row["facts"]["note"]


async def test_a_suspended_account_ends_without_suppressing(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, _, handle, enrollment = await _enrolled(watching, pool, email_steps("0s", "2d"))
    ours = await our_first_email(sandbox_url, mailbox)
    now = await temporal_env.get_current_time()
    insert(
        sandbox_url,
        mailbox.email,
        dsn(ours, contact.email, now, "5.2.1", "550 5.2.1 This account is disabled"),
    )
    await watching.poll(handle)

    assert (await workflow_result(temporal_env, enrollment.workflow_id))["status"] == "bounced"
    async with pool.acquire() as conn:
        assert await suppressions.reason_for(conn, project_id="default", email=contact.email) is None


async def test_a_reply_after_the_sequence_completed_is_recorded_and_an_unsubscribe_in_it_still_suppresses(
    pool, worker, sequencer: Sequencer, watching: Watcher, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, _, handle, enrollment = await _enrolled(watching, pool, email_steps("0s"))
    assert (await workflow_result(temporal_env, enrollment.workflow_id))["status"] == "completed"

    await _reply(watching, sandbox_url, mailbox, contact, handle, "Stop emailing me.")

    events = await pool.fetch(
        "SELECT type, data, result FROM contact_events WHERE contact_id = $1::uuid", contact.id
    )
    assert [(e["type"], e["data"]["intent"], e["result"]["action"]) for e in events] == [
        ("replied", "unsubscribe", "recorded")
    ]
    async with pool.acquire() as conn:
        assert await suppressions.reason_for(conn, project_id="default", email=contact.email) == "unsubscribe"
