"""Sending texts through a provider. One interface, `SmsProvider`; one adapter, `TwilioSms`.

The adapter uses the `twilio` package as it is, pointed at a configurable base URL (the sandbox's
Twilio Messages API in tests and `make dev`, `https://api.twilio.com` in production). Its calls block,
so they run in a thread. The base URL is the project's: its host is vetted (sequencer/netguard.py) right
before every call; `requests` then resolves it again itself (the connection is not pinned to the vetted
address, unlike the other providers'). Failures come back as four kinds, because the send protocol
treats them differently:

- `SmsRefused`: the provider answered no (an invalid or opted-out number, a 4xx): nothing was sent.
- `SmsRateLimited`: 429, nothing was sent; try again later.
- `SmsNotSent`: the request never reached the provider (connection refused, connect timeout).
- `SmsOutcomeUnknown`: the request left and no answer came back (a read timeout, a 5xx, a dropped
  connection): the provider may or may not have the message. Search before ever sending again.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

import requests
from twilio.base.exceptions import TwilioException, TwilioRestException
from twilio.http.http_client import TwilioHttpClient
from twilio.rest import Client
from urllib3.exceptions import ConnectTimeoutError, NewConnectionError

from sequencer.netguard import HostGuard, HostRefused

TWILIO_URL = "https://api.twilio.com"
_TIMEOUT_SECONDS = 10.0
_OPTED_OUT = 21610  # Twilio: "Attempt to send to unsubscribed recipient"
_INVALID_NUMBERS = frozenset({21211, 21214, 21217, 21407, 21408, 21612, 21614})


@dataclass(frozen=True)
class SmsMessage:
    sid: str
    to: str
    from_: str
    body: str
    status: str
    direction: str
    created_at: datetime | None


class SmsRefused(Exception):
    def __init__(self, message: str, *, code: int | None = None, status: int | None = None) -> None:
        super().__init__(message)
        self.code, self.status = code, status

    @property
    def opted_out(self) -> bool:
        return self.code == _OPTED_OUT

    @property
    def invalid_number(self) -> bool:
        return self.code in _INVALID_NUMBERS

    @property
    def credentials(self) -> bool:
        """The provider refused our credentials: nothing about this text is wrong; retry once fixed."""
        return self.status in (401, 403) and not self.opted_out


class SmsRateLimited(Exception):
    pass


class SmsNotSent(Exception):
    pass


class SmsOutcomeUnknown(Exception):
    pass


class SmsProvider(Protocol):
    async def send(self, *, to: str, from_: str, body: str) -> SmsMessage: ...

    async def recent_outbound(self, *, to: str, from_: str, since: datetime) -> list[SmsMessage]:
        """Messages we sent to `to` from `from_` created at or after `since`, newest first."""
        ...


def _message(found: Any) -> SmsMessage:
    created = found.date_created
    if created is not None and created.tzinfo is None:
        created = created.replace(tzinfo=UTC)
    return SmsMessage(
        sid=found.sid,
        to=found.to,
        from_=found.from_,
        body=found.body or "",
        status=found.status,
        direction=found.direction,
        created_at=created,
    )


def _never_left(exc: requests.exceptions.ConnectionError) -> bool:
    """Whether a connection error happened before the request was written (safe to send again)."""
    if isinstance(exc, requests.exceptions.ConnectTimeout):
        return True
    reason = getattr(exc.args[0], "reason", None) if exc.args else None
    return isinstance(reason, (NewConnectionError, ConnectTimeoutError))


class TwilioSms:
    def __init__(
        self,
        *,
        account_sid: str,
        auth_token: str,
        base_url: str | None = None,
        timeout: float = _TIMEOUT_SECONDS,
        host_guard: HostGuard | None = None,
    ) -> None:
        self._client = Client(account_sid, auth_token, http_client=TwilioHttpClient(timeout=timeout))
        self._client.api.base_url = (base_url or TWILIO_URL).rstrip("/")
        self._guard = host_guard or HostGuard()

    async def _vet(self) -> None:
        """The base URL's host, checked right before a call (HostRefused; OSError: it does not resolve)."""
        await self._guard.vet_url(self._client.api.base_url)

    async def send(self, *, to: str, from_: str, body: str) -> SmsMessage:
        def create() -> Any:
            return self._client.messages.create(to=to, from_=from_, body=body)

        try:
            await self._vet()
        except HostRefused as exc:
            raise SmsRefused(f"the SMS provider is refused: {exc}") from None
        except OSError as exc:
            raise SmsNotSent(f"Twilio unreachable: {exc}") from None
        try:
            return _message(await asyncio.to_thread(create))
        except TwilioRestException as exc:
            if exc.status == 429:
                raise SmsRateLimited(f"Twilio rate limit ({exc.code})") from None
            if exc.status >= 500:
                raise SmsOutcomeUnknown(f"Twilio answered {exc.status} after the request left") from None
            raise SmsRefused(
                f"Twilio refused the text: {exc.msg}", code=exc.code, status=exc.status
            ) from None
        except requests.exceptions.ConnectionError as exc:
            if _never_left(exc):
                raise SmsNotSent(f"Twilio unreachable: {type(exc).__name__}") from None
            raise SmsOutcomeUnknown(f"connection lost after the request left: {type(exc).__name__}") from None
        except requests.exceptions.Timeout as exc:  # a read timeout: the request left
            raise SmsOutcomeUnknown(f"no answer from Twilio in time: {type(exc).__name__}") from None

    async def recent_outbound(self, *, to: str, from_: str, since: datetime) -> list[SmsMessage]:
        # No DateSent filter: a queued message has no date_sent yet. Newest first; stop at `since`.
        def search() -> list[SmsMessage]:
            found: list[SmsMessage] = []
            for item in self._client.messages.stream(to=to, from_=from_, page_size=50, limit=500):
                message = _message(item)
                if message.created_at is not None and message.created_at < since:
                    break
                if message.direction.startswith("outbound"):
                    found.append(message)
            return found

        try:
            await self._vet()
        except (HostRefused, OSError) as exc:
            raise SmsOutcomeUnknown(f"could not search the provider's messages: {exc}") from None
        try:
            return await asyncio.to_thread(search)
        except (
            TwilioException,
            requests.exceptions.RequestException,
        ) as exc:  # a failed page: TwilioException
            raise SmsOutcomeUnknown(f"could not search Twilio's messages: {type(exc).__name__}") from None
