"""Contact events from a CRM: stored once, the stopping ones end the enrollment, repeats change nothing."""

from __future__ import annotations

import asyncio

import httpx
import pytest
from temporalio.api.enums.v1 import EventType
from temporalio.testing import WorkflowEnvironment

from starter.client import Sequencer
from tests.factories import email_steps, make_parts
from tests.support import make_api_key, unique, workflow_result
from workflows.enrollment import EnrollmentWorkflow


async def enrolled(api: httpx.AsyncClient, pool) -> tuple[dict, dict]:
    """A contact in a sequence whose first email is a day away (so it is still running)."""
    mailbox, contact, version = await make_parts(pool, email_steps("1d", "2d"))
    request = {"contact_id": contact.id, "sequence": version.name, "mailbox": mailbox.id}
    answer = await api.post("/v1/enrollments", json=request)
    assert answer.status_code == 201, answer.text
    return {**answer.json(), "request": request}, {"id": contact.id, "email": contact.email}


async def signals_named(env: WorkflowEnvironment, workflow_id: str, name: str) -> int:
    history = await env.client.get_workflow_handle(workflow_id).fetch_history()
    return sum(
        1
        for e in history.events
        if e.event_type == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED
        and e.workflow_execution_signaled_event_attributes.signal_name == name
    )


@pytest.mark.parametrize(
    ("event_type", "status"),
    [("meeting_booked", "meeting_booked"), ("replied_elsewhere", "replied"), ("do_not_contact", "exited")],
)
async def test_a_stopping_event_ends_the_active_enrollment(
    api: httpx.AsyncClient, pool, temporal_env: WorkflowEnvironment, event_type: str, status: str
):
    enrollment, contact = await enrolled(api, pool)
    event = {"event_id": unique("crm"), "type": event_type, "data": {"owner": "sam"}}

    answer = await api.post(f"/v1/contacts/{contact['id']}/events", json=event)
    result = await workflow_result(temporal_env, enrollment["workflow_id"])

    assert answer.status_code == 201, answer.text
    assert answer.json()["result"] == {
        "action": "stopped",
        "enrollment_id": enrollment["id"],
        "suppressed": event_type == "do_not_contact",
    }
    assert result["status"] == status and event["event_id"] in result["reason"]
    shown = (await api.get(f"/v1/enrollments/{enrollment['id']}")).json()
    assert shown["status"] == status


async def test_do_not_contact_suppresses_the_address_for_every_later_enrollment(
    api: httpx.AsyncClient, pool, temporal_env: WorkflowEnvironment
):
    enrollment, contact = await enrolled(api, pool)

    await api.post(
        f"/v1/contacts/{contact['email']}/events", json={"event_id": unique("dnc"), "type": "do_not_contact"}
    )
    await workflow_result(temporal_env, enrollment["workflow_id"])

    reason = await pool.fetchval(
        "SELECT reason FROM suppressions WHERE project_id = 'default' AND email = $1", contact["email"]
    )
    assert reason == "crm"
    again = await api.post("/v1/enrollments", json=enrollment["request"])
    assert again.status_code == 422 and "crm" in again.text


async def test_other_events_reach_the_workflow_as_facts_and_it_keeps_going(
    api: httpx.AsyncClient, pool, temporal_env: WorkflowEnvironment
):
    enrollment, contact = await enrolled(api, pool)
    event = {"event_id": unique("deal"), "type": "deal_stage_changed", "data": {"stage": "negotiation"}}

    answer = await api.post(f"/v1/contacts/{contact['id']}/events", json=event)
    state = await temporal_env.client.get_workflow_handle(enrollment["workflow_id"]).query(
        EnrollmentWorkflow.state
    )

    assert answer.json()["result"]["action"] == "delivered"
    assert state.status == "active"
    assert state.facts == {"deal_stage_changed": {"stage": "negotiation"}}
    stored = (await api.get(f"/v1/contacts/{contact['id']}/events")).json()
    assert [(e["event_id"], e["data"]) for e in stored] == [(event["event_id"], event["data"])]


