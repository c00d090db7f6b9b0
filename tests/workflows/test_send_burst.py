"""Many sends of one mailbox due at the same instant (the 9 a.m. burst) take their slots by update, even
when the waiting send activities hold every activity slot the worker has."""

from __future__ import annotations

import asyncio
from collections import Counter

from temporalio.api.enums.v1 import EventType
from temporalio.testing import WorkflowEnvironment

from sequencer.ids import mailbox_workflow_id
from starter.client import Sequencer
from tests.factories import PROJECT, email_steps, make_contacts, make_mailbox, make_sequence
from tests.support import decoded, stop_mailbox_workflow, unique, workflow_result
from worker import running_worker

SENDS = 8
ACTIVITY_SLOTS = 3  # fewer than the sends waiting for their slot


def _name(event_type: int) -> str:
    return EventType.Name(event_type).removeprefix("EVENT_TYPE_")


async def test_a_burst_on_one_mailbox_gets_out_by_update_with_every_activity_slot_taken(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        people = await make_contacts(conn, SENDS)
        version = await make_sequence(conn, email_steps("0s"))
    queue = unique("burst")
    sequencer = Sequencer(pool, temporal_env.client, project_id=PROJECT, task_queue=queue, poll_seconds=None)
    async with running_worker(
        temporal_env.client,
        pool,
        gmail,
        queue,
        poll_seconds=None,
        clock=temporal_env.get_current_time,
        max_concurrent_activities=ACTIVITY_SLOTS,
    ):
        enrollments = await asyncio.gather(
            *(sequencer.enroll(contact_id=p.id, sequence=version.name, mailbox=mailbox.email) for p in people)
        )
        results = [await workflow_result(temporal_env, e.workflow_id) for e in enrollments]
        mailbox_history = await temporal_env.client.get_workflow_handle(
            mailbox_workflow_id(PROJECT, mailbox.id)
        ).fetch_history()
        await stop_mailbox_workflow(temporal_env, mailbox.id)

    assert [r["steps_sent"] for r in results] == [["s1"]] * SENDS
    # The mailbox's run started with its limits: its first grant waited for no activity of its own
    # (one would queue behind the send activities that hold every slot while they wait for grants).
    kinds = Counter(_name(e.event_type) for e in mailbox_history.events)
    assert kinds["ACTIVITY_TASK_SCHEDULED"] == 0, kinds
    # Every slot was granted by an update: to its send, or ahead as a spare its worker handed out.
    granted = 0
    for event in mailbox_history.events:
        if _name(event.event_type) == "WORKFLOW_EXECUTION_UPDATE_COMPLETED":
            answer = decoded(
                event.workflow_execution_update_completed_event_attributes.outcome.success.payloads[0]
            )
            granted += sum(1 for a in answer["answers"].values() if a.get("grant")) + len(answer["spares"])
    assert granted >= SENDS
    # No send fell back to asking by signal.
    for enrollment in enrollments:
        history = await temporal_env.client.get_workflow_handle(enrollment.workflow_id).fetch_history()
        asked_by_signal = [
            e for e in history.events if _name(e.event_type) == "SIGNAL_EXTERNAL_WORKFLOW_EXECUTION_INITIATED"
        ]
        assert asked_by_signal == [], enrollment.workflow_id
    sent = await pool.fetchval(
        "SELECT count(*) FROM send_ledger WHERE enrollment_id = ANY($1::uuid[]) AND status = 'sent'",
        [e.id for e in enrollments],
    )
    assert sent == SENDS
