"""The enrollment workflow on the time-skipping server, with real activities, Postgres and sandbox."""

from __future__ import annotations

import asyncio
import uuid
from datetime import timedelta

import asyncpg
import pytest
from temporalio.client import WorkflowFailureError, WorkflowHandle
from temporalio.exceptions import ApplicationError
from temporalio.testing import WorkflowEnvironment

from activities import plans
from activities.providers.gmail import GmailClient
from contracts import BounceSignal, EnrollmentInput, ExitSignal, ReplySignal, UnsubscribeSignal
from contracts.errors import ENROLLMENT_MISSING
from sequencer.payload_codec import data_converter
from sequencer.settings import Settings
from starter.client import Sequencer
from starter.temporal_setup import ensure_search_attributes
from storage import enrollments, suppressions
from storage.errors import Conflict
from tests.factories import email_steps, make_parts
from tests.gmail_support import sent_log
from tests.support import eventually, venv_binary, workflow_result
from workflows.enrollment import EnrollmentWorkflow


async def sent_messages(gmail: GmailClient, mailbox, query: str = "in:sent") -> list[dict]:
    result = await gmail._call(
        mailbox, lambda s: s.users().messages().list(userId="me", q=query), "messages.list"
    )
    return result.get("messages", [])


async def first_sent(handle: WorkflowHandle) -> bool:
    return "s1" in (await handle.query(EnrollmentWorkflow.state)).steps_sent


async def status_of(pool: asyncpg.Pool, enrollment_id: str) -> str:
    return await pool.fetchval("SELECT status FROM enrollments WHERE id = $1::uuid", enrollment_id)


