"""The `wait_for` executor: the event or the timeout, whichever comes first."""

from __future__ import annotations

from datetime import timedelta

from temporalio.testing import WorkflowEnvironment

from starter import contact_events
from starter.client import Sequencer
from tests.factories import make_parts
from tests.gmail_support import inject_fault
from tests.support import eventually, unique, workflow_result
from tests.workflows.test_graph import email, enroll, ledger, sent_steps
from workflows.enrollment import EnrollmentWorkflow


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


async def test_a_timeout_after_a_send_seconds_late_counts_from_the_steps_planned_moment(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    # Gmail takes 3 s to accept the intro (time runs at wall speed while an activity works). The wait
    # is due when the intro was planned, and its two days count from then. Counted from when the step
    # began, it was 2 days and 3 s (and the simulator's report drifted a second on a busy machine).
    steps = [
        email("intro"),
        {"id": "hold", "type": "wait_for", "event": "deal_stage_changed", "timeout": "2d", "else": "nudge"},
        email("nudge"),
    ]
    steps[1]["then"] = "end"
    mailbox, contact, version = await make_parts(pool, steps)
    inject_fault(sandbox_url, mailbox.email, "slow", delay_seconds=3)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    await workflow_result(temporal_env, enrollment.workflow_id)

    rows = await pool.fetch(
        "SELECT step_id, planned_at FROM send_ledger WHERE enrollment_id = $1::uuid AND status = 'sent'",
        enrollment.id,
    )
    planned = {r["step_id"]: r["planned_at"] for r in rows}
    # The nudge goes when the timeout fires (a workflow task's few milliseconds after its timer).
    assert timedelta(days=2) <= planned["nudge"] - planned["intro"] < timedelta(days=2, seconds=1)
