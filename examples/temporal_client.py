"""Sequencer through nothing but a Temporal client (`make dev` running): start an enrollment with plain
JSON and the default data converter, read its `state`, signal a reply, and see the result over HTTP.

    .venv/bin/python examples/temporal_client.py

The only Sequencer-specific things here are the workflow type, the task queue, the input and the signal
payloads (docs/temporal-client.md); any Temporal SDK or the `temporal` CLI does the same. The HTTP calls
at the start only create a mailbox and a sequence to enroll into (and read the result at the end).
"""

from __future__ import annotations

import asyncio
import sys
import uuid
from pathlib import Path

import httpx
from temporalio.client import Client

API = "http://127.0.0.1:8080"
TEMPORAL = "127.0.0.1:7233"


async def main(key: str) -> int:
    http = httpx.AsyncClient(base_url=API, headers={"authorization": f"Bearer {key}"}, timeout=30)
    run = uuid.uuid4().hex[:6]
    mailbox, sequence = f"rep-{run}@acme.test", f"intro-{run}"
    rep = {"email": mailbox, "name": "Riley Rep", "timezone": "Europe/Berlin"}
    (await http.post("/v1/mailboxes", json=rep)).raise_for_status()
    steps = [
        {"id": "hello", "type": "email", "subject": "Hi {{ contact.first_name }}", "body": "Quick idea."},
        {"id": "bump", "type": "email", "after": "3bd", "reply_in_thread": True, "body": "Bumping this."},
    ]
    document = {"name": sequence, "window": "always", "jitter": "0s", "steps": steps}
    (await http.post("/v1/sequences", json=document)).raise_for_status()

    client = await Client.connect(TEMPORAL, namespace="default")  # the default JSON converter
    dana = f"dana-{run}@x.test"
    handle = await client.start_workflow(
        "EnrollmentWorkflow",
        {
            "contact": {"email": dana, "first_name": "Dana", "timezone": "Europe/Berlin"},
            "sequence": sequence,
            "mailbox": mailbox,
        },
        id=f"crm-{run}",
        task_queue="sequencer",
    )
    print(f"started {handle.id}: see it at http://127.0.0.1:8233/namespaces/default/workflows/{handle.id}")

    for _ in range(100):  # the first email goes out within a few seconds
        state = await handle.query("state")
        if state["steps_sent"]:
            break
        await asyncio.sleep(0.2)
    print(f"state: {state['status']}, sent {state['steps_sent']}, next {state['next_action']}")

    await handle.signal("reply", {"message_id": f"<reply-{run}@x.test>", "intent": "interested"})
    result = await handle.result()
    print(f"result: {result}")

    found = (await http.get("/v1/enrollments", params={"workflow_id": handle.id})).json()["enrollments"]
    print(f"over HTTP: {[(e['status'], e['reply_intent'], e['contact_email']) for e in found]}")
    await http.aclose()
    return 0 if result["status"] == "replied" else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main(Path(".sequencer/dev-api-key").read_text().strip())))
