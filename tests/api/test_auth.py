"""API keys: every /v1 route needs one, scopes limit what it may do, and a project sees only its own."""

from __future__ import annotations

import re
import uuid

import httpx
import pytest

from api.app import create_app
from starter.client import Sequencer
from storage import tasks
from tests.factories import make_mailbox
from tests.support import make_api_key, unique

pytestmark = pytest.mark.usefixtures("worker")


def client_for(sequencer: Sequencer, key: str | None, **app_options: bool) -> httpx.AsyncClient:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    transport = httpx.ASGITransport(app=create_app(sequencer, **app_options))
    return httpx.AsyncClient(transport=transport, base_url="http://api.test", headers=headers)


async def test_without_a_valid_key_every_v1_route_answers_401(sequencer: Sequencer):
    revoked = await make_api_key(sequencer.pool)
    async with client_for(sequencer, revoked) as admin:
        prefix = revoked.split("_")[1]
        assert (await admin.delete(f"/v1/keys/{prefix}")).status_code == 200
    for key in (None, "not-a-key", "sq_abcdefgh_" + "x" * 43, revoked):
        async with client_for(sequencer, key) as api:
            for method, path in [
                ("GET", "/v1/mailboxes/rep@acme.test"),
                ("POST", "/v1/contacts"),
                ("GET", "/v1/suppressions"),
                ("GET", "/v1/keys"),
            ]:
                answer = await api.request(method, path, json={})
                assert answer.status_code == 401, (key, method, path, answer.text)
                assert answer.json()["error"]["field"] == "Authorization"
    async with client_for(sequencer, None) as anonymous:
        for public in ("/healthz", "/readyz", "/openapi.json"):
            assert (await anonymous.get(public)).status_code == 200, public


async def test_by_default_metrics_and_mailbox_health_are_for_the_operators_admin_keys(sequencer: Sequencer):
    async with sequencer.pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    admin, reader = await make_api_key(sequencer.pool), await make_api_key(sequencer.pool, scopes=("read",))
    tenant_admin = await make_api_key(sequencer.pool, project_id=unique("tenant"))
    for key in (None, reader, tenant_admin):
        async with client_for(sequencer, key) as api:
            metrics = await api.get("/metrics")
            assert metrics.status_code == (401 if key is None else 403), (key, metrics.text)
            error = metrics.json()["error"]
            assert error["status"] == metrics.status_code and error["field"] == "Authorization"
            ready = await api.get("/readyz")
            assert ready.status_code == 200
            assert mailbox.email not in ready.text and mailbox.id not in ready.text
            body = ready.json()
            assert "mailboxes" not in body and "mailboxes" not in body["breakers"]
            assert {"status", "database", "temporal", "pollers", "enrollments", "task_queue"} <= set(body)
    async with client_for(sequencer, admin) as api:
        metrics = await api.get("/metrics")
        assert metrics.status_code == 200 and "python_info" in metrics.text
        ready = (await api.get("/readyz")).json()
        assert mailbox.email in {m["mailbox"] for m in ready["mailboxes"]}
        assert "mailboxes" in ready["breakers"]


async def test_metrics_public_opens_metrics_and_mailbox_health_to_anyone(sequencer: Sequencer):
    async with sequencer.pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    async with client_for(sequencer, None, metrics_public=True) as anonymous:
        metrics = await anonymous.get("/metrics")
        assert metrics.status_code == 200 and "python_info" in metrics.text
        ready = (await anonymous.get("/readyz")).json()
        assert mailbox.email in {m["mailbox"] for m in ready["mailboxes"]}


async def test_scopes_limit_what_a_key_may_do(sequencer: Sequencer):
    read = await make_api_key(sequencer.pool, scopes=("read",))
    write = await make_api_key(sequencer.pool, scopes=("write",))
    contact = {"email": f"{unique('lee')}@prospect.test"}
    async with client_for(sequencer, read) as reader, client_for(sequencer, write) as writer:
        assert (await reader.get("/v1/suppressions")).status_code == 200
        refused = await reader.post("/v1/contacts", json=contact)
        assert refused.status_code == 403 and "needs write" in refused.json()["error"]["message"]
        assert (await writer.post("/v1/contacts", json=contact)).status_code == 201
        assert (await writer.get("/v1/keys")).status_code == 403  # keys are for admins


