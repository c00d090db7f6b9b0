"""Editing sequences over HTTP: immutable versions, drafts with ETag/If-Match, publishing, defaults,
graph validation, per-variant stats and bulk operations."""

from __future__ import annotations

import asyncio

import asyncpg
import httpx
import pytest
from temporalio.testing import WorkflowEnvironment

from tests.factories import UNCAPPED, make_contacts, make_mailbox
from tests.support import eventually, settled, unique, unique_email, workflow_result


def doc(name: str, *steps: dict) -> dict:
    return {
        "name": name,
        "steps": list(steps) or [{"id": "intro", "type": "email", "subject": "Hi", "body": "Hello"}],
    }


async def published(api: httpx.AsyncClient, name: str | None = None) -> dict:
    answer = await api.post("/v1/sequences", json=doc(name or unique("seq")))
    assert answer.status_code == 201, answer.text
    return answer.json()


async def test_a_published_version_cannot_be_changed_or_deleted_even_in_sql(api: httpx.AsyncClient, pool):
    version = await published(api)

    for statement in (
        "UPDATE sequence_versions SET document = '{}' WHERE id = $1::uuid",
        "DELETE FROM sequence_versions WHERE id = $1::uuid",
    ):
        with pytest.raises(asyncpg.exceptions.RestrictViolationError, match="immutable"):
            await pool.execute(statement, version["version_id"])


async def test_a_draft_is_edited_with_if_match_and_published_as_the_new_default(api: httpx.AsyncClient):
    first = await published(api)
    ref = f"/v1/sequences/{first['id']}"

    opened = await api.post(f"{ref}/draft")
    reopened = await api.post(f"{ref}/draft")
    assert (opened.status_code, reopened.status_code) == (201, 200)
    etag = opened.headers["etag"]
    assert reopened.headers["etag"] == etag and opened.json()["based_on_version"] == 1
    edited = doc(first["name"], {"id": "intro", "type": "email", "subject": "Hi again", "body": "Hello"})

    missing = await api.put(f"{ref}/draft", json=edited)
    saved = await api.put(f"{ref}/draft", json=edited, headers={"If-Match": etag})
    stale = await api.put(f"{ref}/draft", json=edited, headers={"If-Match": etag})

    assert missing.status_code == 428 and missing.json()["error"]["field"] == "If-Match"
    assert saved.status_code == 200 and saved.headers["etag"] != etag
    assert stale.status_code == 412 and stale.json()["error"]["field"] == "If-Match"
    assert (await api.get(f"{ref}/draft")).json()["document"]["steps"][0]["subject"] == "Hi again"

    outdated = await api.post(f"{ref}/publish", json={}, headers={"If-Match": etag})
    assert outdated.status_code == 412
    done = await api.post(
        f"{ref}/publish", json={"live_edit": "stay"}, headers={"If-Match": saved.headers["etag"]}
    )
    assert done.status_code == 201, done.text
    assert done.json()["version"] == 2
    current = (await api.get(ref)).json()
    assert (current["version"], current["document"]["steps"][0]["subject"]) == (2, "Hi again")
    assert (await api.get(f"{ref}/draft")).status_code == 404  # published: the draft is gone
    versions = (await api.get(f"{ref}/versions")).json()
    assert [(v["version"], v["default"]) for v in versions] == [(1, False), (2, True)]

    back = await api.put(f"{ref}/default", json={"version": 1})
    assert back.status_code == 200 and (await api.get(ref)).json()["version"] == 1


async def test_two_editors_saving_the_same_revision_at_once_get_exactly_one_412_each_but_one(
    api: httpx.AsyncClient,
):
    first = await published(api)
    ref = f"/v1/sequences/{first['id']}"
    etag = (await api.post(f"{ref}/draft")).headers["etag"]

    answers = await asyncio.gather(
        *(
            api.put(
                f"{ref}/draft",
                json=doc(
                    first["name"], {"id": "intro", "type": "email", "subject": f"Editor {i}", "body": "x"}
                ),
                headers={"If-Match": etag},
            )
            for i in range(6)
        )
    )

    assert sorted(a.status_code for a in answers) == [200] + [412] * 5
    winner = next(a for a in answers if a.status_code == 200)
    kept = (await api.get(f"{ref}/draft")).json()
    assert kept["document"]["steps"][0]["subject"] == winner.json()["document"]["steps"][0]["subject"]
    assert kept["revision"] == 2


@pytest.mark.parametrize(
    ("steps", "field", "words"),
    [
        (
            [{"id": "a", "type": "email", "subject": "s", "body": "b", "next": "nowhere"}],
            "steps[0].next",
            "no step with id 'nowhere'",
        ),
        (
            [
                {"id": "a", "type": "email", "subject": "s", "body": "b", "next": "end"},
                {"id": "b", "type": "email", "subject": "s", "body": "b"},
            ],
            "steps[1].id",
            "never be reached",
        ),
        (
            [
                {"id": "a", "type": "email", "subject": "s", "body": "b"},
                {"id": "c", "type": "condition", "if": "contact.fields.x == 1", "then": "a", "else": "end"},
            ],
            "steps[0].after",
            "never waits",
        ),
        (
            [{"id": "c", "type": "condition", "if": "__import__('os')", "then": "end", "else": "end"}],
            "steps[0].if",
            "unknown function",
        ),
        (
            [{"id": "c", "type": "condition", "if": "contact.__class__", "then": "end", "else": "end"}],
            "steps[0].if",
            "must not start with _",
        ),
        (
            [{"id": "a", "type": "email", "subject": "s", "variants": [{"id": "A", "subject": "x"}]}],
            "steps[0].body",
            "required",
        ),
    ],
    ids=[
        "unknown-target",
        "unreachable",
        "loop-without-wait",
        "no-python-calls",
        "no-dunder",
        "variant-body",
    ],
)
async def test_a_graph_that_cannot_run_is_refused_naming_the_step(
    api: httpx.AsyncClient, steps, field, words
):
    answer = await api.post("/v1/sequences", json={"name": unique("bad"), "steps": steps})

    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["field"] == field
    assert words in answer.json()["error"]["message"]


