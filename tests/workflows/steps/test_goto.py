"""The `goto` executor: a loop that waits runs until a condition lets it out."""

from __future__ import annotations

from datetime import timedelta

from temporalio.testing import WorkflowEnvironment

from starter import contact_events
from starter.client import Sequencer
from tests.support import eventually, unique, workflow_result
from tests.workflows.test_graph import email, enroll, sent_steps
from workflows.enrollment import EnrollmentWorkflow


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