async def test_three_step_sequence_with_two_day_waits_completes_in_one_thread(
    pool, worker, sequencer: Sequencer, gmail: GmailClient, temporal_env: WorkflowEnvironment
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "2d", "2d"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert result["steps_sent"] == ["s1", "s2", "s3"]
    sent = await sent_messages(gmail, mailbox)
    assert len(sent) == 3
    assert len({m["threadId"] for m in sent}) == 1
    assert await status_of(pool, enrollment.id) == "completed"


async def test_reply_after_first_step_stops_with_exactly_one_email_sent(
    pool, worker, sequencer: Sequencer, gmail: GmailClient, temporal_env: WorkflowEnvironment
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "2d", "2d"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    await eventually(lambda: first_sent(handle))
    await sequencer.signal(enrollment.id, "reply", ReplySignal(dedupe_key="gmail-msg-1"))
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    assert result["steps_sent"] == ["s1"]
    assert len(await sent_messages(gmail, mailbox)) == 1
    assert await status_of(pool, enrollment.id) == "replied"


async def test_second_enrollment_for_the_same_contact_is_refused(pool, worker, sequencer: Sequencer):
    mailbox, contact, version = await make_parts(pool, email_steps("1d", "2d"))
    await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    with pytest.raises(Conflict):
        await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    count = await pool.fetchval("SELECT count(*) FROM enrollments WHERE contact_id = $1::uuid", contact.id)
    assert count == 1


async def test_paused_enrollment_sends_nothing_until_resumed(
    pool, worker, sequencer: Sequencer, gmail: GmailClient, temporal_env: WorkflowEnvironment
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "1d"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    async def state_is(status: str) -> bool:
        return await status_of(pool, enrollment.id) == status

    await eventually(lambda: first_sent(handle))
    await sequencer.signal(enrollment.id, "pause")
    await eventually(lambda: state_is("paused"))
    await temporal_env.sleep(timedelta(days=3))

    assert len(await sent_messages(gmail, mailbox)) == 1
    assert (await handle.query(EnrollmentWorkflow.state)).next_action.kind == "wait_resume"

    await sequencer.signal(enrollment.id, "resume")
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert len(await sent_messages(gmail, mailbox)) == 2


@pytest.mark.parametrize(
    ("signal", "payload", "status", "suppression"),
    [
        ("unsubscribe", UnsubscribeSignal(dedupe_key="u1", source="test"), "unsubscribed", "unsubscribe"),
        ("bounce", BounceSignal(dedupe_key="b1", reason="550 5.1.1 user unknown"), "bounced", "hard_bounce"),
    ],
)
async def test_opt_out_and_hard_bounce_stop_and_suppress_the_address(
    pool,
    worker,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    signal,
    payload,
    status,
    suppression,
):
    mailbox, contact, version = await make_parts(pool, email_steps("1d", "2d"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    await sequencer.signal(enrollment.id, signal, payload)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == status
    assert result["steps_sent"] == []
    async with pool.acquire() as conn:
        assert await suppressions.reason_for(conn, project_id="default", email=contact.email) == suppression


async def test_enrollment_ends_with_the_first_stop_signal(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    mailbox, contact, version = await make_parts(pool, email_steps("1d"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    await handle.signal("reply", ReplySignal(dedupe_key="m1"))
    await handle.signal("exit", ExitSignal(reason="later"))
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    statuses = await pool.fetch(
        "SELECT outcome FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'status'", enrollment.id
    )
    assert [r["outcome"] for r in statuses] == ["replied"]


async def test_temporal_refuses_a_second_run_even_when_the_database_guard_lags(
    pool, worker, sequencer: Sequencer
):
    mailbox, contact, version = await make_parts(pool, email_steps("1d", "2d"))
    first = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    # The projection says the first enrollment ended, but its workflow still runs.
    await pool.execute("UPDATE enrollments SET status = 'completed' WHERE id = $1::uuid", first.id)

    with pytest.raises(Conflict):
        await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    rows = await pool.fetchval("SELECT count(*) FROM enrollments WHERE contact_id = $1::uuid", contact.id)
    assert rows == 1


async def test_an_active_row_whose_workflow_is_gone_does_not_block_a_new_enrollment(pool, task_queue: str):
    # A server of its own: the shared test server's "not found" answer lists every execution it knows,
    # and after a few thousand of them that message no longer fits in an HTTP/2 trailer.
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=venv_binary("temporal-test-server"),
        data_converter=data_converter(Settings().key_ring),
    )
    await ensure_search_attributes(env.client)
    sequencer = Sequencer(pool, env.client, project_id="default", task_queue=task_queue)
    try:
        await _enroll_over_an_orphan(pool, sequencer)
    finally:
        await env.shutdown()


async def _enroll_over_an_orphan(pool, sequencer: Sequencer) -> None:
    mailbox, contact, version = await make_parts(pool, email_steps("1d"))
    async with pool.acquire() as conn:
        orphan = await enrollments.create(
            conn,
            enrollment_id=str(uuid.uuid4()),
            project_id="default",
            contact_id=contact.id,
            sequence_version_id=version.id,
            mailbox_id=mailbox.id,
            workflow_id=f"enrollment:default:{contact.id}",
        )
        await enrollments.set_run_id(conn, enrollment_id=orphan.id, run_id=str(uuid.uuid4()))

    fresh = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    assert fresh.status == "active"
    row = await pool.fetchrow("SELECT status, status_reason FROM enrollments WHERE id = $1::uuid", orphan.id)
    assert row["status"] == "failed"
    assert "workflow closed without recording an end" in row["status_reason"]


async def test_a_first_send_that_runs_before_the_row_commits_goes_out_moments_later(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, monkeypatch
):
    # The starter's commit lags a second behind the workflow's start (a busy database), so the first
    # send finds no row: it asks again within fractions of a second, not after the send's 5 s backoff.
    record_run_id = enrollments.set_run_id
    lagged: set[str] = set()

    async def slow_commit(conn, *, enrollment_id: str, run_id: str) -> None:
        if enrollment_id not in lagged:  # the starter's call, inside its transaction; not load_plan's
            lagged.add(enrollment_id)
            await asyncio.sleep(1)
        await record_run_id(conn, enrollment_id=enrollment_id, run_id=run_id)

    monkeypatch.setattr(enrollments, "set_run_id", slow_commit)
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    started = await temporal_env.get_current_time()  # time stands still only when skipping: it runs
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    async def sent() -> bool:
        query = "SELECT count(*) FROM send_ledger WHERE enrollment_id = $1::uuid AND status = 'sent'"
        return await pool.fetchval(query, enrollment.id) == 1

    await eventually(sent, attempts=200, every=0.05)

    (email,) = await sent_log(sandbox_url, mailbox.email)
    assert enrollment.id in lagged
    # The Date header keeps whole seconds: about 1.5 s shows as 1 s here; the 5 s backoff as 4 s or 5 s.
    assert email.at - started < timedelta(seconds=3)


async def test_a_run_whose_row_never_commits_fails_and_frees_the_contacts_workflow_id(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, task_queue: str
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    plan, _ = plans.build(version, contact, mailbox, {}, await temporal_env.get_current_time())
    workflow_id = f"enrollment:default:{contact.id}"
    # The starter died between starting the run and committing the row: there never is one.
    await temporal_env.client.start_workflow(
        EnrollmentWorkflow.run,
        EnrollmentInput(
            enrollment_id=str(uuid.uuid4()),
            project_id="default",
            contact_id=contact.id,
            mailbox_id=mailbox.id,
            sequence_version_id=version.id,
            plan=plan,
        ),
        id=workflow_id,
        task_queue=task_queue,
    )

    with pytest.raises(WorkflowFailureError) as failed:
        await workflow_result(temporal_env, workflow_id)

    cause = failed.value.cause
    while cause.__cause__ is not None:
        cause = cause.__cause__
    assert isinstance(cause, ApplicationError) and cause.type == ENROLLMENT_MISSING
    again = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    assert again.status == "active" and again.workflow_id == workflow_id