async def test_stats_count_sends_and_replies_per_step_and_variant(
    api: httpx.AsyncClient, pool, temporal_env: WorkflowEnvironment
):
    name = unique("ab")
    step = {
        "id": "intro",
        "type": "email",
        "subject": "Default",
        "body": "Hello",
        "variants": [{"id": "A", "subject": "Short"}, {"id": "B", "subject": "Long one"}],
    }
    created = await api.post(
        "/v1/sequences",
        json=doc(
            name,
            step,
            {"id": "bump", "type": "email", "after": "2d", "reply_in_thread": True, "body": "Bump"},
        ),
    )
    assert created.status_code == 201, created.text
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=UNCAPPED)
        people = await make_contacts(conn, 6)
    enrolled = []
    for person in people:
        answer = await api.post(
            "/v1/enrollments", json={"contact_id": person.id, "sequence": name, "mailbox": mailbox.id}
        )
        enrolled.append(answer.json())

    async def all_sent_once() -> bool:
        count = await pool.fetchval(
            "SELECT count(*) FROM send_ledger WHERE enrollment_id = ANY($1::uuid[]) AND status = 'sent'",
            [e["id"] for e in enrolled],
        )
        return count == 6

    await eventually(all_sent_once)
    replied = enrolled[0]
    await api.post(f"/v1/enrollments/{replied['id']}/signals/reply", json={})
    await workflow_result(temporal_env, replied["workflow_id"])
    for other in enrolled[1:]:
        await api.post(f"/v1/enrollments/{other['id']}/exit", json={})

    answer = await api.get(f"/v1/sequences/{name}/stats")
    assert answer.status_code == 200, answer.text
    stats = answer.json()

    rows = {(r["step_id"], r["variant"]): r for r in stats["steps"]}
    assert sum(r["sends"] for r in rows.values()) == 6
    assert {variant for (_, variant) in rows} <= {"A", "B"}
    variant = await pool.fetchval(
        "SELECT variant FROM send_ledger WHERE enrollment_id = $1::uuid", replied["id"]
    )
    assert rows[("intro", variant)]["replies"] == 1
    assert sum(r["replies"] for r in rows.values()) == 1


async def test_a_bulk_pause_of_five_hundred_enrollments_completes_and_resumes(
    api: httpx.AsyncClient, pool, temporal_env: WorkflowEnvironment
):
    name = unique("bulk")
    created = await api.post(
        "/v1/sequences",
        json=doc(name, {"id": "later", "type": "email", "after": "3d", "subject": "Hi", "body": "x"}),
    )
    assert created.status_code == 201
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=UNCAPPED)
        people = await make_contacts(conn, 500)
    ids = []
    for person in people:
        answer = await api.post(
            "/v1/enrollments", json={"contact_id": person.id, "sequence": name, "mailbox": mailbox.id}
        )
        ids.append(answer.json()["id"])

    async def statuses() -> dict[str, int]:
        rows = await pool.fetch(
            "SELECT status, count(*) AS n FROM enrollments WHERE id = ANY($1::uuid[]) GROUP BY status", ids
        )
        return {r["status"]: r["n"] for r in rows}

    paused = await api.post(f"/v1/mailboxes/{mailbox.email}/pause", json={"reason": "rep on leave"})
    assert paused.status_code == 202, paused.text
    assert paused.json() == {"action": "pause", "matched": 500, "signalled": 500, "ended": 0}

    async def all_paused() -> bool:
        return await statuses() == {"paused": 500}

    await eventually(all_paused, attempts=600)
    resumed = await api.post(f"/v1/sequences/{name}/resume", json={})
    assert resumed.json()["signalled"] == 500

    async def all_active() -> bool:
        return await statuses() == {"active": 500}

    await eventually(all_active, attempts=600)
    ended = await api.post(f"/v1/sequences/{created.json()['id']}/exit", json={"reason": "test over"})
    assert ended.json()["signalled"] == 500
    rows = await pool.fetch("SELECT workflow_id FROM enrollments WHERE id = ANY($1::uuid[])", ids)
    handles = [temporal_env.client.get_workflow_handle(r["workflow_id"]) for r in rows]
    async with temporal_env.time_skipping_unlocked():
        await asyncio.wait_for(asyncio.gather(*(settled(h) for h in handles)), timeout=300)
    assert await statuses() == {"exited": 500}


async def test_an_enrollment_with_its_own_live_edit_policy_keeps_it(api: httpx.AsyncClient, pool):
    name = unique("own")
    await published(api, name)
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    contact = (await api.post("/v1/contacts", json={"email": unique_email()})).json()
    bad = await api.post(
        "/v1/enrollments",
        json={"contact_id": contact["id"], "sequence": name, "mailbox": mailbox.id, "live_edit": "maybe"},
    )
    good = await api.post(
        "/v1/enrollments",
        json={"contact_id": contact["id"], "sequence": name, "mailbox": mailbox.id, "live_edit": "restart"},
    )

    assert bad.status_code == 422 and bad.json()["error"]["field"] == "live_edit"
    assert good.status_code == 201
    policy = await pool.fetchval("SELECT live_edit FROM enrollments WHERE id = $1::uuid", good.json()["id"])
    assert policy == "restart"
