"""At connect, every host a project set is vetted again (a name may resolve elsewhere since it was
saved: DNS rebinding) and the connection goes to the very address that was vetted. No real DNS: the
resolver of sequencer/netguard.py is replaced by one whose answers each test changes."""

from __future__ import annotations

import ipaddress
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from temporalio.exceptions import ApplicationError

from activities.flow import CRM_TOKEN, FlowActivities, provider_for
from activities.providers.mail import MailboxDisconnected
from activities.providers.pinned import GuardedTransport
from activities.providers.sms import SmsOutcomeUnknown, SmsRefused, TwilioSms
from activities.providers.smtp_imap import SmtpImapClient
from contracts.errors import CRM_HOST_REFUSED
from sequencer import netguard
from sequencer.mail_servers import MailServers
from sequencer.netguard import AllowList, HostGuard, HostRefused
from sequencer.sealing import MAIL_PASSWORD, REFRESH_TOKEN, KeyRing
from storage.crm import CrmConnection
from storage.records import Mailbox
from tests.support import serving, unique, unique_email

RING = KeyRing.derived("pinned-connections-test")
PUBLIC, PRIVATE, METADATA = "93.184.215.14", "10.0.0.7", "169.254.169.254"


class Dns:
    """What each name resolves to now, and every lookup made."""

    def __init__(self) -> None:
        self.answers: dict[str, list[str]] = {}
        self.lookups: list[str] = []

    async def resolve(self, host: str, port: int) -> list[Any]:
        self.lookups.append(host)
        answer = self.answers[host]
        current = answer.pop(0) if len(answer) > 1 else answer[0]  # a list: one answer per lookup
        return [ipaddress.ip_address(current)]


@pytest.fixture
def dns(monkeypatch: pytest.MonkeyPatch) -> Dns:
    fake = Dns()
    monkeypatch.setattr(netguard, "resolve", fake.resolve)
    return fake


def _mailbox(**servers: Any) -> Mailbox:
    config = {"smtp": {"host": "smtp.rebind.test"}, "imap": {"host": "imap.rebind.test"}, **servers}
    return Mailbox(
        id=unique("mb"),
        project_id="default",
        email=unique_email("rep", "acme.test"),
        name="Riley Rep",
        timezone="UTC",
        provider="smtp",
        mail_servers=MailServers.model_validate(config),
        mail_password=RING.seal("pw", purpose=MAIL_PASSWORD),
        oauth_refresh_token=RING.seal("refresh", purpose=REFRESH_TOKEN),
    )


RAW = (
    b"Message-ID: <m-1@acme.test>\r\nFrom: rep@acme.test\r\nTo: dana@globex.test\r\nSubject: Hi\r\n\r\nHi\r\n"
)


async def test_mail_servers_public_at_save_and_private_at_connect_disconnect_the_mailbox(dns: Dns):
    dns.answers = {"smtp.rebind.test": [PUBLIC, PRIVATE], "imap.rebind.test": [PUBLIC, METADATA]}
    mailbox = _mailbox()
    guard = HostGuard()
    await guard.check_at_save("smtp.rebind.test", 587)  # as the API checked it
    await guard.check_at_save("imap.rebind.test", 993)
    client = SmtpImapClient(RING, host_guard=guard)

    with pytest.raises(
        MailboxDisconnected, match=r"its SMTP server smtp\.rebind\.test \(10\.0\.0\.7\) is a private"
    ):
        await client.send(mailbox, RAW, thread_id=None)
    with pytest.raises(
        MailboxDisconnected, match=r"its IMAP server imap\.rebind\.test \(169\.254\.169\.254\)"
    ):
        await client.start_cursor(mailbox)
    assert dns.lookups == ["smtp.rebind.test", "imap.rebind.test"] * 2  # looked up again at connect


async def test_an_oauth_token_endpoint_that_now_resolves_to_loopback_disconnects_the_mailbox(dns: Dns):
    dns.answers = {"login.rebind.test": ["127.0.0.1"]}
    oauth = {"token_uri": "https://login.rebind.test/token", "client_id": "app"}
    mailbox = _mailbox(auth="xoauth2", oauth=oauth)

    with pytest.raises(MailboxDisconnected, match="its OAuth token endpoint login.rebind.test .* loopback"):
        await SmtpImapClient(RING).send(mailbox, RAW, thread_id=None)


async def test_a_crm_that_now_resolves_to_the_metadata_service_fails_the_condition_for_good(dns: Dns):
    dns.answers = {"crm.rebind.test": [METADATA]}
    connection = CrmConnection(
        provider="attio",
        base_url="https://crm.rebind.test",
        token=RING.seal("attio-token", purpose=CRM_TOKEN),
        facts={},
        updated_at=datetime.now(UTC),
    )
    flow = FlowActivities(pool=None, providers=provider_for(RING))  # type: ignore[arg-type]

    with pytest.raises(ApplicationError) as refused:
        await flow._crm_facts(connection, "dana@globex.test")

    assert refused.value.type == CRM_HOST_REFUSED and refused.value.non_retryable
    assert "169.254.169.254" in refused.value.message


async def test_a_twilio_base_url_that_now_resolves_privately_sends_nothing(dns: Dns):
    dns.answers = {"sms.rebind.test": [PRIVATE]}
    twilio = TwilioSms(account_sid="AC" + "0" * 32, auth_token="token", base_url="https://sms.rebind.test")

    with pytest.raises(SmsRefused, match="private"):
        await twilio.send(to="+14155550100", from_="+14155550123", body="Hi")
    with pytest.raises(SmsOutcomeUnknown, match="private"):
        await twilio.recent_outbound(to="+14155550100", from_="+14155550123", since=datetime.now(UTC))


@pytest.fixture
async def local_server() -> AsyncIterator[str]:
    async def echo(request: Request) -> JSONResponse:
        return JSONResponse({"host": request.headers["host"]})

    async with serving(Starlette(routes=[Route("/", echo)])) as url:
        yield url


async def test_the_transport_connects_to_the_address_it_vetted_not_a_second_lookups(
    dns: Dns, local_server: str
):
    port = httpx.URL(local_server).port
    # The first lookup answers the (allow-listed) local server, any later one a private address.
    dns.answers = {"crm.pinned.test": ["127.0.0.1", PRIVATE]}
    guard = HostGuard(AllowList.parse(f"127.0.0.1:{port}"))

    async with httpx.AsyncClient(transport=GuardedTransport(guard)) as client:
        answer = await client.get(f"http://crm.pinned.test:{port}/")

    assert answer.json() == {"host": f"crm.pinned.test:{port}"}  # the name in Host, the vetted address
    assert dns.lookups == ["crm.pinned.test"]  # once: nothing resolved it again to connect


async def test_the_transport_refuses_before_connecting(dns: Dns, local_server: str):
    port = httpx.URL(local_server).port
    dns.answers = {"crm.pinned.test": ["127.0.0.1"]}

    async with httpx.AsyncClient(transport=GuardedTransport(HostGuard())) as client:
        with pytest.raises(HostRefused, match="loopback"):
            await client.get(f"http://crm.pinned.test:{port}/")
        with pytest.raises(HostRefused, match="loopback"):
            await client.get(f"http://0x7f.1:{port}/")