async def test_concurrent_duplicates_get_the_first_result_and_signal_once(
    api: httpx.AsyncClient, pool, temporal_env: WorkflowEnvironment
):
    enrollment, contact = await enrolled(api, pool)
    event = {"event_id": unique("dup"), "type": "custom", "data": {"k": "v"}}

    answers = await asyncio.gather(
        *(api.post(f"/v1/contacts/{contact['id']}/events", json=event) for _ in range(8))
    )

    assert sorted(a.status_code for a in answers) == [200] * 7 + [201]
    assert len({a.text for a in answers}) == 1  # every repeat answers with the first result
    assert await signals_named(temporal_env, enrollment["workflow_id"], "contact_event") == 1
    late = await api.post(f"/v1/contacts/{contact['id']}/events", json=event)
    assert late.status_code == 200 and late.json() == answers[0].json()
    assert await signals_named(temporal_env, enrollment["workflow_id"], "contact_event") == 1


async def test_an_event_without_an_active_enrollment_is_stored_and_recorded(api: httpx.AsyncClient):
    contact = (await api.post("/v1/contacts", json={"email": f"{unique('lee')}@prospect.test"})).json()

    answer = await api.post(
        f"/v1/contacts/{contact['id']}/events", json={"event_id": unique("m"), "type": "meeting_booked"}
    )

    assert answer.status_code == 201
    assert answer.json()["result"] == {"action": "recorded", "enrollment_id": None, "suppressed": False}


async def test_bad_events_are_refused_naming_the_field_and_store_nothing(api: httpx.AsyncClient, pool):
    _, contact = await enrolled(api, pool)
    other = (await api.post("/v1/contacts", json={"email": f"{unique('kim')}@prospect.test"})).json()
    used = {"event_id": unique("used"), "type": "custom"}
    assert (await api.post(f"/v1/contacts/{contact['id']}/events", json=used)).status_code == 201

    cases = {
        "type": await api.post(
            f"/v1/contacts/{contact['id']}/events", json={"event_id": "x1", "type": "won"}
        ),
        "event_id": await api.post(
            f"/v1/contacts/{contact['id']}/events", json={"event_id": "", "type": "custom"}
        ),
        "reused": await api.post(f"/v1/contacts/{other['id']}/events", json=used),
        "unknown": await api.post(
            "/v1/contacts/nobody@nowhere.test/events", json={"event_id": "x2", "type": "custom"}
        ),
    }

    assert {k: a.status_code for k, a in cases.items()} == {
        "type": 422,
        "event_id": 422,
        "reused": 409,
        "unknown": 404,
    }
    assert cases["type"].json()["error"]["field"] == "type"
    assert cases["reused"].json()["error"]["field"] == "event_id"
    assert (await api.get(f"/v1/contacts/{other['id']}/events")).json() == []


async def test_a_crm_key_with_the_events_scope_posts_events_and_nothing_else(
    sequencer: Sequencer, api: httpx.AsyncClient
):
    from api.app import create_app

    contact = (await api.post("/v1/contacts", json={"email": f"{unique('ola')}@prospect.test"})).json()
    key = await make_api_key(sequencer.pool, scopes=("events",))
    transport = httpx.ASGITransport(app=create_app(sequencer))
    async with httpx.AsyncClient(
        transport=transport, base_url="http://api.test", headers={"Authorization": f"Bearer {key}"}
    ) as crm:
        posted = await crm.post(
            f"/v1/contacts/{contact['id']}/events", json={"event_id": unique("w"), "type": "custom"}
        )
        listed = await crm.get(f"/v1/contacts/{contact['id']}/events")
        created = await crm.post("/v1/contacts", json={"email": f"{unique('x')}@prospect.test"})

    assert (posted.status_code, listed.status_code, created.status_code) == (201, 403, 403)
