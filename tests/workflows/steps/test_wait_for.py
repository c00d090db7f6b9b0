"""The `wait_for` executor: the event or the timeout, whichever comes first."""

from __future__ import annotations

from temporalio.testing import WorkflowEnvironment

from starter import contact_events
from starter.client import Sequencer
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
