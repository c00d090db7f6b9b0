"""Hosts a project sets are refused at save when they are, or resolve to, a loopback, link-local,
private or unique-local address (in any spelling): a 422 naming the field, and nothing written. Only the
operator's allow-list lets one through (`make dev` allow-lists its sandbox's port, and no other)."""

from __future__ import annotations

import ipaddress
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from api.app import create_app
from sequencer import netguard
from sequencer.netguard import AllowList, HostGuard
from starter.client import Sequencer
from tests.support import make_api_key, unique, unique_email

pytestmark = pytest.mark.usefixtures("worker")

SSRF_URLS = [
    "http://169.254.169.254/latest/meta-data/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "http://127.1:8025/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[fd00::1]/",
    "http://[fe80::1%25eth0]/",
    "http://10.0.0.1",
    "https://172.16.0.1/",
    "https://192.168.0.10/",
    "http://100.64.0.1/",
    "http://0.0.0.0:8080/",
    "http://localhost:8080/",
    "http://metadata.rebind.test/",  # a name that resolves to the metadata service
]
SSRF_HOSTS = [
    "127.0.0.1",
    "2130706433",
    "0177.0.0.1",
    "::1",
    "[::1]",
    "fd00::1",
    "10.0.0.1",
    "169.254.169.254",
    "mx.rebind.test",  # a name that resolves to the metadata service
]
PUBLIC_URL = "https://93.184.215.14"


@pytest.fixture(autouse=True)
def dns(monkeypatch: pytest.MonkeyPatch) -> None:
    """No real DNS here: names under .rebind.test resolve to the metadata service, others to a public
    address."""

    async def resolve(host: str, port: int) -> list[Any]:
        found = "169.254.169.254" if host.endswith(".rebind.test") else "93.184.215.14"
        return [ipaddress.ip_address(found)]

    monkeypatch.setattr(netguard, "resolve", resolve)


class Project:
    def __init__(self, client: httpx.AsyncClient, pool: Any, project_id: str) -> None:
        self.client, self.pool, self.id = client, pool, project_id

    async def rows(self) -> dict[str, Any]:
        """What the project has stored, to compare before and after."""
        found = {}
        for table in ("crm_connections", "sms_connections", "dialer_connections", "mailboxes"):
            rows = await self.pool.fetch(f"SELECT * FROM {table} WHERE project_id = $1", self.id)  # noqa: S608
            found[table] = sorted(str(dict(r)) for r in rows)
        return found


@pytest.fixture
async def project(sequencer: Sequencer, pool) -> AsyncIterator[Project]:
    """A project of its own on an API with the production default: nothing allow-listed."""
    project_id = unique("ssrf")
    headers = {"Authorization": f"Bearer {await make_api_key(pool, project_id)}"}
    transport = httpx.ASGITransport(app=create_app(sequencer))
    async with httpx.AsyncClient(transport=transport, base_url="http://api.test", headers=headers) as client:
        yield Project(client, pool, project_id)


def _crm(url: str) -> dict[str, Any]:
    return {"provider": "attio", "token": "attio-token", "base_url": url}


def _sms(url: str) -> dict[str, Any]:
    return {
        "account_sid": "AC" + "0" * 32,
        "auth_token": "twilio-auth-token",
        "from_number": "+14155550123",
        "base_url": url,
    }


def _mailbox(smtp: str = "smtp.example.com", imap: str = "imap.example.com", **oauth: str) -> dict[str, Any]:
    body: dict[str, Any] = {
        "email": unique_email("rep", "acme.test"),
        "name": "Riley Rep",
        "provider": "smtp",
        "mail_servers": {"smtp": {"host": smtp}, "imap": {"host": imap}},
        "password": "mail-password",
    }
    if oauth:
        body["mail_servers"] |= {"auth": "xoauth2", "oauth": {"client_id": "app", **oauth}}
        body["oauth_refresh_token"] = body.pop("password")
    return body


