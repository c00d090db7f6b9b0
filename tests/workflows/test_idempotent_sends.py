"""Never double-send, always thread: the send protocol against the sandbox's fault injection."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime

import httpx
from temporalio.testing import WorkflowEnvironment

from contracts import ReplySignal
from sequencer.settings import DEV_SECRET
from sequencer.tokens import verify
from starter.client import Sequencer
from tests.factories import email_steps, make_contact, make_mailbox, make_parts, make_sequence
from tests.gmail_support import inject_fault, messages, open_mailbox, sent_count
from tests.support import eventually, workflow_result
from workflows.enrollment import EnrollmentWorkflow


async def ledger_rows(pool, enrollment_id: str) -> list[dict]:
    rows = await pool.fetch(
        "SELECT step_id, status, attempts, message_id FROM send_ledger WHERE enrollment_id = $1::uuid",
        enrollment_id,
    )
    return [dict(r) for r in rows]


async def test_accept_then_fail_leaves_one_message_in_the_recipients_thread_and_one_ledger_row(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    open_mailbox(sandbox_url, contact.email)
    inject_fault(sandbox_url, mailbox.email, "accept_then_fail")

    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    await workflow_result(temporal_env, enrollment.workflow_id)

    received = await messages(sandbox_url, contact.email, "in:inbox")
    assert len(received) == 1
    rows = await ledger_rows(pool, enrollment.id)
    assert [(r["status"], r["attempts"]) for r in rows] == [("sent", 2)]
    assert received[0].message["Message-ID"] == rows[0]["message_id"]


async def test_rate_limits_back_off_and_the_email_goes_out_once(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    inject_fault(sandbox_url, mailbox.email, "http_429", count=2)
    inject_fault(sandbox_url, mailbox.email, "http_403_rate_limit", count=2)

    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert len(await messages(sandbox_url, mailbox.email, "in:sent")) == 1
    assert [r["attempts"] for r in await ledger_rows(pool, enrollment.id)] == [5]


async def test_an_address_gmail_refuses_fails_the_step_with_the_reason(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "1d"))
    inject_fault(sandbox_url, mailbox.email, "http_400")

    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "failed"
    assert "Gmail answered 400" in result["reason"]
    assert await messages(sandbox_url, mailbox.email, "in:sent") == []


async def test_ten_steps_in_thread_make_one_gmail_thread_with_a_complete_references_chain(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s", *["1d"] * 9))
    open_mailbox(sandbox_url, contact.email)

    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    await workflow_result(temporal_env, enrollment.workflow_id)

    for address, query in ((mailbox.email, "in:sent"), (contact.email, "in:inbox")):
        seen = await messages(sandbox_url, address, query)
        assert len(seen) == 10
        assert len({s.thread_id for s in seen}) == 1, address
    sent = [s.message for s in await messages(sandbox_url, mailbox.email, "in:sent")]
    ids = [m["Message-ID"] for m in sent]
    for index, message in enumerate(sent[1:], start=1):
        assert message["In-Reply-To"] == ids[index - 1]
        assert message["References"].split() == ids[:index]
        assert message["Subject"] == f"Re: {sent[0]['Subject']}"


async def test_every_email_carries_one_click_unsubscribe_headers_with_a_signed_token(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))

    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    await workflow_result(temporal_env, enrollment.workflow_id)

    (sent,) = await messages(sandbox_url, mailbox.email, "in:sent")
    assert sent.message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    link = sent.message["List-Unsubscribe"].strip("<>")
    assert "/u/" in link
    payload = verify(link.rsplit("/u/", 1)[1], secret=DEV_SECRET, now=datetime.now(UTC))
    assert (payload["e"], payload["m"]) == (enrollment.id, contact.email)


async def test_a_reply_while_gmail_is_accepting_the_email_is_counted_as_raced(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "1d"))
    inject_fault(sandbox_url, mailbox.email, "slow", delay_seconds=2)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    async def reserved() -> bool:
        return bool(await ledger_rows(pool, enrollment.id))

    await eventually(reserved)
    await sequencer.signal(enrollment.id, "reply", ReplySignal(dedupe_key="r-raced"))
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    assert len(await messages(sandbox_url, mailbox.email, "in:sent")) == 1
    outcomes = await pool.fetch(
        "SELECT outcome FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'send_email' ORDER BY id",
        enrollment.id,
    )
    assert [r["outcome"] for r in outcomes] == ["sent", "raced_reply"]
    assert [r["status"] for r in await ledger_rows(pool, enrollment.id)] == ["sent"]


async def test_revoked_credentials_pause_the_mailboxs_enrollments_until_it_is_reconnected(
    pool,
    worker,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    sandbox_url: str,
    api: httpx.AsyncClient,
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        version = await make_sequence(conn, email_steps("0s", "1d"))
        first, second = await make_contact(conn), await make_contact(conn)
    one = await sequencer.enroll(contact_id=first.id, sequence=version.name, mailbox=mailbox.email)
    await eventually(lambda: _sent_count(pool, one.id, 1))
    inject_fault(sandbox_url, mailbox.email, "invalid_grant")
    two = await sequencer.enroll(contact_id=second.id, sequence=version.name, mailbox=mailbox.email)

    async def both_paused() -> bool:
        statuses = await pool.fetch(
            "SELECT status FROM enrollments WHERE id = ANY($1::uuid[])", [one.id, two.id]
        )
        return [r["status"] for r in statuses] == ["paused", "paused"]

    await eventually(both_paused)
    shown = (await api.get(f"/v1/mailboxes/{mailbox.email}")).json()
    assert shown["status"] == "disconnected"
    enrollment = (await api.get(f"/v1/enrollments/{two.id}")).json()
    assert enrollment["status"] == "paused"
    assert enrollment["status_reason"].startswith("mailbox disconnected")

    r = await api.post(f"/v1/mailboxes/{mailbox.email}/reconnect")
    assert r.status_code == 202
    assert r.json()["resumed"] == 2
    results = [await workflow_result(temporal_env, e.workflow_id) for e in (one, two)]

    assert [r["status"] for r in results] == ["completed", "completed"]
    sent = await messages(sandbox_url, mailbox.email, "in:sent")
    assert len(sent) == 4
    assert max(Counter(s.message["Message-ID"] for s in sent).values()) == 1


async def _sent_count(pool, enrollment_id: str, expected: int) -> bool:
    return await sent_count(pool, enrollment_id) == expected


async def test_state_query_shows_a_paused_mailbox(
    pool, worker, sequencer: Sequencer, temporal_env, sandbox_url
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    inject_fault(sandbox_url, mailbox.email, "invalid_grant")
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    async def paused() -> bool:
        state = await handle.query(EnrollmentWorkflow.state)
        return state.status == "paused" and state.next_action.kind == "wait_resume"

    await eventually(paused)
    state = await handle.query(EnrollmentWorkflow.state)
    assert "mailbox disconnected" in (state.reason or "")


async def test_the_unsubscribe_link_asks_on_get_and_unsubscribes_on_one_click_post(
    pool,
    worker,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    sandbox_url: str,
    api: httpx.AsyncClient,
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "2d"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    await eventually(lambda: _sent_count(pool, enrollment.id, 1))
    (sent,) = await messages(sandbox_url, mailbox.email, "in:sent")
    path = "/u/" + sent.message["List-Unsubscribe"].strip("<>").rsplit("/u/", 1)[1]

    page = await api.get(path)
    assert page.status_code == 200 and '<form method="post">' in page.text
    assert (
        await pool.fetchval("SELECT status FROM enrollments WHERE id = $1::uuid", enrollment.id)
    ) == "active"

    done = await api.post(path, data={"List-Unsubscribe": "One-Click"})
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert done.status_code == 200
    assert result["status"] == "unsubscribed"
    suppressed = await pool.fetchval("SELECT reason FROM suppressions WHERE email = $1", contact.email)
    assert suppressed == "unsubscribe"
    assert (await api.post("/u/not-a-token")).status_code == 400
