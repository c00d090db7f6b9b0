"""`sequencer worker` as deployed: a subprocess whose stderr is JSON lines carrying the enrollment's
context, and whose SDK metrics endpoint answers while it runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import httpx
from temporalio.testing import WorkflowEnvironment

from starter.client import Sequencer
from tests.factories import email_steps, make_parts
from tests.logs.conftest import free_port
from tests.logs.test_metrics import metric_names
from tests.support import eventually, stop_mailbox_workflow, unique, workflow_result


def start_worker(env: dict[str, str], stderr: Path) -> subprocess.Popen[bytes]:
    with stderr.open("w") as sink:
        return subprocess.Popen([sys.executable, "-m", "cli.main", "worker"], env=env, stderr=sink)


async def test_the_worker_process_logs_json_lines_with_the_enrollments_context(
    pool, database_url: str, sandbox_url: str, temporal_env: WorkflowEnvironment, tmp_path: Path
):
    task_queue, address = unique("tq-process"), f"127.0.0.1:{free_port()}"
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "TEMPORAL_ADDRESS": temporal_env.client.service_client.config.target_host,
        "SEQUENCER_GMAIL_ENDPOINT": sandbox_url,
        "SEQUENCER_TASK_QUEUE": task_queue,
        "SEQUENCER_DATA_DIR": str(tmp_path),
        "SEQUENCER_LOG_LEVEL": "DEBUG",
        "SEQUENCER_LOG_FORMAT": "json",
        "SEQUENCER_WORKER_METRICS_ADDRESS": address,
        "SEQUENCER_WATCH_ON_START": "false",  # the shared test database holds every test's mailboxes
        "SEQUENCER_CALENDAR": "false",
    }
    stderr = tmp_path / "worker.log"
    process = start_worker(env, stderr)
    sequencer = Sequencer(
        pool, temporal_env.client, project_id="default", task_queue=task_queue, poll_seconds=None
    )
    mailbox = None
    try:
        async with httpx.AsyncClient() as http:

            async def serving() -> bool:
                assert process.poll() is None, stderr.read_text()
                try:
                    return "temporal_num_pollers" in metric_names(
                        (await http.get(f"http://{address}/metrics")).text
                    )
                except httpx.HTTPError:
                    return False

            await eventually(serving, attempts=400, every=0.05)
        mailbox, contact, version = await make_parts(pool, email_steps("0s"))
        enrollment = await sequencer.enroll(
            contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
        )
        result = await workflow_result(temporal_env, enrollment.workflow_id)
    finally:
        if mailbox is not None:
            await stop_mailbox_workflow(temporal_env, mailbox.id)  # while its worker still polls
        process.terminate()
        process.wait(timeout=30)

    assert result["status"] == "completed"
    text = stderr.read_text()
    lines = [json.loads(line) for line in text.splitlines()]  # every line is one JSON object
    assert all({"ts", "level", "logger", "message"} <= set(line) for line in lines)
    (status,) = [
        line
        for line in lines
        # The last send writes `completed` (lean runs; record_status did it before)
        if line.get("activity") in ("record_status", "send_email") and line["message"].startswith("status")
    ]
    assert status["message"] == "status completed (None)"  # Temporal's details are fields, not text
    assert (status["enrollment_id"], status["step_id"]) == (enrollment.id, "s1")
    assert (status["workflow_id"], status["run_id"]) == (enrollment.workflow_id, enrollment.workflow_run_id)
    assert any(line["message"].startswith("Temporal SDK metrics on") for line in lines)
    assert f"sandbox:{mailbox.email}" not in text and ", this is " not in text
