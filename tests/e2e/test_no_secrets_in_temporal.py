"""No secrets in Temporal (issue 28): on a real dev server, markers planted in a mailbox's refresh token,
an API key, a message body, a contact's address and phone number and the mailbox's address appear in no
history of the namespace (read raw, without the codec: what the server, its database and the Web UI
hold), in no search attribute or memo; the secrets, the body and the phone number in no log line; and the
secrets in no API response; after an enrollment ran through a send and a reply."""

from __future__ import annotations

import io
import logging
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
from temporalio.api.workflowservice.v1 import GetWorkflowExecutionHistoryRequest
from temporalio.client import Client

from api.app import create_app
from sequencer import logs
from starter.client import Sequencer
from tests.e2e.conftest import DevServer
from tests.gmail_support import messages, sent_log
from tests.support import eventually, make_api_key, unique
from worker import running_worker


@contextmanager
def production_logs() -> Iterator[io.StringIO]:
    """Every line, as the processes write it (JSON, the quiet loggers held back), from DEBUG up."""
    stream = io.StringIO()
    root = logging.getLogger()
    levels = {name: logging.getLogger(name).level for name in (*logs.QUIET_LOGGERS, "")}
    handler = logs.configure("DEBUG", "json", stream=stream)
    try:
        yield stream
    finally:
        root.removeHandler(handler)
        for name, level in levels.items():
            logging.getLogger(name or None).setLevel(level)


async def raw_histories(client: Client) -> dict[str, bytes]:
    """Every workflow of the namespace: its history's and its description's bytes, as stored (a client
    with the codec fetches them raw: nothing is decoded)."""
    found: dict[str, bytes] = {}
    async for execution in client.list_workflows():
        request = GetWorkflowExecutionHistoryRequest(namespace=client.namespace)
        request.execution.workflow_id, request.execution.run_id = execution.id, execution.run_id
        stored = b""
        while True:
            page = await client.workflow_service.get_workflow_execution_history(request)
            stored += page.history.SerializeToString()
            if not page.next_page_token:
                break
            request.next_page_token = page.next_page_token
        handle = client.get_workflow_handle(execution.id, run_id=execution.run_id)
        described = await handle.describe()
        found[f"{execution.id}/{execution.run_id}"] = stored + described.raw_description.SerializeToString()
    return found


async def test_planted_secrets_never_reach_temporal_the_logs_or_the_api_in_clear(
    pool, dev_server: DevServer, dev_client: Client, gmail, sandbox_url: str
):
    mark = uuid.uuid4().hex[:10]
    refresh_token = f"refresh-token-{mark}"
    body = f"body-marker-{mark}"
    contact_email = f"contact-{mark}@globex.test"
    phone = f"+4930{int(mark, 16) % 10**8:08d}"
    rep = f"rep-{mark}@acme.test"

    task_queue = unique("secrets")
    sequencer = Sequencer(pool, dev_client, project_id="default", task_queue=task_queue, poll_seconds=None)
    api_key = await make_api_key(pool)
    answers: list[httpx.Response] = []

    async def call(api: httpx.AsyncClient, method: str, path: str, **kwargs: Any) -> httpx.Response:
        answer = await api.request(method, path, **kwargs)
        answers.append(answer)
        assert answer.status_code < 300, (path, answer.text)
        return answer

    transport = httpx.ASGITransport(app=create_app(sequencer))
    headers = {"Authorization": f"Bearer {api_key}"}
    with production_logs() as lines:
        async with (
            running_worker(dev_client, pool, gmail, task_queue, poll_seconds=None),
            httpx.AsyncClient(transport=transport, base_url="http://api.test", headers=headers) as api,
        ):
            await call(
                api,
                "POST",
                "/v1/mailboxes",
                json={"email": rep, "name": "Riley Rep", "oauth_refresh_token": refresh_token},
            )
            contact = await call(
                api,
                "POST",
                "/v1/contacts",
                json={
                    "email": contact_email,
                    "first_name": "Dana",
                    "phone": phone,
                    "timezone": "Europe/Berlin",
                },
            )
            name = unique("secret-seq")
            steps = [
                {"id": "s1", "type": "email", "after": "0s", "subject": "Hello", "body": f"Hi, {body}."},
                {
                    "id": "s2",
                    "type": "email",
                    "after": "3d",
                    "reply_in_thread": True,
                    "body": f"Again {body}",
                },
            ]
            await call(api, "POST", "/v1/sequences", json={"name": name, "steps": steps})
            enrolled = await call(
                api,
                "POST",
                "/v1/enrollments",
                json={"contact_id": contact.json()["id"], "sequence": name, "mailbox": rep},
            )
            enrollment = enrolled.json()

            async def sent() -> bool:
                return len(await sent_log(sandbox_url, rep)) == 1

            await eventually(sent, attempts=150, every=0.2)
            await call(api, "GET", f"/v1/enrollments/{enrollment['id']}")
            await call(api, "GET", f"/v1/mailboxes/{rep}")
            await call(api, "POST", f"/v1/enrollments/{enrollment['id']}/signals/reply", json={})
            handle = dev_client.get_workflow_handle(enrollment["workflow_id"])
            result = await handle.result()
            await call(api, "GET", f"/v1/enrollments/{enrollment['id']}")
            await call(api, "GET", "/v1/enrollments", params={"contact": contact_email})
            await call(api, "GET", f"/v1/enrollments/{enrollment['id']}/timeline")
            await call(api, "GET", "/v1/keys")
            await call(api, "GET", f"/v1/sequences/{name}")
        stored = await raw_histories(dev_client)

    assert result["status"] == "replied"
    (seen,) = await messages(sandbox_url, rep, "in:sent")
    text = seen.message.get_body(preferencelist=("plain",))
    assert contact_email in seen.message["To"] and text is not None and body in text.get_content()  # it went

    everything = b"".join(stored.values())
    assert enrollment["workflow_id"].encode() in everything  # the raw bytes are searchable...
    assert name.encode() in everything  # ...and what is meant to be in clear (a sequence's name) is
    memo = await (await handle.describe()).memo()  # ...the address is in there, encrypted
    assert memo["contact"] == contact_email
    assert len(stored) >= 2, stored.keys()  # the enrollment and its mailbox's workflow
    in_temporal = (refresh_token, api_key, body, contact_email, phone, rep, f"rep-{mark}")
    for marker in in_temporal:
        leaks = [run for run, data in stored.items() if marker.encode() in data]
        assert not leaks, f"{marker!r} in clear in the histories of {leaks}"

    text = lines.getvalue()
    assert text.count("\n") >= 5 and "enrollment replied" in text, "the run logged"
    for marker in (refresh_token, api_key, body, phone):
        assert marker not in text, f"{marker!r} in a log line"

    # The API answers its caller with the caller's own contacts and templates; never with a secret.
    for answer in answers:
        for marker in (refresh_token, api_key):
            assert marker not in answer.text, f"{marker!r} in the answer to {answer.request.url}"
