"""The Gmail adapter: google-api-python-client, pointed at Google or at the sandbox.

The client is blocking and neither a Resource nor httplib2 is thread-safe, so calls run in
`asyncio.to_thread` and each worker thread keeps its own API surface and its own keep-alive connection.
Credentials are kept per mailbox across calls and threads, so an OAuth access token is refreshed when it
expires, not on every call.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import contextvars
import json
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import google.oauth2.credentials
import httplib2
from google.auth.credentials import Credentials
from google.auth.exceptions import RefreshError
from google_auth_httplib2 import AuthorizedHttp
from googleapiclient.discovery import build
from googleapiclient.errors import HttpError

from activities.providers.mail import (
    Accepted,
    CursorExpired,
    InboundPage,
    MailboxDisconnected,
    MailRejected,
    MessageRef,
    RateLimited,
)
from sequencer import sealing
from sequencer.settings import SANDBOX_AUTH, Settings
from sequencer.slots import UNITS
from storage.records import Mailbox

SCOPES = ["https://www.googleapis.com/auth/gmail.send", "https://www.googleapis.com/auth/gmail.readonly"]
TOKEN_URI = "https://oauth2.googleapis.com/token"
_HTTP_TIMEOUT_SECONDS = 30
# Reuse a thread's connection only this soon after its last call (servers close idle ones: uvicorn,
# the sandbox's server, after 5 s).
_KEEP_ALIVE_SECONDS = 2.0


# The provider-neutral names (activities/providers/mail.py), as the Gmail code has always called them.
GmailMessageRef = MessageRef
GmailRejected = MailRejected
GmailRateLimited = RateLimited
HistoryExpired = CursorExpired


# Gmail's 403 reasons that mean "too fast", not "forbidden".
_RATE_LIMIT_REASONS = frozenset(
    {"rateLimitExceeded", "userRateLimitExceeded", "dailyLimitExceeded", "quotaExceeded"}
)


def _reason(exc: HttpError) -> str:
    try:
        errors = json.loads(exc.content or b"{}").get("error", {}).get("errors") or [{}]
        return str(errors[0].get("reason", ""))
    except (ValueError, AttributeError):
        return ""


def classify(exc: HttpError, mailbox_email: str) -> Exception:
    """The exception a Gmail HTTP error stands for; plain HttpError (5xx, timeouts) is retried as is."""
    status, reason = int(exc.resp.status), _reason(exc)
    if status == 429 or (status == 403 and reason in _RATE_LIMIT_REASONS):
        return GmailRateLimited(f"Gmail rate limit for {mailbox_email} ({status} {reason})")
    if status in (401, 403):
        return MailboxDisconnected(f"Google refused the credentials of {mailbox_email} ({status} {reason})")
    if 400 <= status < 500 and status != 408:
        return GmailRejected(status, exc.reason or reason or str(exc))
    return exc


CredentialsFactory = Callable[[Mailbox], Credentials]


def credentials_factory(settings: Settings, scopes: list[str] = SCOPES) -> CredentialsFactory:
    """How a mailbox authenticates: sandbox bearer, service account delegation, or its refresh token.
    `scopes`: Gmail's by default; the calendar reader asks for its own."""
    if settings.gmail_auth == SANDBOX_AUTH:
        return lambda mailbox: google.oauth2.credentials.Credentials(token=f"sandbox:{mailbox.email}")
    if settings.gmail_auth == "service_account":
        from google.oauth2 import service_account

        if not settings.google_service_account_file:
            raise ValueError("GOOGLE_APPLICATION_CREDENTIALS must name the service account key file")
        base = service_account.Credentials.from_service_account_file(
            settings.google_service_account_file, scopes=scopes
        )
        return lambda mailbox: base.with_subject(mailbox.email)

    ring = settings.key_ring

    def oauth(mailbox: Mailbox) -> Credentials:
        stored = mailbox.oauth_refresh_token
        if not stored:
            raise GmailRejected(401, f"mailbox {mailbox.email} has no stored OAuth refresh token")
        try:  # stored before sealing existed: plain until `sequencer secrets rotate` seals it
            token = ring.open(stored, purpose=sealing.REFRESH_TOKEN) if sealing.is_sealed(stored) else stored
        except sealing.SealError as exc:
            raise GmailRejected(
                401, f"mailbox {mailbox.email}: its refresh token does not open ({exc})"
            ) from None
        return google.oauth2.credentials.Credentials(
            token=None,
            refresh_token=token,
            client_id=settings.google_oauth_client_id,
            client_secret=settings.google_oauth_client_secret,
            token_uri=TOKEN_URI,
            scopes=scopes,
        )

    return oauth


class QuotaMeter:
    """Counts the Gmail API quota units the calls made inside `metered()` cost."""

    def __init__(self) -> None:
        self.units = 0


