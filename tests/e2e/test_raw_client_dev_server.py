"""Against the real Temporal dev server (as `make dev` runs it): an enrollment started with the
`temporal` CLI and one started by a plain Python client (default data converter, plain JSON) both send
their first email, show Sequencer's search attributes to the Web UI's queries, and stop on a reply
signalled with the CLI. The results, which Sequencer's worker encrypts, are read by the plain client with
Sequencer's codec installed (docs/temporal-client.md)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import uuid

from temporalio.client import Client
from temporalio.converter import DataConverter

from sequencer.payload_codec import PayloadCipher
from sequencer.settings import Settings
from starter.runtime import venv_binary
from tests.e2e.conftest import DevServer
from tests.e2e.test_web_ui_queries import eventually_found
from tests.factories import email_steps, make_mailbox, make_sequence
from tests.gmail_support import sent_log
from tests.support import eventually, unique
from worker import running_worker

# A raw client reading what Sequencer wrote: the default JSON converter and Sequencer's codec.
CODEC = DataConverter(payload_codec=PayloadCipher(Settings().key_ring))


def cli(server: DevServer, *args: str) -> str:
    done = subprocess.run(
        [venv_binary("temporal"), *args, "--address", server.target],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


async def test_cli_and_plain_client_starts_send_show_in_the_web_ui_and_stop_on_a_cli_reply(
    pool, gmail, sandbox_url: str, dev_server: DevServer, dev_client: Client
):
    task_queue = unique("raw")
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        version = await make_sequence(conn, email_steps("0s", "3d"))
    people = [f"dana.{uuid.uuid4().hex[:8]}@x.test", f"sam.{uuid.uuid4().hex[:8]}@x.test"]

    def start(email: str) -> dict:
        contact = {"email": email, "first_name": "Dana", "timezone": "Europe/Berlin"}
        return {"contact": contact, "sequence": version.name, "mailbox": mailbox.email}

    plain = await Client.connect(dev_server.target)  # the default JSON data converter
    async with running_worker(dev_client, pool, gmail, task_queue, poll_seconds=None):
        by_cli = f"cli-{uuid.uuid4().hex[:8]}"
        await asyncio.to_thread(
            cli, dev_server, "workflow", "start", "--type", "EnrollmentWorkflow", "--task-queue", task_queue,
            "--workflow-id", by_cli, "--input", json.dumps(start(people[0])),
        )  # fmt: skip
        by_client = await plain.start_workflow(
            "EnrollmentWorkflow", start(people[1]), id=f"py-{uuid.uuid4().hex[:8]}", task_queue=task_queue
        )

        async def both_sent() -> bool:
            return len(await sent_log(sandbox_url, mailbox.email)) == 2

        await eventually(both_sent, attempts=150, every=0.2)
        shown = await eventually_found(
            dev_server,
            f"MailboxId = '{mailbox.id}' AND EnrollmentStatus = 'active' AND CurrentStep = 's2'",
            2,
        )
        for workflow_id in (by_cli, by_client.id):
            reply = json.dumps({"message_id": f"<{workflow_id}@x.test>"})
            await asyncio.to_thread(
                cli,
                dev_server,
                "workflow",
                "signal",
                "--workflow-id",
                workflow_id,
                "--name",
                "reply",
                "--input",
                reply,
            )
        with_codec = Client(plain.service_client, namespace=plain.namespace, data_converter=CODEC)
        results = [await with_codec.get_workflow_handle(w).result() for w in (by_cli, by_client.id)]

    contact_ids = await pool.fetch("SELECT id::text FROM contacts WHERE email = ANY($1::text[])", people)
    assert {e["ContactId"] for e in shown} == {r["id"] for r in contact_ids}
    assert not [v for e in shown for v in e.values() if "@" in str(v)]  # indexed in clear: ids only
    assert {e["SequenceName"] for e in shown} == {version.name}
    assert [r["status"] for r in results] == ["replied", "replied"]
    rows = await pool.fetch(
        "SELECT workflow_id, status FROM enrollments WHERE mailbox_id = $1::uuid ORDER BY workflow_id",
        mailbox.id,
    )
    assert sorted((r["workflow_id"], r["status"]) for r in rows) == sorted(
        [(by_cli, "replied"), (by_client.id, "replied")]
    )
