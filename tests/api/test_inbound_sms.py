"""Inbound texts through the sandbox's signed Twilio webhook to the API: STOP suppresses the number and
stops enrollments, START lifts it, any other text is a reply, a forged webhook changes nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from temporalio.testing import WorkflowEnvironment

from api.app import create_app
from sandbox.sms import SANDBOX_ACCOUNT_SID
from starter.client import Sequencer
from tests.sms_support import email, enroll, phone_number, text
from tests.support import serving, workflow_result

LATER_TEXT = [email("intro"), text("nudge", after="2d")]


@pytest.fixture
async def hooked(
    sequencer: Sequencer, sandbox_url: str, from_number: str
) -> AsyncIterator[httpx.AsyncClient]:
    """The API served over HTTP, with the sandbox's webhook for our number pointing at it."""
    async with (
        serving(create_app(sequencer)) as url,
        httpx.AsyncClient(base_url=sandbox_url, timeout=30) as sandbox,
    ):
        hook = f"{url}/hooks/twilio/sms"
        answer = await sandbox.put("/_sandbox/sms/webhook", json={"url": hook, "number": from_number})
        assert answer.status_code in (200, 201), answer.text
        yield sandbox
        await sandbox.delete("/_sandbox/sms/webhook", params={"number": from_number})


async def texted(sandbox: httpx.AsyncClient, *, sender: str, to: str, body: str) -> dict:
    answer = await sandbox.post("/_sandbox/sms/inbound", json={"from": sender, "to": to, "body": body})
    assert answer.status_code == 201, answer.text
    return answer.json()


async def test_stop_suppresses_the_number_and_ends_the_enrollment_without_touching_the_address(
    pool,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    api: httpx.AsyncClient,
    hooked: httpx.AsyncClient,
    from_number: str,
):
    number = phone_number()
    enrollment = await enroll(pool, sequencer, LATER_TEXT, phone=number, timezone="America/New_York")

    delivered = await texted(hooked, sender=number, to=from_number, body="Stop")
    redelivered_sid = delivered["message"]["sid"]
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert delivered["webhook"]["status"] == 200
    assert result["status"] == "unsubscribed" and "sms" in result["reason"]
    listed = (await api.get("/v1/suppressions", params={"limit": 1000})).json()["suppressions"]
    (row,) = [s for s in listed if s["value"] == number]
    assert (row["scope"], row["source"], row["detail"]) == ("phone", "unsubscribe", "sms:STOP")
    contact_email = await pool.fetchval(
        "SELECT c.email FROM contacts c JOIN enrollments e ON e.contact_id = c.id WHERE e.id = $1::uuid",
        enrollment.id,
    )
    assert not [s for s in listed if s["value"] == contact_email]  # texts stop; email is not suppressed
    assert (
        await pool.fetchval("SELECT count(*) FROM sms_inbound WHERE message_sid = $1", redelivered_sid) == 1
    )

    # A later enrollment of the same number skips its texts; START lifts the opt-out.
    again = await enroll(pool, sequencer, [text("hello")], phone=number, timezone="America/New_York")
    await workflow_result(temporal_env, again.workflow_id)
    skipped = await pool.fetchval(
        "SELECT branch FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'send_sms'", again.id
    )
    await texted(hooked, sender=number, to=from_number, body="START")
    listed = (await api.get("/v1/suppressions", params={"limit": 1000})).json()["suppressions"]

    assert skipped == "suppressed"
    assert not [s for s in listed if s["value"] == number]


async def test_any_other_text_from_the_contact_is_a_reply(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, hooked: httpx.AsyncClient, from_number: str
):
    number = phone_number()
    enrollment = await enroll(pool, sequencer, LATER_TEXT, phone=number, timezone="America/New_York")

    await texted(hooked, sender=number, to=from_number, body="please stop texting me, call Tuesday")
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "replied"
    # This project's list (another test's crowd texts STOP to a project of its own). Should this ever
    # fail again, the message says which row it was and what the enrollment did (it failed once).
    suppressed = await pool.fetch(
        "SELECT project_id, scope, reason, source, created_at FROM suppressions WHERE email = $1", number
    )
    ran = await pool.fetch(
        "SELECT action, outcome, branch, detail FROM run_ledger WHERE enrollment_id = $1::uuid ORDER BY id",
        enrollment.id,
    )
    assert not [r for r in suppressed if r["project_id"] == "default"], (
        number,
        [dict(r) for r in suppressed],
        [dict(r) for r in ran],
    )


async def test_a_webhook_without_a_valid_signature_is_refused_and_changes_nothing(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, api: httpx.AsyncClient, from_number: str
):
    number = phone_number()
    enrollment = await enroll(pool, sequencer, LATER_TEXT, phone=number, timezone="America/New_York")
    form = {
        "MessageSid": "SM" + "f" * 32,
        "AccountSid": SANDBOX_ACCOUNT_SID,
        "From": number,
        "To": from_number,
        "Body": "STOP",
    }

    unsigned = await api.post("/hooks/twilio/sms", data=form)
    forged = await api.post(
        "/hooks/twilio/sms", data=form, headers={"X-Twilio-Signature": "bm90IGEgc2lnbmF0dXJl"}
    )

    assert (unsigned.status_code, forged.status_code) == (403, 403)
    assert await pool.fetchval("SELECT count(*) FROM suppressions WHERE email = $1", number) == 0
    assert (await api.get(f"/v1/enrollments/{enrollment.id}")).json()["status"] == "active"
