"""The audit log: creating and revoking keys and replacing stored credentials each write one entry
naming who and what, a refused request writes none, no secret is ever in it, and a project reads only
its own (admin keys, newest first, paged)."""

from __future__ import annotations

import json

import httpx
import pytest

from api.app import create_app
from api.limits import ApiRateLimits
from starter.client import Sequencer
from tests.support import make_api_key, unique

pytestmark = pytest.mark.usefixtures("worker")


def client_for(sequencer: Sequencer, key: str, **app_options) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=create_app(sequencer, **app_options))
    return httpx.AsyncClient(
        transport=transport, base_url="http://api.test", headers={"Authorization": f"Bearer {key}"}
    )


async def key_id(pool, key: str) -> str:
    return await pool.fetchval("SELECT id::text FROM api_keys WHERE prefix = $1", key.split("_")[1])


async def stored_entries(pool, project: str) -> list[dict]:
    rows = await pool.fetch("SELECT * FROM audit_log WHERE project_id = $1 ORDER BY id", project)
    return [dict(r) for r in rows]


async def test_creating_and_revoking_a_key_writes_one_entry_each_naming_the_calling_key(
    sequencer: Sequencer, pool
):
    project = unique("audited")
    admin = await make_api_key(pool, project)
    async with client_for(sequencer, admin) as api:
        created = (await api.post("/v1/keys", json={"name": "crm webhook", "scopes": ["events"]})).json()
        assert (await api.delete(f"/v1/keys/{created['prefix']}")).status_code == 200
        assert (await api.delete(f"/v1/keys/{created['id']}")).status_code == 200  # again: no change
        listed = await api.get("/v1/audit")

    assert listed.status_code == 200
    entries = listed.json()
    assert [(e["action"], e["actor"], e["target"]) for e in entries] == [
        ("api_key.revoked", await key_id(pool, admin), created["id"]),
        ("api_key.created", await key_id(pool, admin), created["id"]),
    ]  # newest first
    assert entries[1]["details"] == {"name": "crm webhook", "prefix": created["prefix"], "scopes": ["events"]}
    assert {e["project_id"] for e in entries} == {project}
    assert created["key"] not in json.dumps(await stored_entries(pool, project), default=str)


async def test_a_refused_request_writes_no_entry(sequencer: Sequencer, pool):
    project = unique("refused")
    admin, writer = await make_api_key(pool, project), await make_api_key(pool, project, scopes=("write",))
    other_projects_key = await make_api_key(pool, unique("elsewhere"))
    other_id = await key_id(pool, other_projects_key)

    async with client_for(sequencer, admin, rate_limits=ApiRateLimits(writes_per_minute=3)) as api:
        statuses = [
            (await api.post("/v1/keys", json={"name": "x", "scopes": ["root"]})).status_code,
            (await api.delete("/v1/keys/nosuchkey")).status_code,
            (await api.delete(f"/v1/keys/{other_id}")).status_code,  # another project's key: not found
            (await api.post("/v1/keys", json={"name": "over the budget", "scopes": ["read"]})).status_code,
        ]
    async with client_for(sequencer, writer) as api:
        statuses.append((await api.post("/v1/keys", json={"name": "x", "scopes": ["read"]})).status_code)

    assert statuses == [422, 404, 404, 429, 403]
    assert await stored_entries(pool, project) == []
    assert await pool.fetchval("SELECT revoked_at FROM api_keys WHERE id = $1::uuid", other_id) is None


async def test_replacing_a_stored_credential_is_recorded_without_its_value(sequencer: Sequencer, pool):
    project = unique("creds")
    admin = await make_api_key(pool, project)
    crm_token, sms_token = "attio-token-do-not-leak-1234", "twilio-token-do-not-leak-5678"
    async with client_for(sequencer, admin) as api:
        put_crm = await api.put("/v1/crm", json={"provider": "attio", "token": crm_token})
        put_sms = await api.put(
            "/v1/sms",
            json={"account_sid": "AC" + "0" * 32, "auth_token": sms_token, "from_number": "+12125550143"},
        )
        static = await api.put("/v1/crm", json={"provider": "static", "facts": {}})  # no credential
        entries = (await api.get("/v1/audit")).json()

    assert (put_crm.status_code, put_sms.status_code, static.status_code) == (200, 200, 200)
    assert [(e["action"], e["target"], e["details"]) for e in entries] == [
        ("secret.replaced", "sms", {"credential": "auth_token"}),
        ("secret.replaced", "crm", {"credential": "token"}),
    ]
    stored = json.dumps(await stored_entries(pool, project), default=str)
    assert crm_token not in stored and sms_token not in stored


async def test_a_project_reads_only_its_own_log_with_an_admin_key(sequencer: Sequencer, pool):
    project, other = unique("mine"), unique("theirs")
    admin, reader = await make_api_key(pool, project), await make_api_key(pool, project, scopes=("read",))
    async with client_for(sequencer, admin) as api:
        for name in ("one", "two", "three"):
            assert (await api.post("/v1/keys", json={"name": name, "scopes": ["read"]})).status_code == 201
        first = (await api.get("/v1/audit", params={"limit": 2})).json()
        rest = (await api.get("/v1/audit", params={"limit": 2, "before": first[-1]["id"]})).json()
        bad_limit = await api.get("/v1/audit", params={"limit": 0})
    async with client_for(sequencer, reader) as api:
        under_scoped = await api.get("/v1/audit")
    async with client_for(sequencer, await make_api_key(pool, other)) as api:
        theirs = await api.get("/v1/audit")

    assert [e["details"]["name"] for e in first + rest] == ["three", "two", "one"]
    assert bad_limit.status_code == 422 and bad_limit.json()["error"]["field"] == "query.limit"
    assert under_scoped.status_code == 403
    assert theirs.status_code == 200 and theirs.json() == []
