"""The test mail servers themselves: Dovecot answers the IMAP an SMTP+IMAP provider relies on (search
by Message-ID, stable UIDVALIDITY, IDLE, refused logins), and the SMTP server authenticates, records,
fails on request and routes mail into Dovecot."""

from __future__ import annotations

import imaplib
import ssl
import time
from collections.abc import Iterator
from email.message import EmailMessage
from email.utils import make_msgid
from pathlib import Path

import aiosmtplib
import pytest

from tests.mail_servers import DovecotServer, SmtpServer, running_dovecot
from tests.support import unique_email


@pytest.fixture
def smtp(smtp_server: SmtpServer) -> Iterator[SmtpServer]:
    """The shared SMTP server, with no fault or routing of this test left for the next."""
    yield smtp_server
    smtp_server.reset()


@pytest.fixture
def rep(dovecot: DovecotServer) -> str:
    """A mailbox of this test's own, password "rep-password"."""
    address = unique_email("rep")
    dovecot.add_user(address, "rep-password")
    return address


def message(sender: str, to: str, subject: str = "Quick question", body: str = "Hi there") -> EmailMessage:
    mail = EmailMessage()
    mail["From"], mail["To"], mail["Subject"] = sender, to, subject
    mail["Message-ID"] = make_msgid(domain="example.test")
    mail.set_content(body)
    return mail


def search_message_id(client: imaplib.IMAP4, message_id: str) -> list[int]:
    kind, data = client.uid("SEARCH", "HEADER", "Message-ID", f'"{message_id}"')
    assert kind == "OK", data
    return [int(uid) for uid in data[0].split()]


# --- Dovecot ----------------------------------------------------------------------------------------


def test_a_delivered_message_is_found_by_its_message_id(dovecot: DovecotServer, rep: str):
    sent = message(rep, "dana@example.test", subject="Following up")
    other = message(rep, "lee@example.test")
    dovecot.deliver(rep, other.as_bytes(), folder="Sent")
    uid = dovecot.deliver(rep, sent.as_bytes(), folder="Sent")

    with dovecot.connect(rep) as client:
        assert client.select("Sent", readonly=True)[0] == "OK"
        assert search_message_id(client, sent["Message-ID"]) == [uid]
        assert search_message_id(client, make_msgid(domain="example.test")) == []
        assert client.select("INBOX", readonly=True)[0] == "OK"
        assert search_message_id(client, sent["Message-ID"]) == []  # only in the folder it was put in

    fetched = dovecot.messages(rep, "Sent")
    assert len(fetched) == 2
    assert b"Subject: Following up" in fetched[1]
    assert fetched[1].endswith(b"\r\n")


def test_sent_is_created_for_every_user_with_its_special_use(dovecot: DovecotServer, rep: str):
    with dovecot.connect(rep) as client:
        kind, data = client.list()
    assert kind == "OK"
    folders = [line for line in data if isinstance(line, bytes)]
    assert any(b"\\Sent" in line and line.endswith(b" Sent") for line in folders), folders
    assert any(line.endswith(b" INBOX") for line in folders), folders


def test_uidvalidity_stays_the_same_across_logins(dovecot: DovecotServer, rep: str):
    def uidvalidity() -> bytes:
        with dovecot.connect(rep) as client:
            client.select("INBOX", readonly=True)
            _, values = client.response("UIDVALIDITY")
            return values[0]

    first = uidvalidity()
    dovecot.deliver(rep, message("dana@example.test", rep).as_bytes())
    assert first and uidvalidity() == first


def test_idle_is_advertised_and_reports_a_new_message(dovecot: DovecotServer, rep: str):
    with dovecot.connect(rep) as client:
        assert "IDLE" in client.capability()[1][0].decode().split()
        client.select("INBOX")
        client.send(b"W1 IDLE\r\n")
        assert client.readline().startswith(b"+ ")
        dovecot.deliver(rep, message("dana@example.test", rep).as_bytes())
        deadline = time.monotonic() + 10
        while not client.readline().rstrip().endswith(b"EXISTS"):
            assert time.monotonic() < deadline, "IDLE never reported the new message"
        client.send(b"DONE\r\n")
        while not (line := client.readline()).startswith(b"W1 "):
            pass
        assert line.startswith(b"W1 OK"), line


