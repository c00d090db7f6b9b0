"""Bulk enrollment imports over HTTP: POST /v1/enrollments/bulk answers at once, ImportWorkflow enrolls
in the background, GET /v1/imports/{id} shows how far it got. Real Postgres, time-skipping Temporal."""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import httpx
import pytest
from temporalio.client import WorkflowExecutionStatus, WorkflowHistory
from temporalio.service import RPCError
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Replayer, Worker
from temporalio.worker.workflow_sandbox import SandboxedWorkflowRunner, SandboxRestrictions

from activities.imports import row_enrollment_id
from api.app import create_app
from api.import_routes import BulkImportIn, body_digest, validate_rows
from contracts import import_workflow_id
from sequencer.payload_codec import data_converter
from sequencer.settings import Settings
from starter.client import Sequencer
from starter.temporal_setup import ensure_search_attributes
from storage import contacts, imports, mailboxes, sequences, suppressions
from storage.records import Contact, Mailbox, SequenceVersion
from tests.support import eventually, make_api_key, unique, unique_email, venv_binary
from worker import WORKFLOW_RUNNER, WORKFLOWS, build_activities, build_links
from workflows.imports import ImportWorkflow

HISTORIES = Path(__file__).parents[1] / "histories" / "imports"
RECORDING = os.environ.get("SEQUENCER_RECORD_HISTORIES") == "1"

# A day's wait before the first email: enrollments stay put while a test looks at them.
STEPS = [
    {
        "id": "intro",
        "type": "email",
        "after": "1d",
        "subject": "Hello {{ contact.first_name }}",
        "body": "A question about {{ contact.fields.company }}.",
    }
]


def load(path: Path) -> WorkflowHistory:
    return WorkflowHistory.from_json(path.stem, json.loads(path.read_text()))


def save(path: Path, text: str) -> None:
    path.parent.mkdir(exist_ok=True)
    path.write_text(text)


def contact(**values: Any) -> dict[str, Any]:
    return {"email": unique_email(), "first_name": "Dana", "fields": {"company": "Initech"}, **values}


async def make_target(api: httpx.AsyncClient) -> dict[str, str]:
    """A mailbox and a published sequence, as an import body names them."""
    mailbox = unique_email("rep", "acme.test")
    r = await api.post("/v1/mailboxes", json={"email": mailbox, "name": "Riley Rep", "timezone": "UTC"})
    assert r.status_code == 201, r.text
    name = unique("seq")
    r = await api.post("/v1/sequences", json={"name": name, "jitter": "0s", "steps": STEPS})
    assert r.status_code == 201, r.text
    return {"sequence": name, "mailbox": mailbox}


async def finished(api: httpx.AsyncClient, import_id: str, *, attempts: int = 600) -> dict[str, Any]:
    """The import's state once it is no longer running (polled: time stands still meanwhile)."""
    seen: dict[str, Any] = {}

    async def done() -> bool:
        r = await api.get(f"/v1/imports/{import_id}")
        assert r.status_code == 200, r.text
        seen.update(r.json())
        return bool(seen["status"] != "running")

    await eventually(done, attempts=attempts, every=0.05)
    return seen


async def enrollments_of(
    pool: asyncpg.Pool, import_id: str, project: str = "default"
) -> list[asyncpg.Record]:
    return await pool.fetch(
        """SELECT r.row_index, e.id::text AS id, e.workflow_id, e.workflow_run_id, e.status,
                  e.sequence_version_id::text AS version_id, c.email
             FROM import_rows r
             JOIN imports i ON i.id = r.import_id
             JOIN enrollments e ON e.id = r.enrollment_id
             JOIN contacts c ON c.id = e.contact_id
            WHERE i.project_id = $1 AND i.import_id = $2
            ORDER BY r.row_index""",
        project,
        import_id,
    )


