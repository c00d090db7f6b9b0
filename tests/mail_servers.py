"""Real mail servers for tests: Debian's Dovecot for IMAP, aiosmtpd for SMTP, both on loopback.

An SMTP+IMAP mail provider is only worth trusting once it has talked to servers that behave like the
ones it will meet, so nothing here is a mock: Dovecot is the real IMAP server (its own SEARCH, UIDs,
UIDVALIDITY, IDLE, special-use folders), and the SMTP server speaks real ESMTP with AUTH, STARTTLS and
the answers tests ask it to fail with. Each server runs from a throwaway directory on random ports.

Test modules import the fixtures by name: `from tests.mail_servers import dovecot, smtp_server`. Both
are session-wide, so tests keep apart by using addresses of their own (`tests.support.unique_email`).
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import collections
import contextlib
import datetime
import functools
import grp
import imaplib
import ipaddress
import json
import os
import pwd
import re
import signal
import socket
import ssl
import subprocess
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from email.utils import format_datetime
from pathlib import Path
from typing import Any, Literal

import pytest

DOVECOT = Path("/usr/sbin/dovecot")
DOVECOT_IMAP = Path("/usr/lib/dovecot/imap")  # in dovecot-imapd; dovecot-core alone serves no IMAP
HOST = "127.0.0.1"
START_TIMEOUT = 10.0
_INSTALL_HINT = "deploy/install-test-servers installs it"

__all__ = [
    "DovecotServer",
    "LoopbackTls",
    "Received",
    "SmtpServer",
    "dovecot",
    "dovecot_available",
    "loopback_tls",
    "running_dovecot",
    "running_smtp",
    "smtp_server",
]


# --- TLS --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LoopbackTls:
    """A throwaway CA and a server certificate it signed for 127.0.0.1 and localhost.

    A real CA with a separate leaf (not one self-signed certificate) so clients verify it the way they
    verify a mail provider's: by chain and host name, with no verification turned off."""

    ca_pem: bytes
    cert_pem: bytes
    key_pem: bytes

    def client_context(self) -> ssl.SSLContext:
        """What a client needs to trust these servers (and nothing else)."""
        return ssl.create_default_context(cadata=self.ca_pem.decode())

    def write(self, directory: Path) -> tuple[Path, Path]:
        """The certificate and key as files (servers load them from paths); returns (cert, key)."""
        cert, key = directory / "server.crt", directory / "server.key"
        cert.write_bytes(self.cert_pem)
        key.write_bytes(self.key_pem)
        key.chmod(0o600)
        return cert, key

    def server_context(self, directory: Path) -> ssl.SSLContext:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(*self.write(directory))
        return context


