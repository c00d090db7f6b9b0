"""Recorded histories must keep replaying: a workflow change that breaks them needs workflow.patched
(docs/architecture.md, "Changing a workflow").

tests/histories/ holds runs of the 1.0 code: every step kind and every path the walk and the mailbox
take. Record new ones with `make histories` (it runs the recorders below with
SEQUENCER_RECORD_HISTORIES=1); histories already there are never rewritten: they stand for runs of
older code that may still be open.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from temporalio.client import WorkflowHistory
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Replayer

from contracts import ExitSignal, ReplySignal
from sequencer.ids import mailbox_workflow_id
from sequencer.payload_codec import data_converter
from sequencer.settings import Settings
from sequencer.slots import SendLimits
from starter.client import Sequencer
from tests.factories import UNCAPPED, email_steps, make_contact, make_mailbox, make_sequence
from tests.support import decoded, eventually, workflow_result
from tests.workflows import test_grant_ahead as grant_ahead
from worker import WORKFLOW_RUNNER
from workflows.enrollment import EnrollmentWorkflow
from workflows.mailbox import MailboxWorkflow

HISTORIES = Path(__file__).parents[1] / "histories"
RECORDING = os.environ.get("SEQUENCER_RECORD_HISTORIES") == "1"


def load(path: Path) -> WorkflowHistory:
    return WorkflowHistory.from_json(path.stem, json.loads(path.read_text()))


def save(path: Path, text: str) -> None:
    path.write_text(text)


def recorded() -> list[Path]:
    return sorted(HISTORIES.glob("*.json"))


@pytest.mark.skipif(RECORDING, reason="recording new histories")
@pytest.mark.parametrize("path", recorded(), ids=lambda p: p.stem)
async def test_recorded_history_replays_without_nondeterminism(path: Path):
    history = load(path)

    # Sequencer's converter: histories from before the payload codec are plain and pass through it.
    replayer = Replayer(
        workflows=[EnrollmentWorkflow, MailboxWorkflow],
        data_converter=data_converter(Settings().key_ring),
        workflow_runner=WORKFLOW_RUNNER,  # as the worker runs them
    )
    await replayer.replay_workflow(history)


def test_there_are_recorded_histories_to_replay():
    assert len(recorded()) >= 3


@pytest.mark.skipif(not RECORDING, reason="set SEQUENCER_RECORD_HISTORIES=1 to record")
async def test_record_histories(pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment):
    async def run(
        name: str, steps, *, then=None, contact_fields=None, limits=UNCAPPED, mailbox_history=None, **doc
    ) -> None:
        if (HISTORIES / f"{name}.json").exists():
            return  # recorded histories are kept as they are: they stand for runs of older code
        async with pool.acquire() as conn:
            mailbox = await make_mailbox(conn, limits=limits)
            contact = await make_contact(conn, **(contact_fields or {}))
            version = await make_sequence(conn, steps, **doc)
        enrollment = await sequencer.enroll(
            contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
        )
        handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)
        if then:
            await then(handle)
        await workflow_result(temporal_env, enrollment.workflow_id)
        history = await handle.fetch_history()
        save(HISTORIES / f"{name}.json", history.to_json())
        if mailbox_history:
            mailbox_handle = temporal_env.client.get_workflow_handle(
                mailbox_workflow_id("default", mailbox.id)
            )
            await mailbox_handle.signal(MailboxWorkflow.stop)
            await workflow_result(temporal_env, mailbox_handle.id)
            save(HISTORIES / f"{mailbox_history}.json", (await mailbox_handle.fetch_history()).to_json())

    async def reply_after_first(handle) -> None:
        async def first_sent() -> bool:
            return bool((await handle.query(EnrollmentWorkflow.state)).steps_sent)

        await eventually(first_sent)
        await handle.signal("reply", ReplySignal(dedupe_key="recorded-reply"))

    async def pause_for_an_hour(handle) -> None:
        from datetime import timedelta

        from contracts import PauseSignal

        async def first_sent() -> bool:
            return bool((await handle.query(EnrollmentWorkflow.state)).steps_sent)

        await eventually(first_sent)
        until = await temporal_env.get_current_time() + timedelta(hours=1)
        await handle.signal("pause", PauseSignal(until=until))

    async def pause_then_resume(handle) -> None:
        await handle.signal("pause")
        await handle.signal("resume")

    async def exit_at_once(handle) -> None:
        await handle.signal("exit", ExitSignal(reason="recorded exit"))

    await run("completed_three_steps", email_steps("0s", "2d", "2d"))
    # CurrentStep/NextSendAt search attributes and the memo kept current, a timed pause.
    await run("paused_for_an_hour_after_the_first_email", email_steps("0s", "1d"), then=pause_for_an_hour)
    # Send slots: the capped follow-up is queued by the mailbox (waiting_limit) and sent on its grant.
    await run(
        "follow_up_queued_for_the_cap",
        email_steps("0s", "1h"),
        limits=SendLimits(max_per_24h=1, min_gap_seconds=60),
        mailbox_history="mailbox_grants_a_queued_slot",
    )
    # 1.1: the granted follow-up writes `active` in its send's transaction (no record_status before it).
    await run(
        "follow_up_granted_records_status_in_its_send",
        email_steps("0s", "1h", "2d"),
        limits=SendLimits(max_per_24h=1, min_gap_seconds=60),
    )
    # 1.1: the queued follow-up's send wrote `waiting_limit` itself (no record_status after it).
    await run(
        "follow_up_queued_send_records_waiting",
        email_steps("0s", "1h", "2d"),
        limits=SendLimits(max_per_24h=1, min_gap_seconds=60),
    )
    await run("replied_after_first_email", email_steps("0s", "2d", "2d"), then=reply_after_first)
    # The worker asks with `take_slots` batches; reports ride with them or go as one `slots_used` signal.
    await run(
        "batched_two_steps",
        email_steps("0s", "1h"),
        mailbox_history="mailbox_take_slots_batches",
    )
    await run("paused_and_resumed", email_steps("1h", "1d"), then=pause_then_resume)
    # An exit while the first send is out: the send gets a grace to end by itself, then is cancelled.
    await run("exited_while_sending", email_steps("0s", "2d"), then=exit_at_once)
    # Waits after a send count from its planned moment; business days.
    await run("waits_count_from_the_plan", email_steps("0s", "2d", "2bd"))
    # A goto: on to another step at once.
    goto = [
        *email_steps("0s")[:1],
        {"id": "jump", "type": "goto", "goto": "last"},
        {"id": "last", "type": "email", "after": "1d", "subject": "last", "body": "Hi"},
    ]
    await run("goto_skips_a_step", goto)
    office_hours = {"days": ["mon", "tue", "wed", "thu", "fri"], "start": "08:00", "end": "18:00"}
    text = {"id": "text", "type": "sms", "after": "1h", "body": "Hi"}
    await run(
        "business_days_window_and_unzoned_text",
        [*email_steps("0s", "2bd")[:1], text, *email_steps("0s", "2bd")[1:]],
        contact_fields={"timezone": None, "country": "US", "phone": None},
        window=office_hours,
        jitter="10m",
    )
    # 1.1: the start carries CurrentStep/NextSendAt and the first send's jitter; no upsert before it.
    await run(
        "start_shows_the_first_send",
        email_steps("1d", "2d"),
        contact_fields={"timezone": "America/Chicago"},
        window=office_hours,
        jitter="45m",
    )


@pytest.mark.skipif(not RECORDING, reason="set SEQUENCER_RECORD_HISTORIES=1 to record")
async def test_record_mailbox_history(pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment):
    name = "mailbox_polls_then_stops"
    if (HISTORIES / f"{name}.json").exists():
        return
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    sequencer.poll_seconds = 3600
    workflow_id = await sequencer.watch_mailbox(mailbox.id)
    assert workflow_id is not None
    handle = temporal_env.client.get_workflow_handle(workflow_id)

    async def polled(times: int) -> bool:
        return (await handle.query(MailboxWorkflow.state)).polls >= times

    await eventually(lambda: polled(1))
    await handle.signal(MailboxWorkflow.poll_now)
    await eventually(lambda: polled(2))
    await handle.signal(MailboxWorkflow.stop)
    async with temporal_env.time_skipping_unlocked():
        await handle.result()
    save(HISTORIES / f"{name}.json", (await handle.fetch_history()).to_json())


@pytest.mark.skipif(not RECORDING, reason="set SEQUENCER_RECORD_HISTORIES=1 to record")
async def test_record_spare_slots_history(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    """Issue 26: sends due together on one mailbox with room to spare; the worker's batches ask for
    slots ahead, and the sends after the first ones take those spares without asking again."""
    name = "mailbox_spare_slots"
    if (HISTORIES / f"{name}.json").exists():
        return
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=UNCAPPED)
        version = await make_sequence(conn, email_steps("0s"))
        people = [await make_contact(conn) for _ in range(6)]
    enrolled = [
        await sequencer.enroll(contact_id=p.id, sequence=version.name, mailbox=mailbox.email) for p in people
    ]
    for enrollment in enrolled:
        await workflow_result(temporal_env, enrollment.workflow_id)
    handle = temporal_env.client.get_workflow_handle(mailbox_workflow_id("default", mailbox.id))
    await handle.signal(MailboxWorkflow.stop)
    async with temporal_env.time_skipping_unlocked():
        await handle.result()
    history = await handle.fetch_history()
    spares = [
        e
        for e in history.events
        if e.HasField("workflow_execution_update_completed_event_attributes")
        and '"spare": true'
        in json.dumps(
            decoded(e.workflow_execution_update_completed_event_attributes.outcome.success.payloads[0])
        )
    ]
    assert spares, "no spare was granted"
    save(HISTORIES / f"{name}.json", history.to_json())


async def _gapped_mailbox_history(
    pool, sequencer: Sequencer, env: WorkflowEnvironment, task_queue: str, people: int, **how
) -> WorkflowHistory:
    """The history of a gapped mailbox's run (test_grant_ahead.enroll_on_a_gapped_mailbox) once its
    `people` enrollments have finished and it was stopped."""
    _, handle, _, enrolled = await grant_ahead.enroll_on_a_gapped_mailbox(
        pool, sequencer, env, task_queue, people, **how
    )
    for enrollment in enrolled:
        await workflow_result(env, enrollment.workflow_id)
    await handle.signal(MailboxWorkflow.stop)
    async with env.time_skipping_unlocked():
        await handle.result()
    return await handle.fetch_history()


@pytest.mark.skipif(not RECORDING, reason="set SEQUENCER_RECORD_HISTORIES=1 to record")
async def test_record_grant_ahead_history(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, task_queue: str
):
    """Sends due together on a mailbox with a minimum gap and a grant lead: each next slot is granted
    as soon as the last send is reported, with `send_at` at the slot."""
    name = "mailbox_grant_ahead"
    if (HISTORIES / f"{name}.json").exists():
        return
    history = await _gapped_mailbox_history(pool, sequencer, temporal_env, task_queue, 3, lead=3)
    assert any(g["send_at"] is not None for g in grant_ahead.grants(history)), "no slot was granted ahead"
    save(HISTORIES / f"{name}.json", history.to_json())


@pytest.mark.skipif(not RECORDING, reason="set SEQUENCER_RECORD_HISTORIES=1 to record")
async def test_record_slot_schedule_history(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, task_queue: str
):
    """1.1 (patch `slot-schedule`): sends due together on a mailbox with a minimum gap and a lead that
    covers two more gaps; the slots within the lead are granted in one go, before any report."""
    name = "mailbox_slot_schedule"
    if (HISTORIES / f"{name}.json").exists():
        return
    history = await _gapped_mailbox_history(pool, sequencer, temporal_env, task_queue, 4, lead=12, after="1h")
    assert len(grant_ahead.grants_before_the_first_report(history)) >= 2, "no schedule was granted"
    save(HISTORIES / f"{name}.json", history.to_json())


@pytest.mark.skipif(not RECORDING, reason="set SEQUENCER_RECORD_HISTORIES=1 to record")
async def test_record_graph_histories(pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment):
    """The step graph (issue 8): a condition, a wait that times out, a reviewed email, a skip, a
    timed pause and a live edit, so a later change to any of them must keep these replaying."""
    from datetime import timedelta

    from contracts import PauseSignal, ReviewDecision, SkipSignal
    from starter import editing
    from storage import tasks

    def email(step_id: str, after: str = "0s", **extra):
        return {"id": step_id, "type": "email", "after": after, "subject": step_id, "body": "Hi", **extra}

    name = "graph_condition_wait_review_skip_pause"
    if not (HISTORIES / f"{name}.json").exists():
        steps = [
            email("intro", review=True),
            {
                "id": "plan",
                "type": "condition",
                "if": 'contact.fields.plan == "pro"',
                "then": "hold",
                "else": "end",
            },
            {
                "id": "hold",
                "type": "wait_for",
                "event": "deal_stage_changed",
                "timeout": "1d",
                "then": "end",
                "else": "skipped",
            },
            email("skipped", "2d"),
            email("last", "1d", variants=[{"id": "A", "subject": "a"}, {"id": "B", "subject": "b"}]),
        ]
        async with pool.acquire() as conn:
            mailbox = await make_mailbox(conn, limits=UNCAPPED)
            contact = await make_contact(conn, fields={"plan": "pro"})
            version = await make_sequence(conn, steps)
        enrollment = await sequencer.enroll(
            contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
        )
        handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

        async def at(kind: str, step: str) -> bool:
            state = await handle.query(EnrollmentWorkflow.state)
            return state.next_action.kind == kind and state.current_step == step

        await eventually(lambda: at("review", "intro"))
        async with pool.acquire() as conn:
            task_id = await conn.fetchval(
                "SELECT id::text FROM tasks WHERE enrollment_id = $1::uuid", enrollment.id
            )
            await tasks.complete(
                conn, project_id="default", task_id=task_id, outcome="approved", subject="Edited"
            )
        await handle.signal("review_decided", ReviewDecision(task_id=task_id, outcome="approved"))
        await eventually(lambda: at("wait_event", "hold"))
        await temporal_env.sleep(timedelta(days=1, hours=1))  # the wait times out
        await eventually(lambda: at("send", "skipped"))
        await handle.signal("skip", SkipSignal(step_id="skipped"))
        await eventually(lambda: at("send", "last"))
        await handle.signal(
            "pause", PauseSignal(until=await temporal_env.get_current_time() + timedelta(hours=5))
        )
        await workflow_result(temporal_env, enrollment.workflow_id)
        save(HISTORIES / f"{name}.json", (await handle.fetch_history()).to_json())

    name = "graph_live_edit_next_step"
    if not (HISTORIES / f"{name}.json").exists():
        async with pool.acquire() as conn:
            mailbox = await make_mailbox(conn, limits=UNCAPPED)
            contact = await make_contact(conn)
            version = await make_sequence(conn, [email("intro"), email("second", "2d"), email("third", "1d")])
        enrollment = await sequencer.enroll(
            contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
        )
        handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

        async def waiting_second() -> bool:
            state = await handle.query(EnrollmentWorkflow.state)
            return state.current_step == "second" and state.next_action.kind == "send"

        await eventually(waiting_second)
        draft, _ = await editing.open_draft(sequencer, version.name, None)
        steps = [email("intro"), email("third", "1d", subject="new third"), email("fourth", "1d")]
        await editing.save_draft(sequencer, version.name, {**draft.document, "steps": steps}, draft.revision)
        await editing.publish_draft(sequencer, version.name, revision=None, live_edit="next_step")
        await workflow_result(temporal_env, enrollment.workflow_id)
        save(HISTORIES / f"{name}.json", (await handle.fetch_history()).to_json())


@pytest.mark.skipif(not RECORDING, reason="set SEQUENCER_RECORD_HISTORIES=1 to record")
async def test_record_task_and_text_histories(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, from_number: str
):
    """Tasks and texts (issue 9): a call answered `voicemail`, its branch's text whose outcome is unknown
    (needs_review) and is resolved `sent`, then an email."""
    from contracts import ResolveSignal, TaskDone
    from storage import tasks
    from tests.sms_support import awake_zone, fault, phone_number

    name = "task_call_then_unknown_text_resolved"
    if (HISTORIES / f"{name}.json").exists():
        return
    steps = [
        {"id": "call", "type": "task", "kind": "call", "due": "1h", "branches": {"voicemail": "text"}},
        {"id": "text", "type": "sms", "body": "Left you a voicemail, {{ contact.first_name }}"},
        {"id": "follow", "type": "email", "after": "1d", "subject": "After the call", "body": "Hi"},
    ]
    await fault(sandbox_url, method="sms.messages.create", number=from_number, mode="accept_then_fail")
    await fault(sandbox_url, method="sms.messages.list", mode="http_500")
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=UNCAPPED)
        zone = awake_zone(await temporal_env.get_current_time())
        contact = await make_contact(conn, phone=phone_number(), timezone=zone)
        version = await make_sequence(conn, steps)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    async def at(kind: str) -> bool:
        return (await handle.query(EnrollmentWorkflow.state)).next_action.kind == kind

    await eventually(lambda: at("task"))
    async with pool.acquire() as conn:
        task_id = await conn.fetchval(
            "SELECT id::text FROM tasks WHERE enrollment_id = $1::uuid", enrollment.id
        )
        await tasks.complete(conn, project_id="default", task_id=task_id, outcome="voicemail")
    await handle.signal("task_completed", TaskDone(task_id=task_id, outcome="voicemail"))
    await eventually(lambda: at("needs_review"))
    await handle.signal("resolve", ResolveSignal(resolution="sent", note="the rep saw it arrive"))
    await workflow_result(temporal_env, enrollment.workflow_id)
    save(HISTORIES / f"{name}.json", (await handle.fetch_history()).to_json())


@pytest.mark.skipif(not RECORDING, reason="set SEQUENCER_RECORD_HISTORIES=1 to record")
async def test_record_raw_start_history(pool, worker, task_queue: str, temporal_env: WorkflowEnvironment):
    """A run started by a plain Temporal client (issue 25): plain JSON, adopted row, a raw reply."""
    import uuid

    from temporalio.client import Client

    name = "raw_start_json_then_reply"
    if (HISTORIES / f"{name}.json").exists():
        return
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        version = await make_sequence(conn, email_steps("0s", "3d"))
    raw = Client(temporal_env.client.service_client, namespace=temporal_env.client.namespace)
    start = {
        "contact": {
            "email": f"dana.{uuid.uuid4().hex[:8]}@globex.test",
            "first_name": "Dana",
            "timezone": "Europe/Berlin",
        },
        "sequence": version.name,
        "mailbox": mailbox.email,
    }
    handle = await raw.start_workflow(
        "EnrollmentWorkflow", start, id=f"raw-{uuid.uuid4().hex[:8]}", task_queue=task_queue
    )

    decoding = temporal_env.client.get_workflow_handle(handle.id)  # answers are encrypted by the worker

    async def first_sent() -> bool:
        return (await decoding.query(EnrollmentWorkflow.state)).steps_sent == ["s1"]

    await eventually(first_sent)
    await handle.signal("reply", {"message_id": "<r1@globex.test>", "intent": "interested"})
    await workflow_result(temporal_env, handle.id)
    save(HISTORIES / f"{name}.json", (await decoding.fetch_history()).to_json())


@pytest.mark.skipif(not RECORDING, reason="set SEQUENCER_RECORD_HISTORIES=1 to record")
async def test_record_enroll_update_history(pool, worker, task_queue: str, temporal_env: WorkflowEnvironment):
    """Enrolled by update-with-start (issue 39), then controls as updates: pause, resume, a skip that
    answers once the walk left the step, a rejected resume (never in the history), and a reply."""
    import uuid

    from temporalio.client import WithStartWorkflowOperation, WorkflowUpdateFailedError
    from temporalio.common import WorkflowIDConflictPolicy

    name = "enroll_update_then_controls"
    if (HISTORIES / f"{name}.json").exists():
        return
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        version = await make_sequence(conn, email_steps("1d", "3d", "3d"))
        contact = await make_contact(conn)
    client = temporal_env.client
    workflow_id = f"upd-{uuid.uuid4().hex[:8]}"
    operation = WithStartWorkflowOperation(
        "EnrollmentWorkflow",
        {"contact_id": contact.id, "sequence": version.name, "mailbox": mailbox.email},
        id=workflow_id,
        task_queue=task_queue,
        id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
    )
    await client.execute_update_with_start_workflow("enroll", start_workflow_operation=operation)
    handle = client.get_workflow_handle(workflow_id)

    async def on(step: str) -> bool:
        return (await handle.query(EnrollmentWorkflow.state)).current_step == step

    await eventually(lambda: on("s1"))
    await handle.execute_update("pause", {})
    await handle.execute_update("resume")
    with pytest.raises(WorkflowUpdateFailedError):
        await handle.execute_update("resume")
    await handle.execute_update("skip", {"step_id": "s1"})
    await handle.execute_update("reply", {"message_id": "<r2@globex.test>"})
    await workflow_result(temporal_env, workflow_id)
    save(HISTORIES / f"{name}.json", (await handle.fetch_history()).to_json())