@pytest.fixture
async def imports_made(sequencer: Sequencer, pool: asyncpg.Pool) -> AsyncIterator[list[str]]:
    """Import ids a test posts: their enrollments end with the test's own (the `sequencer` fixture
    exits everything it tracks while the worker still runs)."""
    made: list[str] = []
    yield made
    for import_id in made:
        for row in await enrollments_of(pool, import_id):
            sequencer.started.append(await sequencer.get(row["id"]))  # type: ignore[attr-defined]


async def post_import(
    api: httpx.AsyncClient, made: list[str], body: dict[str, Any], *, expect: int = 202
) -> dict[str, Any]:
    made.append(body["import_id"])
    r = await api.post("/v1/enrollments/bulk", json=body)
    assert r.status_code == expect, r.text
    answer: dict[str, Any] = r.json()
    return answer


async def test_an_import_answers_at_once_and_enrolls_its_contacts_in_the_background(
    api: httpx.AsyncClient, pool: asyncpg.Pool, temporal_env: WorkflowEnvironment, imports_made: list[str]
):
    target = await make_target(api)
    rows = [contact(timezone="Europe/Berlin") for _ in range(5)]
    import_id = unique("crm-sync:2024.06")

    answer = await post_import(api, imports_made, {"import_id": import_id, **target, "contacts": rows})

    assert answer["status"] == "running"
    assert (answer["total"], answer["accepted"], answer["rejected"], answer["errors"]) == (5, 5, 0, [])
    assert answer["url"] == f"/v1/imports/{import_id}"
    state = await finished(api, import_id)
    assert state["status"] == "completed" and state["finished_at"] is not None
    assert (state["enrolled"], state["skipped"], state["failed"], state["pending"]) == (5, 0, 0, 0)
    assert (state["sequence"], state["sequence_version"], state["mailbox"]) == (
        target["sequence"],
        1,
        target["mailbox"],
    )
    enrolled = await enrollments_of(pool, import_id)
    assert [r["email"] for r in enrolled] == [r["email"] for r in rows]
    assert {r["status"] for r in enrolled} == {"active"}
    for row in enrolled:
        described = await temporal_env.client.get_workflow_handle(
            row["workflow_id"], run_id=row["workflow_run_id"]
        ).describe()
        assert described.status == WorkflowExecutionStatus.RUNNING
    stored = await pool.fetchrow("SELECT timezone, fields FROM contacts WHERE email = $1", rows[0]["email"])
    assert (stored["timezone"], stored["fields"]) == ("Europe/Berlin", {"company": "Initech"})
    handle = temporal_env.client.get_workflow_handle(import_workflow_id("default", import_id))
    assert (await handle.describe()).status == WorkflowExecutionStatus.COMPLETED
    history = await handle.fetch_history()
    await Replayer(
        workflows=[ImportWorkflow],
        data_converter=data_converter(Settings().key_ring),
        workflow_runner=WORKFLOW_RUNNER,  # as the worker runs them
    ).replay_workflow(history)
    path = HISTORIES / "five_rows_completed_v1.json"
    if RECORDING and not path.exists():
        save(path, history.to_json())


@pytest.mark.skipif(RECORDING, reason="recording new histories")
@pytest.mark.parametrize("path", sorted(HISTORIES.glob("*.json")), ids=lambda p: p.stem)
async def test_a_recorded_import_history_replays_without_nondeterminism(path: Path):
    history = load(path)

    await Replayer(
        workflows=[ImportWorkflow],
        data_converter=data_converter(Settings().key_ring),
        workflow_runner=WORKFLOW_RUNNER,  # as the worker runs them
    ).replay_workflow(history)


