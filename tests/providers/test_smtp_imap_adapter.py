"""The SMTP + IMAP adapter against real servers (aiosmtpd, Dovecot): TLS, sign-in, the UID cursor,
find-sent by Message-ID, IDLE, and how SMTP answers map onto the provider errors."""

from __future__ import annotations

import asyncio
import email
import email.policy
from collections.abc import AsyncIterator
from email.message import EmailMessage
from typing import Any
from urllib.parse import parse_qs

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from activities.providers import smtp_imap
from activities.providers.mail import CursorExpired, MailboxDisconnected, MailRejected, RateLimited
from activities.providers.smtp_imap import SmtpImapClient, thread_root
from sequencer.mail_servers import MailServers
from sequencer.sealing import MAIL_PASSWORD, KeyRing
from storage.records import Mailbox
from tests.host_guard import LOOPBACK_ALLOWED
from tests.mail_servers import DovecotServer, SmtpServer
from tests.support import eventually, serving, unique, unique_email

PASSWORD = "s3cret-passphrase"
RING = KeyRing.derived("adapter-test-secret")


def _mailbox(
    imap: DovecotServer, smtp: SmtpServer, *, tls: bool = False, auth: str = "password", **extra: Any
) -> Mailbox:
    address = unique_email("rep", "acme.test")
    imap.add_user(address, PASSWORD)
    smtp.add_user(address, PASSWORD)
    servers: dict[str, Any] = {
        "smtp": {"host": smtp.host, "port": smtp.port, "security": "starttls" if tls else "none"},
        "imap": {
            "host": imap.host,
            "port": (imap.tls_port if tls else imap.port) or imap.port,
            "security": "tls" if tls else "none",
        },
        "auth": auth,
        **extra,
    }
    return Mailbox(
        id=unique("mb"),
        project_id="default",
        email=address,
        name="Riley Rep",
        timezone="UTC",
        provider="smtp",
        mail_servers=MailServers.model_validate(servers),
        mail_password=RING.seal(PASSWORD, purpose=MAIL_PASSWORD),
    )


def _email(mailbox: Mailbox, to: str, *, subject: str = "Hello", **headers: str) -> bytes:
    message = EmailMessage()
    message["From"] = f"Riley Rep <{mailbox.email}>"
    message["To"] = to
    message["Subject"] = subject
    message["Message-ID"] = f"<{unique('m')}@acme.test>"
    for name, value in headers.items():
        message[name.replace("_", "-")] = value
    message.set_content("Hi Dana, a line of text.")
    return message.as_bytes()


def _message_id(raw: bytes) -> str:
    return str(email.message_from_bytes(raw, policy=email.policy.default)["Message-ID"])


@pytest.fixture
def client(dovecot: DovecotServer, smtp_server: SmtpServer) -> SmtpImapClient:
    return SmtpImapClient(RING, tls_context=dovecot.tls_context, host_guard=LOOPBACK_ALLOWED)


async def test_a_send_goes_over_smtp_and_is_filed_in_sent_where_it_is_found_by_message_id(
    client: SmtpImapClient,
    dovecot: DovecotServer,
    smtp_server: SmtpServer,
):
    mailbox = _mailbox(dovecot, smtp_server)
    raw = _email(mailbox, "dana@example.test")

    ref = await client.send(mailbox, raw, thread_id=None)
    found = await client.find_by_message_id(mailbox, _message_id(raw))
    missing = await client.find_by_message_id(mailbox, "<never-sent@acme.test>")

    (received,) = smtp_server.received_by("dana@example.test")[-1:]
    assert received.auth_user == mailbox.email and _message_id(received.raw) == _message_id(raw)
    assert [_message_id(m) for m in dovecot.messages(mailbox.email, "Sent")] == [_message_id(raw)]
    assert ref.id == ref.thread_id == _message_id(raw)  # a new thread is named by its first message
    assert found is not None and found.id == ref.id and found.thread_id == ref.thread_id
    assert missing is None


async def test_a_follow_up_stays_in_the_thread_of_the_first_message(
    client: SmtpImapClient,
    dovecot: DovecotServer,
    smtp_server: SmtpServer,
):
    mailbox = _mailbox(dovecot, smtp_server)
    first = _email(mailbox, "dana@example.test")
    root = _message_id(first)
    second = _email(mailbox, "dana@example.test", subject="Re: Hello", In_Reply_To=root, References=root)

    sent_first = await client.send(mailbox, first, thread_id=None)
    sent_second = await client.send(mailbox, second, thread_id=sent_first.thread_id)
    found = await client.find_by_message_id(mailbox, _message_id(second))

    assert sent_second.thread_id == root
    assert found is not None and found.thread_id == root  # read back from its References


