"""The Temporal Web UI as the inspection tool: its HTTP API (the same one `temporal server start-dev`
serves the UI from) answers questions about enrollments through Sequencer's search attributes, kept
current by the workflow."""

from __future__ import annotations

import asyncio
import base64
import json
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
from temporalio.client import Client

from contracts import ReplySignal
from starter.client import Sequencer
from tests.e2e.conftest import DevServer
from tests.factories import email_steps, make_parts
from tests.support import unique
from worker import running_worker


def _value(payload: dict[str, Any]) -> Any:
    return json.loads(base64.b64decode(payload["data"]))


async def ui_query(server: DevServer, query: str) -> list[dict[str, Any]]:
    """Executions matching a visibility query, each as {workflow_id, status, search attributes}."""
    async with httpx.AsyncClient(base_url=server.http_url, timeout=10) as http:
        answer = await http.get("/api/v1/namespaces/default/workflows", params={"query": query})
    answer.raise_for_status()
    found = []
    for execution in answer.json().get("executions", []):
        fields = (execution.get("searchAttributes") or {}).get("indexedFields") or {}
        found.append(
            {
                "workflow_id": execution["execution"]["workflowId"],
                "status": execution["status"],
                **{name: _value(payload) for name, payload in fields.items()},
            }
        )
    return found


async def eventually_found(server: DevServer, query: str, count: int = 1) -> list[dict[str, Any]]:
    for _ in range(100):  # visibility trails the workflow by a moment
        found = await ui_query(server, query)
        if len(found) >= count:
            return found
        await asyncio.sleep(0.2)
    raise AssertionError(f"{query!r} never found {count}")


async def test_web_ui_queries_find_enrollments_by_step_status_contact_and_mailbox(
    pool, gmail, dev_server: DevServer, dev_client: Client
):
    task_queue = unique("ui")
    sequencer = Sequencer(pool, dev_client, project_id="default", task_queue=task_queue, poll_seconds=None)
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "1d"))
    async with running_worker(dev_client, pool, gmail, task_queue, poll_seconds=None):
        enrollment = await sequencer.enroll(
            contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
        )

        waiting = await eventually_found(
            dev_server,
            f"CurrentStep = 's2' AND ContactId = '{contact.id}' AND EnrollmentStatus = 'active'",
        )
        by_mailbox = await ui_query(
            dev_server, f"MailboxId = '{mailbox.id}' AND SequenceName = '{version.name}'"
        )
        await dev_client.get_workflow_handle(enrollment.workflow_id).signal(
            "reply", ReplySignal(dedupe_key="ui-test")
        )
        today = datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
        replied = await eventually_found(
            dev_server,
            f"EnrollmentStatus = 'replied' AND MailboxId = '{mailbox.id}' "
            f"AND CloseTime >= '{today.isoformat().replace('+00:00', 'Z')}'",
        )

    (shown,) = waiting
    assert shown["workflow_id"] == enrollment.workflow_id
    assert not [v for v in shown.values() if "@" in str(v)]  # the server indexes these in clear: ids only
    assert (shown["MailboxId"], shown["SequenceName"], shown["SequenceVersion"]) == (
        mailbox.id,
        version.name,
        1,
    )
    next_send = datetime.fromisoformat(shown["NextSendAt"].replace("Z", "+00:00"))
    assert timedelta(hours=23) < next_send - datetime.now(UTC) <= timedelta(days=1)
    assert [e["workflow_id"] for e in by_mailbox] == [enrollment.workflow_id]
    assert [e["workflow_id"] for e in replied] == [enrollment.workflow_id]
    assert replied[0]["status"] == "WORKFLOW_EXECUTION_STATUS_COMPLETED"