async def test_a_key_is_shown_once_stored_as_a_hash_and_can_be_revoked(sequencer: Sequencer):
    async with client_for(sequencer, await make_api_key(sequencer.pool)) as admin:
        created = await admin.post("/v1/keys", json={"name": "crm webhook", "scopes": ["events"]})
        assert created.status_code == 201, created.text
        key = created.json()["key"]
        assert key.startswith(f"sq_{created.json()['prefix']}_")
        listed = (await admin.get("/v1/keys")).json()
        mine = next(k for k in listed if k["id"] == created.json()["id"])
        assert "key" not in mine and mine["scopes"] == ["events"] and mine["revoked_at"] is None
        stored = await sequencer.pool.fetchrow("SELECT * FROM api_keys WHERE id = $1::uuid", mine["id"])
        assert all(key not in str(value) for value in dict(stored).values())
        assert (await admin.delete(f"/v1/keys/{mine['id']}")).json()["revoked_at"] is not None
    async with client_for(sequencer, key) as revoked:
        assert (await revoked.get("/v1/keys")).status_code == 401
    async with client_for(sequencer, await make_api_key(sequencer.pool)) as admin:
        bad = await admin.post("/v1/keys", json={"name": "x", "scopes": ["root"]})
        assert bad.status_code == 422 and bad.json()["error"]["field"].startswith("scopes")


async def test_another_projects_ids_answer_404_and_its_lists_stay_hidden(sequencer: Sequencer):
    from tests.factories import email_steps, make_parts

    mailbox, contact, version = await make_parts(sequencer.pool, email_steps("1d"))
    a_key = await make_api_key(sequencer.pool)
    async with client_for(sequencer, a_key) as a:
        enrolled = await a.post(
            "/v1/enrollments",
            json={"contact_id": contact.id, "sequence": version.name, "mailbox": mailbox.id},
        )
        assert enrolled.status_code == 201, enrolled.text
        enrollment_id = enrolled.json()["id"]
        blocked = f"{unique('blocked')}@elsewhere.test"
        assert (await a.post("/v1/suppressions", json={"email": blocked})).status_code == 201
        a_keys = (await a.get("/v1/keys")).json()
        closed = "2031-12-24"
        assert (await a.put(f"/v1/blackout-dates/{closed}", json={"name": "Eve"})).status_code in (200, 201)
        event = {"event_id": unique("evt"), "type": "custom", "data": {"n": 1}}
        assert (await a.post(f"/v1/contacts/{contact.id}/events", json=event)).status_code == 201
        draft = await a.post(f"/v1/sequences/{version.sequence_id}/draft")
        assert draft.status_code == 201, draft.text
        import_id = unique("import")
        bulk = {"import_id": import_id, "sequence": version.name, "mailbox": mailbox.id}
        imported = await a.post(
            "/v1/enrollments/bulk", json={**bulk, "contacts": [{"email": "not an address"}]}
        )
        assert imported.status_code == 202, imported.text
        async with sequencer.pool.acquire() as conn:
            task, _ = await tasks.open_task(
                conn,
                project_id="default",
                enrollment_id=enrollment_id,
                contact_id=contact.id,
                mailbox_id=mailbox.id,
                step_id="s1",
                visit=1,
                kind="review",
                assignee=mailbox.email,
                due_at=None,
                expires_at=None,
                subject="Hi",
                body="Hello",
            )

    b_key = await make_api_key(sequencer.pool, project_id=unique("project-b"))
    async with client_for(sequencer, b_key) as b:
        matrix = [
            ("GET", f"/v1/mailboxes/{mailbox.id}", None),
            ("GET", f"/v1/mailboxes/{mailbox.email}", None),
            ("GET", f"/v1/mailboxes/{mailbox.id}/limits", None),
            ("PUT", f"/v1/mailboxes/{mailbox.id}/limits", {"max_per_24h": 5}),
            ("POST", f"/v1/mailboxes/{mailbox.id}/reconnect", None),
            ("GET", f"/v1/sequences/{version.sequence_id}", None),
            ("GET", f"/v1/sequences/{version.name}", None),
            ("GET", f"/v1/enrollments/{enrollment_id}", None),
            ("POST", f"/v1/enrollments/{enrollment_id}/pause", None),
            ("POST", f"/v1/enrollments/{enrollment_id}/resume", None),
            ("POST", f"/v1/enrollments/{enrollment_id}/exit", {}),
            ("POST", f"/v1/enrollments/{enrollment_id}/signals/reply", {}),
            ("DELETE", f"/v1/suppressions/{blocked}", None),
            ("DELETE", f"/v1/keys/{a_keys[0]['id']}", None),
            ("DELETE", f"/v1/blackout-dates/{closed}", None),
            ("GET", f"/v1/contacts/{contact.id}/events", None),
            ("GET", f"/v1/contacts/{contact.email}/events", None),
            (
                "POST",
                f"/v1/contacts/{contact.id}/events",
                {"event_id": unique("e"), "type": "meeting_booked"},
            ),
            (
                "POST",
                f"/v1/contacts/{contact.email}/events",
                {"event_id": unique("e"), "type": "do_not_contact"},
            ),
            ("POST", f"/v1/enrollments/{enrollment_id}/skip", {}),
            ("POST", f"/v1/enrollments/{enrollment_id}/resolve", {"resolution": "sent"}),
            ("GET", f"/v1/enrollments/{enrollment_id}/timeline", None),
            ("GET", f"/v1/imports/{import_id}", None),
            ("GET", f"/v1/tasks/{task.id}", None),
            ("POST", f"/v1/tasks/{task.id}/complete", {"outcome": "approved"}),
            ("GET", f"/v1/sequences/{version.sequence_id}/draft", None),
            (
                "PUT",
                f"/v1/sequences/{version.name}/draft",
                {"name": version.name, "steps": email_steps("0s")},
            ),
            ("POST", f"/v1/sequences/{version.sequence_id}/draft", None),
            ("POST", f"/v1/sequences/{version.sequence_id}/publish", {}),
            ("GET", f"/v1/sequences/{version.sequence_id}/versions", None),
            ("PUT", f"/v1/sequences/{version.sequence_id}/default", {"version": 1}),
            ("GET", f"/v1/sequences/{version.name}/stats", None),
            ("POST", f"/v1/sequences/{version.sequence_id}/pause", {}),
            ("POST", f"/v1/sequences/{version.name}/resume", {}),
            ("POST", f"/v1/sequences/{version.sequence_id}/exit", {}),
            ("POST", f"/v1/mailboxes/{mailbox.id}/pause", {}),
            ("POST", f"/v1/mailboxes/{mailbox.email}/resume", {}),
            ("POST", f"/v1/mailboxes/{mailbox.id}/exit", {}),
        ]
        for method, path, body in matrix:
            headers = (
                {"If-Match": draft.headers["etag"]} if method == "PUT" and path.endswith("/draft") else {}
            )
            answer = await b.request(method, path, json=body, headers=headers)
            assert answer.status_code == 404, (method, path, answer.status_code, answer.text)
        # The matrix covers every route that takes an id (PUT of a blackout date names a day, not a row:
        # it writes the caller's own project's calendar).
        templates = {
            (method.upper(), template)
            for template, operations in (await b.get("/openapi.json")).json()["paths"].items()
            for method in operations
            if "{" in template
        }
        covered = {
            (method, template)
            for method, template in templates
            for m, path, _ in matrix
            if m == method and re.fullmatch(re.sub(r"\\{[^/]+?\\}", "[^/]+", re.escape(template)), path)
        }
        assert templates - covered == {("PUT", "/v1/blackout-dates/{day}")}
        # Ids inside a body are invalid input (422 naming the field), the same answer as for ids that
        # exist nowhere: another project's contact looks like no contact at all.
        theirs = {"contact_id": contact.id, "sequence": version.name, "mailbox": mailbox.id}
        nobodys = {**theirs, "contact_id": str(uuid.uuid4())}
        answers = [await b.post("/v1/enrollments", json=body) for body in (theirs, nobodys)]
        assert [a.status_code for a in answers] == [422, 422]
        assert answers[0].json()["error"]["field"] == answers[1].json()["error"]["field"] == "contact_id"
        assert blocked not in (await b.get("/v1/suppressions")).text
        b_keys = (await b.get("/v1/keys")).text
        assert all(k["id"] not in b_keys for k in a_keys)

    async with client_for(sequencer, a_key) as a:  # and nothing of A's changed
        state = (await a.get(f"/v1/enrollments/{enrollment_id}")).json()
        assert state["status"] == "active"
        assert (await a.get(f"/v1/mailboxes/{mailbox.id}/limits")).json()["max_per_24h"] != 5
        assert blocked in (await a.get("/v1/suppressions")).text
        assert [e["event_id"] for e in (await a.get(f"/v1/contacts/{contact.id}/events")).json()] == [
            event["event_id"]
        ]
        assert (await a.get(f"/v1/sequences/{version.sequence_id}/draft")).json()["revision"] == 1
        assert (await a.get(f"/v1/tasks/{task.id}")).json()["status"] == "open"