async def test_invalid_rows_are_reported_by_index_while_the_good_rows_enroll(
    api: httpx.AsyncClient, pool: asyncpg.Pool, imports_made: list[str]
):
    target = await make_target(api)
    good = [contact(), contact(), contact()]
    rows = [
        good[0],
        contact(email="not an address"),
        good[1],
        contact(timezone="Mars/Olympus_Mons"),
        "dana@example.test",
        {**good[2], "email": good[2]["email"].upper()},
        good[2],  # the same address as row 5 once lower-cased
        contact(nickname="Dee"),
    ]
    import_id = unique("mixed")

    answer = await post_import(api, imports_made, {"import_id": import_id, **target, "contacts": rows})

    assert (answer["total"], answer["accepted"], answer["rejected"]) == (8, 3, 5)
    assert [(e["row"], e["field"], e["status"]) for e in answer["errors"]] == [
        (1, "contacts[1].email", "rejected"),
        (3, "contacts[3].timezone", "rejected"),
        (4, "contacts[4]", "rejected"),
        (6, "contacts[6].email", "rejected"),
        (7, "contacts[7].nickname", "rejected"),
    ]
    assert "not a valid email address" in answer["errors"][0]["message"]
    assert "Mars/Olympus_Mons" in answer["errors"][1]["message"]
    assert "contacts[5]" in answer["errors"][3]["message"]
    state = await finished(api, import_id)
    assert (state["status"], state["enrolled"], state["rejected"]) == ("completed", 3, 5)
    assert [r["row_index"] for r in await enrollments_of(pool, import_id)] == [0, 2, 5]


async def test_an_import_of_only_invalid_rows_is_completed_at_once_without_a_workflow(
    api: httpx.AsyncClient, temporal_env: WorkflowEnvironment
):
    target = await make_target(api)
    import_id = unique("hopeless")

    r = await api.post(
        "/v1/enrollments/bulk",
        json={"import_id": import_id, **target, "contacts": [{"email": "nope"}, {"first_name": "Dana"}]},
    )

    assert r.status_code == 202, r.text
    assert (r.json()["status"], r.json()["accepted"], r.json()["rejected"]) == ("completed", 0, 2)
    assert [e["field"] for e in r.json()["errors"]] == ["contacts[0].email", "contacts[1].email"]
    assert (await api.get(f"/v1/imports/{import_id}")).json()["finished_at"] is not None
    with pytest.raises(RPCError):
        await temporal_env.client.get_workflow_handle(import_workflow_id("default", import_id)).describe()


async def test_suppressed_unrenderable_and_already_enrolled_contacts_are_reported_with_reasons(
    api: httpx.AsyncClient, pool: asyncpg.Pool, imports_made: list[str]
):
    target = await make_target(api)
    suppressed, enrolled_before, no_company, fine = contact(), contact(), contact(fields={}), contact()
    async with pool.acquire() as conn:
        await suppressions.add(
            conn, project_id="default", email=suppressed["email"], reason="unsubscribe", source="test"
        )
    r = await api.post("/v1/contacts", json=enrolled_before)
    earlier = await api.post("/v1/enrollments", json={"contact_id": r.json()["id"], **target})
    assert earlier.status_code == 201, earlier.text
    import_id = unique("reasons")

    await post_import(
        api,
        imports_made,
        {"import_id": import_id, **target, "contacts": [suppressed, enrolled_before, no_company, fine]},
    )
    state = await finished(api, import_id)

    assert (state["enrolled"], state["skipped"], state["failed"]) == (1, 2, 1)
    problems = {e["row"]: e for e in state["errors"]}
    assert problems[0]["status"] == "skipped" and problems[0]["field"] == "contacts[0].email"
    assert "suppressed (unsubscribe)" in problems[0]["message"]
    assert problems[1]["status"] == "skipped" and "already enrolled" in problems[1]["message"]
    assert problems[2]["status"] == "failed" and problems[2]["field"] == "contacts[2]"
    assert "contact.fields.company" in problems[2]["message"]
    count = await pool.fetchval(
        "SELECT count(*) FROM enrollments e JOIN contacts c ON c.id = e.contact_id WHERE c.email = $1",
        enrolled_before["email"],
    )
    assert count == 1


