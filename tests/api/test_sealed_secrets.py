"""Stored credentials are sealed: the database, the API and its errors never show them."""

from __future__ import annotations

import httpx
import pytest

from activities.providers.gmail import credentials_factory
from cli.secret_commands import rotate
from sequencer import sealing
from sequencer.ids import mailbox_workflow_id
from sequencer.settings import DEV_SECRET, Settings
from storage import mailboxes
from tests.factories import UNCAPPED
from tests.support import unique

pytestmark = pytest.mark.usefixtures("worker")
PLANTED = "1//planted-refresh-token-do-not-leak"


async def test_a_refresh_token_is_stored_sealed_and_opens_only_for_the_gmail_client(
    api: httpx.AsyncClient, pool
):
    email = f"{unique('rep')}@acme.test"
    answer = await api.post(
        "/v1/mailboxes",
        json={"email": email, "name": "Riley", "timezone": "UTC", "oauth_refresh_token": PLANTED},
    )
    assert answer.status_code == 201, answer.text
    assert PLANTED not in answer.text and PLANTED not in (await api.get(f"/v1/mailboxes/{email}")).text
    stored = await pool.fetchval("SELECT oauth_refresh_token FROM mailboxes WHERE email = $1", email)
    assert sealing.is_sealed(stored) and PLANTED not in stored

    async with pool.acquire() as conn:
        mailbox = await mailboxes.get(conn, project_id="default", mailbox_id=answer.json()["id"])
    settings = Settings(gmail_auth="oauth", secret=DEV_SECRET)
    assert credentials_factory(settings)(mailbox).refresh_token == PLANTED


async def test_rotation_reseals_old_and_plain_values_with_the_new_key(pool):
    old_key, new_key = sealing.new_key(), sealing.new_key()
    old_ring = sealing.KeyRing.from_text([old_key])
    async with pool.acquire() as conn:
        ids = []
        for stored in (old_ring.seal(PLANTED, purpose=sealing.REFRESH_TOKEN), "1//from-before-sealing"):
            box, _ = await mailboxes.upsert(
                conn,
                project_id="default",
                email=f"{unique('rep')}@acme.test",
                name="R",
                timezone="UTC",
                oauth_refresh_token=stored,
            )
            ids.append(box.id)

    # The ring must hold every key in use: the shared test database also has values under the dev key.
    dev = sealing.KeyRing.derived(DEV_SECRET).keys
    counts = await rotate(pool, sealing.KeyRing((*sealing.KeyRing.from_text([new_key, old_key]).keys, *dev)))

    assert counts["resealed"] >= 2
    only_new = sealing.KeyRing.from_text([new_key])
    values = [
        await pool.fetchval("SELECT oauth_refresh_token FROM mailboxes WHERE id = $1::uuid", i) for i in ids
    ]
    opened = [only_new.open(v, purpose=sealing.REFRESH_TOKEN) for v in values]
    assert opened == [PLANTED, "1//from-before-sealing"]


async def test_a_planted_token_appears_in_no_history_and_no_log_line_of_a_full_run(
    api: httpx.AsyncClient, pool, sequencer, temporal_env, caplog
):
    from tests.factories import email_steps, make_contact, make_sequence
    from tests.support import workflow_result

    caplog.set_level("DEBUG")
    email = f"{unique('rep')}@acme.test"
    created = await api.post(
        "/v1/mailboxes",
        json={"email": email, "name": "Riley", "timezone": "UTC", "oauth_refresh_token": PLANTED},
    )
    async with pool.acquire() as conn:
        await mailboxes.set_limits(conn, mailbox_id=created.json()["id"], limits=UNCAPPED)
        contact = await make_contact(conn)
        version = await make_sequence(conn, email_steps("0s", "1d"))
    enrolled = await api.post(
        "/v1/enrollments", json={"contact_id": contact.id, "sequence": version.name, "mailbox": email}
    )
    enrollment = await sequencer.get(enrolled.json()["id"])

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    histories = [
        await temporal_env.client.get_workflow_handle(workflow_id).fetch_history()
        for workflow_id in (enrollment.workflow_id, mailbox_workflow_id("default", created.json()["id"]))
    ]
    assert all(PLANTED not in history.to_json() for history in histories)
    assert len(histories[0].to_json()) > 1000  # a real history was searched
    assert caplog.records and all(PLANTED not in record.getMessage() for record in caplog.records)
