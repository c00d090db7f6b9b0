"""The audit log from the command line: `keys create|revoke` and `secrets rotate` write it (actor `cli`),
`sequencer audit` prints it one line per entry, newest first."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from cli.secret_commands import rotate
from sequencer import sealing
from storage import audit, crm, sms
from storage.db import connect, create_pool
from storage.migrate import apply_migrations, ensure_database
from tests.cli.test_cli import run_cli  # noqa: F401 - the fixture
from tests.support import unique


def test_keys_made_and_revoked_on_the_command_line_are_in_the_audit_log(run_cli):  # noqa: F811
    project = unique("ops")

    created = json.loads(run_cli("keys", "create", "--project", project, "--name", "deploy").stdout)
    run_cli("keys", "revoke", "--project", project, created["prefix"])
    run_cli("keys", "revoke", "--project", project, created["prefix"])  # again: nothing changes
    printed = run_cli("audit", "--project", project)
    oldest = run_cli("audit", "--project", project, "--limit", "1", "--before", printed.stdout.split()[0])

    assert printed.returncode == 0, printed.stderr
    lines = printed.stdout.splitlines()
    assert [line.split()[2:5] for line in lines] == [
        ["cli", "api_key.revoked", created["id"]],
        ["cli", "api_key.created", created["id"]],
    ]
    assert json.loads(lines[1].split(" ", 5)[5]) == {
        "name": "deploy",
        "prefix": created["prefix"],
        "scopes": ["admin"],
    }
    assert created["key"] not in printed.stdout
    assert oldest.stdout.splitlines() == lines[1:]
    assert run_cli("audit", "--limit", "0").returncode == 2


@pytest.fixture
async def own_database(database_url: str) -> AsyncIterator[asyncpg.Pool]:
    """A database of this test's own: a rotation re-seals every stored secret, and the shared test
    database holds secrets under keys of other tests that no ring here has."""
    name = unique("rotation").replace("-", "_")
    parts = urlsplit(database_url)
    server = urlunsplit(parts._replace(path="/postgres"))
    await ensure_database(server, name)
    url = urlunsplit(parts._replace(path=f"/{name}"))
    conn = await connect(url)
    try:
        await apply_migrations(conn)
    finally:
        await conn.close()
    pool = await create_pool(url, min_size=1, max_size=2)
    try:
        yield pool
    finally:
        await pool.close()
        admin = await asyncpg.connect(server)
        try:
            await admin.execute(f'DROP DATABASE "{name}"')
        finally:
            await admin.close()


async def test_a_rotation_writes_one_entry_per_project_it_re_sealed_with_counts_not_values(
    own_database: asyncpg.Pool,
):
    old, new = sealing.KeyRing.from_text([sealing.new_key()]), sealing.KeyRing.from_text([sealing.new_key()])
    crm_token, sms_token = "attio-token-do-not-leak", "twilio-token-do-not-leak"
    async with own_database.acquire() as conn:
        for project in ("acme", "globex", "initech"):
            await conn.execute("INSERT INTO projects (id, name) VALUES ($1, $1)", project)
        for project in ("acme", "globex"):
            await crm.put(
                conn,
                project_id=project,
                provider="attio",
                base_url=None,
                sealed_token=old.seal(crm_token, purpose="crm_connections.token"),
                facts={},
            )
        await sms.put_connection(
            conn,
            project_id="acme",
            provider="twilio",
            account_sid="AC" + "0" * 32,
            sealed_token=sms_token,  # from before sealing: plain
            from_number="+12125550143",
            base_url=None,
        )
    ring = sealing.KeyRing((*new.keys, *old.keys))

    counts = await rotate(own_database, ring)
    again = await rotate(own_database, ring)

    assert counts == {"resealed": 3, "already_current": 0}
    assert again == {"resealed": 0, "already_current": 3}
    async with own_database.acquire() as conn:
        logs = {p: await audit.entries(conn, project_id=p) for p in ("acme", "globex", "initech")}
    assert [(e.actor, e.action, e.target, e.details) for e in logs["acme"]] == [
        (
            "cli",
            "secret.rotated",
            "seal_key",
            {"resealed": {"crm_connections.token": 1, "sms_connections.auth_token": 1}},
        )
    ]
    assert [e.details for e in logs["globex"]] == [{"resealed": {"crm_connections.token": 1}}]
    assert logs["initech"] == []  # nothing of its own re-sealed
    everything = json.dumps([e.model_dump(mode="json") for entries in logs.values() for e in entries])
    assert crm_token not in everything and sms_token not in everything