async def test_tls_on_both_servers_with_a_verified_certificate(
    client: SmtpImapClient,
    dovecot: DovecotServer,
    smtp_server: SmtpServer,
):
    if dovecot.tls_port is None or smtp_server.tls_context is None:
        pytest.skip("the test servers run without TLS here")
    mailbox = _mailbox(dovecot, smtp_server, tls=True)
    raw = _email(mailbox, "tls@example.test")

    await client.send(mailbox, raw, thread_id=None)  # STARTTLS to SMTP, implicit TLS to IMAP

    assert await client.find_by_message_id(mailbox, _message_id(raw)) is not None
    untrusting = SmtpImapClient(RING, host_guard=LOOPBACK_ALLOWED)  # the system's roots lack the test CA
    with pytest.raises(Exception, match="(?i)certificate"):
        await untrusting.send(mailbox, _email(mailbox, "tls@example.test"), thread_id=None)


async def test_the_inbox_cursor_returns_new_mail_once_and_expires_with_uidvalidity(
    client: SmtpImapClient,
    dovecot: DovecotServer,
    smtp_server: SmtpServer,
):
    mailbox = _mailbox(dovecot, smtp_server)
    dovecot.deliver(mailbox.email, _email(mailbox, mailbox.email, subject="before the cursor"))
    cursor = await client.start_cursor(mailbox)
    reply = _email(mailbox, mailbox.email, subject="Re: Hello")
    dovecot.deliver(mailbox.email, reply)

    page = await client.changes(mailbox, cursor=cursor)
    again = await client.changes(mailbox, cursor=page.cursor or cursor)
    (message_id,) = page.message_ids
    meta = await client.metadata(mailbox, message_id, ["From", "Subject", "Message-ID"])
    validity = int(cursor.split(":")[1])

    assert again.message_ids == [] and page.next_page is None
    assert meta is not None
    headers = {h["name"].lower(): h["value"] for h in meta["payload"]["headers"]}
    assert headers["subject"] == "Re: Hello" and headers["message-id"] == _message_id(reply)
    assert "a line of text" in meta["snippet"]
    assert await client.raw(mailbox, message_id) is not None
    with pytest.raises(CursorExpired):
        await client.changes(mailbox, cursor=f"v1:{validity + 1}:0")


async def test_idle_wakes_when_mail_arrives_and_times_out_when_none_does(
    client: SmtpImapClient,
    dovecot: DovecotServer,
    smtp_server: SmtpServer,
):
    mailbox = _mailbox(dovecot, smtp_server)
    beats: list[float] = []

    quiet = await client.wait_for_mail(mailbox, seconds=0.5, beat=lambda: beats.append(0))
    waiting = asyncio.create_task(client.wait_for_mail(mailbox, seconds=30, beat=lambda: beats.append(1)))
    await asyncio.sleep(0.5)
    await asyncio.to_thread(dovecot.deliver, mailbox.email, _email(mailbox, mailbox.email))
    woke = await asyncio.wait_for(waiting, 20)

    assert quiet is False
    assert woke is True


async def test_a_wrong_password_disconnects_and_smtp_answers_map_to_provider_errors(
    client: SmtpImapClient,
    dovecot: DovecotServer,
    smtp_server: SmtpServer,
):
    mailbox = _mailbox(dovecot, smtp_server)
    wrong = mailbox.model_copy(update={"mail_password": "not the password"})

    with pytest.raises(MailboxDisconnected):
        await client.send(wrong, _email(wrong, "dana@example.test"), thread_id=None)
    with pytest.raises(MailboxDisconnected):
        await client.start_cursor(wrong)
    smtp_server.fail_next(550, "5.1.1 no such user", at="RCPT")
    with pytest.raises(MailRejected) as rejected:
        await client.send(mailbox, _email(mailbox, "nobody@example.test"), thread_id=None)
    smtp_server.fail_next(421, "4.7.0 Too many messages, throttled: try again later", at="DATA")
    with pytest.raises(RateLimited):
        await client.send(mailbox, _email(mailbox, "dana@example.test"), thread_id=None)

    assert rejected.value.status == 550


@pytest.fixture
async def token_endpoint() -> AsyncIterator[tuple[str, list[dict[str, str]]]]:
    """An OAuth2 token endpoint (RFC 6749 section 6) answering refresh-token grants."""
    asked: list[dict[str, str]] = []

    async def token(request: Request) -> JSONResponse:
        form = {k: v[0] for k, v in parse_qs((await request.body()).decode()).items()}
        asked.append(form)
        if form.get("refresh_token") != "refresh-me":
            return JSONResponse({"error": "invalid_grant"}, status_code=400)
        return JSONResponse({"access_token": "access-1", "expires_in": 3600, "token_type": "Bearer"})

    async with serving(Starlette(routes=[Route("/token", token, methods=["POST"])])) as url:
        yield f"{url}/token", asked


