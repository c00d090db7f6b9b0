"""Call, LinkedIn and custom tasks on the time-skipping server: the inbox, outcomes and their branches,
expiry, idempotent answers, and the dialer hand-off with its signed callback."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import threading
from collections.abc import Iterator
from datetime import datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

import httpx
import pytest
from temporalio.testing import WorkflowEnvironment

from starter.client import Sequencer
from tests.factories import make_contact, make_mailbox, make_sequence
from tests.support import eventually, workflow_result


def call(step_id: str = "call", **extra: Any) -> dict[str, Any]:
    return {
        "id": step_id,
        "type": "task",
        "kind": "call",
        "branches": {"connected": "end", "voicemail": "after_voicemail", "no_answer": "after_no_answer"},
        **extra,
    }


def email(step_id: str, **extra: Any) -> dict[str, Any]:
    return {"id": step_id, "type": "email", "subject": f"About {step_id}", "body": "Hi", **extra}


CALL_SEQUENCE = [
    call(due="1bd"),
    email("after_voicemail", next="end"),
    email("after_no_answer"),
]


async def enroll(pool, sequencer: Sequencer, steps: list[dict], *, mailbox=None, **contact: Any):
    async with pool.acquire() as conn:
        mailbox = mailbox or await make_mailbox(conn)
        person = await make_contact(conn, **contact)
        version = await make_sequence(conn, steps)
    enrollment = await sequencer.enroll(contact_id=person.id, sequence=version.name, mailbox=mailbox.email)
    return enrollment, mailbox


async def task_of(api: httpx.AsyncClient, enrollment_id: str, status: str = "open") -> dict | None:
    found = (await api.get("/v1/tasks", params={"status": status, "limit": 1000})).json()
    return next((t for t in found if t["enrollment_id"] == enrollment_id), None)


async def open_task(api: httpx.AsyncClient, enrollment_id: str) -> dict:
    async def opened() -> bool:
        return await task_of(api, enrollment_id) is not None

    await eventually(opened)
    task = await task_of(api, enrollment_id)
    assert task is not None
    return task


async def sent_steps(pool, enrollment_id: str) -> list[str]:
    rows = await pool.fetch(
        "SELECT step_id FROM send_ledger WHERE enrollment_id = $1::uuid AND status = 'sent' ORDER BY sent_at",
        enrollment_id,
    )
    return [r["step_id"] for r in rows]


async def test_an_unanswered_call_expires_seven_days_after_it_is_due_and_takes_no_answer(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    enrollment, _ = await enroll(
        pool, sequencer, CALL_SEQUENCE, timezone="Europe/Berlin", phone="+4930123456"
    )
    task = await open_task(api, enrollment.id)
    started = await temporal_env.get_current_time()

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    row = await pool.fetchrow(
        "SELECT status, outcome, due_at, expires_at FROM tasks WHERE id = $1::uuid", task["id"]
    )
    assert result["status"] == "completed"
    assert (row["status"], row["outcome"]) == ("expired", "no_answer")
    assert row["expires_at"] - row["due_at"] == timedelta(days=7)
    assert timedelta(hours=20) <= row["due_at"] - started <= timedelta(days=4)  # one business day on
    assert await sent_steps(pool, enrollment.id) == ["after_no_answer"]
    planned = await pool.fetchval(
        """SELECT (facts->>'planned_at')::timestamptz FROM run_ledger
            WHERE enrollment_id = $1::uuid AND action = 'send_email' AND outcome = 'sent'""",
        enrollment.id,
    )
    assert planned >= row["expires_at"]  # the branch ran only once the task had expired
    branch = await pool.fetchval(
        """SELECT branch FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'task'
              AND outcome = 'no_answer'""",
        enrollment.id,
    )
    assert branch == "after_no_answer"


async def test_answering_a_call_takes_its_branch_and_repeated_answers_change_nothing(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    enrollment, mailbox = await enroll(pool, sequencer, CALL_SEQUENCE, phone="+12125550142", country="US")
    task = await open_task(api, enrollment.id)
    assert task["kind"] == "call" and task["phone"] == "+12125550142"
    assert task["title"] == "Call Dana Lee" and task["assignee"] == mailbox.email
    assert task["outcomes"] == ["connected", "voicemail", "no_answer"]

    url = f"/v1/tasks/{task['id']}/complete"
    answers = await asyncio.gather(*(api.post(url, json={"outcome": "voicemail"}) for _ in range(6)))
    other = await api.post(url, json={"outcome": "connected"})
    unknown = await api.post(url, json={"outcome": "left_message"})
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert [a.status_code for a in answers] == [200] * 6
    assert {a.json()["completed_at"] for a in answers} == {answers[0].json()["completed_at"]}
    assert other.status_code == 409
    assert unknown.status_code == 422
    assert unknown.json()["error"]["field"] == "outcome"
    assert "connected, voicemail, no_answer" in unknown.json()["error"]["message"]
    assert result["status"] == "completed"
    assert await sent_steps(pool, enrollment.id) == ["after_voicemail"]
    notes = await pool.fetch(
        "SELECT outcome FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'task' ORDER BY id",
        enrollment.id,
    )
    assert [n["outcome"] for n in notes] == ["opened", "voicemail"]


async def test_the_inbox_lists_a_reps_open_tasks_soonest_due_first_on_each_contacts_clock(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    later, _ = await enroll(
        pool, sequencer, [call(due="3d", branches={})], mailbox=mailbox, timezone="America/Los_Angeles"
    )
    sooner, _ = await enroll(
        pool, sequencer, [call(due="1d", branches={})], mailbox=mailbox, timezone="Asia/Tokyo"
    )
    await open_task(api, later.id)
    await open_task(api, sooner.id)

    inbox = (await api.get("/v1/tasks", params={"assignee": mailbox.email.upper(), "status": "open"})).json()

    assert [t["enrollment_id"] for t in inbox] == [sooner.id, later.id]
    assert [t["timezone"] for t in inbox] == ["Asia/Tokyo", "America/Los_Angeles"]
    for task in inbox:
        due_at, due_local = datetime.fromisoformat(task["due_at"]), datetime.fromisoformat(task["due_local"])
        assert due_local == due_at  # the same instant ...
        assert (
            due_local.utcoffset() == due_at.astimezone(ZoneInfo(task["timezone"])).utcoffset()
        )  # ... on their clock
    assert (await api.get("/v1/tasks", params={"assignee": "nobody@acme.test"})).json() == []


async def test_linkedin_and_custom_tasks_answer_with_their_own_outcomes(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    steps = [
        {
            "id": "connect",
            "type": "task",
            "kind": "linkedin",
            "title": "Connect with {{ contact.first_name }}",
        },
        {
            "id": "gift",
            "type": "task",
            "kind": "custom",
            "outcomes": ["sent_gift", "no_address"],
            "on_expire": "no_address",
            "branches": {"sent_gift": "thanks", "no_address": "end"},
            "instructions": "Send {{ contact.fields.company }} a coffee voucher",
        },
        email("thanks"),
    ]
    enrollment, _ = await enroll(pool, sequencer, steps)
    linkedin = await open_task(api, enrollment.id)
    assert (linkedin["kind"], linkedin["title"], linkedin["outcomes"]) == (
        "linkedin",
        "Connect with Dana",
        ["done", "skipped"],
    )
    done = await api.post(f"/v1/tasks/{linkedin['id']}/complete", json={"outcome": "done"})
    assert done.status_code == 200, done.text

    async def custom_opened() -> bool:
        task = await task_of(api, enrollment.id)
        return task is not None and task["kind"] == "custom"

    await eventually(custom_opened)
    custom = await task_of(api, enrollment.id)
    assert custom is not None and custom["body"] == "Send Initech a coffee voucher"
    wrong = await api.post(f"/v1/tasks/{custom['id']}/complete", json={"outcome": "done"})
    right = await api.post(f"/v1/tasks/{custom['id']}/complete", json={"outcome": "sent_gift"})
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert wrong.status_code == 422 and "sent_gift, no_address" in wrong.json()["error"]["message"]
    assert right.status_code == 200
    assert result["status"] == "completed"
    assert await sent_steps(pool, enrollment.id) == ["thanks"]


async def test_an_enrollment_that_ends_cancels_its_open_task(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    enrollment, _ = await enroll(pool, sequencer, CALL_SEQUENCE)
    task = await open_task(api, enrollment.id)

    replied = await api.post(f"/v1/enrollments/{enrollment.id}/signals/reply", json={})
    result = await workflow_result(temporal_env, enrollment.workflow_id)
    late = await api.post(f"/v1/tasks/{task['id']}/complete", json={"outcome": "connected"})

    assert replied.status_code == 202
    assert result["status"] == "replied"
    assert (await api.get(f"/v1/tasks/{task['id']}")).json()["status"] == "canceled"
    assert late.status_code == 409


class _Dialer:
    """A dialer that records what it is handed (in a thread: the API under test calls it over HTTP)."""

    def __init__(self) -> None:
        self.calls: list[tuple[dict[str, str], bytes]] = []
        self.status = 202
        dialer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - the http.server API
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                dialer.calls.append(({k.lower(): v for k, v in self.headers.items()}, body))
                self.send_response(dialer.status)
                self.end_headers()

            def log_message(self, *_: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/calls"


@pytest.fixture
def dialer_server() -> Iterator[_Dialer]:
    dialer = _Dialer()
    thread = threading.Thread(target=dialer.server.serve_forever, daemon=True)
    thread.start()
    try:
        yield dialer
    finally:
        dialer.server.shutdown()


async def test_a_due_call_goes_to_the_dialer_signed_and_its_callback_completes_the_task(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient, dialer_server
):
    connected = await api.put("/v1/dialer", json={"url": dialer_server.url})
    assert connected.status_code == 200, connected.text
    secret = connected.json()["secret"]
    assert (await api.get("/v1/dialer")).json()["secret"] is None  # shown once
    enrollment, _ = await enroll(
        pool, sequencer, [call(due="2h", dialer=True), *CALL_SEQUENCE[1:]], phone="+12125550143", country="US"
    )
    task = await open_task(api, enrollment.id)
    assert task["dialer"] is True and task["dialed_at"] is None
    await temporal_env.sleep(timedelta(hours=2, minutes=1))

    async def dialed() -> bool:
        return bool(dialer_server.calls)

    await eventually(dialed)
    headers, body = dialer_server.calls[0]
    payload = json.loads(body)
    timestamp, mac = (part.split("=", 1)[1] for part in headers["x-sequencer-signature"].split(","))
    expected = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    assert hmac.compare_digest(mac, expected)
    assert (payload["task_id"], payload["phone"]) == (task["id"], "+12125550143")

    callback = urlsplit(payload["callback_url"]).path
    forged = callback[:-1] + ("A" if callback[-1] != "A" else "B")  # never the path as it was
    tampered = await api.post(forged, json={"outcome": "connected"})
    vague = await api.post(callback, json={"status": "ringing"})
    answered = await api.post(callback, json={"CallStatus": "no-answer"})
    again = await api.post(callback, json={"outcome": "no_answer"})
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert tampered.status_code in (400, 403)
    assert vague.status_code == 422
    assert answered.status_code == 200 and answered.json()["outcome"] == "no_answer"
    assert again.status_code == 200
    assert len(dialer_server.calls) == 1
    assert result["status"] == "completed"
    assert await sent_steps(pool, enrollment.id) == ["after_no_answer"]
    assert (await api.get(f"/v1/tasks/{task['id']}")).json()["dialed_at"] is not None
    unsubscribe_with_it = await api.get(f"/u/{callback.rsplit('/', 1)[1]}")
    assert unsubscribe_with_it.status_code == 400  # a dialer link is no unsubscribe link
    assert (await api.delete("/v1/dialer")).status_code == 204


async def test_a_task_that_cannot_render_for_the_contact_refuses_the_enrollment(pool, api: httpx.AsyncClient):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        person = await make_contact(conn)
        version = await make_sequence(
            conn, [call(branches={}, title="Call about {{ contact.fields.deal_size }}")]
        )

    answer = await api.post(
        "/v1/enrollments", json={"contact_id": person.id, "sequence": version.name, "mailbox": mailbox.id}
    )

    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["field"] == "sequence.steps[0].title"
    assert await pool.fetchval("SELECT count(*) FROM enrollments WHERE contact_id = $1::uuid", person.id) == 0


async def test_skipping_a_waiting_task_cancels_it_and_goes_on_to_next(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    enrollment, _ = await enroll(pool, sequencer, [call(next="after_no_answer"), *CALL_SEQUENCE[1:]])
    task = await open_task(api, enrollment.id)

    skipped = await api.post(f"/v1/enrollments/{enrollment.id}/skip", json={"step_id": "call"})
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert skipped.status_code == 202
    assert result["status"] == "completed"
    assert await sent_steps(pool, enrollment.id) == ["after_no_answer"]
    assert (await api.get(f"/v1/tasks/{task['id']}")).json()["status"] == "canceled"


async def test_a_dialer_that_stays_down_leaves_the_call_to_the_rep(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # nothing listens there once the block ends
    assert (await api.put("/v1/dialer", json={"url": f"http://127.0.0.1:{port}/calls"})).status_code == 200
    try:
        enrollment, _ = await enroll(
            pool, sequencer, [call(dialer=True), *CALL_SEQUENCE[1:]], phone="+12125550144", country="US"
        )
        task = await open_task(api, enrollment.id)
        await temporal_env.sleep(timedelta(hours=1, minutes=5))  # the dial's retries run out

        async def noted() -> bool:
            return bool(
                await pool.fetchval(
                    """SELECT 1 FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'dial'
                          AND outcome = 'failed'""",
                    enrollment.id,
                )
            )

        await eventually(noted, attempts=600)
        answered = await api.post(f"/v1/tasks/{task['id']}/complete", json={"outcome": "voicemail"})
        result = await workflow_result(temporal_env, enrollment.workflow_id)
    finally:
        await api.delete("/v1/dialer")

    assert answered.status_code == 200
    assert result["status"] == "completed"
    assert await sent_steps(pool, enrollment.id) == ["after_voicemail"]


async def test_an_out_of_office_hold_ends_on_its_return_date_even_in_a_task_step(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient
):
    from contracts import AutoReplySignal

    steps = [email("intro"), call("later", after="1d", expires="1d", branches={})]
    enrollment, _ = await enroll(pool, sequencer, steps)

    async def intro_sent() -> bool:
        return await sent_steps(pool, enrollment.id) == ["intro"]

    await eventually(intro_sent)
    back = await temporal_env.get_current_time() + timedelta(days=3)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)
    await handle.signal("auto_reply", AutoReplySignal(dedupe_key="ooo-1", until=back))
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    opened = await pool.fetchval("SELECT created_at FROM tasks WHERE enrollment_id = $1::uuid", enrollment.id)
    outcome = await pool.fetchval("SELECT outcome FROM tasks WHERE enrollment_id = $1::uuid", enrollment.id)
    assert opened is not None and outcome == "no_answer"