async def test_repeating_an_import_answers_its_state_and_enrolls_nobody_twice(
    api: httpx.AsyncClient, pool: asyncpg.Pool, imports_made: list[str]
):
    target = await make_target(api)
    body: dict[str, Any] = {
        "import_id": unique("again"),
        **target,
        "live_edit": "next_step",
        "contacts": [contact(), contact()],
    }
    await post_import(api, imports_made, body)
    first = await finished(api, body["import_id"])

    # The same body, keys in another order and laid out differently: the same import.
    reordered = json.dumps(dict(reversed(list(body.items()))), indent=2)
    r = await api.post(
        "/v1/enrollments/bulk", content=reordered, headers={"content-type": "application/json"}
    )

    assert r.status_code == 200, r.text
    assert {k: r.json()[k] for k in ("status", "enrolled", "total")} == {
        "status": "completed",
        "enrolled": 2,
        "total": 2,
    }
    assert r.json()["created_at"] == first["created_at"]
    assert len(await enrollments_of(pool, body["import_id"])) == 2
    assert (
        await pool.fetchval(
            """SELECT count(*) FROM enrollments e JOIN contacts c ON c.id = e.contact_id
                WHERE c.email = ANY($1)""",
            [c["email"] for c in body["contacts"]],
        )
        == 2
    )
    policies = await pool.fetch(
        """SELECT e.live_edit FROM enrollments e JOIN import_rows r ON r.enrollment_id = e.id
             JOIN imports i ON i.id = r.import_id WHERE i.import_id = $1""",
        body["import_id"],
    )
    assert [p["live_edit"] for p in policies] == ["next_step", "next_step"]


async def stored_without_workflow(pool: asyncpg.Pool, body: dict[str, Any]) -> imports.Import:
    """The import as the API stores it, as if the process died before starting its workflow."""
    request = BulkImportIn.model_validate(body)
    async with pool.acquire() as conn, conn.transaction():
        version = await sequences.latest(conn, project_id="default", ref=request.sequence)
        sender = await mailboxes.find(conn, project_id="default", ref=request.mailbox)
        job = await imports.create(
            conn,
            project_id="default",
            import_id=request.import_id,
            body_sha256=body_digest(request),
            sequence_version_id=version.id,
            mailbox_id=sender.id,
            live_edit=None,
            rows=validate_rows(request.contacts),
        )
    assert job is not None
    return job


async def first_row_loaded(
    pool: asyncpg.Pool, job: imports.Import, body: dict[str, Any], target: dict[str, str]
) -> tuple[Contact, SequenceVersion, Mailbox]:
    """Row 0's contact upserted, and the import's version and mailbox, as an attempt loads them."""
    row = body["contacts"][0]
    async with pool.acquire() as conn:
        person, _ = await contacts.upsert(
            conn,
            project_id="default",
            email=row["email"],
            values={k: v for k, v in row.items() if k != "email"},
        )
        version = await sequences.get_version(conn, version_id=job.sequence_version_id)
        sender = await mailboxes.find(conn, project_id="default", ref=target["mailbox"])
    return person, version, sender


async def test_a_repeat_starts_an_import_whose_workflow_never_started(
    api: httpx.AsyncClient, pool: asyncpg.Pool, imports_made: list[str]
):
    target = await make_target(api)
    body: dict[str, Any] = {"import_id": unique("orphan"), **target, "contacts": [contact(), contact()]}
    await stored_without_workflow(pool, body)
    assert (await api.get(f"/v1/imports/{body['import_id']}")).json()["pending"] == 2

    answer = await post_import(api, imports_made, body, expect=200)

    assert answer["status"] == "running"
    state = await finished(api, body["import_id"])
    assert (state["status"], state["enrolled"]) == ("completed", 2)


