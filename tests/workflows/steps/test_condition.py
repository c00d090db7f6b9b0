"""The `condition` executor: a branch on contact fields and on live CRM facts, said in the ledger."""

from __future__ import annotations

from temporalio.testing import WorkflowEnvironment

from activities.flow import CRM_TOKEN
from sequencer.settings import Settings
from starter.client import Sequencer
from storage import crm
from tests.support import workflow_result
from tests.workflows.test_graph import email, enroll, ledger, sent_steps


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