_METER: contextvars.ContextVar[QuotaMeter | None] = contextvars.ContextVar("gmail_quota_meter", default=None)


@contextlib.contextmanager
def metered() -> Iterator[QuotaMeter]:
    meter = QuotaMeter()
    token = _METER.set(meter)
    try:
        yield meter
    finally:
        _METER.reset(token)


class _Surface:
    """`users()`, `users().messages()` and `users().history()` built once: googleapiclient builds a new
    Resource, every method of it included, on each such call (that cost more CPU than the call)."""

    def __init__(self, service: Any) -> None:
        self._users = service.users()
        self._messages = self._users.messages()
        self._history = self._users.history()

    def users(self) -> _Surface:
        return self

    def messages(self) -> Any:
        return self._messages

    def history(self) -> Any:
        return self._history

    def __getattr__(self, name: str) -> Any:  # watch, stop, getProfile
        return getattr(self._users, name)


_CREDENTIALS_KEPT = 10_000


class GmailClient:
    def __init__(self, *, endpoint: str | None, credentials: CredentialsFactory) -> None:
        self._endpoint = endpoint.rstrip("/") + "/" if endpoint else None
        self._credentials = credentials
        self._local = threading.local()  # calls run in worker threads; a Resource is not thread-safe
        self._kept: dict[tuple[str, str, str | None], Credentials] = {}
        self._kept_lock = threading.Lock()

    def _service(self) -> Any:
        """The API surface, built from the discovery document once per thread."""
        service = getattr(self._local, "service", None)
        if service is None:
            options = {"api_endpoint": self._endpoint} if self._endpoint else None
            service = _Surface(
                build(
                    "gmail",
                    "v1",
                    http=httplib2.Http(timeout=_HTTP_TIMEOUT_SECONDS),
                    static_discovery=True,
                    cache_discovery=False,
                    client_options=options,
                )
            )
            self._local.service = service
        return service

    def _credentials_of(self, mailbox: Mailbox) -> Credentials:
        """The mailbox's credentials, kept while its stored grant is the same (a reconnect changes the
        refresh token, so the next call starts from the new one)."""
        key = (mailbox.id, mailbox.email, mailbox.oauth_refresh_token)
        with self._kept_lock:
            found = self._kept.get(key)
        if found is not None:
            return found
        made = self._credentials(mailbox)
        with self._kept_lock:
            if len(self._kept) >= _CREDENTIALS_KEPT:
                self._kept.clear()
            return self._kept.setdefault(key, made)

    def _http(self, mailbox: Mailbox) -> AuthorizedHttp:
        """An authorized view of this thread's connection, kept alive between calls that follow each
        other closely (a connection idle for longer may have been closed by the server: writing to it
        would fail the call)."""
        http = getattr(self._local, "http", None)
        now = time.monotonic()
        if http is None or now - self._local.used_at > _KEEP_ALIVE_SECONDS:
            http = self._local.http = httplib2.Http(timeout=_HTTP_TIMEOUT_SECONDS)
        self._local.used_at = now
        return AuthorizedHttp(self._credentials_of(mailbox), http=http)

    async def _call(self, mailbox: Mailbox, make_request: Callable[[Any], Any], method: str) -> Any:
        meter = _METER.get()
        if meter is not None:
            meter.units += UNITS[method]

        def run() -> Any:
            try:
                return make_request(self._service()).execute(http=self._http(mailbox), num_retries=0)
            except RefreshError as exc:
                # A revoked or expired grant (invalid_grant): the rep must reconnect; retrying cannot help.
                raise MailboxDisconnected(
                    f"Google refused the credentials of {mailbox.email}: {exc}"
                ) from None
            except HttpError as exc:
                raise classify(exc, mailbox.email) from None
            except BaseException:
                self._local.http = None  # a broken exchange: the next call starts a new connection
                raise

        return await asyncio.to_thread(run)

    async def send(
        self, mailbox: Mailbox, raw: bytes, *, thread_id: str | None, accepted: Accepted | None = None
    ) -> GmailMessageRef:
        """`accepted` is not called: Gmail files the Sent copy as it accepts (find-by-Message-ID sees it)."""
        body: dict[str, Any] = {"raw": base64.urlsafe_b64encode(raw).decode("ascii")}
        if thread_id:
            body["threadId"] = thread_id
        result = await self._call(
            mailbox, lambda s: s.users().messages().send(userId="me", body=body), "send"
        )
        return GmailMessageRef(id=result["id"], thread_id=result["threadId"])

    async def find_by_message_id(self, mailbox: Mailbox, message_id: str) -> GmailMessageRef | None:
        """The message in this mailbox carrying our Message-ID header, if an earlier attempt sent it."""
        query = f"rfc822msgid:{message_id.strip('<>')}"
        result = await self._call(
            mailbox, lambda s: s.users().messages().list(userId="me", q=query, maxResults=5), "messages.list"
        )
        found = result.get("messages") or []
        if not found:
            return None
        return GmailMessageRef(id=found[0]["id"], thread_id=found[0]["threadId"])

    # -- push notifications ------------------------------------------------------------------------

    async def watch(self, mailbox: Mailbox, *, topic: str, label_ids: list[str]) -> dict[str, Any]:
        """users.watch: Gmail publishes the mailbox's changes touching `label_ids` to the Pub/Sub topic
        until the answer's `expiration` (epoch ms; 7 days); the answer's `historyId` is the current one.
        Calling it again renews (and replaces) the watch."""
        body = {"topicName": topic, "labelIds": label_ids, "labelFilterBehavior": "include"}
        return await self._call(mailbox, lambda s: s.users().watch(userId="me", body=body), "watch")

    async def stop(self, mailbox: Mailbox) -> None:
        """users.stop: no more push notifications for the mailbox."""
        await self._call(mailbox, lambda s: s.users().stop(userId="me"), "stop")

    # -- reading the inbox ---------------------------------------------------------------------------

    async def profile(self, mailbox: Mailbox) -> dict[str, Any]:
        return await self._call(mailbox, lambda s: s.users().getProfile(userId="me"), "getProfile")

    async def history(self, mailbox: Mailbox, *, start: str, page_token: str | None = None) -> dict[str, Any]:
        """One page of messageAdded history after `start`; HistoryExpired when Gmail no longer has it."""
        try:
            return await self._call(
                mailbox,
                lambda s: (
                    s.users()
                    .history()
                    .list(
                        userId="me",
                        startHistoryId=start,
                        historyTypes=["messageAdded"],
                        pageToken=page_token,
                        maxResults=500,
                    )
                ),
                "history.list",
            )
        except GmailRejected as exc:
            if exc.status == 404:
                raise HistoryExpired(f"history before {start} is gone for {mailbox.email}") from None
            raise

    # -- the provider-neutral inbox (activities/providers/mail.py) ------------------------------------
    async def start_cursor(self, mailbox: Mailbox) -> str:
        """The mailbox's historyId now: a first poll starts there."""
        return str((await self.profile(mailbox))["historyId"])

    async def changes(self, mailbox: Mailbox, *, cursor: str, page: str | None = None) -> InboundPage:
        """Messages added after `cursor` (ours, labelled SENT, left out); CursorExpired when Gmail no
        longer keeps that history."""
        found = await self.history(mailbox, start=cursor, page_token=page)
        ids: list[str] = []
        for record in found.get("history", []):
            for added in record.get("messagesAdded", []):
                message = added.get("message", {})
                if "SENT" not in message.get("labelIds", []) and message.get("id") not in ids:
                    ids.append(message["id"])
        following = found.get("nextPageToken")
        if following:  # the cursor may move past this page once its messages are handled
            records = found.get("history") or []
            moved = str(max(int(r["id"]) for r in records)) if records else cursor
            return InboundPage(message_ids=ids, cursor=moved, next_page=following)
        return InboundPage(message_ids=ids, cursor=str(found.get("historyId", cursor)))

    async def recent(self, mailbox: Mailbox, *, days: int, page: str | None = None) -> InboundPage:
        """Messages of the last `days` days (a resync after the history expired)."""
        found = await self.list_messages(mailbox, query=f"newer_than:{days}d", page_token=page)
        return InboundPage(
            message_ids=[ref["id"] for ref in found.get("messages", [])], next_page=found.get("nextPageToken")
        )

    async def list_messages(
        self, mailbox: Mailbox, *, query: str, page_token: str | None = None
    ) -> dict[str, Any]:
        return await self._call(
            mailbox,
            lambda s: s.users().messages().list(userId="me", q=query, pageToken=page_token, maxResults=500),
            "messages.list",
        )

    async def metadata(self, mailbox: Mailbox, message_id: str, headers: list[str]) -> dict[str, Any] | None:
        """Headers, labels and snippet of one message (None if it was deleted meanwhile)."""
        try:
            return await self._call(
                mailbox,
                lambda s: (
                    s.users()
                    .messages()
                    .get(userId="me", id=message_id, format="metadata", metadataHeaders=headers)
                ),
                "messages.get",
            )
        except GmailRejected as exc:
            if exc.status == 404:
                return None
            raise

    async def raw(self, mailbox: Mailbox, message_id: str) -> bytes | None:
        """The whole RFC 5322 message, fetched only when headers are not enough (bounce reports)."""
        try:
            found = await self._call(
                mailbox,
                lambda s: s.users().messages().get(userId="me", id=message_id, format="raw"),
                "messages.get",
            )
        except GmailRejected as exc:
            if exc.status == 404:
                return None
            raise
        text = found["raw"]
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
