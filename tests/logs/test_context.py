"""The log context on real runs: an enrollment end to end on the shared worker, and a small logging
workflow on a worker of the test's own (both with the production interceptor)."""

from __future__ import annotations

import uuid

from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from sequencer.logs import LogContextInterceptor, workflow_runs
from starter.client import Sequencer
from tests.factories import email_steps, make_parts
from tests.logs.conftest import Captured
from tests.logs.flows import LOGGER, FlowInput, LoggingWorkflow, note
from tests.support import eventually, unique, workflow_result


async def test_an_activitys_lines_carry_the_enrollment_step_workflow_and_run(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, captured: Captured
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    lines = captured.lines()  # every line written meanwhile is one JSON object
    status = [
        line
        for line in lines
        if line.get("activity") in ("record_status", "send_email") and line["message"].startswith("status")
    ]
    assert status, "the status write (the last send's, in lean runs) logs one DEBUG line"
    line = status[-1]
    assert line["logger"] == "temporalio.activity" and line["message"].startswith("status completed")
    assert line["enrollment_id"] == enrollment.id
    assert line["step_id"] == "s1"
    assert line["workflow_id"] == enrollment.workflow_id
    assert line["run_id"] == enrollment.workflow_run_id
    assert line["workflow"] == "EnrollmentWorkflow"
    # What else logged inside this run's activities (the SDK's heartbeat lines, googleapiclient's
    # request line in send_email) names the enrollment and the step too. (The SDK's "Starting activity"
    # line comes before the interceptors run.)
    inside = [
        other
        for other in lines
        if other.get("run_id") == enrollment.workflow_run_id
        and other.get("activity") == "send_email"
        and not other["message"].startswith("Starting activity")
    ]
    assert inside
    for other in inside:
        assert (other.get("enrollment_id"), other.get("step_id")) == (enrollment.id, "s1"), other
    # The sandbox's bearer (the mailbox's address) and the email's text never reach a line.
    text = captured.text()
    assert f"sandbox:{mailbox.email}" not in text
    assert ", this is " not in text


async def test_a_workflows_lines_and_its_activitys_module_logger_lines_carry_the_context(
    temporal_env: WorkflowEnvironment, captured: Captured
):
    enrollment_id, mailbox_id, task_queue = str(uuid.uuid4()), str(uuid.uuid4()), unique("tq-logs")
    async with Worker(
        temporal_env.client,
        task_queue=task_queue,
        workflows=[LoggingWorkflow],
        activities=[note],
        interceptors=[LogContextInterceptor()],
    ):
        handle = await temporal_env.client.start_workflow(
            LoggingWorkflow.run,
            FlowInput(enrollment_id=enrollment_id, mailbox_id=mailbox_id),
            id=unique("logs-wf"),
            task_queue=task_queue,
        )
        # (Time stays locked while the run waits for the signal: skipping it would time the run out.)
        await eventually(lambda: logged(captured, LOGGER))
        await handle.signal(LoggingWorkflow.poke)
        assert await handle.result() == "done"

    run_id = handle.result_run_id
    started, poked = [
        line for line in captured.lines("temporalio.workflow") if line.get("workflow_id") == handle.id
    ]
    (inside,) = captured.lines(LOGGER)

    assert started["message"].startswith("started") and poked["message"].startswith("poked")
    for line in (started, poked, inside):
        assert line["enrollment_id"] == enrollment_id
        assert line["mailbox"] == mailbox_id
        assert line["workflow_id"] == handle.id and line["run_id"] == run_id
        assert line["workflow"] == "LogsTestWorkflow"
    assert started["step_id"] == "intro" and "step_id" not in poked  # the step is given per call
    assert inside["step_id"] == "intro" and inside["activity"] == "logs_test_note"
    assert inside["attempt"] == 1
    assert "body" not in inside
    assert workflow_runs.get(run_id) is None  # the ended run was forgotten


async def logged(captured: Captured, logger: str) -> bool:
    return bool(captured.lines(logger))