@functools.cache
def loopback_tls() -> LoopbackTls:
    """Made once per process with `cryptography` (EC keys: milliseconds)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    now = datetime.datetime.now(datetime.UTC)
    lifetime = (now - datetime.timedelta(days=1), now + datetime.timedelta(days=30))

    def name(common: str) -> x509.Name:
        return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common)])

    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = name("Sequencer test mail CA")
    ca = (
        x509.CertificateBuilder()
        .subject_name(ca_name)
        .issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(lifetime[0])
        .not_valid_after(lifetime[1])
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), critical=False)
        .sign(ca_key, hashes.SHA256())
    )
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (
        x509.CertificateBuilder()
        .subject_name(name("localhost"))
        .issuer_name(ca_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(lifetime[0])
        .not_valid_after(lifetime[1])
        .add_extension(
            x509.SubjectAlternativeName(
                [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address(HOST))]
            ),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), critical=False
        )
        .sign(ca_key, hashes.SHA256())
    )
    return LoopbackTls(
        ca_pem=ca.public_bytes(serialization.Encoding.PEM),
        cert_pem=cert.public_bytes(serialization.Encoding.PEM),
        key_pem=key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        ),
    )


def free_port() -> int:
    """A port nothing listens on right now (a server started on it a moment later almost always gets
    it; the servers here retry with another port when it was taken meanwhile)."""
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        port: int = sock.getsockname()[1]
        return port


# --- IMAP: Dovecot ----------------------------------------------------------------------------------

# A login names its passwd-file (and maildir): letters, digits and the usual address punctuation only.
_ADDRESS = re.compile(r"[A-Za-z0-9_+=-][A-Za-z0-9_.+=@-]*")


def dovecot_available() -> str | None:
    """None when Dovecot can be started here, else why not (one line, for a skip)."""
    if not os.access(DOVECOT, os.X_OK):
        return f"dovecot-imapd is not installed (no {DOVECOT}; {_INSTALL_HINT})"
    if not DOVECOT_IMAP.exists():
        return f"dovecot-imapd is not installed (dovecot-core is, but no {DOVECOT_IMAP}; {_INSTALL_HINT})"
    if os.geteuid() == 0:
        for user in ("dovecot", "dovenull", "nobody"):
            try:
                pwd.getpwnam(user)
            except KeyError:
                return f"the system user {user!r} that Dovecot needs when started as root is missing"
    return None


def _mail_owner() -> tuple[int, int, str]:
    """Who the IMAP processes run as: Dovecot refuses uid 0 for mail ("userdb returned 0 as uid")
    whatever first_valid_uid says, so as root they run as nobody; otherwise as whoever runs the tests
    (all of Dovecot then runs as that user: it cannot switch users)."""
    if os.geteuid() == 0:
        entry = pwd.getpwnam("nobody")
    else:
        entry = pwd.getpwuid(os.geteuid())
    return entry.pw_uid, entry.pw_gid, entry.pw_name


def _quote(value: str) -> str:
    """An IMAP quoted string (imaplib sends arguments as they are)."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _check(answer: tuple[str, list[Any]], what: str) -> list[Any]:
    kind, data = answer
    if kind != "OK":
        raise AssertionError(f"IMAP {what} answered {kind}: {data!r}")
    return data


