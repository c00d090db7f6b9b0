"""The SMTP + IMAP provider: Outlook / Microsoft 365, Fastmail, any mail host.

Sends with aiosmtplib (implicit TLS or STARTTLS; a password or XOAUTH2), then files a copy in the Sent
folder over IMAP unless the server does that itself (`smtp.saves_sent`). Finds an earlier attempt's email
by `UID SEARCH HEADER Message-ID` in the Sent folder. Reads the inbox by UID: the cursor is
`v1:<UIDVALIDITY>:<last UID seen>`, and a changed UIDVALIDITY (the folder was rebuilt) means resync.
IMAP has no thread ids: a thread is named by the Message-ID of its first message (the first of
References, else In-Reply-To, else the message's own).

A signed-in IMAP session is kept for the mailbox's next call (up to 2 per mailbox, for 90 s, signed in
anew after 15 min, checked with NOOP before reuse): an inbox poll reads each new message's headers in a
call of its own, and a send files its Sent copy and may look for an earlier attempt's, so each call
signing in anew would cost a TLS handshake and a login per message. A call that fails closes its
session; a session past its time is logged out by a timer, or by the next call for any mailbox,
whichever comes first. IMAP IDLE
(`wait_for_mail`) holds one while it waits.
"""

from __future__ import annotations

import asyncio
import email
import email.policy
import logging
import re
import socket
import ssl
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.message import Message
from email.utils import getaddresses
from typing import Any

import aioimaplib
import aiosmtplib
import httpx

from activities.providers.mail import (
    Accepted,
    CursorExpired,
    InboundPage,
    MailboxDisconnected,
    MailRejected,
    MessageRef,
    RateLimited,
)
from activities.providers.pinned import GuardedTransport, PinnedIMAP4, pinned_socket
from sequencer import sealing
from sequencer.inbox import referenced_ids
from sequencer.mail_servers import MailServers
from sequencer.netguard import HostGuard, HostRefused
from sequencer.sealing import KeyRing
from storage.records import Mailbox

log = logging.getLogger(__name__)

PAGE = 500  # message ids per inbound page
_TIMEOUT_SECONDS = 30.0
_SNIPPET_BYTES = 8192  # of the body, fetched beside the headers: enough for a reply's first lines
_CURSOR = re.compile(r"^v1:(\d+):(\d+)$")
_THROTTLED = re.compile(r"throttl|rate|limit|too many|concurrent", re.IGNORECASE)
_MESSAGE_ID = re.compile(r"^<[^<>\s]+>$")
# A session waits this long for its mailbox's next call (an inbox poll every 60 s finds it), and is
# signed in anew after _SESSION_MAX_AGE_SECONDS however busy (a revoked password or grant shows then).
# Servers log idle sessions out after 30 min at the soonest (RFC 9051).
_KEEP_SESSION_SECONDS = 90.0
_SESSION_MAX_AGE_SECONDS = 15 * 60.0
_KEPT_SESSIONS_PER_MAILBOX = 2


@dataclass
class _Kept:
    """A signed-in session waiting for its mailbox's next call."""

    imap: aioimaplib.IMAP4
    signed_in_as: tuple[str, ...]  # where and as whom: changed settings or password mean a new session
    loop: asyncio.AbstractEventLoop
    since: float  # time.monotonic() when it was last used
    signed_in_at: float
    reaper: asyncio.TimerHandle | None = None  # closes it when its time is up and no call came

    def usable(self, now: float) -> bool:
        return (
            now - self.since < _KEEP_SESSION_SECONDS
            and now - self.signed_in_at < _SESSION_MAX_AGE_SECONDS
            and _connected(self.imap)
        )


@dataclass
class _Token:
    access_token: str
    expires_at: float  # loop-independent monotonic seconds
    refresh_token: str


def _json(answer: httpx.Response) -> dict[str, Any]:
    try:
        body = answer.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


class ImapError(ConnectionError):
    """An IMAP command the server answered NO or BAD (or a broken session): retried as a failure."""


def parse_cursor(cursor: str) -> tuple[int, int]:
    found = _CURSOR.match(cursor)
    if found is None:
        raise CursorExpired(f"not an IMAP cursor: {cursor!r}")
    return int(found.group(1)), int(found.group(2))