REFUSALS = [
    *[(f"crm {u}", "PUT", "/v1/crm", _crm(u), "base_url") for u in SSRF_URLS],
    *[(f"sms {u}", "PUT", "/v1/sms", _sms(u), "base_url") for u in SSRF_URLS],
    *[(f"dialer {u}", "PUT", "/v1/dialer", {"url": u}, "url") for u in SSRF_URLS],
    *[(f"smtp {h}", "POST", "/v1/mailboxes", _mailbox(smtp=h), "mail_servers.smtp.host") for h in SSRF_HOSTS],
    *[(f"imap {h}", "POST", "/v1/mailboxes", _mailbox(imap=h), "mail_servers.imap.host") for h in SSRF_HOSTS],
    (
        "oauth token endpoint on loopback",
        "POST",
        "/v1/mailboxes",
        _mailbox(token_uri="http://127.0.0.1:9000/token"),
        "mail_servers.oauth.token_uri",
    ),
    (
        "oauth token endpoint rebinding to the metadata service",
        "POST",
        "/v1/mailboxes",
        _mailbox(token_uri="https://login.rebind.test/token"),
        "mail_servers.oauth.token_uri",
    ),
]


@pytest.mark.parametrize(("case", "method", "path", "body", "field"), REFUSALS, ids=[r[0] for r in REFUSALS])
async def test_each_field_refuses_a_private_host_at_save_and_writes_nothing(
    project: Project, case: str, method: str, path: str, body: dict[str, Any], field: str
):
    before = await project.rows()

    answer = await project.client.request(method, path, json=body)

    assert answer.status_code == 422, answer.text
    error = answer.json()["error"]
    assert error["field"] == field and error["code"] == "host_refused"
    assert "SEQUENCER_ALLOW_PRIVATE_HOSTS" in error["message"]
    assert await project.rows() == before


async def test_a_refused_update_keeps_the_connection_as_it_was(project: Project):
    for path, body in [("/v1/crm", _crm(PUBLIC_URL)), ("/v1/sms", _sms(PUBLIC_URL))]:
        assert (await project.client.put(path, json=body)).status_code == 200
    assert (await project.client.put("/v1/dialer", json={"url": f"{PUBLIC_URL}/calls"})).status_code == 200
    before = await project.rows()

    refused = [
        await project.client.put("/v1/crm", json=_crm("http://169.254.169.254/")),
        await project.client.put("/v1/sms", json=_sms("http://[::1]:8025")),
        await project.client.put("/v1/dialer", json={"url": "http://10.0.0.1/calls"}),
    ]

    assert [r.status_code for r in refused] == [422, 422, 422]
    assert await project.rows() == before
    assert (await project.client.get("/v1/crm")).json()["base_url"] == PUBLIC_URL


async def test_public_hosts_are_saved(project: Project):
    saved = [
        await project.client.put("/v1/crm", json=_crm("https://api.example.com")),
        await project.client.put("/v1/sms", json=_sms("https://[2606:4700::1]")),
        await project.client.put("/v1/dialer", json={"url": "https://dialer.example.com/calls"}),
        await project.client.post("/v1/mailboxes", json=_mailbox(token_uri="https://login.example.com/t")),
    ]

    assert [r.status_code for r in saved] == [200, 200, 200, 201], [r.text for r in saved]


async def test_the_operator_allow_list_lets_through_exactly_what_it_names(sequencer: Sequencer, pool):
    """As under `make dev`: the sandbox's loopback port is allow-listed, loopback's other ports are not."""
    project_id = unique("ssrf")
    headers = {"Authorization": f"Bearer {await make_api_key(pool, project_id)}"}
    app = create_app(sequencer, host_guard=HostGuard(AllowList.parse("127.0.0.1:8025")))
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://api.test", headers=headers) as client:
        sandbox = await client.put("/v1/sms", json=_sms("http://127.0.0.1:8025"))
        other_port = await client.put("/v1/crm", json=_crm("http://127.0.0.1:8080"))
        mail = await client.post("/v1/mailboxes", json=_mailbox(smtp="127.0.0.1"))

    assert sandbox.status_code == 200, sandbox.text
    assert other_port.status_code == 422 and other_port.json()["error"]["field"] == "base_url"
    assert mail.status_code == 422 and mail.json()["error"]["field"] == "mail_servers.smtp.host"


async def test_a_url_without_a_host_is_refused_as_invalid(project: Project):
    answer = await project.client.put("/v1/dialer", json={"url": "http:///calls"})

    assert answer.status_code == 422
    assert answer.json()["error"]["field"] == "url"