def test_a_wrong_password_or_unknown_user_is_refused(dovecot: DovecotServer, rep: str):
    for user, password in ((rep, "not-the-password"), (unique_email("nobody"), "rep-password")):
        with pytest.raises(imaplib.IMAP4.error, match="AUTHENTICATIONFAILED"):
            dovecot.login(user, password)


def test_a_user_added_later_and_a_changed_password_take_effect_at_once(dovecot: DovecotServer, rep: str):
    dovecot.add_user(rep, "rep-passwort")  # same length, same second: still noticed
    with pytest.raises(imaplib.IMAP4.error):
        dovecot.login(rep, "rep-password")
    dovecot.login(rep, "rep-passwort").logout()


def test_an_oauth_token_logs_in_over_xoauth2_and_an_unknown_one_does_not(dovecot: DovecotServer, rep: str):
    dovecot.add_token(rep, "ya29.good-token")

    def xoauth2(token: str) -> imaplib.IMAP4:
        client = dovecot.client()
        client.authenticate("XOAUTH2", lambda _: f"user={rep}\x01auth=Bearer {token}\x01\x01".encode())
        return client

    client = xoauth2("ya29.good-token")
    assert client.state == "AUTH"
    client.logout()
    with pytest.raises(imaplib.IMAP4.error, match="AUTHENTICATIONFAILED"):
        xoauth2("ya29.stale-token")
    with pytest.raises(imaplib.IMAP4.error):
        dovecot.login(rep, "ya29.good-token")  # a token is no password


def test_imap_over_tls_verifies_against_the_test_ca(dovecot: DovecotServer, rep: str):
    with dovecot.connect(rep, tls=True) as client:
        assert client.select("INBOX")[0] == "OK"
    plain = dovecot.client()
    plain.starttls(ssl_context=dovecot.tls_context)
    plain.login(rep, "rep-password")
    plain.logout()
    assert dovecot.tls_port is not None
    with pytest.raises(ssl.SSLCertVerificationError):
        imaplib.IMAP4_SSL(dovecot.host, dovecot.tls_port, ssl_context=ssl.create_default_context())


def processes_mentioning(text: str) -> list[str]:
    """Command lines (Dovecot's processes show their instance name in theirs) that contain `text`."""
    found = []
    for proc in Path("/proc").iterdir():
        try:
            line = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue  # gone meanwhile, or not a process
        if text in line:
            found.append(line)
    return found


def test_a_dovecot_of_its_own_starts_quickly_and_stops_with_every_process(dovecot: DovecotServer):
    started = time.monotonic()
    with running_dovecot(tls=False) as own:
        assert time.monotonic() - started < 3
        own.add_user("solo@example.test", "pw")
        own.login("solo@example.test", "pw").logout()
        instance = f"sequencer-test-{own.port}"
        assert len(processes_mentioning(instance)) >= 3  # master's children: log, config, anvil, login...
    assert processes_mentioning(instance) == []
    assert processes_mentioning(str(own.directory)) == []
    assert not own.directory.exists()


# --- SMTP -------------------------------------------------------------------------------------------


async def connect(server: SmtpServer, **options) -> aiosmtplib.SMTP:
    client = aiosmtplib.SMTP(hostname=server.host, port=server.port, start_tls=False, timeout=10, **options)
    await client.connect()
    await client.ehlo()  # auth_plain and friends do not say EHLO themselves
    return client


async def test_a_message_sent_with_auth_plain_is_recorded(smtp: SmtpServer):
    sender, to = unique_email("rep"), unique_email("dana")
    smtp.add_user(sender, "s3cret:with colon")
    mail = message(sender, to, subject="Intro")

    client = await connect(smtp)
    assert "plain" in client.server_auth_methods and "xoauth2" in client.server_auth_methods
    await client.auth_plain(sender, "s3cret:with colon")
    await client.send_message(mail)
    await client.quit()

    [received] = smtp.received_by(to)
    assert received.mail_from == sender
    assert received.rcpt_tos == [to]
    assert received.auth_user == sender
    assert mail["Message-ID"].encode() in received.raw
    assert b"Subject: Intro" in received.raw


async def test_mail_before_auth_and_a_wrong_password_are_refused(smtp: SmtpServer):
    sender = unique_email("rep")
    smtp.add_user(sender, "right")
    client = await connect(smtp)
    with pytest.raises(aiosmtplib.SMTPSenderRefused) as refused:
        await client.sendmail(sender, [unique_email()], b"Subject: x\r\n\r\nx\r\n")
    assert refused.value.code == 530
    with pytest.raises(aiosmtplib.SMTPAuthenticationError) as wrong:
        await client.auth_login(sender, "wrong")
    assert wrong.value.code == 535
    await client.quit()