async def test_a_projects_workflows_carry_it_in_their_ids_and_search_attributes(
    sequencer: Sequencer, temporal_env
):
    from sequencer.search_attributes import PROJECT

    project = unique("acme")
    async with client_for(sequencer, await make_api_key(sequencer.pool, project_id=project)) as b:
        mailbox = await b.post(
            "/v1/mailboxes", json={"email": "rep@acme.test", "name": "Riley", "timezone": "UTC"}
        )
        contact = await b.post("/v1/contacts", json={"email": "dana@globex.test"})
        sequence = {
            "name": "intro",
            "steps": [{"id": "s1", "type": "email", "after": "1d", "subject": "Hi", "body": "Hello"}],
        }
        assert (await b.post("/v1/sequences", json=sequence)).status_code == 201
        enrolled = await b.post(
            "/v1/enrollments",
            json={"contact_id": contact.json()["id"], "sequence": "intro", "mailbox": mailbox.json()["id"]},
        )
    assert enrolled.status_code == 201, enrolled.text
    workflow_id = enrolled.json()["workflow_id"]
    assert workflow_id.startswith(f"enrollment:{project}:")
    described = await temporal_env.client.get_workflow_handle(workflow_id).describe()
    assert described.typed_search_attributes.get(PROJECT) == project
