"""The HTTP API end to end: FastAPI in-process, real Postgres, time-skipping Temporal, the sandbox."""

from __future__ import annotations

from typing import Any

import httpx
from temporalio.testing import WorkflowEnvironment

from storage import suppressions
from tests.factories import email_steps
from tests.support import unique, unique_email, workflow_result


async def setup_enrollment(
    api: httpx.AsyncClient, steps: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    mailbox = unique_email("rep", "acme.test")
    r = await api.post(
        "/v1/mailboxes", json={"email": mailbox, "name": "Riley Rep", "timezone": "America/New_York"}
    )
    assert r.status_code == 201, r.text
    r = await api.post(
        "/v1/contacts",
        json={
            "email": unique_email(),
            "first_name": "Dana",
            "timezone": "Europe/London",
            "fields": {"company": "Initech"},
        },
    )
    assert r.status_code == 201, r.text
    contact_id = r.json()["id"]
    name = unique("seq")
    r = await api.post("/v1/sequences", json={"name": name, "steps": steps or email_steps("0s", "2d")})
    assert r.status_code == 201, r.text
    assert r.json()["version"] == 1
    return {"mailbox": mailbox, "contact_id": contact_id, "sequence": name}


async def test_enrollment_runs_to_completion_and_reports_its_ledger(
    api: httpx.AsyncClient, temporal_env: WorkflowEnvironment
):
    ids = await setup_enrollment(api)
    r = await api.post("/v1/enrollments", json=ids)
    assert r.status_code == 201, r.text
    created = r.json()
    assert created["status"] == "active"

    await workflow_result(temporal_env, created["workflow_id"])
    r = await api.get(f"/v1/enrollments/{created['id']}")

    body = r.json()
    assert body["status"] == "completed"
    assert body["sequence_version"] == 1
    assert body["current_step"] == "s2"
    assert [s["status"] for s in body["sends"]] == ["sent", "sent"]
    assert [(row["action"], row["outcome"]) for row in body["run_ledger"]] == [
        ("send_email", "sent"),
        ("send_email", "sent"),
        ("status", "completed"),
    ]


async def test_second_enrollment_of_the_same_contact_is_a_conflict(api: httpx.AsyncClient):
    ids = await setup_enrollment(api, email_steps("1d", "2d"))
    assert (await api.post("/v1/enrollments", json=ids)).status_code == 201

    r = await api.post("/v1/enrollments", json=ids)

    assert r.status_code == 409
    assert r.json()["error"]["field"] == "contact_id"


async def test_reply_signal_stops_the_enrollment(api: httpx.AsyncClient, temporal_env: WorkflowEnvironment):
    ids = await setup_enrollment(api, email_steps("1d", "2d"))
    created = (await api.post("/v1/enrollments", json=ids)).json()

    r = await api.post(f"/v1/enrollments/{created['id']}/signals/reply", json={"gmail_message_id": "abc123"})
    assert r.status_code == 202
    result = await workflow_result(temporal_env, created["workflow_id"])

    assert result["status"] == "replied"
    assert result["steps_sent"] == []
    body = (await api.get(f"/v1/enrollments/{created['id']}")).json()
    assert body["status"] == "replied"
    assert body["sends"] == []


async def test_exit_stops_and_a_signal_to_an_ended_enrollment_is_a_conflict(
    api: httpx.AsyncClient, temporal_env: WorkflowEnvironment
):
    ids = await setup_enrollment(api, email_steps("1d", "2d"))
    created = (await api.post("/v1/enrollments", json=ids)).json()

    assert (
        await api.post(f"/v1/enrollments/{created['id']}/exit", json={"reason": "CRM: closed won"})
    ).status_code == 202
    result = await workflow_result(temporal_env, created["workflow_id"])

    assert result == {"status": "exited", "reason": "CRM: closed won", "steps_sent": []}
    r = await api.post(f"/v1/enrollments/{created['id']}/pause")
    assert r.status_code == 409


async def test_invalid_sequence_document_names_the_field_and_stores_nothing(api: httpx.AsyncClient, pool):
    name = unique("seq")
    doc = {
        "name": name,
        "steps": [{"id": "intro", "type": "email", "subject": "Hi", "body": "x", "after": "3 weeks"}],
    }

    r = await api.post("/v1/sequences", json=doc)

    assert r.status_code == 422
    assert r.json()["error"]["field"] == "steps[0].after"
    assert await pool.fetchval("SELECT count(*) FROM sequences WHERE name = $1", name) == 0


async def test_template_with_syntax_error_is_refused_at_publish(api: httpx.AsyncClient):
    doc = {
        "name": unique("seq"),
        "steps": [{"id": "intro", "type": "email", "subject": "Hi", "body": "{% if %}"}],
    }

    r = await api.post("/v1/sequences", json=doc)

    assert r.status_code == 422
    assert r.json()["error"]["field"] == "steps[0].body"


async def test_enrollment_whose_template_cannot_render_for_the_contact_is_refused(
    api: httpx.AsyncClient, pool
):
    steps = [{"id": "intro", "type": "email", "subject": "Hi", "body": "About {{ contact.fields.budget }}"}]
    ids = await setup_enrollment(api, steps)

    r = await api.post("/v1/enrollments", json=ids)

    assert r.status_code == 422
    error = r.json()["error"]
    assert error["field"] == "sequence.steps[0].body"
    assert "contact.fields.budget is undefined" in error["message"]
    assert (
        await pool.fetchval("SELECT count(*) FROM enrollments WHERE contact_id = $1::uuid", ids["contact_id"])
        == 0
    )


async def test_suppressed_contact_cannot_be_enrolled(api: httpx.AsyncClient, pool):
    ids = await setup_enrollment(api)
    email = await pool.fetchval("SELECT email FROM contacts WHERE id = $1::uuid", ids["contact_id"])
    async with pool.acquire() as conn:
        await suppressions.add(conn, project_id="default", email=email, reason="unsubscribe", source="test")

    r = await api.post("/v1/enrollments", json=ids)

    assert r.status_code == 422
    assert "suppressed" in r.json()["error"]["message"]


async def test_bad_contact_input_names_the_field(api: httpx.AsyncClient):
    r = await api.post("/v1/contacts", json={"email": "not-an-address", "timezone": "Mars/Olympus"})

    assert r.status_code == 422
    fields = {d["field"] for d in r.json()["error"]["details"]}
    assert fields == {"email", "timezone"}


async def test_unknown_enrollment_is_not_found(api: httpx.AsyncClient):
    r = await api.get("/v1/enrollments/00000000-0000-0000-0000-000000000000")

    assert r.status_code == 404
    assert r.json()["error"]["code"] == "not_found"


async def test_contacts_upsert_by_email(api: httpx.AsyncClient):
    email = unique_email()
    first = await api.post("/v1/contacts", json={"email": email, "first_name": "Dana"})
    second = await api.post("/v1/contacts", json={"email": email.upper(), "first_name": "Dana B."})

    assert (first.status_code, second.status_code) == (201, 200)
    assert first.json()["id"] == second.json()["id"]
    assert second.json()["first_name"] == "Dana B."


async def test_updating_a_contact_keeps_what_the_request_leaves_out(api: httpx.AsyncClient):
    email = unique_email()
    await api.post(
        "/v1/contacts", json={"email": email, "first_name": "Dana", "fields": {"company": "Globex"}}
    )

    r = await api.post("/v1/contacts", json={"email": email, "last_name": "Lee"})

    assert r.json()["first_name"] == "Dana"
    assert r.json()["last_name"] == "Lee"
    assert r.json()["fields"] == {"company": "Globex"}


async def test_a_line_break_in_a_name_is_refused(api: httpx.AsyncClient):
    r = await api.post(
        "/v1/contacts", json={"email": unique_email(), "first_name": "Dana\r\nBcc: x@evil.test"}
    )

    assert r.status_code == 422
    assert r.json()["error"]["field"] == "first_name"


async def test_readiness_reports_database_and_temporal(api: httpx.AsyncClient):
    r = await api.get("/readyz")

    assert r.status_code == 200
    ready = r.json()
    # `degraded` here: the shared test database holds mailboxes whose inbox nobody polls.
    assert (ready["database"], ready["temporal"]) == ("ok", "ok") and ready["status"] in ("ok", "degraded")
    assert set(ready) >= {"pollers", "enrollments", "breakers", "task_queue"}
    assert (await api.get("/healthz")).json() == {"status": "ok"}


async def test_unknown_routes_and_malformed_json_use_the_same_error_shape(api: httpx.AsyncClient):
    missing = await api.get("/v1/nothing-here")
    malformed = await api.post(
        "/v1/contacts", content=b'{"email": ', headers={"content-type": "application/json"}
    )

    assert missing.status_code == 404
    assert missing.json()["error"]["code"] == "not_found"
    assert malformed.status_code == 422
    assert malformed.json()["error"]["field"] == "body"


async def test_an_unknown_contact_in_an_enrollment_request_is_invalid_input(api: httpx.AsyncClient):
    ids = await setup_enrollment(api)

    r = await api.post("/v1/enrollments", json={**ids, "contact_id": "00000000-0000-0000-0000-000000000000"})

    assert r.status_code == 422
    assert r.json()["error"]["field"] == "contact_id"


async def test_the_schema_documents_every_refusal_in_the_one_error_shape(api: httpx.AsyncClient):
    schema = (await api.get("/openapi.json")).json()

    for path, operations in schema["paths"].items():
        if not path.startswith("/v1/"):
            continue
        for method, operation in operations.items():
            for status in ("401", "403", "404", "422"):
                documented = operation["responses"].get(status, {})
                ref = documented.get("content", {}).get("application/json", {}).get("schema", {}).get("$ref")
                assert ref == "#/components/schemas/ErrorEnvelope", (method, path, status)


async def test_a_method_a_route_does_not_have_gets_405_with_allow(api: httpx.AsyncClient):
    r = await api.request("TRACE", "/v1/suppressions")

    assert r.status_code == 405
    assert r.json()["error"]["code"] == "method_not_allowed"
    assert set(r.headers["allow"].split(", ")) >= {"GET", "POST"}  # both routes of the path