async def test_a_row_enrolled_by_an_attempt_that_died_before_recording_it_is_not_enrolled_again(
    api: httpx.AsyncClient, pool: asyncpg.Pool, sequencer: Sequencer, imports_made: list[str]
):
    target = await make_target(api)
    body: dict[str, Any] = {"import_id": unique("crashed"), **target, "contacts": [contact(), contact()]}
    job = await stored_without_workflow(pool, body)
    # The dead attempt's work: row 0 upserted and enrolled under its own id, its outcome never written.
    person, version, sender = await first_row_loaded(pool, job, body, target)
    async with pool.acquire() as conn:
        first = await sequencer.enroll_loaded(
            conn, person, version, sender, enrollment_id=row_enrollment_id(job.id, 0)
        )

    await post_import(api, imports_made, body, expect=200)
    state = await finished(api, body["import_id"])

    assert (state["enrolled"], state["skipped"], state["errors"]) == (2, 0, [])
    enrolled = await enrollments_of(pool, body["import_id"])
    assert enrolled[0]["id"] == first.id
    count = await pool.fetchval("SELECT count(*) FROM enrollments WHERE contact_id = $1::uuid", person.id)
    assert count == 1


async def test_the_same_import_id_with_another_body_is_a_conflict(
    api: httpx.AsyncClient, pool: asyncpg.Pool, imports_made: list[str]
):
    target = await make_target(api)
    body: dict[str, Any] = {"import_id": unique("twice"), **target, "contacts": [contact()]}
    await post_import(api, imports_made, body)

    r = await api.post("/v1/enrollments/bulk", json={**body, "contacts": [contact()]})

    assert r.status_code == 409
    assert r.json()["error"]["field"] == "import_id"
    await finished(api, body["import_id"])
    assert len(await enrollments_of(pool, body["import_id"])) == 1


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"sequence": "no-such-sequence"}, "sequence"),
        ({"mailbox": "nobody@acme.test"}, "mailbox"),
        ({"import_id": "has spaces"}, "import_id"),
        ({"import_id": ""}, "import_id"),
        ({"import_id": None}, "import_id"),
        ({"contacts": []}, "contacts"),
        ({"contacts": [{"email": "x@example.test"}] * 10_001}, "contacts"),
        ({"live_edit": "sometimes"}, "live_edit"),
    ],
)
async def test_a_request_that_cannot_be_an_import_is_refused_and_stores_nothing(
    api: httpx.AsyncClient, pool: asyncpg.Pool, change: dict[str, Any], field: str
):
    target = await make_target(api)
    row = contact()
    body: dict[str, Any] = {"import_id": unique("refused"), **target, "contacts": [row], **change}

    r = await api.post("/v1/enrollments/bulk", json={k: v for k, v in body.items() if v is not None})

    assert r.status_code == 422, r.text
    assert r.json()["error"]["field"] == field
    assert await pool.fetchval("SELECT count(*) FROM imports WHERE import_id = $1", body["import_id"]) == 0
    assert await pool.fetchval("SELECT count(*) FROM contacts WHERE email = $1", row["email"]) == 0


async def test_a_body_that_is_not_a_json_object_is_refused(api: httpx.AsyncClient):
    for content in ("[]", "not json", '"text"'):
        r = await api.post(
            "/v1/enrollments/bulk", content=content, headers={"content-type": "application/json"}
        )

        assert r.status_code == 422, r.text
        assert r.json()["error"]["field"] == "body"


async def test_an_unknown_import_or_another_projects_answers_404(
    api: httpx.AsyncClient, sequencer: Sequencer, imports_made: list[str]
):
    target = await make_target(api)
    import_id = unique("mine")
    await post_import(api, imports_made, {"import_id": import_id, **target, "contacts": [contact()]})
    await finished(api, import_id)
    other_key = await make_api_key(sequencer.pool, project_id=unique("project-b"))
    transport = httpx.ASGITransport(app=create_app(sequencer))
    headers = {"Authorization": f"Bearer {other_key}"}

    async with httpx.AsyncClient(transport=transport, base_url="http://api.test", headers=headers) as other:
        theirs = await other.get(f"/v1/imports/{import_id}")
    unknown = await api.get(f"/v1/imports/{unique('nothing')}")

    assert theirs.status_code == 404 and unknown.status_code == 404
    assert unknown.json()["error"]["field"] == "import_id"


