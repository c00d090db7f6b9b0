"""A step's id is the author's: no id can be mistaken for how a step ended. Executors return typed
results (workflows/context.py), so `ended`, `interrupted`, `go` and `end`-like ids are steps like any
other. (Before 1.0 a step id `ended` ended the walk, and `interrupted` failed a workflow task forever.)"""

from __future__ import annotations

import httpx
import pytest
from temporalio.testing import WorkflowEnvironment

from contracts import SkipSignal
from starter.client import Sequencer
from tests.api.test_simulate import by_id, contact, document, friday_10am, run
from tests.support import eventually, workflow_result
from tests.workflows.test_graph import email, enroll, ledger, sent_steps
from workflows.enrollment import EnrollmentWorkflow

IDS = ["ended", "interrupted", "go", "ending", "end_", "the-end", "timeout", "event"]


async def test_steps_named_like_the_walks_own_words_all_run(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    steps = [email(step_id, "1h" if i else "0s") for i, step_id in enumerate(IDS)]
    enrollment, _, _ = await enroll(pool, sequencer, steps)

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert result["steps_sent"] == IDS
    assert await sent_steps(pool, enrollment.id) == IDS


async def test_a_skip_of_a_step_named_interrupted_moves_on_to_the_next_one(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    steps = [
        email("go"),
        email("interrupted", "2d"),
        {
            "id": "ended",
            "type": "wait_for",
            "event": "deal_won",
            "timeout": "1d",
            "then": "end",
            "else": "ending",
        },
        email("ending", "1h"),
    ]
    enrollment, _, _ = await enroll(pool, sequencer, steps)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    async def waiting_on(step_id: str) -> bool:
        state = await handle.query(EnrollmentWorkflow.state)
        return state.current_step == step_id and state.next_action.kind in ("send", "wait")

    await eventually(lambda: waiting_on("interrupted"))
    await handle.signal(EnrollmentWorkflow.skip, SkipSignal(step_id="interrupted"))
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert result["steps_sent"] == ["go", "ending"]
    assert ("ended", "wait_for", "timeout", "ending") in await ledger(pool, enrollment.id)


@pytest.mark.parametrize("middle", ["ended", "interrupted", "go"])
async def test_the_simulator_walks_a_step_named_like_a_result(api: httpx.AsyncClient, middle: str):
    steps = [
        {"id": "a", "type": "email", "after": "0s", "subject": "A", "body": "Hi"},
        {"id": middle, "type": "email", "after": "1d", "subject": "B", "body": "Hi"},
        {"id": "c", "type": "email", "after": "1d", "subject": "C", "body": "Hi"},
    ]
    friday = friday_10am()

    report = await run(api, sequence=document(steps), contact=contact(), start=friday.isoformat())

    assert report["status"] == "completed"
    assert [(s["id"], s["outcome"]) for s in report["steps"]] == [
        ("a", "sent"),
        (middle, "sent"),
        ("c", "sent"),
    ]
    assert by_id(report)[middle]["at"] > by_id(report)["a"]["at"]
