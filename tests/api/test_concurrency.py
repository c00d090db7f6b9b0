"""A thousand requests at once on the public endpoints that write: the one-click unsubscribe link and
Twilio's inbound-text webhook. Every effect happens exactly once, nothing answers 5xx, and the limits
(per client address, per link) leave real traffic alone."""

from __future__ import annotations

import asyncio
import random
import uuid
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from temporalio.testing import WorkflowEnvironment
from twilio.request_validator import RequestValidator

from api.app import create_app
from api.channel_routes import INBOUND_PATH
from sandbox.sms import SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN
from sequencer import sealing
from sequencer.settings import DEV_SECRET, Settings
from sequencer.tokens import sign
from starter.client import Sequencer
from storage import api_keys, sms
from storage.records import Enrollment
from tests.factories import email_steps, make_contact, make_mailbox, make_sequence
from tests.sms_support import phone_number
from tests.support import unique, unique_email, workflow_result

pytestmark = pytest.mark.usefixtures("worker")
REQUESTS = 1000
CLIENTS = 25  # recipients' addresses: 40 requests each, under the unsubscribe POST limit of 60 a minute
PUBLIC_URL = "http://127.0.0.1:8080"  # create_app's default: Twilio signs this URL


class InFlight:
    """The app, counting the requests it is in the middle of: the storm must really overlap."""

    def __init__(self, app: Any) -> None:
        self.app, self.now, self.most = app, 0, 0

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        self.now += 1
        self.most = max(self.most, self.now)
        try:
            await self.app(scope, receive, send)
        finally:
            self.now -= 1


def clients(app: Any) -> list[httpx.AsyncClient]:
    return [
        httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app, client=(f"198.51.100.{i + 1}", 5000)),
            base_url="https://seq.test",
            timeout=120,
        )
        for i in range(CLIENTS)
    ]


async def storm(app: Any, requests: list[tuple[str, dict[str, Any]]]) -> list[int]:
    """POST every (path, options) at once, spread over the clients; the status codes."""
    counted = InFlight(app)
    pool = clients(counted)
    try:
        answers = await asyncio.gather(
            *(pool[i % CLIENTS].post(path, **options) for i, (path, options) in enumerate(requests))
        )
    finally:
        await asyncio.gather(*(c.aclose() for c in pool))
    assert counted.most > 500, f"only {counted.most} requests ever overlapped"
    return [a.status_code for a in answers]


async def active_enrollments(pool, sequencer: Sequencer, count: int, **contact: Any) -> list[Enrollment]:
    """Enrollments whose first email is two days away (running, nothing sent yet)."""
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        version = await make_sequence(conn, email_steps("2d"))
        people = [await make_contact(conn, **contact) for _ in range(count)]
    return [
        await sequencer.enroll(contact_id=p.id, sequence=version.name, mailbox=mailbox.email) for p in people
    ]


async def status_outcomes(pool, enrollment: Enrollment) -> list[str]:
    rows = await pool.fetch(
        "SELECT outcome FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'status'", enrollment.id
    )
    return [r["outcome"] for r in rows]


