"""What an email costs in Temporal history: the lean send keeps an email step at 13 events or fewer.

Counts, not timings: one run of a three-step sequence on the time-skipping server, its history read back.
"""

from __future__ import annotations

import json
from collections import Counter

from temporalio.api.enums.v1 import EventType
from temporalio.service import RPCError, RPCStatusCode
from temporalio.testing import WorkflowEnvironment

from activities.slots import MailboxSlots
from sequencer import search_attributes as sa
from starter.client import Sequencer
from tests.factories import email_steps, make_contact, make_mailbox, make_parts, make_sequence
from tests.support import workflow_result

MAX_EVENTS_PER_EMAIL_STEP = 13
MAX_PAYLOAD_BYTES = 64 * 1024


def _name(event_type: int) -> str:
    return EventType.Name(event_type).removeprefix("EVENT_TYPE_")


async def test_an_email_step_costs_at_most_thirteen_history_events_and_no_big_payloads(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "2d", "2d"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    result = await workflow_result(temporal_env, enrollment.workflow_id)
    assert result["steps_sent"] == ["s1", "s2", "s3"]

    history = await temporal_env.client.get_workflow_handle(enrollment.workflow_id).fetch_history()
    events = history.events
    kinds = Counter(_name(e.event_type) for e in events)
    # One send activity per email: no separate slot request, grant signal, re-check or report.
    # The starter hands the run its timing facts and the last send records `completed`: three sends are
    # the only activities.
    assert kinds["ACTIVITY_TASK_SCHEDULED"] == 3
    assert kinds["MARKER_RECORDED"] == 0  # 1.0 has no patches: no marker, no change-version upsert
    assert len(events) <= 3 * MAX_EVENTS_PER_EMAIL_STEP  # start and end included
    assert kinds["SIGNAL_EXTERNAL_WORKFLOW_EXECUTION_INITIATED"] == 0
    assert kinds["WORKFLOW_EXECUTION_SIGNALED"] == 0
    # Steps 2 and 3 sit between two sends: everything from one send's completion to the next one's.
    completed = [i for i, e in enumerate(events) if _name(e.event_type) == "ACTIVITY_TASK_COMPLETED"]
    sends = completed[0:3]
    per_step = [sends[i + 1] - sends[i] for i in range(2)]
    assert max(per_step) <= MAX_EVENTS_PER_EMAIL_STEP, (per_step, kinds)
    # Bodies are rendered inside the activity: nothing near the 64 KB payload ceiling enters history.
    biggest = max(len(json.dumps(history.to_json_dict()["events"][i])) for i in range(len(events)))
    assert biggest < MAX_PAYLOAD_BYTES


async def test_a_mailbox_that_refuses_the_update_still_gets_the_email_out_by_signal(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, monkeypatch
):
    async def refuse(self, mailbox_workflow_id, task_queue, batch):
        raise RPCError("workflow update was aborted", RPCStatusCode.ABORTED, b"")

    monkeypatch.setattr(MailboxSlots, "_update", refuse)
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed" and result["steps_sent"] == ["s1"]
    history = await temporal_env.client.get_workflow_handle(enrollment.workflow_id).fetch_history()
    kinds = Counter(_name(e.event_type) for e in history.events)
    assert kinds["SIGNAL_EXTERNAL_WORKFLOW_EXECUTION_INITIATED"] >= 2  # request_slot, slot_used
    # The refusal reaches the step on the first attempt: it asks by signal at once, instead of the
    # send retrying for its whole budget (a day) against a mailbox that keeps refusing.
    first_send = next(e for e in history.events if e.HasField("activity_task_started_event_attributes"))
    assert first_send.activity_task_started_event_attributes.attempt == 1
    sent = await pool.fetchval(
        "SELECT count(*) FROM send_ledger WHERE enrollment_id = $1::uuid AND status = 'sent'", enrollment.id
    )
    assert sent == 1


async def test_the_start_shows_the_first_step_and_its_send_time_so_the_run_upserts_nothing_before_it(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    weekdays = {"days": ["mon", "tue", "wed", "thu", "fri"], "start": "08:00", "end": "18:00"}
    async with pool.acquire() as conn:
        mailbox, contact = await make_mailbox(conn), await make_contact(conn, timezone="America/Chicago")
        version = await make_sequence(conn, email_steps("1d", "2d"), window=weekdays, jitter="45m")
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)
    shown = (await handle.describe()).typed_search_attributes
    assert shown.get(sa.CURRENT_STEP) == "s1"
    first_at = shown.get(sa.NEXT_SEND_AT)
    assert first_at is not None

    result = await workflow_result(temporal_env, enrollment.workflow_id)
    assert result["steps_sent"] == ["s1", "s2"]
    # The run waited for exactly the moment its start showed (the starter drew the jitter it used).
    planned = await pool.fetchval(
        "SELECT planned_at FROM send_ledger WHERE enrollment_id = $1::uuid AND step_id = 's1'", enrollment.id
    )
    assert planned == first_at
    events = (await handle.fetch_history()).events
    first_send = next(i for i, e in enumerate(events) if _name(e.event_type) == "ACTIVITY_TASK_SCHEDULED")
    before = Counter(_name(e.event_type) for e in events[:first_send])
    assert before["UPSERT_WORKFLOW_SEARCH_ATTRIBUTES"] == 0, before
    # After the first send the run shows the second step itself, and its end.
    after = Counter(_name(e.event_type) for e in events[first_send:])
    assert after["UPSERT_WORKFLOW_SEARCH_ATTRIBUTES"] == 2, after
