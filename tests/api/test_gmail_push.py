"""POST /v1/gmail/push: a verified Pub/Sub push makes the mailbox poll at once; anything else changes
nothing. End to end: the sandbox watches the mailbox and pushes to the API served over HTTP."""

from __future__ import annotations

import base64
import json
from collections.abc import AsyncIterator
from email.message import EmailMessage
from email.utils import format_datetime
from typing import Any

import asyncpg
import httpx
import pytest
from temporalio.client import Client
from temporalio.testing import WorkflowEnvironment

from activities.providers.calendar import CalendarClient
from activities.providers.gmail import GmailClient
from api.app import create_app
from api.push_auth import PushAuth
from sandbox.push import SERVICE_ACCOUNT, Signer
from starter.client import Sequencer
from storage.records import Mailbox
from tests.factories import email_steps, make_mailbox, make_parts
from tests.gmail_support import messages
from tests.push_support import TOPIC, push_worker, state, watch_inbox
from tests.sandbox.sandbox_testkit import gmail_client, unique_address
from tests.support import eventually, serving
from workflows.enrollment import EnrollmentWorkflow

TOKEN = "push-token-for-tests"
AUDIENCE = "https://sequencer.test/v1/gmail/push"
FALLBACK_SECONDS = 6 * 3600  # far longer than any test waits: only a push can make the mailbox poll


@pytest.fixture
async def worker(
    temporal_env: WorkflowEnvironment,
    pool: asyncpg.Pool,
    gmail: GmailClient,
    calendar: CalendarClient,
    task_queue: str,
) -> AsyncIterator[list[Mailbox]]:
    """This module's worker has Gmail push on (the `sequencer` fixture runs on it)."""
    async with push_worker(
        temporal_env, pool, gmail, calendar, task_queue, fallback_seconds=FALLBACK_SECONDS
    ) as started:
        yield started


@pytest.fixture
async def sandbox(sandbox_url: str) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=sandbox_url, timeout=30) as client:
        yield client
        await client.delete("/_sandbox/push")


def push_body(email: str, history_id: int = 12345) -> dict[str, Any]:
    data = json.dumps({"emailAddress": email, "historyId": history_id}).encode()
    return {
        "message": {
            "data": base64.b64encode(data).decode(),
            "messageId": "1",
            "publishTime": "2025-01-01T00:00:00Z",
        },
        "subscription": "projects/acme/subscriptions/sequencer",
    }


def client_for(sequencer: Sequencer, auth: PushAuth) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=create_app(sequencer, gmail_push=auth))
    return httpx.AsyncClient(transport=transport, base_url="http://api.test")


def reply_to(ours: EmailMessage, *, sender: str, date: Any) -> bytes:
    reply = EmailMessage()
    reply["From"], reply["To"] = sender, ours["From"]
    reply["Subject"] = f"Re: {ours['Subject']}"
    reply["Date"] = format_datetime(date)
    reply["Message-ID"] = f"<reply-{unique_address('r')}>"
    reply["In-Reply-To"] = reply["References"] = ours["Message-ID"]
    reply.set_content("Sounds good, let's talk.")
    return reply.as_bytes()


async def test_a_push_with_the_token_makes_the_mailbox_poll_and_a_reply_stops_the_enrollment_at_once(
    pool,
    worker: list[Mailbox],
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    sandbox: httpx.AsyncClient,
    sandbox_url: str,
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "2d"))
    mailbox_handle = await watch_inbox(sequencer, temporal_env, mailbox, worker)
    watched = await state(mailbox_handle)
    assert watched.push_poll_seconds == FALLBACK_SECONDS and watched.watches == 1
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    async def first_sent() -> bool:
        return "s1" in (await handle.query(EnrollmentWorkflow.state)).steps_sent

    await eventually(first_sent)
    app = create_app(sequencer, gmail_push=PushAuth(token=TOKEN))
    async with serving(app) as api_url:
        answer = await sandbox.put("/_sandbox/push", json={"url": f"{api_url}/v1/gmail/push", "token": TOKEN})
        assert answer.status_code == 200, answer.text
        polls = (await state(mailbox_handle)).polls
        (ours,) = await messages(sandbox_url, mailbox.email, "in:sent")
        now = await temporal_env.get_current_time()
        raw = reply_to(ours.message, sender=contact.email, date=now)
        gmail_client(sandbox_url, mailbox.email).users().messages().insert(
            userId="me", body={"raw": base64.urlsafe_b64encode(raw).decode(), "labelIds": ["INBOX"]}
        ).execute()

        # Time does not skip here: the fallback poll is hours away, so only the push can do this.
        async def replied() -> bool:
            return (await handle.query(EnrollmentWorkflow.state)).status == "replied"

        await eventually(replied, attempts=600)

    # The poll signals the reply before it returns; the mailbox counts the poll when it returns, and the
    # sandbox counts a push once the API acknowledged it: both come a moment after the reply landed.
    async def polled_again() -> bool:
        return (await state(mailbox_handle)).polls > polls

    async def push_acknowledged() -> bool:
        return (await sandbox.get("/_sandbox/push")).json()["sent"] >= 1

    await eventually(polled_again)
    await eventually(push_acknowledged)


