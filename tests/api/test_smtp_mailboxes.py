"""SMTP/IMAP mailboxes through the API: created with their servers, the password stored sealed and never
shown, bad settings refused by field with nothing stored, and an enrollment on one sends over SMTP."""

from __future__ import annotations

from typing import Any

import httpx
from temporalio.testing import WorkflowEnvironment

from sequencer import sealing
from tests.factories import email_steps
from tests.mail_servers import DovecotServer, SmtpServer
from tests.support import unique, unique_email, workflow_result

PASSWORD = "planted-mail-password-do-not-leak"


def _body(imap: DovecotServer, smtp: SmtpServer, email: str, **overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "email": email,
        "name": "Riley Rep",
        "timezone": "America/New_York",
        "provider": "smtp",
        "mail_servers": {
            "smtp": {"host": smtp.host, "port": smtp.port, "security": "none"},
            "imap": {"host": imap.host, "port": imap.port, "security": "none"},
        },
        "password": PASSWORD,
    }
    body.update(overrides)
    return body


async def test_an_smtp_mailbox_is_stored_sealed_and_its_enrollments_send_over_smtp(
    api: httpx.AsyncClient,
    pool,
    temporal_env: WorkflowEnvironment,
    dovecot: DovecotServer,
    smtp_server: SmtpServer,
):
    email = unique_email("rep", "acme.test")
    dovecot.add_user(email, PASSWORD)
    smtp_server.add_user(email, PASSWORD)

    created = await api.post("/v1/mailboxes", json=_body(dovecot, smtp_server, email))
    shown = await api.get(f"/v1/mailboxes/{email}")
    stored = await pool.fetchval("SELECT mail_password FROM mailboxes WHERE email = $1", email)
    contact = await api.post("/v1/contacts", json={"email": unique_email(), "first_name": "Dana"})
    name = unique("seq")
    await api.post("/v1/sequences", json={"name": name, "steps": email_steps("0s", "2d")})
    enrolled = await api.post(
        "/v1/enrollments", json={"contact_id": contact.json()["id"], "sequence": name, "mailbox": email}
    )
    result = await workflow_result(temporal_env, enrolled.json()["workflow_id"])

    assert created.status_code == 201, created.text
    assert created.json()["provider"] == "smtp"
    assert created.json()["mail_servers"]["smtp"]["port"] == smtp_server.port
    assert PASSWORD not in created.text and PASSWORD not in shown.text
    assert sealing.is_sealed(stored) and PASSWORD not in stored
    assert result["status"] == "completed"
    wire = smtp_server.received_by(contact.json()["email"])
    assert [m.auth_user for m in wire] == [email, email]  # signed in with the sealed password, opened
    assert len(dovecot.messages(email, "Sent")) == 2


async def test_bad_smtp_settings_are_refused_by_field_and_store_nothing(
    api: httpx.AsyncClient, pool, dovecot: DovecotServer, smtp_server: SmtpServer
):
    email = unique_email("rep", "acme.test")
    good = _body(dovecot, smtp_server, email)
    servers = good["mail_servers"]
    cases = [
        ("mail_servers", {**good, "mail_servers": None}),
        ("mail_servers.smtp.port", {**good, "mail_servers": {**servers, "smtp": {"host": "x", "port": 0}}}),
        (
            "mail_servers.imap.host",
            {**good, "mail_servers": {**servers, "imap": {"host": "a host/with spaces"}}},
        ),
        (
            "mail_servers.imap.security",  # IMAP over implicit TLS (993), or none on a trusted network
            {
                **good,
                "mail_servers": {**servers, "imap": {"host": "imap.example.test", "security": "starttls"}},
            },
        ),
        ("mail_servers", {**good, "mail_servers": {**servers, "auth": "xoauth2"}}),  # no oauth client
        ("provider", {**good, "provider": "gmail"}),  # servers and a password, for Gmail
    ]

    for field, body in cases:
        answer = await api.post("/v1/mailboxes", json=body)
        assert answer.status_code == 422, (field, answer.text)
        assert answer.json()["error"]["field"].startswith(field), (field, answer.json())
        assert PASSWORD not in answer.text
    assert await pool.fetchval("SELECT count(*) FROM mailboxes WHERE email = $1", email) == 0
