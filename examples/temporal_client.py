"""Sequencer through nothing but a Temporal client (`make dev` running): start an enrollment with plain
JSON and the default data converter, read its `state`, signal a reply, and see the result over HTTP.

    .venv/bin/python examples/temporal_client.py

The only Sequencer-specific things here are the workflow type, the task queue, the input and the signal
payloads (docs/temporal-client.md), and the codec: Sequencer's workers encrypt what they write, so the
client's payloads go through the API's codec server (`/codec`, an admin key), as any Temporal SDK's
remote codec or the `temporal` CLI's `--codec-endpoint` would. The HTTP calls at the start only create a
mailbox and a sequence to enroll into (and read the result at the end).
"""

from __future__ import annotations

import asyncio
import sys
import uuid
from collections.abc import Sequence
from pathlib import Path

import httpx
from google.protobuf import json_format
from temporalio.api.common.v1 import Payload, Payloads
from temporalio.client import Client
from temporalio.converter import DataConverter, PayloadCodec

API = "http://127.0.0.1:8080"
TEMPORAL = "127.0.0.1:7233"


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

    codec = DataConverter(payload_codec=RemoteCodec(http))  # the default JSON converter, encrypted
    client = await Client.connect(TEMPORAL, namespace="default", data_converter=codec)
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