async def test_xoauth2_exchanges_the_refresh_token_once_and_signs_in_to_both_servers(
    client: SmtpImapClient,
    dovecot: DovecotServer,
    smtp_server: SmtpServer,
    token_endpoint: tuple[str, list[dict[str, str]]],
):
    uri, asked = token_endpoint
    mailbox = _mailbox(
        dovecot, smtp_server, auth="xoauth2", oauth={"token_uri": uri, "client_id": "app-123"}
    ).model_copy(update={"mail_password": None, "oauth_refresh_token": "refresh-me"})
    smtp_server.add_token(mailbox.email, "access-1")
    dovecot.add_token(mailbox.email, "access-1")
    revoked = mailbox.model_copy(update={"id": unique("mb"), "oauth_refresh_token": "revoked"})

    await client.send(mailbox, _email(mailbox, "dana@example.test"), thread_id=None)
    await client.send(mailbox, _email(mailbox, "dana@example.test"), thread_id=None)
    cursor = await client.start_cursor(mailbox)

    assert cursor.startswith("v1:")
    assert len(asked) == 1  # one refresh; the access token is kept until it expires
    assert asked[0]["grant_type"] == "refresh_token" and asked[0]["client_id"] == "app-123"
    assert smtp_server.received_by("dana@example.test")[-1].auth_user == mailbox.email
    with pytest.raises(MailboxDisconnected, match="refused the grant"):
        await client.send(revoked, _email(revoked, "dana@example.test"), thread_id=None)


def test_a_thread_is_named_by_its_first_reference():
    message = email.message_from_string(
        "References: <a@x> <b@x>\r\nIn-Reply-To: <b@x>\r\nMessage-ID: <c@x>\r\n\r\nbody"
    )
    lone = email.message_from_string("Message-ID: <c@x>\r\n\r\nbody")
    answer = email.message_from_string("In-Reply-To: <b@x>\r\n\r\nbody")

    assert thread_root(message, "<c@x>") == "<a@x>"
    assert thread_root(answer, None) == "<b@x>"
    assert thread_root(lone, "<c@x>") == "<c@x>"


def _logins(dovecot: DovecotServer, address: str) -> int:
    return dovecot.log().count(f"Login: user=<{address}>")


async def test_calls_in_a_row_share_one_imap_sign_in_and_a_dropped_session_is_replaced(
    client: SmtpImapClient, dovecot: DovecotServer, smtp_server: SmtpServer
):
    mailbox = _mailbox(dovecot, smtp_server, tls=True)
    raw = _email(mailbox, "dana@example.test")

    await client.send(mailbox, raw, thread_id=None)  # files the Sent copy over IMAP
    for _ in range(3):
        assert await client.find_by_message_id(mailbox, _message_id(raw)) is not None
    cursor = await client.start_cursor(mailbox)
    await client.changes(mailbox, cursor=cursor)

    assert client.sessions_opened == 1
    assert _logins(dovecot, mailbox.email) == 1

    # The server ends the kept session (an idle timeout, a restart): the next call signs in anew.
    for kept in client._kept[mailbox.id]:
        kept.imap.protocol.transport.close()
    assert await client.find_by_message_id(mailbox, _message_id(raw)) is not None
    assert client.sessions_opened == 2

    await client.aclose()
    assert client._kept == {}


async def test_kept_sessions_past_their_time_are_closed_by_the_next_call_for_any_mailbox(
    client: SmtpImapClient, dovecot: DovecotServer, smtp_server: SmtpServer, monkeypatch
):
    idle, busy = _mailbox(dovecot, smtp_server), _mailbox(dovecot, smtp_server)
    await client.start_cursor(idle)
    (kept,) = client._kept[idle.id]

    monkeypatch.setattr(smtp_imap, "_KEEP_SESSION_SECONDS", 0.0)  # the idle mailbox's session is stale
    await client.start_cursor(busy)

    assert idle.id not in client._kept
    assert kept.imap.protocol.transport is None or kept.imap.protocol.transport.is_closing()


async def test_an_idle_mailboxs_kept_session_is_logged_out_when_its_time_is_up_without_another_call(
    client: SmtpImapClient, dovecot: DovecotServer, smtp_server: SmtpServer, monkeypatch
):
    monkeypatch.setattr(smtp_imap, "_KEEP_SESSION_SECONDS", 0.2)
    mailbox = _mailbox(dovecot, smtp_server)
    await client.start_cursor(mailbox)
    (kept,) = client._kept[mailbox.id]

    async def gone() -> bool:
        transport = kept.imap.protocol.transport
        closed = transport is None or transport.is_closing()
        return mailbox.id not in client._kept and closed  # dropped, then logged out (a moment later)

    await eventually(gone, attempts=100, every=0.1)  # no call comes: the worker sits idle
    assert client.sessions_opened == 1
