"""The step graph on the time-skipping server: branches, conditions on live facts, waits for events,
reviews, skips, pauses that end by themselves, and live edits of running enrollments."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from temporalio.testing import WorkflowEnvironment

from contracts import PauseSignal, ReplySignal, SkipSignal
from starter import editing
from starter.client import Sequencer
from tests.factories import UNCAPPED, make_contact, make_mailbox, make_sequence
from tests.support import eventually, settled, workflow_result
from workflows.enrollment import EnrollmentWorkflow


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