async def test_a_wrong_or_missing_token_is_refused_and_push_off_refuses_everything(
    pool, sequencer: Sequencer
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    async with client_for(sequencer, PushAuth(token=TOKEN)) as api:
        for params in ({}, {"token": "wrong"}, {"token": TOKEN[:-1]}):
            answer = await api.post("/v1/gmail/push", params=params, json=push_body(mailbox.email))
            assert answer.status_code == 403, params
            assert answer.json()["error"]["field"] == "token"
    async with client_for(sequencer, PushAuth()) as api:
        answer = await api.post("/v1/gmail/push", params={"token": TOKEN}, json=push_body(mailbox.email))
        assert answer.status_code == 403
        assert answer.json()["error"]["code"] == "push_off"


async def test_an_oidc_token_from_the_sandbox_verifies_for_its_audience_only(
    sequencer: Sequencer, sandbox: httpx.AsyncClient, sandbox_url: str
):
    address = unique_address("rep")
    rep = gmail_client(sandbox_url, address)
    rep.users().watch(userId="me", body={"topicName": TOPIC}).execute()
    certs_url = f"{sandbox_url}/_sandbox/oauth2/v1/certs"
    for audience, acknowledged in ((AUDIENCE, True), ("https://elsewhere.test/push", False)):
        auth = PushAuth(audience=audience, certs_url=certs_url, service_account=SERVICE_ACCOUNT)
        async with serving(create_app(sequencer, gmail_push=auth)) as api_url:
            await sandbox.put(
                "/_sandbox/push", json={"url": f"{api_url}/v1/gmail/push", "audience": AUDIENCE}
            )
            before = await push_idle(sandbox)
            message = f"From: dana@globex.test\r\nTo: {address}\r\nSubject: hi\r\n\r\nHello\r\n".encode()
            raw = base64.urlsafe_b64encode(message).decode()
            rep.users().messages().insert(userId="me", body={"raw": raw}).execute()
            after = await push_settled(sandbox, before)
        assert after["sent"] == before["sent"] + (1 if acknowledged else 0), after
        if not acknowledged:
            assert after["last_error"] == "HTTP 403"


async def push_idle(sandbox: httpx.AsyncClient) -> dict[str, Any]:
    """The sandbox's push counts once no push is queued or on its way: an earlier test's push to an
    endpoint that has gone away is still retrying for a second or two, and would count as this one's."""
    counts: dict[str, Any] = {}

    async def idle() -> bool:
        counts.update((await sandbox.get("/_sandbox/push")).json())
        return counts["pending"] == 0

    await eventually(idle, attempts=200, every=0.1)
    return counts


async def push_settled(sandbox: httpx.AsyncClient, before: dict[str, Any]) -> dict[str, Any]:
    """The sandbox's push counts once the next push was acknowledged or given up on."""
    counts: dict[str, Any] = {}

    async def settled() -> bool:
        counts.update((await sandbox.get("/_sandbox/push")).json())
        return (counts["sent"], counts["failed"]) != (before["sent"], before["failed"])

    await eventually(settled, attempts=200, every=0.1)
    return counts


async def test_a_token_signed_by_another_key_or_without_a_bearer_is_refused(
    pool, sequencer: Sequencer, sandbox_url: str
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    auth = PushAuth(audience=AUDIENCE, certs_url=f"{sandbox_url}/_sandbox/oauth2/v1/certs")
    forged = Signer().token(AUDIENCE)  # the right claims, but not the sandbox's key
    async with client_for(sequencer, auth) as api:
        for headers in ({}, {"authorization": f"Bearer {forged}"}, {"authorization": "Bearer not.a.jwt"}):
            answer = await api.post("/v1/gmail/push", headers=headers, json=push_body(mailbox.email))
            assert answer.status_code == 403, (headers, answer.text)
            assert answer.json()["error"]["field"] == "Authorization"


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"message": {}},
        {"message": {"data": "not base64 !"}},
        {"message": {"data": base64.b64encode(b"[1, 2]").decode()}},
        {"message": {"data": base64.b64encode(b'{"historyId": 5}').decode()}},
        {"message": {"data": base64.b64encode(b'{"emailAddress": "rep@acme.test"}').decode()}},
        "not json",
    ],
    ids=["empty", "no-data", "not-base64", "not-object", "no-address", "no-history", "not-json"],
)
async def test_a_malformed_push_is_refused_naming_message_data(sequencer: Sequencer, body: Any):
    async with client_for(sequencer, PushAuth(token=TOKEN)) as api:
        if isinstance(body, str):
            answer = await api.post("/v1/gmail/push", params={"token": TOKEN}, content=body)
        else:
            answer = await api.post("/v1/gmail/push", params={"token": TOKEN}, json=body)
    assert answer.status_code == 400
    assert answer.json()["error"]["field"] == "message.data"


async def test_a_push_for_an_unknown_address_is_acknowledged(sequencer: Sequencer):
    async with client_for(sequencer, PushAuth(token=TOKEN)) as api:
        answer = await api.post(
            "/v1/gmail/push", params={"token": TOKEN}, json=push_body(unique_address("nobody"))
        )
    assert answer.status_code == 204


async def test_a_push_answers_503_while_temporal_is_unreachable(pool, sequencer: Sequencer):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    cut_off = Sequencer(
        pool, await Client.connect("127.0.0.1:1", lazy=True), project_id="default", task_queue="unused"
    )
    async with client_for(cut_off, PushAuth(token=TOKEN)) as api:
        answer = await api.post("/v1/gmail/push", params={"token": TOKEN}, json=push_body(mailbox.email))
    assert answer.status_code == 503
