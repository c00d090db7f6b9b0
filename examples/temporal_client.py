"""Sequencer through nothing but a Temporal client (`make dev` running): enroll by update-with-start and
get the enrollment (or the refusal) in the same call, read `state`, control the run with updates that
answer (and one that is rejected), and read the result.

    .venv/bin/python examples/temporal_client.py

The only Sequencer-specific things here are the workflow type, the task queue, the update, query and
payload names (docs/temporal-client.md), and the codec: Sequencer's workers encrypt what they write, so
the client's payloads go through the API's codec server (`/codec`, an admin key), as any Temporal SDK's
remote codec or the `temporal` CLI's `--codec-endpoint` would. The HTTP calls create a mailbox, a
sequence and the contact (so the history holds its id only), and read the result at the end.

Where: SEQUENCER_API_URL (default http://127.0.0.1:8080), TEMPORAL_ADDRESS (127.0.0.1:7233), the
dev API key from SEQUENCER_API_KEY or `$SEQUENCER_DATA_DIR/dev-api-key` (default `.sequencer/`).
"""

from __future__ import annotations

import asyncio
import os
import sys
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
from google.protobuf import json_format
from temporalio.api.common.v1 import Payload, Payloads
from temporalio.client import Client, WithStartWorkflowOperation, WorkflowHandle, WorkflowUpdateFailedError
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.converter import DataConverter, PayloadCodec
from temporalio.exceptions import ApplicationError

API = os.environ.get("SEQUENCER_API_URL", "http://127.0.0.1:8080")
TEMPORAL = os.environ.get("TEMPORAL_ADDRESS", "127.0.0.1:7233")


class RemoteCodec(PayloadCodec):
    """The Temporal codec protocol's client side: payloads go to `/codec/encode` and `/codec/decode`."""

    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http

    async def _call(self, path: str, payloads: Sequence[Payload]) -> list[Payload]:
        body = json_format.MessageToDict(Payloads(payloads=payloads))
        answer = await self.http.post(path, json=body, headers={"X-Namespace": "default"})
        answer.raise_for_status()
        return list(json_format.ParseDict(answer.json(), Payloads()).payloads)

    async def encode(self, payloads: Sequence[Payload]) -> list[Payload]:
        return await self._call("/codec/encode", payloads)

    async def decode(self, payloads: Sequence[Payload]) -> list[Payload]:
        return await self._call("/codec/decode", payloads)


async def enroll(client: Client, start: dict[str, Any], workflow_id: str) -> dict[str, Any]:
    """Start (or find, `USE_EXISTING`) the enrollment workflow and get its `enroll` answer."""
    operation = WithStartWorkflowOperation(
        "EnrollmentWorkflow",
        start,
        id=workflow_id,
        task_queue="sequencer",
        id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
    )
    return await client.execute_update_with_start_workflow("enroll", start_workflow_operation=operation)


async def rejected(call: Any) -> str:
    """`type: message` of a refused enroll or a rejected control."""
    try:
        await call
    except WorkflowUpdateFailedError as failed:
        cause = failed.cause
        assert isinstance(cause, ApplicationError)
        return f"{cause.type}: {cause.message}"
    raise AssertionError("expected a refusal")


async def wait_for_step(handle: WorkflowHandle[Any, Any], step: str) -> dict[str, Any]:
    for _ in range(150):  # the first email goes out within a few seconds
        state: dict[str, Any] = await handle.query("state")
        if state["current_step"] == step:
            return state
        await asyncio.sleep(0.2)
    raise AssertionError(f"never reached step {step!r}: {state}")


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
    person = {"email": f"dana-{run}@x.test", "first_name": "Dana", "timezone": "Europe/Berlin"}
    created = await http.post("/v1/contacts", json=person)
    created.raise_for_status()
    print("contact: created over HTTP; the Temporal history holds its id only")

    codec = DataConverter(payload_codec=RemoteCodec(http))  # the default JSON converter, encrypted
    client = await Client.connect(TEMPORAL, namespace="default", data_converter=codec)
    start = {"contact_id": created.json()["id"], "sequence": sequence, "mailbox": mailbox}
    answer = await enroll(client, start, f"crm-{run}")
    first, version = answer["first_step"], answer["sequence_version"]
    print(f"enroll: {answer['status']}, first step {first}, sequence version {version}")
    again = await enroll(client, start, f"crm-{run}")
    same = again["enrollment_id"] == answer["enrollment_id"]
    print(f"enroll again, same workflow id: the same enrollment: {same}")
    print(f"enroll under another id: {(await rejected(enroll(client, start, f'crm-{run}-2'))).split(':')[0]}")

    handle = client.get_workflow_handle(f"crm-{run}")
    state = await wait_for_step(handle, "bump")
    print(
        f"state: {state['status']}, sent {state['steps_sent']}, waiting for {state['next_action']['step_id']}"
    )
    print(f"skip hello: rejected {await rejected(handle.execute_update('skip', {'step_id': 'hello'}))}")
    bad = await rejected(handle.execute_update("pause", {"until": "next tuesday"}))
    print(f"pause until 'next tuesday': rejected {': '.join(bad.split(': ')[:2])}")
    paused = await handle.execute_update("pause", {})
    print(f"pause: {paused['done']} ({paused['status']})")
    resumed = await handle.execute_update("resume")
    print(f"resume: {resumed['done']} ({resumed['status']})")
    replied = await handle.execute_update(
        "reply", {"message_id": f"<reply-{run}@x.test>", "intent": "interested"}
    )
    print(f"reply: {replied['done']} ({replied['status']})")
    result = await handle.result()
    print(f"result: {result['status']}, sent {result['steps_sent']}")

    found = (await http.get("/v1/enrollments", params={"workflow_id": handle.id})).json()["enrollments"]
    print(f"over HTTP: {[(e['status'], e['reply_intent']) for e in found]}")
    print()
    await http.aclose()
    return 0 if result["status"] == "replied" else 1


def api_key() -> str:
    if os.environ.get("SEQUENCER_API_KEY"):
        return os.environ["SEQUENCER_API_KEY"]
    return (Path(os.environ.get("SEQUENCER_DATA_DIR", ".sequencer")) / "dev-api-key").read_text().strip()


if __name__ == "__main__":
    sys.exit(asyncio.run(main(api_key())))