@dataclass
class DovecotServer:
    """A running Dovecot. Users and tokens can be added at any time: each has a passwd-file of its own,
    which Dovecot reads at the user's next login."""

    host: str
    port: int
    tls_port: int | None  # implicit TLS (imaps); the plain port also offers STARTTLS when this is set
    tls_context: ssl.SSLContext | None  # trusts the server's certificate
    directory: Path
    _passwords: dict[str, str] = field(default_factory=dict, repr=False)
    _tokens: dict[str, str] = field(default_factory=dict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def log_path(self) -> Path:
        return self.directory / "dovecot.log"

    def log(self) -> str:
        """Dovecot's log so far (a failing test can print why a login or command was refused)."""
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def add_user(self, email: str, password: str) -> None:
        """A mailbox `email` can log in to with PLAIN or LOGIN (adding one again changes its password)."""
        with self._lock:
            _write_secret(self.directory / "users", _address(email), password)
            self._passwords[email] = password

    def add_token(self, email: str, token: str) -> None:
        """An OAuth2 access token `email` can log in with over XOAUTH2 or OAUTHBEARER (like Gmail's or
        Outlook's IMAP); `token` is the bearer token itself. Tokens are no passwords, nor the reverse."""
        with self._lock:
            _write_secret(self.directory / "tokens", _address(email), token)
            self._tokens[email] = token

    def has_user(self, email: str) -> bool:
        return email in self._passwords

    @contextlib.contextmanager
    def connect(self, user: str, *, tls: bool = False) -> Iterator[imaplib.IMAP4]:
        """A logged-in imaplib session of `user` (over implicit TLS when `tls`); logs out after."""
        client = self.login(user, self._passwords[user], tls=tls)
        try:
            yield client
        finally:
            with contextlib.suppress(imaplib.IMAP4.error, OSError):
                client.logout()

    def login(self, user: str, password: str, *, tls: bool = False) -> imaplib.IMAP4:
        """Log in as anyone with any password (raises imaplib.IMAP4.error when refused)."""
        client = self.client(tls=tls)
        try:
            client.login(user, password)
        except BaseException:
            client.shutdown()
            raise
        return client

    def client(self, *, tls: bool = False) -> imaplib.IMAP4:
        """A connected, not yet logged-in client."""
        if not tls:
            return imaplib.IMAP4(self.host, self.port, timeout=10)
        if self.tls_port is None:
            raise RuntimeError("this Dovecot was started without TLS")
        return imaplib.IMAP4_SSL(self.host, self.tls_port, ssl_context=self.tls_context, timeout=10)

    def deliver(
        self,
        user: str,
        raw: bytes,
        folder: str = "INBOX",
        *,
        flags: str | None = None,
        when: datetime.datetime | None = None,
    ) -> int:
        """Put a message into `user`'s `folder` by IMAP APPEND, as a mail client would (replies,
        out-of-office answers and bounces reach a test's mailbox this way); returns its UID.

        Line ends become CRLF, as IMAP requires. `flags` like r"(\\Seen)"; `when` is its INTERNALDATE."""
        date = imaplib.Time2Internaldate(when) if when is not None else None
        with self.connect(user) as client:
            data = _check(client.append(_quote(folder), flags, date, raw), "APPEND")
        found = re.search(rb"APPENDUID \d+ (\d+)", data[0] or b"")
        if found is None:
            raise AssertionError(f"APPEND gave no APPENDUID: {data!r}")
        return int(found.group(1))

    def messages(self, user: str, folder: str = "INBOX") -> list[bytes]:
        """Every message in `user`'s `folder`, oldest UID first, as stored (read-only: flags stay)."""
        with self.connect(user) as client:
            exists = int(_check(client.select(_quote(folder), readonly=True), "EXAMINE")[0])
            if exists == 0:
                return []
            data = _check(client.uid("FETCH", "1:*", "(BODY.PEEK[])"), "FETCH")
        return [part[1] for part in data if isinstance(part, tuple)]


def _address(email: str) -> str:
    if not _ADDRESS.fullmatch(email):
        raise ValueError(f"not a login this passwd-file can hold: {email!r}")
    return email


def _write_secret(directory: Path, user: str, secret: str) -> None:
    """Write `user`'s passwd-file (one per user: Dovecot opens a file it has not read yet at once).

    Dovecot looks at a passwd-file it has read again at most once a second (and sees a change by its
    mtime and size), so a changed secret waits for the next second: then the next login reads it. The
    secret is stored base64'd ({PLAIN.BASE64}), so any character may be in it."""
    path = directory / user
    previous = path.stat().st_mtime if path.exists() else None
    staging = directory / f".{user}.new"
    staging.write_text(f"{user}:{{PLAIN.BASE64}}{base64.b64encode(secret.encode()).decode()}\n")
    staging.chmod(0o644)  # read by Dovecot's auth process, which runs as the dovecot user
    written = time.time()
    if previous is not None:
        stamp = max(int(written), int(previous) + 1)  # a new mtime even within the same second
        os.utime(staging, (stamp, stamp))
    os.replace(staging, path)
    if previous is not None:
        time.sleep(max(0.0, int(written) + 1.02 - time.time()))


def _dovecot_config(
    directory: Path, port: int, tls_port: int | None, tls_files: tuple[Path, Path] | None
) -> str:
    uid, gid, user = _mail_owner()
    # As root Dovecot's defaults apply: login processes run as dovenull, internal ones as dovecot (both
    # refuse root). Otherwise all of it runs as the current user, and nothing chroots (needs root).
    unprivileged, no_chroot = "", ""
    if os.geteuid() != 0:
        group = grp.getgrgid(gid).gr_name
        unprivileged = (
            f"default_internal_user = {user}\ndefault_internal_group = {group}\ndefault_login_user = {user}\n"
        )
        no_chroot = "\n  chroot ="
    if tls_files is None or tls_port is None:
        tls = "ssl = no\n"
        imaps = ""
    else:
        tls = f"ssl = yes\nssl_cert = <{tls_files[0]}\nssl_key = <{tls_files[1]}\n"
        imaps = f"""
  inet_listener imaps {{
    address = {HOST}
    port = {tls_port}
    ssl = yes
  }}"""
    return f"""# A throwaway Dovecot for tests (tests/mail_servers.py); nothing is read from /etc/dovecot.
protocols = imap
listen = {HOST}
base_dir = {directory}/run
state_dir = {directory}/state
instance_name = sequencer-test-{port}
log_path = {directory}/dovecot.log
{tls}
# Plaintext logins on loopback; a wrong password is answered at once rather than after Dovecot's
# growing per-IP penalty (2, 4, 8, 15 s), which would make refused-login tests slow.
disable_plaintext_auth = no
auth_mechanisms = plain login xoauth2 oauthbearer
auth_failure_delay = 0
service anvil {{{no_chroot}
  unix_listener anvil-auth-penalty {{
    mode = 0
  }}
}}
passdb {{
  driver = passwd-file
  mechanisms = plain login
  args = username_format=%u {directory}/users/%u
}}
passdb {{
  driver = passwd-file
  mechanisms = xoauth2 oauthbearer
  args = username_format=%u {directory}/tokens/%u
}}
userdb {{
  driver = static
  args = uid={uid} gid={gid} home={directory}/mail/%u allow_all_users=yes
}}
first_valid_uid = {uid}
last_valid_uid = {uid}
first_valid_gid = {gid}
last_valid_gid = {gid}
mail_location = maildir:~
namespace inbox {{
  inbox = yes
  separator = /
  mailbox Sent {{
    special_use = \\Sent
    auto = subscribe
  }}
}}
service imap-login {{{no_chroot}
  inet_listener imap {{
    address = {HOST}
    port = {port}
  }}{imaps}
}}
{unprivileged}"""


def _imap_greets(port: int, tls_context: ssl.SSLContext | None = None) -> bool:
    """True once an imap-login process answers with its greeting (the port is bound before then)."""
    try:
        with socket.create_connection((HOST, port), timeout=1) as sock:
            if tls_context is None:
                return sock.recv(5) == b"* OK "
            with tls_context.wrap_socket(sock, server_hostname=HOST) as tls_sock:
                return tls_sock.recv(5) == b"* OK "
    except OSError:
        return False


def _stop(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM to the master (it stops its children, ~1 s); its process group is killed if it hangs."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)  # its own group (start_new_session): only its children
    process.wait()


@contextlib.contextmanager
def running_dovecot(*, tls: bool = True) -> Iterator[DovecotServer]:
    """Dovecot on 127.0.0.1 from a config of its own in a temp dir; stopped, with every process of
    it, on exit. Starts in well under a second. `tls` adds an implicit-TLS port (and STARTTLS)."""
    reason = dovecot_available()
    if reason:
        raise RuntimeError(reason)
    with tempfile.TemporaryDirectory(prefix="seq-dovecot-") as tmp:
        directory = Path(tmp)
        directory.chmod(0o755)  # Dovecot's unprivileged processes reach their sockets and files in it
        uid, gid, _ = _mail_owner()
        (directory / "mail").mkdir()
        os.chown(directory / "mail", uid, gid)
        for name in ("users", "tokens"):
            (directory / name).mkdir()
            (directory / name).chmod(0o755)
        certificate = loopback_tls() if tls else None
        tls_files = certificate.write(directory) if certificate else None
        tls_context = certificate.client_context() if certificate else None
        for attempt in range(3):
            port = free_port()
            tls_port = free_port() if tls else None
            config = directory / "dovecot.conf"
            config.write_text(_dovecot_config(directory, port, tls_port, tls_files))
            with (directory / "stderr.log").open("wb") as stderr:
                process = subprocess.Popen(
                    [str(DOVECOT), "-F", "-c", str(config)],
                    stdin=subprocess.DEVNULL,
                    stdout=stderr,
                    stderr=stderr,
                    start_new_session=True,
                )
            try:
                deadline = time.monotonic() + START_TIMEOUT
                while process.poll() is None and time.monotonic() < deadline:
                    if _imap_greets(port) and (tls_port is None or _imap_greets(tls_port, tls_context)):
                        break
                    time.sleep(0.01)
                else:
                    server = DovecotServer(
                        host=HOST, port=port, tls_port=tls_port, tls_context=tls_context, directory=directory
                    )
                    output = (directory / "stderr.log").read_text(errors="replace") + server.log()
                    if "Address already in use" in output and attempt < 2:
                        _stop(process)
                        continue
                    raise RuntimeError(f"Dovecot did not start:\n{output}")
                yield DovecotServer(
                    host=HOST, port=port, tls_port=tls_port, tls_context=tls_context, directory=directory
                )
                return
            finally:
                _stop(process)


# --- SMTP: aiosmtpd ---------------------------------------------------------------------------------

Stage = Literal["MAIL", "RCPT", "DATA"]


@dataclass(frozen=True)
class Received:
    """One message the SMTP server accepted, as the client sent it."""

    mail_from: str
    rcpt_tos: list[str]
    raw: bytes
    auth_user: str | None  # who authenticated (PLAIN/LOGIN login or XOAUTH2 user), None if nobody


# Gmail's answer to a bad XOAUTH2 token: this 334 challenge, then 535 once the client sends an empty line.
XOAUTH2_ERROR = json.dumps({"status": "401", "schemes": "bearer", "scope": "https://mail.google.com/"})


class _Handler:
    """aiosmtpd's hooks, run on the server's own thread and loop."""

    def __init__(self, server: SmtpServer) -> None:
        self.server = server

    async def handle_MAIL(
        self, smtp: Any, session: Any, envelope: Any, address: str, mail_options: list[str]
    ) -> str:
        if self.server.auth_required and not session.authenticated:
            return "530 5.7.0 Authentication required"
        fault = self.server._take_fault("MAIL", smtp)
        if fault:
            return fault
        envelope.mail_from = address
        envelope.mail_options.extend(mail_options)
        return "250 2.1.0 OK"

    async def handle_RCPT(
        self, smtp: Any, session: Any, envelope: Any, address: str, rcpt_options: list[str]
    ) -> str:
        fault = self.server._take_fault("RCPT", smtp)
        if fault:
            return fault
        envelope.rcpt_tos.append(address)
        envelope.rcpt_options.extend(rcpt_options)
        return "250 2.1.5 OK"

    async def handle_DATA(self, smtp: Any, session: Any, envelope: Any) -> str:
        fault = self.server._take_fault("DATA", smtp)
        if fault:
            return fault
        raw: bytes = envelope.original_content or envelope.content
        auth_user = session.auth_data if isinstance(session.auth_data, str) else None
        received = Received(
            mail_from=envelope.mail_from, rcpt_tos=list(envelope.rcpt_tos), raw=raw, auth_user=auth_user
        )
        queue_id = uuid.uuid4().hex[:12].upper()
        mailbox = self.server._route
        if mailbox is not None:
            local = [rcpt for rcpt in received.rcpt_tos if mailbox.has_user(rcpt)]
            loop = asyncio.get_running_loop()
            try:
                for rcpt in local:
                    stamped = _trace_headers(received, rcpt, session, queue_id) + raw
                    await loop.run_in_executor(None, mailbox.deliver, rcpt, stamped)
            except Exception as exc:  # Dovecot gone: a real MTA defers, so the client may retry
                return f"451 4.3.0 Local delivery failed: {exc}"
        self.server.received.append(received)
        return f"250 2.0.0 OK queued as {queue_id}"

    async def auth_XOAUTH2(self, smtp: Any, args: list[str]) -> Any:
        """XOAUTH2 (https://developers.google.com/gmail/imap/xoauth2-protocol): the SASL string
        `user=<email>\\x01auth=Bearer <token>\\x01\\x01`, with or without an initial response."""
        from aiosmtpd.smtp import MISSING, AuthResult

        if len(args) == 1:
            blob = await smtp.challenge_auth("", encode_to_b64=False)
            if blob is MISSING:
                return AuthResult(success=False, handled=True)
        else:
            try:
                blob = base64.b64decode(args[1], validate=True)
            except binascii.Error:
                await smtp.push("501 5.5.2 Can't decode base64")
                return AuthResult(success=False, handled=True)
        fields = dict(part.split(b"=", 1) for part in blob.split(b"\x01") if b"=" in part)
        user = fields.get(b"user", b"").decode(errors="replace")
        bearer = fields.get(b"auth", b"")
        token = bearer[len(b"Bearer ") :].decode(errors="replace") if bearer.startswith(b"Bearer ") else None
        if token is not None and self.server._tokens.get(user) == token:
            return AuthResult(success=True, auth_data=user)
        if await smtp.challenge_auth(XOAUTH2_ERROR) is MISSING:
            return AuthResult(success=False, handled=True)
        return AuthResult(
            success=False, handled=False, message="535 5.7.8 Username and Password not accepted"
        )


def _trace_headers(received: Received, rcpt: str, session: Any, queue_id: str) -> bytes:
    """The headers a delivering MTA puts on top, so a routed message looks delivered, not appended."""
    stamp = format_datetime(datetime.datetime.now(datetime.UTC))
    helo = session.host_name or "unknown"
    return (
        f"Return-Path: <{received.mail_from}>\r\n"
        f"Delivered-To: {rcpt}\r\n"
        f"Received: from {helo} ({session.peer[0]}) by localhost (aiosmtpd) with ESMTP id {queue_id}\r\n"
        f"\tfor <{rcpt}>; {stamp}\r\n"
    ).encode()


@dataclass
class SmtpServer:
    """A running SMTP submission server: records what it accepts, fails on request."""

    host: str
    port: int  # plain ESMTP, with STARTTLS when tls_context is set
    tls_port: int | None  # implicit TLS (SMTPS, like port 465)
    tls_context: ssl.SSLContext | None  # trusts the server's certificate
    auth_required: bool
    received: list[Received] = field(default_factory=list)
    _passwords: dict[str, str] = field(default_factory=dict, repr=False)
    _tokens: dict[str, str] = field(default_factory=dict, repr=False)
    _faults: dict[Stage, collections.deque[str]] = field(
        default_factory=lambda: {stage: collections.deque() for stage in ("MAIL", "RCPT", "DATA")}, repr=False
    )
    _route: DovecotServer | None = field(default=None, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add_user(self, user: str, password: str) -> None:
        """A login for AUTH PLAIN and AUTH LOGIN."""
        self._passwords[user] = password

    def add_token(self, email: str, token: str) -> None:
        """An OAuth2 access token `email` can authenticate with over XOAUTH2."""
        self._tokens[email] = token

    def fail_next(self, code: int, message: str, count: int = 1, *, at: Stage = "DATA") -> None:
        """The next `count` MAIL, RCPT or DATA commands (any client's) are answered `code message`
        instead: 421 also closes the connection, as a server going away does; 4xx are temporary,
        5xx permanent. A refused RCPT or DATA leaves nothing recorded."""
        if not 400 <= code <= 599:
            raise ValueError(f"not a failure code: {code}")
        with self._lock:
            self._faults[at].extend([f"{code} {message}"] * count)

    def deliver_to(self, mailbox: DovecotServer | None) -> None:
        """Route accepted mail: each recipient that is a user of `mailbox` also gets it in their IMAP
        INBOX, with the trace headers a delivering MTA adds (None stops routing)."""
        self._route = mailbox

    def received_by(self, address: str) -> list[Received]:
        """What was accepted for `address` (the server is shared by a session's tests)."""
        return [message for message in list(self.received) if address in message.rcpt_tos]

    def reset(self) -> None:
        """Drop unused faults and routing (users, tokens and what was received stay)."""
        with self._lock:
            for queue in self._faults.values():
                queue.clear()
        self._route = None

    def _take_fault(self, stage: Stage, smtp: Any) -> str | None:
        with self._lock:
            reply = self._faults[stage].popleft() if self._faults[stage] else None
        if reply is not None and reply.startswith("421"):
            # After the reply is written (the handler's answer is pushed before the loop runs again).
            asyncio.get_running_loop().call_soon(smtp.transport.close)
        return reply

    def _authenticate(self, smtp: Any, session: Any, envelope: Any, mechanism: str, auth_data: Any) -> Any:
        from aiosmtpd.smtp import AuthResult

        login = auth_data.login.decode(errors="replace")
        if self._passwords.get(login) == auth_data.password.decode(errors="replace"):
            return AuthResult(success=True, auth_data=login)
        return AuthResult(success=False, handled=False)


@contextlib.contextmanager
def running_smtp(*, tls: bool = True, auth_required: bool = True) -> Iterator[SmtpServer]:
    """An ESMTP server on 127.0.0.1 (aiosmtpd on a thread of its own), stopped on exit.

    AUTH PLAIN, LOGIN and XOAUTH2 are offered without TLS (loopback); `auth_required` refuses MAIL
    before AUTH (530), as a submission server does. `tls` adds STARTTLS on the port and an
    implicit-TLS `tls_port`, with `tls_context` for clients to trust them."""
    from aiosmtpd.controller import Controller

    with tempfile.TemporaryDirectory(prefix="seq-smtp-") as tmp:
        certificate = loopback_tls() if tls else None
        server_context = certificate.server_context(Path(tmp)) if certificate else None
        server = SmtpServer(
            host=HOST,
            port=0,
            tls_port=None,
            tls_context=certificate.client_context() if certificate else None,
            auth_required=auth_required,
        )
        handler = _Handler(server)
        common: dict[str, Any] = {
            "hostname": HOST,
            "server_hostname": "localhost",
            "authenticator": server._authenticate,
            "auth_require_tls": False,
            "ready_timeout": START_TIMEOUT,
        }
        controllers: list[Controller] = []
        try:
            plain = _start(lambda port: Controller(handler, port=port, tls_context=server_context, **common))
            controllers.append(plain)
            server.port = plain.port
            if server_context is not None:
                implicit = _start(
                    lambda port: Controller(handler, port=port, ssl_context=server_context, **common)
                )
                controllers.append(implicit)
                server.tls_port = implicit.port
            yield server
        finally:
            for controller in controllers:
                controller.stop()


def _start(make: Any) -> Any:
    """Start a Controller on a free port, trying another if that one was taken meanwhile."""
    for attempt in range(3):
        controller = make(free_port())
        try:
            controller.start()
        except OSError:
            if attempt == 2:
                raise
            continue
        return controller
    raise AssertionError("unreachable")


# --- fixtures -----------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def dovecot() -> Iterator[DovecotServer]:
    """The session's Dovecot (skips the test where Dovecot is not installed)."""
    reason = dovecot_available()
    if reason:
        pytest.skip(reason)
    with running_dovecot() as server:
        yield server


@pytest.fixture(scope="session")
def smtp_server() -> Iterator[SmtpServer]:
    """The session's SMTP server (AUTH required, STARTTLS and implicit TLS offered)."""
    with running_smtp() as server:
        yield server
