"""The step graph on the time-skipping server: branches, conditions on live facts, waits for events,
reviews, skips, pauses that end by themselves, and live edits of running enrollments."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import httpx
from temporalio.testing import WorkflowEnvironment

from activities.flow import CRM_TOKEN
from sequencer.settings import Settings
from starter import contact_events, editing
from starter.client import Sequencer
from storage import crm
from tests.factories import UNCAPPED, make_contact, make_mailbox, make_sequence
from tests.support import eventually, settled, unique, workflow_result
from workflows.enrollment import EnrollmentWorkflow
from workflows.inputs import PauseSignal, ReplySignal, SkipSignal


def email(step_id: str, after: str = "0s", **extra) -> dict:
    return {
        "id": step_id,
        "type": "email",
        "after": after,
        "subject": f"About {step_id}",
        "body": "Hi",
        **extra,
    }


async def enroll(pool, sequencer: Sequencer, steps: list[dict], *, contact_fields=None, **doc):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        contact = await make_contact(conn, **(contact_fields or {}))
        version = await make_sequence(conn, steps, **doc)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    return enrollment, contact, version


async def ledger(pool, enrollment_id: str) -> list[tuple]:
    rows = await pool.fetch(
        "SELECT step_id, action, outcome, branch FROM run_ledger WHERE enrollment_id = $1::uuid ORDER BY id",
        enrollment_id,
    )
    return [tuple(r) for r in rows]


async def sent_steps(pool, enrollment_id: str) -> list[str]:
    rows = await pool.fetch(
        """SELECT step_id FROM send_ledger WHERE enrollment_id = $1::uuid AND status = 'sent'
            ORDER BY sent_at, id""",
        enrollment_id,
    )
    return [r["step_id"] for r in rows]


async def test_a_condition_on_contact_fields_takes_its_branch_and_the_ledger_says_why(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    steps = [
        email("intro"),
        {
            "id": "check",
            "type": "condition",
            "if": 'contact.fields.plan == "enterprise"',
            "then": "big",
            "else": "small",
        },
        email("big", "1d", next="end"),
        email("small", "1d"),
    ]
    enrollment, _, _ = await enroll(pool, sequencer, steps, contact_fields={"fields": {"plan": "enterprise"}})

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert await sent_steps(pool, enrollment.id) == ["intro", "big"]
    facts = await pool.fetchval(
        "SELECT facts FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'condition'", enrollment.id
    )
    assert facts["read"] == {"contact.fields.plan": "enterprise"}
    assert ("check", "condition", "then", "then") in await ledger(pool, enrollment.id)


async def test_a_condition_reads_a_live_crm_value_through_the_attio_adapter(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, attio_stub
):
    steps = [
        {
            "id": "check",
            "type": "condition",
            "if": 'crm.deal.stage == "Won"',
            "then": "thanks",
            "else": "pitch",
        },
        email("thanks", next="end"),
        email("pitch"),
    ]
    sealed = Settings().key_ring.seal("attio-test-token", purpose=CRM_TOKEN)
    async with pool.acquire() as conn:
        await crm.put(
            conn,
            project_id="default",
            provider="attio",
            base_url=attio_stub.url,
            sealed_token=sealed,
            facts={},
        )
    try:
        won, won_contact, _ = await enroll(pool, sequencer, steps)
        attio_stub.deal_stage[won_contact.email] = "Won"
        lost, lost_contact, _ = await enroll(pool, sequencer, steps)
        attio_stub.deal_stage[lost_contact.email] = "Lost"
        # (the stage is read when the condition runs, not when the enrollment starts)
        await workflow_result(temporal_env, won.workflow_id)
        await workflow_result(temporal_env, lost.workflow_id)
    finally:
        async with pool.acquire() as conn:
            await crm.delete(conn, project_id="default")

    assert await sent_steps(pool, won.id) == ["thanks"]
    assert await sent_steps(pool, lost.id) == ["pitch"]
    read = await pool.fetchval(
        "SELECT facts->'read' FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'condition'", won.id
    )
    assert read == {"crm.deal.stage": "Won"}
    assert attio_stub.queries >= 4  # person then deal, for each
    assert set(attio_stub.tokens) == {"Bearer attio-test-token"}  # opened from its sealed copy


async def test_wait_for_branches_on_the_event_or_the_timeout_whichever_comes_first(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    steps = [
        email("intro"),
        {
            "id": "hold",
            "type": "wait_for",
            "event": "deal_stage_changed",
            "timeout": "3d",
            "then": "moved",
            "else": "nudge",
        },
        email("moved", next="end"),
        email("nudge"),
    ]
    heard, heard_contact, _ = await enroll(pool, sequencer, steps)
    silent, _, _ = await enroll(pool, sequencer, steps)
    handle = temporal_env.client.get_workflow_handle(heard.workflow_id)

    async def waiting() -> bool:
        return (await handle.query(EnrollmentWorkflow.state)).next_action.kind == "wait_event"

    await eventually(waiting)
    await contact_events.record(
        sequencer,
        contact_ref=heard_contact.id,
        event_id=unique("stage"),
        type="deal_stage_changed",
        data={"stage": "demo"},
    )
    await workflow_result(temporal_env, heard.workflow_id)
    await workflow_result(temporal_env, silent.workflow_id)

    assert await sent_steps(pool, heard.id) == ["intro", "moved"]
    assert await sent_steps(pool, silent.id) == ["intro", "nudge"]
    assert ("hold", "wait_for", "timeout", "nudge") in await ledger(pool, silent.id)


async def test_a_loop_that_waits_runs_until_a_condition_lets_it_out(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    steps = [
        email("ping", "1d"),
        {
            "id": "again",
            "type": "condition",
            "if": "not events.deal_stage_changed",
            "then": "ping",
            "else": "end",
        },
    ]
    enrollment, contact, _ = await enroll(pool, sequencer, steps)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    async def sent_twice() -> bool:
        return len(await sent_steps(pool, enrollment.id)) >= 2

    await temporal_env.sleep(timedelta(days=2, hours=1))  # two pings, a day apart
    await eventually(sent_twice)
    await contact_events.record(
        sequencer,
        contact_ref=contact.id,
        event_id=unique("won"),
        type="deal_stage_changed",
        data={"stage": "won"},
    )
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    sends = await pool.fetch(
        "SELECT idempotency_key FROM send_ledger WHERE enrollment_id = $1::uuid AND status = 'sent'",
        enrollment.id,
    )
    keys = [r["idempotency_key"] for r in sends]
    assert len(keys) == len(set(keys)) >= 2  # each visit of the step is its own email
    assert (await handle.query(EnrollmentWorkflow.state)).status == "completed"


async def test_skip_moves_past_the_waiting_step_and_a_pause_until_resumes_by_itself(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    steps = [email("intro"), email("follow", "5d"), email("last", "1d")]
    enrollment, _, _ = await enroll(pool, sequencer, steps)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    async def at(step: str) -> bool:
        state = await handle.query(EnrollmentWorkflow.state)
        return state.current_step == step and state.next_action.kind == "send"

    await eventually(lambda: at("follow"))
    await handle.signal("skip", SkipSignal(step_id="follow", reason="rep called instead"))
    await eventually(lambda: at("last"))
    now = await temporal_env.get_current_time()
    await handle.signal("pause", PauseSignal(until=now + timedelta(days=3)))
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert await sent_steps(pool, enrollment.id) == ["intro", "last"]
    rows = await ledger(pool, enrollment.id)
    assert ("follow", "skip_step", "skipped", "skipped") in rows
    assert ("last", "resume", "pause_ended", None) in rows
    sent_at = await pool.fetchval(
        "SELECT sent_at FROM send_ledger WHERE enrollment_id = $1::uuid AND step_id = 'last'", enrollment.id
    )
    assert sent_at is not None


async def _running_on(pool, sequencer: Sequencer, temporal_env, first_steps, second_steps, policy: str):
    enrollment, contact, version = await enroll(pool, sequencer, first_steps)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    async def waiting_for_second() -> bool:
        state = await handle.query(EnrollmentWorkflow.state)
        return state.steps_sent == ["intro"] and state.next_action.kind == "send"

    await eventually(waiting_for_second)
    draft, _ = await editing.open_draft(sequencer, version.name, None)
    await editing.save_draft(
        sequencer, version.name, {**draft.document, "steps": second_steps}, draft.revision
    )
    published = await editing.publish_draft(sequencer, version.name, revision=None, live_edit=policy)
    return enrollment, published


async def test_live_edit_stay_keeps_the_old_version(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    first = [email("intro"), email("second", "2d")]
    second = [email("intro"), email("second", "2d", subject="Changed"), email("third", "1d")]
    enrollment, published = await _running_on(pool, sequencer, temporal_env, first, second, "stay")

    await workflow_result(temporal_env, enrollment.workflow_id)

    assert (published.moved, published.stayed) == (0, 1)
    assert await sent_steps(pool, enrollment.id) == ["intro", "second"]
    subjects = await pool.fetch(
        "SELECT subject FROM send_ledger WHERE enrollment_id = $1::uuid", enrollment.id
    )
    assert "Changed" not in [r["subject"] for r in subjects]


async def test_live_edit_next_step_moves_at_the_next_step_the_new_version_still_has(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    first = [email("intro"), email("second", "2d"), email("third", "2d")]
    second = [email("intro"), email("third", "1d", subject="New third"), email("fourth", "1d")]
    enrollment, published = await _running_on(pool, sequencer, temporal_env, first, second, "next_step")

    await workflow_result(temporal_env, enrollment.workflow_id)

    assert published.moved == 1
    assert await sent_steps(pool, enrollment.id) == ["intro", "third", "fourth"]
    moved = await pool.fetchrow(
        "SELECT outcome, detail FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'version_change'",
        enrollment.id,
    )
    assert moved["outcome"] == "next_step" and "from step second to third" in moved["detail"]
    row = await pool.fetchval(
        "SELECT sequence_version_id::text FROM enrollments WHERE id = $1::uuid", enrollment.id
    )
    assert row == published.version.id


async def test_live_edit_next_step_exits_with_a_reason_when_no_step_is_left(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    first = [email("intro"), email("second", "2d")]
    second = [email("other", "1d")]
    enrollment, _ = await _running_on(pool, sequencer, temporal_env, first, second, "next_step")

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "exited" and "none of the steps left" in result["reason"]
    assert await sent_steps(pool, enrollment.id) == ["intro"]


async def test_live_edit_restart_starts_the_new_version_over(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    first = [email("intro"), email("second", "2d")]
    second = [email("hello", "1h"), email("again", "1d")]
    enrollment, _ = await _running_on(pool, sequencer, temporal_env, first, second, "restart")

    await workflow_result(temporal_env, enrollment.workflow_id)

    assert await sent_steps(pool, enrollment.id) == ["intro", "hello", "again"]


async def test_a_reviewed_email_goes_out_as_the_rep_edited_it_and_an_unanswered_one_follows_on_expire(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient, sandbox_url: str
):
    from tests.gmail_support import messages

    steps = [
        email("intro", review=True, review_expires="2d"),
        email("next", "1d", review=True, on_expire="exit"),
    ]
    enrollment, contact, _ = await enroll(pool, sequencer, steps)

    async def review_task(step: str) -> dict | None:
        open_tasks = (await api.get("/v1/tasks", params={"kind": "review", "status": "open"})).json()
        return next(
            (t for t in open_tasks if t["enrollment_id"] == enrollment.id and t["step_id"] == step), None
        )

    await eventually(lambda: review_task("intro"))
    task = await review_task("intro")
    assert task is not None and task["subject"] == "About intro" and task["body"] == "Hi"
    approved = await api.post(
        f"/v1/tasks/{task['id']}/complete",
        json={"outcome": "approved", "subject": "Edited", "body": "Edited body"},
    )
    assert approved.status_code == 200, approved.text
    again = await api.post(f"/v1/tasks/{task['id']}/complete", json={"outcome": "approved"})
    other = await api.post(f"/v1/tasks/{task['id']}/complete", json={"outcome": "skipped"})
    unknown = await api.post(f"/v1/tasks/{task['id']}/complete", json={"outcome": "maybe"})
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert (again.status_code, other.status_code, unknown.status_code) == (200, 409, 422)
    assert "approved, skipped, exited" in unknown.json()["error"]["message"]
    assert result["status"] == "exited" and "said exit" in result["reason"]  # `next` expired unanswered
    assert await sent_steps(pool, enrollment.id) == ["intro"]
    mailbox_email = await pool.fetchval(
        "SELECT m.email FROM mailboxes m JOIN enrollments e ON e.mailbox_id = m.id WHERE e.id = $1::uuid",
        enrollment.id,
    )
    (sent,) = await messages(sandbox_url, mailbox_email, "in:sent")
    assert sent.message["Subject"] == "Edited" and "Edited body" in sent.message.get_content()
    assert sent.message["To"].endswith(f"<{contact.email}>") or contact.email in sent.message["To"]


async def test_variants_split_by_weight_stay_put_and_are_recorded(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    from sequencer import variants

    variant_step = email(
        "intro",
        variants=[
            {"id": "A", "weight": 1, "subject": "Subject A"},
            {"id": "B", "weight": 3, "subject": "Subject B"},
        ],
    )
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=UNCAPPED)
        version = await make_sequence(conn, [variant_step])
        # 40 random enrollment ids: all drawing the same variant at 1:3 has odds of 0.75**40, 1 in 100,000
        people = [await make_contact(conn) for _ in range(40)]
    enrolled = [
        await sequencer.enroll(contact_id=p.id, sequence=version.name, mailbox=mailbox.email) for p in people
    ]
    handles = [temporal_env.client.get_workflow_handle(e.workflow_id) for e in enrolled]
    async with temporal_env.time_skipping_unlocked():
        await asyncio.wait_for(asyncio.gather(*(settled(h) for h in handles)), timeout=120)

    rows = await pool.fetch(
        """SELECT enrollment_id::text AS id, variant, subject FROM send_ledger
            WHERE enrollment_id = ANY($1::uuid[])""",
        [e.id for e in enrolled],
    )
    assert len(rows) == 40
    for row in rows:
        expected = ["A", "B"][variants.pick(row["id"], "intro", [1, 3])]
        assert row["variant"] == expected and row["subject"] == f"Subject {expected}"
    assert {r["variant"] for r in rows} == {"A", "B"}


async def test_live_edit_next_step_sends_the_waiting_step_as_the_new_version_has_it(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    first = [email("intro"), email("second", "2d")]
    second = [email("intro"), email("second", "2d", subject="Second, improved"), email("third", "1d")]
    enrollment, _ = await _running_on(pool, sequencer, temporal_env, first, second, "next_step")

    await workflow_result(temporal_env, enrollment.workflow_id)

    rows = await pool.fetch(
        "SELECT step_id, subject FROM send_ledger WHERE enrollment_id = $1::uuid ORDER BY sent_at, id",
        enrollment.id,
    )
    assert [(r["step_id"], r["subject"]) for r in rows] == [
        ("intro", "About intro"),
        ("second", "Second, improved"),
        ("third", "About third"),
    ]


async def test_a_long_loop_continues_as_new_and_keeps_its_visits_and_signals(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    sequencer.events_per_run = 30  # a fresh run every couple of pings
    steps = [email("ping", "1d"), {"id": "again", "type": "goto", "goto": "ping"}]
    enrollment, _, _ = await enroll(pool, sequencer, steps)

    async def sent_five_times() -> bool:
        return len(await sent_steps(pool, enrollment.id)) >= 5

    await temporal_env.sleep(timedelta(days=5, hours=1))
    await eventually(sent_five_times)
    first_run = enrollment.workflow_run_id
    latest = await temporal_env.client.get_workflow_handle(enrollment.workflow_id).describe()
    assert latest.run_id != first_run  # it continued as new

    # A signal for the enrollment finds its current run, even through the first run's id.
    stored = await pool.fetchval("SELECT workflow_run_id FROM enrollments WHERE id = $1::uuid", enrollment.id)
    assert stored == latest.run_id  # the new run recorded itself
    await pool.execute(
        "UPDATE enrollments SET workflow_run_id = $2 WHERE id = $1::uuid", enrollment.id, first_run
    )
    await sequencer.signal(enrollment.id, "reply", ReplySignal(dedupe_key="loop-reply"))
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    assert len(result["steps_sent"]) >= 5  # carried across runs
    keys = await pool.fetch(
        "SELECT idempotency_key FROM send_ledger WHERE enrollment_id = $1::uuid AND status = 'sent'",
        enrollment.id,
    )
    visits = [r["idempotency_key"] for r in keys]
    assert len(visits) == len(set(visits)) == len(result["steps_sent"])  # every visit its own email, once
    stored = await pool.fetchval("SELECT workflow_run_id FROM enrollments WHERE id = $1::uuid", enrollment.id)
    assert stored != first_run