def thread_root(headers: Message, own_id: str | None) -> str:
    """The Message-ID naming the message's thread: the first of References (the thread's first
    message, RFC 5322 section 3.6.4), else In-Reply-To, else the message's own."""
    for name in ("References", "In-Reply-To"):
        named = referenced_ids({name.lower(): str(headers.get(name, ""))})
        if named:
            return named[0]
    return own_id or ""


def smtp_error(exc: aiosmtplib.SMTPResponseException, mailbox_email: str) -> Exception:
    """What an SMTP answer stands for: 5xx rejects (535: the sign-in), throttling 4xx slows down,
    other 4xx are transient (the send retries)."""
    code, text = exc.code, exc.message
    if code in (530, 534, 535):
        return MailboxDisconnected(f"the SMTP server refused the sign-in of {mailbox_email} ({code} {text})")
    if 500 <= code < 600:
        return MailRejected(code, text, provider="SMTP server")
    if code in (421, 432, 450, 451, 452, 454) and _THROTTLED.search(text):
        return RateLimited(f"SMTP throttling for {mailbox_email} ({code} {text})")
    return exc


class SmtpImapClient:
    """SMTP + IMAP for the mailboxes whose provider is `smtp` (activities/providers/mail.py)."""

    def __init__(
        self,
        key_ring: KeyRing,
        *,
        oauth_client_secret: str | None = None,
        tls_context: ssl.SSLContext | None = None,
        host_guard: HostGuard | None = None,
    ) -> None:
        self._ring = key_ring
        # The servers are the project's: each connection goes to an address this vetted (no SSRF).
        self._guard = host_guard or HostGuard()
        self._oauth_client_secret = oauth_client_secret
        self._tls = tls_context
        self._sent_folders: dict[str, str] = {}
        self._tokens: dict[tuple[str, str], _Token] = {}
        self._tokens_lock = asyncio.Lock()
        self._kept: dict[str, list[_Kept]] = {}  # mailbox id -> sessions for its next calls
        self._reaping: set[asyncio.Task[None]] = set()
        self.sessions_opened = 0  # sign-ins so far (each a connection, a TLS handshake and a login)

    async def aclose(self) -> None:
        """Log out of the sessions kept for later calls (the worker calls it as it stops)."""
        kept = [k for sessions in self._kept.values() for k in sessions]
        self._kept.clear()
        for k in kept:
            _stop_reaper(k)
            await _logout(k.imap)
        for task in list(self._reaping):
            task.cancel()
        await asyncio.gather(*self._reaping, return_exceptions=True)

    # -- signing in ----------------------------------------------------------------------------------
    def _servers(self, mailbox: Mailbox) -> MailServers:
        if mailbox.mail_servers is None:
            raise MailboxDisconnected(f"mailbox {mailbox.email} has no SMTP/IMAP servers configured")
        return mailbox.mail_servers

    def _secret(self, mailbox: Mailbox, stored: str | None, purpose: str, what: str) -> str:
        """A stored secret, opened (stored before sealing existed: plain until `secrets rotate`)."""
        if not stored:
            raise MailboxDisconnected(f"mailbox {mailbox.email} has no stored {what}")
        try:
            return self._ring.open(stored, purpose=purpose) if sealing.is_sealed(stored) else stored
        except sealing.SealError as exc:
            raise MailboxDisconnected(f"mailbox {mailbox.email}: its {what} does not open ({exc})") from None

    def _password(self, mailbox: Mailbox) -> str:
        return self._secret(mailbox, mailbox.mail_password, sealing.MAIL_PASSWORD, "password")

    async def _access_token(self, mailbox: Mailbox) -> str:
        """An XOAUTH2 access token from the mailbox's refresh token (RFC 6749 section 6), kept until a
        minute before it expires. A rotated refresh token in the answer is used from then on."""
        servers = self._servers(mailbox)
        assert servers.oauth is not None
        key = (mailbox.id, mailbox.oauth_refresh_token or "")
        async with self._tokens_lock:
            held = self._tokens.get(key)
            now = time.monotonic()
            if held is not None and held.expires_at > now + 60:
                return held.access_token
            refresh = (held.refresh_token if held else None) or self._secret(
                mailbox, mailbox.oauth_refresh_token, sealing.REFRESH_TOKEN, "OAuth refresh token"
            )
            form = {
                "grant_type": "refresh_token",
                "refresh_token": refresh,
                "client_id": servers.oauth.client_id,
                "scope": servers.oauth.scopes,
            }
            if self._oauth_client_secret:  # a confidential app; public clients send none
                form["client_secret"] = self._oauth_client_secret
            try:
                transport = GuardedTransport(self._guard)
                async with httpx.AsyncClient(timeout=_TIMEOUT_SECONDS, transport=transport) as http:
                    answer = await http.post(servers.oauth.token_uri, data=form)
            except HostRefused as exc:
                raise MailboxDisconnected(
                    f"mailbox {mailbox.email}: its OAuth token endpoint {exc}"
                ) from None
            except httpx.HTTPError as exc:
                raise ImapError(f"token endpoint {servers.oauth.token_uri} unreachable: {exc}") from None
            body = _json(answer)
            if answer.status_code in (400, 401) or "access_token" not in body:
                if answer.status_code >= 500:
                    raise ImapError(f"token endpoint answered {answer.status_code}")
                reason = body.get("error_description") or body.get("error") or answer.status_code
                refused = f"the token endpoint refused the grant of {mailbox.email}: {reason}"
                raise MailboxDisconnected(refused)
            self._tokens[key] = _Token(
                access_token=str(body["access_token"]),
                expires_at=now + float(body.get("expires_in", 3600)),
                refresh_token=str(body.get("refresh_token") or refresh),
            )
            return self._tokens[key].access_token

    # -- sending -------------------------------------------------------------------------------------
    async def send(
        self, mailbox: Mailbox, raw: bytes, *, thread_id: str | None, accepted: Accepted | None = None
    ) -> MessageRef:
        servers = self._servers(mailbox)
        message = email.message_from_bytes(raw, policy=email.policy.compat32)
        message_id = str(message.get("Message-ID", "")).strip()
        if not _MESSAGE_ID.match(message_id):
            raise MailRejected(400, "the message has no Message-ID", provider="Sequencer")
        recipients = [a for _, a in getaddresses(message.get_all("To", []) + message.get_all("Cc", [])) if a]
        auth: dict[str, Any] = {"username": servers.smtp_user(mailbox.email)}
        if servers.auth == "xoauth2":
            token = await self._access_token(mailbox)

            async def generate() -> str:
                return token

            auth["oauth_token_generator"] = generate
        else:
            auth["password"] = self._password(mailbox)
        ref = MessageRef(id=message_id, thread_id=thread_id or message_id)
        host, port = servers.smtp.host, servers.smtp.port
        sock = await self._server_socket(
            mailbox,
            "SMTP",
            host,
            port,
            lambda exc: aiosmtplib.SMTPConnectError(f"Error connecting to {host} on port {port}: {exc}"),
        )
        client = aiosmtplib.SMTP(
            hostname=host,  # over the vetted socket: TLS verifies this name
            sock=sock,
            use_tls=servers.smtp.security == "tls",
            start_tls=servers.smtp.security == "starttls",
            tls_context=self._tls if servers.smtp.security != "none" else None,
            timeout=_TIMEOUT_SECONDS,
            **auth,
        )
        try:
            async with client:  # connects and signs in; QUITs on the way out
                await client.sendmail(mailbox.email, recipients, raw)
                if accepted is not None:
                    # The server said 250: recorded before QUIT and the Sent copy, so a crash or a
                    # timeout in either cannot send the email again.
                    try:
                        await accepted(ref)
                    except Exception as exc:  # noqa: BLE001 - logged; the Sent copy still guards a retry
                        log.warning(
                            "sent %s from %s, acceptance not recorded: %s", message_id, mailbox.email, exc
                        )
        except aiosmtplib.SMTPRecipientsRefused as exc:
            first = exc.recipients[0] if exc.recipients else None
            raise MailRejected(first.code if first else 550, str(exc), provider="SMTP server") from None
        except aiosmtplib.SMTPResponseException as exc:
            raise smtp_error(exc, mailbox.email) from None
        if not servers.smtp.saves_sent:
            try:  # the email is out: a missing Sent copy must not make the send look failed (and repeat)
                await self._file_sent(mailbox, raw)
            except Exception as exc:  # noqa: BLE001 - logged; the send stands
                log.warning("sent %s from %s, not filed in Sent: %s", message_id, mailbox.email, exc)
        return ref

    async def _file_sent(self, mailbox: Mailbox, raw: bytes) -> None:
        async with self._session(mailbox) as imap:
            folder = await self._sent_folder(mailbox, imap)
            answer = await imap.append(raw, mailbox=_quoted(folder), flags="(\\Seen)")
            _ok(answer, f"APPEND to {folder}")

    async def find_by_message_id(self, mailbox: Mailbox, message_id: str) -> MessageRef | None:
        """The email an earlier attempt sent, looked up in the Sent folder by its Message-ID."""
        async with self._session(mailbox) as imap:
            folder = await self._sent_folder(mailbox, imap)
            _ok(await imap.select(_quoted(folder)), f"SELECT {folder}")
            uids = await self._search(imap, f"HEADER Message-ID {_quoted(message_id)}")
            if not uids:
                return None
            wanted = "(BODY.PEEK[HEADER.FIELDS (MESSAGE-ID REFERENCES IN-REPLY-TO)])"
            headers = await self._headers(imap, uids[0], wanted)
        found = email.message_from_bytes(headers, policy=email.policy.compat32)
        return MessageRef(id=message_id, thread_id=thread_root(found, message_id))

    # -- reading the inbox ---------------------------------------------------------------------------
    async def start_cursor(self, mailbox: Mailbox) -> str:
        async with self._session(mailbox) as imap:
            validity, next_uid = await self._open_inbox(mailbox, imap)
        return f"v1:{validity}:{max(0, next_uid - 1)}"

    async def changes(self, mailbox: Mailbox, *, cursor: str, page: str | None = None) -> InboundPage:
        """Messages whose UID is past the cursor's, PAGE at a time."""
        validity, last = parse_cursor(page or cursor)
        async with self._session(mailbox) as imap:
            now_validity, _ = await self._open_inbox(mailbox, imap)
            if now_validity != validity:
                raise CursorExpired(f"{mailbox.email}: UIDVALIDITY changed ({validity} -> {now_validity})")
            uids = [u for u in await self._search(imap, f"UID {last + 1}:*") if u > last]
        chunk = uids[:PAGE]
        moved = f"v1:{validity}:{chunk[-1]}" if chunk else cursor
        return InboundPage(
            message_ids=[f"{validity}:{u}" for u in chunk],
            cursor=moved,
            next_page=moved if len(uids) > PAGE else None,
        )

    async def recent(self, mailbox: Mailbox, *, days: int, page: str | None = None) -> InboundPage:
        since = (datetime.now(UTC) - timedelta(days=days)).strftime("%d-%b-%Y")
        async with self._session(mailbox) as imap:
            validity, _ = await self._open_inbox(mailbox, imap)
            uids = await self._search(imap, f"SINCE {since}")
        start = int(page or 0)
        return InboundPage(
            message_ids=[f"{validity}:{u}" for u in uids[start : start + PAGE]],
            next_page=str(start + PAGE) if len(uids) > start + PAGE else None,
        )

    async def metadata(self, mailbox: Mailbox, message_id: str, headers: list[str]) -> dict[str, Any] | None:
        """Headers, a snippet and the arrival time, in Gmail's `format=metadata` shape."""
        validity, uid = _inbound_id(message_id)
        async with self._session(mailbox) as imap:
            now_validity, _ = await self._open_inbox(mailbox, imap)
            if now_validity != validity:
                return None
            parts = await self._fetch(
                imap, uid, f"(INTERNALDATE BODY.PEEK[HEADER] BODY.PEEK[TEXT]<0.{_SNIPPET_BYTES}>)"
            )
        if parts is None:
            return None
        head, text, arrived = parts
        parsed = email.message_from_bytes(head + b"\r\n" + text, policy=email.policy.compat32)
        wanted = {h.lower() for h in headers}
        own = str(parsed.get("Message-ID", "")).strip() or None
        return {
            "id": message_id,
            "threadId": thread_root(parsed, own),
            "labelIds": ["INBOX"],
            "snippet": _snippet(parsed),
            "internalDate": str(int(arrived.timestamp() * 1000)),
            "payload": {
                "headers": [{"name": k, "value": str(v)} for k, v in parsed.items() if k.lower() in wanted]
            },
        }

    async def raw(self, mailbox: Mailbox, message_id: str) -> bytes | None:
        validity, uid = _inbound_id(message_id)
        async with self._session(mailbox) as imap:
            now_validity, _ = await self._open_inbox(mailbox, imap)
            if now_validity != validity:
                return None
            return await self._headers(imap, uid, "(BODY.PEEK[])")

    async def wait_for_mail(self, mailbox: Mailbox, *, seconds: float, beat: Callable[[], None]) -> bool:
        """IMAP IDLE on the inbox for up to `seconds` (calling `beat` every 20 s): True when new mail
        arrived, False at the end of the wait or when the server has no IDLE (poll instead)."""
        servers = self._servers(mailbox)
        if not servers.imap.idle or seconds <= 0:
            return False
        async with self._session(mailbox) as imap:
            if not imap.has_capability("IDLE"):
                return False
            await self._open_inbox(mailbox, imap)
            loop = asyncio.get_running_loop()
            deadline = loop.time() + seconds
            while loop.time() < deadline:
                idle = await imap.idle_start(timeout=min(20.0, deadline - loop.time()) + 5)
                try:
                    pushed = await imap.wait_server_push(timeout=min(20.0, max(0.1, deadline - loop.time())))
                except TimeoutError:
                    pushed = []
                imap.idle_done()
                await asyncio.wait_for(idle, _TIMEOUT_SECONDS)
                beat()
                lines = pushed if isinstance(pushed, list) else [pushed]
                if any(b"EXISTS" in bytes(line) for line in lines if isinstance(line, bytes | bytearray)):
                    return True
        return False

    # -- IMAP plumbing -------------------------------------------------------------------------------
    @asynccontextmanager
    async def _session(self, mailbox: Mailbox) -> AsyncIterator[aioimaplib.IMAP4]:
        """A signed-in session: one kept from an earlier call when it still answers, else a new one.
        It is kept again after a call that went well, and closed after one that raised."""
        servers = self._servers(mailbox)
        signed_in_as = (
            servers.model_dump_json(),
            servers.imap_user(mailbox.email),
            mailbox.mail_password or "",
            mailbox.oauth_refresh_token or "",
        )
        kept = await self._kept_session(mailbox.id, signed_in_as)
        imap = kept.imap if kept else await self._sign_in(mailbox, servers)
        signed_in_at = kept.signed_in_at if kept else time.monotonic()
        try:
            yield imap
        except BaseException:
            await _logout(imap)
            raise
        await self._keep(mailbox.id, signed_in_as, imap, signed_in_at)

    async def _kept_session(self, mailbox_id: str, signed_in_as: tuple[str, ...]) -> _Kept | None:
        await self._close_expired()
        kept = self._kept.get(mailbox_id, [])
        loop = asyncio.get_running_loop()
        while kept:
            session = kept.pop()  # the most recently used first
            _stop_reaper(session)
            if session.loop is not loop:
                continue  # another event loop's (a test's, a CLI run's): dropped, never awaited here
            if session.signed_in_as == signed_in_as and session.usable(time.monotonic()):
                try:
                    answer = await asyncio.wait_for(session.imap.noop(), 5)
                    if answer.result == "OK" and session.imap.get_state() in ("AUTH", "SELECTED"):
                        return session
                except asyncio.CancelledError:
                    _close(session.imap)
                    raise
                except Exception:  # noqa: BLE001, S110 - the server dropped it: sign in anew
                    pass
            _close(session.imap)
        return None

    async def _close_expired(self) -> None:
        """Close every kept session past its time (of any mailbox: a mailbox nobody calls any more
        must not hold its connections until the server logs them out). Run by each call and by the
        sessions' timers."""
        now, loop = time.monotonic(), asyncio.get_running_loop()
        expired: list[_Kept] = []
        # Off the lists before any await: a reaper and a call may run this at the same time.
        for mailbox_id, kept in list(self._kept.items()):
            stale = [k for k in kept if k.loop is loop and not k.usable(now)]
            for k in stale:
                kept.remove(k)
                _stop_reaper(k)
            expired += stale
            if not kept:
                del self._kept[mailbox_id]
        for k in expired:
            await _logout(k.imap)

    async def _keep(
        self, mailbox_id: str, signed_in_as: tuple[str, ...], imap: aioimaplib.IMAP4, signed_in_at: float
    ) -> None:
        kept = self._kept.setdefault(mailbox_id, [])
        now = time.monotonic()
        session = _Kept(imap, signed_in_as, asyncio.get_running_loop(), now, signed_in_at)
        if (
            imap.get_state() not in ("AUTH", "SELECTED")
            or len(kept) >= _KEPT_SESSIONS_PER_MAILBOX
            or not session.usable(now)
        ):
            await _logout(imap)
            return
        _drain_idle_pushes(imap)  # an IDLE's late pushes must not wake the next wait at once
        kept.append(session)
        # An idle worker makes no next call: the session is closed when its time is up all the same.
        session.reaper = session.loop.call_later(_KEEP_SESSION_SECONDS + 0.5, self._reap)

    def _reap(self) -> None:
        task = asyncio.get_running_loop().create_task(self._close_expired())
        self._reaping.add(task)
        task.add_done_callback(self._reaping.discard)

    async def _server_socket(
        self,
        mailbox: Mailbox,
        protocol: str,
        host: str,
        port: int,
        unreachable: Callable[[OSError], Exception],
    ) -> socket.socket:
        """A connected socket to one of the mailbox's servers, at an address the host guard vetted now (DNS
        rebinding is checked here, not only at save). A refused host disconnects the mailbox; an
        unreachable one raises `unreachable(exc)`, the protocol's own transient error."""
        try:
            return await pinned_socket(self._guard, host, port, connect_seconds=_TIMEOUT_SECONDS)
        except HostRefused as exc:
            raise MailboxDisconnected(f"mailbox {mailbox.email}: its {protocol} server {exc}") from None
        except OSError as exc:
            raise unreachable(exc) from None

    async def _sign_in(self, mailbox: Mailbox, servers: MailServers) -> aioimaplib.IMAP4:
        host, port = servers.imap.host, servers.imap.port
        sock = await self._server_socket(
            mailbox, "IMAP", host, port, lambda exc: ImapError(f"IMAP {host}:{port} unreachable: {exc}")
        )
        tls = (self._tls or ssl.create_default_context()) if servers.imap.security == "tls" else None
        imap: aioimaplib.IMAP4 = PinnedIMAP4(sock, host, port, timeout=_TIMEOUT_SECONDS, ssl_context=tls)
        try:
            await imap.wait_hello_from_server()
        except (OSError, TimeoutError) as exc:
            raise ImapError(f"IMAP {host}:{port} unreachable: {exc}") from None
        try:
            user = servers.imap_user(mailbox.email)
            if servers.auth == "xoauth2":
                answer = await imap.xoauth2(user, await self._access_token(mailbox))
            else:
                answer = await imap.login(user, self._password(mailbox))
            if answer.result != "OK":
                text = b" ".join(bytes(line) for line in answer.lines).decode(errors="replace")
                raise MailboxDisconnected(f"the IMAP server refused the sign-in of {mailbox.email}: {text}")
        except BaseException:
            await _logout(imap)
            raise
        self.sessions_opened += 1
        return imap

    async def _open_inbox(self, mailbox: Mailbox, imap: aioimaplib.IMAP4) -> tuple[int, int]:
        folder = self._servers(mailbox).imap.inbox_folder
        # SELECT, not EXAMINE: aioimaplib moves to the selected state (where SEARCH and FETCH are
        # allowed) only on SELECT. Nothing here changes a flag: fetches use BODY.PEEK.
        answer = await imap.select(_quoted(folder))
        _ok(answer, f"SELECT {folder}")
        text = b"\n".join(bytes(line) for line in answer.lines if isinstance(line, bytes | bytearray))
        validity = re.search(rb"UIDVALIDITY (\d+)", text)
        next_uid = re.search(rb"UIDNEXT (\d+)", text)
        if validity is None:
            raise ImapError(f"{folder} of {mailbox.email} has no UIDVALIDITY")
        if next_uid is None:  # rare servers omit it: the highest UID + 1
            uids = await self._search(imap, "ALL")
            return int(validity.group(1)), (max(uids) + 1 if uids else 1)
        return int(validity.group(1)), int(next_uid.group(1))

    async def _sent_folder(self, mailbox: Mailbox, imap: aioimaplib.IMAP4) -> str:
        """The configured Sent folder, else the one marked \\Sent (RFC 6154), else "Sent"."""
        configured = self._servers(mailbox).imap.sent_folder
        if configured:
            return configured
        known = self._sent_folders.get(mailbox.id)
        if known:
            return known
        answer = await imap.list('""', "*")
        _ok(answer, "LIST")
        folder = "Sent"
        for line in answer.lines:
            text = bytes(line).decode(errors="replace") if isinstance(line, bytes | bytearray) else ""
            if "\\Sent" in text:
                name = text.rsplit(" ", 1)[-1].strip()
                quoted = re.search(r'"((?:[^"\\]|\\.)*)"\s*$', text)
                folder = quoted.group(1) if quoted else name
                break
        self._sent_folders[mailbox.id] = folder
        return folder

    async def _search(self, imap: aioimaplib.IMAP4, criteria: str) -> list[int]:
        answer = await imap.uid_search(criteria)
        _ok(answer, f"UID SEARCH {criteria}")
        found: list[int] = []
        for line in answer.lines:
            text = bytes(line).decode(errors="replace") if isinstance(line, bytes | bytearray) else ""
            if text.startswith("SEARCH"):
                text = text[len("SEARCH") :]
            if text.strip() and all(t.isdigit() for t in text.split()):
                found.extend(int(t) for t in text.split())
        return sorted(found)

    async def _fetch(
        self, imap: aioimaplib.IMAP4, uid: int, items: str
    ) -> tuple[bytes, bytes, datetime] | None:
        answer = await imap.uid("fetch", str(uid), items)
        _ok(answer, f"UID FETCH {uid}")
        literals = [bytes(line) for line in answer.lines if isinstance(line, bytearray)]
        meta = b" ".join(bytes(line) for line in answer.lines if isinstance(line, bytes))
        if not literals:
            return None
        arrived = re.search(rb'INTERNALDATE "([^"]+)"', meta)
        when = datetime.now(UTC)
        if arrived:
            try:
                when = datetime.strptime(arrived.group(1).decode(), "%d-%b-%Y %H:%M:%S %z")
            except ValueError:
                pass
        head = literals[0]
        text = literals[1] if len(literals) > 1 else b""
        return head, text, when

    async def _headers(self, imap: aioimaplib.IMAP4, uid: int, items: str) -> bytes:
        answer = await imap.uid("fetch", str(uid), items)
        _ok(answer, f"UID FETCH {uid}")
        literals = [bytes(line) for line in answer.lines if isinstance(line, bytearray)]
        return literals[0] if literals else b""