async def test_xoauth2_with_a_registered_token_works_and_an_unknown_one_gets_535(smtp: SmtpServer):
    sender, to = unique_email("rep"), unique_email("dana")
    smtp.add_token(sender, "ya29.fresh")

    client = await connect(smtp)
    with pytest.raises(aiosmtplib.SMTPAuthenticationError) as refused:
        await client.auth_xoauth2(sender, "ya29.expired")
    assert refused.value.code == 535
    await client.auth_xoauth2(sender, "ya29.fresh")
    await client.send_message(message(sender, to))
    await client.quit()

    [received] = smtp.received_by(to)
    assert received.auth_user == sender


async def test_fail_next_fails_exactly_the_next_send_with_that_code(smtp: SmtpServer):
    sender = unique_email("rep")
    smtp.add_user(sender, "pw")
    first, second = unique_email("first"), unique_email("second")
    smtp.fail_next(451, "4.3.0 Try again later")

    client = await connect(smtp)
    await client.auth_plain(sender, "pw")
    with pytest.raises(aiosmtplib.SMTPDataError) as failed:
        await client.send_message(message(sender, first))
    assert failed.value.code == 451
    assert "Try again later" in failed.value.message
    await client.send_message(message(sender, second))
    await client.quit()

    assert smtp.received_by(first) == []
    assert len(smtp.received_by(second)) == 1


async def test_a_refused_recipient_and_a_server_going_away(smtp: SmtpServer):
    sender, to = unique_email("rep"), unique_email("gone")
    smtp.add_user(sender, "pw")
    smtp.fail_next(550, "5.1.1 No such user", at="RCPT")
    client = await connect(smtp)
    await client.auth_plain(sender, "pw")
    with pytest.raises(aiosmtplib.SMTPRecipientsRefused) as refused:
        await client.send_message(message(sender, to))
    assert [error.code for error in refused.value.recipients] == [550]

    smtp.fail_next(421, "4.7.0 Closing connection")
    with pytest.raises((aiosmtplib.SMTPDataError, aiosmtplib.SMTPServerDisconnected)):
        await client.send_message(message(sender, to))
    with pytest.raises(aiosmtplib.SMTPServerDisconnected):
        await client.noop()  # 421 closed the connection
    assert smtp.received_by(to) == []


async def test_starttls_and_implicit_tls_verify_against_the_test_ca(smtp: SmtpServer):
    sender = unique_email("rep")
    smtp.add_user(sender, "pw")
    for options in (
        {"port": smtp.port, "start_tls": True},
        {"port": smtp.tls_port, "use_tls": True},
    ):
        to = unique_email("tls")
        async with aiosmtplib.SMTP(
            hostname=smtp.host, tls_context=smtp.tls_context, timeout=10, **options
        ) as client:
            assert client.get_transport_info("sslcontext") is not None
            await client.ehlo()
            await client.auth_plain(sender, "pw")
            await client.send_message(message(sender, to))
        assert len(smtp.received_by(to)) == 1
    with pytest.raises(aiosmtplib.SMTPException):
        async with aiosmtplib.SMTP(hostname=smtp.host, port=smtp.tls_port, use_tls=True, timeout=10):
            pass  # the default trust store does not know the test CA


async def test_routed_mail_lands_in_the_recipients_imap_inbox(
    smtp: SmtpServer, dovecot: DovecotServer, rep: str
):
    contact = unique_email("dana")
    smtp.add_user(contact, "contact-pw")
    smtp.deliver_to(dovecot)
    reply = message(contact, rep, subject="Re: Quick question", body="Sounds good")

    async with aiosmtplib.SMTP(hostname=smtp.host, port=smtp.port, start_tls=False, timeout=10) as client:
        await client.ehlo()
        await client.auth_plain(contact, "contact-pw")
        await client.send_message(reply)

    [stored] = dovecot.messages(rep)
    assert stored.startswith(f"Return-Path: <{contact}>\r\n".encode())
    assert b"Subject: Re: Quick question" in stored
    with dovecot.connect(rep) as imap:
        imap.select("INBOX", readonly=True)
        assert len(search_message_id(imap, reply["Message-ID"])) == 1
    assert len(smtp.received_by(rep)) == 1