@pytest.fixture
async def own_stack(pool: asyncpg.Pool, gmail: Any) -> AsyncIterator[tuple[WorkflowEnvironment, str]]:
    """A time-skipping server and worker of the test's own: at the end the server goes away with the
    thousands of waiting enrollments, instead of ending each one (minutes on the session's server)."""
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=venv_binary("temporal-test-server"),
        data_converter=data_converter(Settings().key_ring),
    )
    try:
        await ensure_search_attributes(env.client)
        queue = unique("imports")
        worker = Worker(
            env.client,
            task_queue=queue,
            workflows=WORKFLOWS,
            activities=build_activities(
                env.client,
                pool,
                gmail,
                build_links(Settings()),
                poll_seconds=None,
                clock=env.get_current_time,
            ),
            max_concurrent_activities=50,
            max_cached_workflows=3000,
            # Thousands of new enrollment runs: without the per-run re-import of workflow modules, which
            # costs this one process (test server, worker and API) more than the import itself.
            workflow_runner=SandboxedWorkflowRunner(
                restrictions=SandboxRestrictions.default.with_passthrough_all_modules()
            ),
        )
        async with worker:
            yield env, queue
    finally:
        await env.shutdown()


def client_on(pool: asyncpg.Pool, env: WorkflowEnvironment, queue: str, key: str) -> httpx.AsyncClient:
    seq = Sequencer(pool, env.client, project_id="default", task_queue=queue, poll_seconds=None)
    transport = httpx.ASGITransport(app=create_app(seq))
    return httpx.AsyncClient(
        transport=transport, base_url="http://api.test", headers={"Authorization": f"Bearer {key}"}
    )


async def test_a_two_thousand_row_import_completes(
    pool: asyncpg.Pool, own_stack: tuple[WorkflowEnvironment, str]
):
    env, queue = own_stack
    async with client_on(pool, env, queue, await make_api_key(pool)) as api:
        target = await make_target(api)
        import_id = unique("big")
        rows = [contact() for _ in range(2000)]
        r = await api.post("/v1/enrollments/bulk", json={"import_id": import_id, **target, "contacts": rows})
        assert r.status_code == 202, r.text

        state = await finished(api, import_id, attempts=1200)

    assert (state["status"], state["enrolled"], state["pending"], state["errors"]) == (
        "completed",
        2000,
        0,
        [],
    )
    enrolled = await enrollments_of(pool, import_id)
    assert len(enrolled) == 2000 and len({r["workflow_id"] for r in enrolled}) == 2000


async def test_ten_thousand_rows_are_accepted_at_once_and_wait_for_the_worker(
    pool: asyncpg.Pool, own_stack: tuple[WorkflowEnvironment, str]
):
    env, _ = own_stack
    key = await make_api_key(pool)
    async with client_on(pool, env, own_stack[1], key) as api:
        target = await make_target(api)
    # The same server, but a queue no worker polls: the import is stored and its workflow started,
    # and nothing is enrolled yet.
    async with client_on(pool, env, unique("unpolled"), key) as api:
        import_id = unique("huge")
        rows = [contact(last_name="Lee", timezone="Europe/London") for _ in range(10_000)]
        r = await api.post("/v1/enrollments/bulk", json={"import_id": import_id, **target, "contacts": rows})

        assert r.status_code == 202, r.text
        assert (r.json()["status"], r.json()["accepted"], r.json()["pending"]) == ("running", 10_000, 10_000)
        state = (await api.get(f"/v1/imports/{import_id}")).json()
    assert (state["status"], state["pending"], state["enrolled"]) == ("running", 10_000, 0)
    described = await env.client.get_workflow_handle(import_workflow_id("default", import_id)).describe()
    assert described.status == WorkflowExecutionStatus.RUNNING