def _connected(imap: aioimaplib.IMAP4) -> bool:
    """Whether the socket is still open (aioimaplib keeps its last state when the server hangs up)."""
    transport = getattr(imap.protocol, "transport", None)
    return transport is not None and not transport.is_closing()


def _stop_reaper(session: _Kept) -> None:
    if session.reaper is not None:
        session.reaper.cancel()
        session.reaper = None


def _close(imap: aioimaplib.IMAP4) -> None:
    transport = getattr(imap.protocol, "transport", None)
    if transport is not None:
        transport.close()


async def _logout(imap: aioimaplib.IMAP4) -> None:
    """LOGOUT when the session can still say it (a command still pending would hold it up), then close."""
    protocol = imap.protocol
    try:
        if _connected(imap) and not protocol.pending_async_commands and not protocol.pending_sync_command:
            await asyncio.wait_for(imap.logout(), 2)
    except Exception:  # noqa: BLE001, S110 - the session is over either way
        pass
    finally:
        _close(imap)


def _drain_idle_pushes(imap: aioimaplib.IMAP4) -> None:
    queue = imap.protocol.idle_queue
    while not queue.empty():
        queue.get_nowait()


def _inbound_id(message_id: str) -> tuple[int, int]:
    validity, _, uid = message_id.partition(":")
    if not (validity.isdigit() and uid.isdigit()):
        raise ValueError(f"not an IMAP message id: {message_id!r}")
    return int(validity), int(uid)


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _ok(answer: Any, what: str) -> None:
    if answer.result != "OK":
        text = b" ".join(bytes(line) for line in answer.lines if isinstance(line, bytes | bytearray))
        raise ImapError(f"{what}: {answer.result} {text.decode(errors='replace')}")


def _snippet(message: Message) -> str:
    """The first text of the message, as Gmail's snippet would show it."""
    for part in message.walk():
        if part.get_content_maintype() == "text" and not part.get_filename():
            try:
                payload = part.get_payload(decode=True)
            except Exception:  # noqa: BLE001 - a cut-off part decodes as far as it goes
                payload = None
            if isinstance(payload, bytes):
                text = payload.decode(part.get_content_charset() or "utf-8", errors="replace")
                if part.get_content_subtype() == "html":
                    text = re.sub(r"<[^>]+>", " ", text)
                return " ".join(text.split())[:200]
    return ""
