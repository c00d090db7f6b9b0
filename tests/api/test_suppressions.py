"""GET/POST/DELETE /v1/suppressions, and what a suppression does to enrollments."""

from __future__ import annotations

import httpx

from tests.factories import email_steps
from tests.support import unique, unique_email


async def enroll_at(api: httpx.AsyncClient, email: str) -> httpx.Response:
    mailbox = unique_email("rep", "acme.test")
    await api.post("/v1/mailboxes", json={"email": mailbox, "name": "Rep", "timezone": "UTC"})
    contact = (await api.post("/v1/contacts", json={"email": email, "first_name": "Dana"})).json()["id"]
    name = unique("seq")
    await api.post("/v1/sequences", json={"name": name, "steps": email_steps("1d")})
    return await api.post(
        "/v1/enrollments", json={"contact_id": contact, "sequence": name, "mailbox": mailbox}
    )


async def test_a_suppressed_domain_refuses_every_address_at_it(api: httpx.AsyncClient):
    domain = f"{unique('blocked')}.test"
    r = await api.post("/v1/suppressions", json={"domain": domain, "source": "crm", "note": "customer asked"})
    assert r.status_code == 201
    assert (r.json()["scope"], r.json()["source"]) == ("domain", "crm")

    refused = await enroll_at(api, f"anyone@{domain}")

    assert refused.status_code == 422
    assert "suppressed (crm)" in refused.json()["error"]["message"]


async def test_an_address_suppression_is_listed_and_can_be_lifted(api: httpx.AsyncClient):
    email = unique_email()
    assert (await api.post("/v1/suppressions", json={"email": email.upper()})).status_code == 201

    listed = (await api.get("/v1/suppressions", params={"limit": 1000})).json()["suppressions"]
    assert {"value": email, "scope": "address", "source": "manual"}.items() <= next(
        s for s in listed if s["value"] == email
    ).items()
    assert (await enroll_at(api, email)).status_code == 422

    assert (await api.delete(f"/v1/suppressions/{email}")).status_code == 204
    assert (await api.delete(f"/v1/suppressions/{email}")).status_code == 404
    assert (await enroll_at(api, email)).status_code == 201


async def test_a_suppression_needs_exactly_one_of_email_and_domain(api: httpx.AsyncClient):
    both = await api.post("/v1/suppressions", json={"email": "a@b.test", "domain": "b.test"})
    neither = await api.post("/v1/suppressions", json={"source": "manual"})
    bad_source = await api.post("/v1/suppressions", json={"email": "a@b.test", "source": "whim"})

    assert [r.status_code for r in (both, neither, bad_source)] == [422, 422, 422]
    assert both.json()["error"]["field"] == "email"
    assert bad_source.json()["error"]["field"] == "source"