async def test_a_thousand_one_click_unsubscribes_at_once_suppress_each_address_exactly_once(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    now = datetime.now(UTC)
    project = unique("storm")
    async with pool.acquire() as conn:
        await api_keys.ensure_project(conn, project)
    addresses = [unique_email("pat", "globex.test") for _ in range(300)]
    # Links of enrollments long gone: a second one for every sixth address (two sequences, one person).
    tokens = [
        (project, sign({"p": project, "e": str(uuid.uuid4()), "m": a}, secret=DEV_SECRET, now=now))
        for a in addresses
    ]
    tokens += [
        (project, sign({"p": project, "e": str(uuid.uuid4()), "m": a}, secret=DEV_SECRET, now=now))
        for a in addresses[::6]
    ]
    running = await active_enrollments(pool, sequencer, 5)
    emails = {
        e.id: await pool.fetchval("SELECT email FROM contacts WHERE id = $1::uuid", e.contact_id)
        for e in running
    }
    tokens += [
        ("default", sign({"p": "default", "e": e.id, "m": emails[e.id]}, secret=DEV_SECRET, now=now))
        for e in running
    ]
    # Every link at least twice (a person clicking again, a mail client retrying), some three times.
    paths = [f"/u/{token}" for _, token in tokens] * 2
    paths += [f"/u/{token}" for _, token in tokens][: REQUESTS - len(paths)]
    assert len(paths) == REQUESTS
    random.shuffle(paths)
    form = {"content": b"List-Unsubscribe=One-Click"}
    headers = {"content-type": "application/x-www-form-urlencoded"}

    statuses = await storm(create_app(sequencer), [(p, {**form, "headers": headers}) for p in paths])

    assert set(statuses) == {200}
    rows = await pool.fetch(
        "SELECT email, reason, source FROM suppressions WHERE project_id = $1 ORDER BY email", project
    )
    assert [r["email"] for r in rows] == sorted(addresses)  # each address once, no other row
    assert {(r["reason"], r["source"]) for r in rows} == {("unsubscribe", "one-click")}
    for enrollment in running:
        result = await workflow_result(temporal_env, enrollment.workflow_id)
        assert result["status"] == "unsubscribed"
        assert await status_outcomes(pool, enrollment) == ["unsubscribed"]
        assert (
            await pool.fetchval(
                "SELECT count(*) FROM suppressions WHERE project_id = 'default' AND email = $1",
                emails[enrollment.id],
            )
            == 1
        )


def signed(params: dict[str, str]) -> dict[str, Any]:
    signature = RequestValidator(SANDBOX_AUTH_TOKEN).compute_signature(f"{PUBLIC_URL}{INBOUND_PATH}", params)
    return {"data": params, "headers": {"X-Twilio-Signature": signature}}


async def texting_project(pool, sandbox_url: str) -> tuple[str, str]:
    """A project of its own texting from a number of its own: the crowd's opt-outs stay out of the
    default project's suppression list, which other tests page through."""
    project, number = unique("texts"), phone_number()
    sealed = Settings().key_ring.seal(SANDBOX_AUTH_TOKEN, purpose=sealing.SMS_AUTH_TOKEN)
    async with pool.acquire() as conn:
        await api_keys.ensure_project(conn, project)
        await sms.put_connection(
            conn,
            project_id=project,
            provider="twilio",
            account_sid=SANDBOX_ACCOUNT_SID,
            sealed_token=sealed,
            from_number=number,
            base_url=sandbox_url,
        )
    return project, number


async def test_a_thousand_inbound_stop_texts_at_once_suppress_each_number_and_record_each_message_once(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, from_number: str, sandbox_url: str
):
    project, project_number = await texting_project(pool, sandbox_url)
    crowd = {phone_number(): project_number for _ in range(200)}  # strangers, to the other project
    running = []
    for _ in range(5):  # people in a sequence of the default project who text STOP
        number = phone_number()
        (enrollment,) = await active_enrollments(
            pool, sequencer, 1, phone=number, timezone="America/New_York"
        )
        running.append(enrollment)
        crowd[number] = from_number
    numbers = list(crowd)
    # One STOP from each number, a second one ("stop" again, another message) from every fourth.
    messages = [(number, f"SM{uuid.uuid4().hex}") for number in numbers]
    messages += [(number, f"SM{uuid.uuid4().hex}") for number in numbers[::4]]
    # Twilio redelivers: every message three or four times, all at once.
    deliveries = messages * 3
    deliveries += messages[: REQUESTS - len(deliveries)]
    assert len(deliveries) == REQUESTS
    random.shuffle(deliveries)
    requests = [
        (
            INBOUND_PATH,
            signed(
                {
                    "MessageSid": sid,
                    "AccountSid": SANDBOX_ACCOUNT_SID,
                    "From": number,
                    "To": crowd[number],
                    "Body": "STOP",
                }
            ),
        )
        for number, sid in deliveries
    ]

    statuses = await storm(create_app(sequencer), requests)

    assert set(statuses) == {200}
    suppressed = await pool.fetch(
        """SELECT project_id, email, count(*) AS n FROM suppressions WHERE email = ANY($1::text[])
            GROUP BY 1, 2""",
        numbers,
    )
    expected = {(project if to == project_number else "default", n, 1) for n, to in crowd.items()}
    assert sorted((r["project_id"], r["email"], r["n"]) for r in suppressed) == sorted(expected)
    recorded = await pool.fetch(
        "SELECT message_sid, count(*) AS n FROM sms_inbound WHERE message_sid = ANY($1::text[]) GROUP BY 1",
        [sid for _, sid in messages],
    )
    assert sorted((r["message_sid"], r["n"]) for r in recorded) == sorted((sid, 1) for _, sid in messages)
    for enrollment in running:
        assert (await workflow_result(temporal_env, enrollment.workflow_id))["status"] == "unsubscribed"
        assert await status_outcomes(pool, enrollment) == ["unsubscribed"]
