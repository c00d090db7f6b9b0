"""Sending under failure: Gmail faults, crashes after Gmail accepted, refusals at the last moment."""

from __future__ import annotations

import pytest
from temporalio.testing import WorkflowEnvironment

from activities.providers.gmail import GmailClient
from contracts import ReplySignal
from starter.client import Sequencer
from storage import contacts, suppressions
from tests.factories import email_steps, make_contact, make_parts
from tests.gmail_support import inject_fault, sent_count
from tests.support import eventually, unique, unique_email, workflow_result


async def sent_in(gmail: GmailClient, mailbox) -> list[dict]:
    result = await gmail._call(
        mailbox, lambda s: s.users().messages().list(userId="me", q="in:sent"), "messages.list"
    )
    return result.get("messages", [])


async def test_crash_after_gmail_accepted_does_not_send_twice(
    pool,
    worker,
    sequencer: Sequencer,
    gmail: GmailClient,
    temporal_env: WorkflowEnvironment,
    sandbox_url: str,
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    inject_fault(sandbox_url, mailbox.email, "accept_then_fail")

    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert len(await sent_in(gmail, mailbox)) == 1
    row = await pool.fetchrow(
        "SELECT status, attempts FROM send_ledger WHERE enrollment_id = $1::uuid", enrollment.id
    )
    assert (row["status"], row["attempts"]) == ("sent", 2)
    facts = await pool.fetchval(
        "SELECT facts FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'send_email'", enrollment.id
    )
    assert facts["found_earlier_send"] is True


async def test_gmail_server_errors_are_retried_until_the_email_goes_out_once(
    pool,
    worker,
    sequencer: Sequencer,
    gmail: GmailClient,
    temporal_env: WorkflowEnvironment,
    sandbox_url: str,
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    inject_fault(sandbox_url, mailbox.email, "http_500", count=2)
    inject_fault(sandbox_url, mailbox.email, "http_429", count=1)

    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert len(await sent_in(gmail, mailbox)) == 1


async def test_template_that_stops_rendering_fails_the_step_without_sending(
    pool, worker, sequencer: Sequencer, gmail: GmailClient, temporal_env: WorkflowEnvironment
):
    steps = email_steps("0s", "1d")
    steps[1]["body"] = "Still thinking about {{ contact.fields.company }}?"
    mailbox, contact, version = await make_parts(pool, steps)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    # The CRM clears the field after enrollment: the follow-up can no longer render.
    async with pool.acquire() as conn:
        await contacts.upsert(conn, project_id="default", email=contact.email, values={"fields": {}})

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "failed"
    assert "steps[1].body: contact.fields.company is undefined" in result["reason"]
    assert len(await sent_in(gmail, mailbox)) == 1
    refused = await pool.fetchrow(
        "SELECT outcome, branch FROM run_ledger WHERE enrollment_id = $1::uuid AND step_id = 's2' "
        "AND action = 'send_email'",
        enrollment.id,
    )
    assert (refused["outcome"], refused["branch"]) == ("refused", "TemplateError")


@pytest.mark.parametrize("scope", ["address", "domain"])
async def test_suppression_added_while_waiting_is_honoured_at_send_time(
    pool, worker, sequencer: Sequencer, gmail: GmailClient, temporal_env: WorkflowEnvironment, scope: str
):
    mailbox, _, version = await make_parts(pool, email_steps("0s", "2d"))
    async with pool.acquire() as conn:  # a domain of its own: no other test's contact is in it
        contact = await make_contact(conn, email=unique_email(domain=f"{unique('d')}.test"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    await eventually(lambda: _at_least_one_sent(pool, enrollment.id))
    value = contact.email if scope == "address" else contact.email.rpartition("@")[2].upper()
    async with pool.acquire() as conn:
        await suppressions.add(
            conn, project_id="default", email=value, reason="unsubscribe", source="test", scope=scope
        )

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "unsubscribed"
    assert result["steps_sent"] == ["s1"]
    assert len(await sent_in(gmail, mailbox)) == 1


async def test_reply_while_gmail_keeps_failing_stops_the_retrying_send(
    pool,
    worker,
    sequencer: Sequencer,
    gmail: GmailClient,
    temporal_env: WorkflowEnvironment,
    sandbox_url: str,
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    inject_fault(sandbox_url, mailbox.email, "http_500", count=2)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    await eventually(lambda: _attempted(pool, enrollment.id))  # the first attempt failed
    await sequencer.signal(enrollment.id, "reply", ReplySignal(dedupe_key="r1"))
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    assert result["steps_sent"] == []
    assert await sent_in(gmail, mailbox) == []


async def _attempted(pool, enrollment_id: str) -> bool:
    """Whether a send attempt for the enrollment has reserved its ledger row."""
    attempts = await pool.fetchval(
        "SELECT attempts FROM send_ledger WHERE enrollment_id = $1::uuid", enrollment_id
    )
    return bool(attempts)


async def _at_least_one_sent(pool, enrollment_id: str) -> bool:
    return await sent_count(pool, enrollment_id) >= 1


async def test_a_reply_while_a_send_outlasts_the_grace_cancels_it_and_the_enrollment_ends_replied(
    pool,
    worker,
    sequencer: Sequencer,
    gmail: GmailClient,
    temporal_env: WorkflowEnvironment,
    sandbox_url: str,
):
    # Gmail takes 15 s to answer the send; the reply comes at once. The workflow gives the send 8 s to
    # end by itself, then cancels it: the run ends `replied` (it used to fail on the grace's timeout).
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "1d"))
    inject_fault(sandbox_url, mailbox.email, "slow", delay_seconds=15)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    await eventually(lambda: _attempted(pool, enrollment.id))  # Gmail is taking its time
    await sequencer.signal(enrollment.id, "reply", ReplySignal(dedupe_key="r-slow"))
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    # Gmail accepted the email in the end, and a cancelled send still records what Gmail did.
    assert len(await sent_in(gmail, mailbox)) == 1
    assert await sent_count(pool, enrollment.id) == 1
