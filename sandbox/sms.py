"""In-memory SMS state for the Twilio Messages API subset the sandbox speaks. No HTTP here.

Point twilio-python (9.x) at the sandbox by swapping the base URL of its `api` domain:

    from twilio.rest import Client
    client = Client(SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN)
    client.api.base_url = "http://127.0.0.1:PORT"     # no trailing slash needed
    client.messages.create(to="+15550001111", from_="+15550002222", body="Hi")

Every request of the api.twilio.com domain (`client.messages`, `client.api.v2010.account(...)...`) is
built by `twilio.base.domain.Domain.absolute_url`, which joins `self.base_url` with the relative
`/2010-04-01/...` path when the request is made, and list paging follows `next_page_uri` through the
same method, so the one assignment repoints creates, fetches and every page of a `.list()`/`.stream()`.
Two caveats: leave `region`/`edge` unset (and the TWILIO_REGION / TWILIO_EDGE environment variables),
because `ClientBase.get_hostname` rewrites the host name when either is set; and only the `api`
domain is repointed (messaging.twilio.com and the other domains still point at Twilio). To bound how
long a call may take, pass `http_client=TwilioHttpClient(timeout=...)` to `Client`.

State: outbound messages are stored as delivered (the sandbox delivers at once; only the create
answer says "queued"), inbound ones as received. Messages are dated by the wall clock, in UTC, to
the second (Twilio's RFC 2822 dates carry no fractions). Every public method takes `self.lock`.
"""

from __future__ import annotations

import itertools
import math
import re
import secrets
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import format_datetime
from typing import Any, Literal

SANDBOX_ACCOUNT_SID = "AC" + "0" * 31 + "1"
SANDBOX_AUTH_TOKEN = "sandbox-auth-token"
API_VERSION = "2010-04-01"
ANY_NUMBER = "*"  # a webhook (or fault) for every number
MAX_BODY_CHARS = 1600

Direction = Literal["outbound-api", "inbound"]
DIRECTIONS: tuple[Direction, ...] = ("outbound-api", "inbound")

_E164 = re.compile(r"\+[1-9][0-9]{1,14}")
_ACCOUNT_SID = re.compile(r"AC[0-9a-fA-F]{32}")
_SERVICE_SID = re.compile(r"MG[0-9a-fA-F]{32}")

# GSM 03.38: the basic set costs one septet a character, the extension set two (escape + char).
_GSM_BASIC = frozenset(
    "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?"
    "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
)
_GSM_EXTENSION = frozenset("\f^{}\\[~]|€")


def is_e164(number: object) -> bool:
    return isinstance(number, str) and _E164.fullmatch(number) is not None


def is_account_sid(sid: object) -> bool:
    return isinstance(sid, str) and _ACCOUNT_SID.fullmatch(sid) is not None


def is_messaging_service_sid(sid: object) -> bool:
    return isinstance(sid, str) and _SERVICE_SID.fullmatch(sid) is not None


def segment_count(body: str) -> int:
    """Twilio's segment count: GSM-7 text 1 up to 160 septets, else 153 a segment; anything else is
    UCS-2, 1 up to 70 UTF-16 units, else 67 a segment (extension characters take two septets, and
    characters beyond the BMP two UTF-16 units, as on the wire)."""
    if all(c in _GSM_BASIC or c in _GSM_EXTENSION for c in body):
        units = sum(2 if c in _GSM_EXTENSION else 1 for c in body)
        single, multi = 160, 153
    else:
        units = len(body.encode("utf-16-le")) // 2
        single, multi = 70, 67
    return 1 if units <= single else math.ceil(units / multi)


def rfc2822(moment: datetime) -> str:
    """Twilio's date format: "Thu, 30 Jul 2015 20:12:31 +0000"."""
    return format_datetime(moment.astimezone(UTC).replace(microsecond=0))


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


@dataclass(frozen=True)
class SmsMessage:
    sid: str
    account_sid: str
    direction: Direction
    status: str  # as reads show it: "delivered" (outbound) or "received" (inbound)
    from_: str | None  # None: sent through a messaging service without a From number
    to: str
    body: str
    date_sent: datetime  # UTC, whole seconds
    seq: int  # creation order, global
    messaging_service_sid: str | None = None
    status_callback: str | None = None

    @property
    def sort_key(self) -> tuple[int, int]:
        """Ascending = oldest first: date sent, then creation order."""
        return int(self.date_sent.timestamp()), self.seq

    @property
    def uri(self) -> str:
        return f"/{API_VERSION}/Accounts/{self.account_sid}/Messages/{self.sid}.json"


def message_resource(message: SmsMessage, *, status: str | None = None) -> dict[str, Any]:
    """The message in Twilio's JSON shape; `status` overrides the stored one (the create answer)."""
    dated = rfc2822(message.date_sent)
    return {
        "account_sid": message.account_sid,
        "api_version": API_VERSION,
        "body": message.body,
        "date_created": dated,
        "date_sent": dated,
        "date_updated": dated,
        "direction": message.direction,
        "error_code": None,
        "error_message": None,
        "from": message.from_,
        "messaging_service_sid": message.messaging_service_sid,
        "num_media": "0",
        "num_segments": str(segment_count(message.body)),
        "price": None,
        "price_unit": "USD",
        "sid": message.sid,
        "status": status or message.status,
        "subresource_uris": {"media": message.uri.removesuffix(".json") + "/Media.json"},
        "to": message.to,
        "uri": message.uri,
    }


OPT_OUT_WORDS = frozenset({"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"})
OPT_IN_WORDS = frozenset({"START", "UNSTOP"})


class SmsState:
    """Every account's messages plus the inbound-webhook configuration."""

    def __init__(self, auth_token: str = SANDBOX_AUTH_TOKEN) -> None:
        self.lock = threading.RLock()
        self.auth_token = auth_token
        self._messages: dict[str, SmsMessage] = {}  # sid -> message, in creation order
        self._webhooks: dict[str, str] = {}  # number or ANY_NUMBER -> url
        self._opted_out: set[tuple[str, str]] = set()  # (our number, their number): they texted STOP
        self._seq = itertools.count(1)

    def send(
        self,
        *,
        account_sid: str,
        to: str,
        from_: str | None,
        body: str,
        messaging_service_sid: str | None = None,
        status_callback: str | None = None,
    ) -> SmsMessage:
        """Stores an outbound message, already delivered."""
        with self.lock:
            return self._add(
                account_sid=account_sid,
                direction="outbound-api",
                status="delivered",
                from_=from_,
                to=to,
                body=body,
                messaging_service_sid=messaging_service_sid,
                status_callback=status_callback,
            )

    def receive(self, *, from_: str, to: str, body: str, account_sid: str | None = None) -> SmsMessage:
        """Stores an inbound text. Without `account_sid` it belongs to the account that most recently
        sent from `to`, else to SANDBOX_ACCOUNT_SID."""
        with self.lock:
            if account_sid is None:
                senders = [
                    m for m in self._messages.values() if m.direction == "outbound-api" and m.from_ == to
                ]
                account_sid = senders[-1].account_sid if senders else SANDBOX_ACCOUNT_SID
            return self._add(
                account_sid=account_sid,
                direction="inbound",
                status="received",
                from_=from_,
                to=to,
                body=body,
            )

    def get(self, account_sid: str, sid: str) -> SmsMessage | None:
        with self.lock:
            message = self._messages.get(sid)
            return message if message is not None and message.account_sid == account_sid else None

    def for_account(self, account_sid: str) -> list[SmsMessage]:
        """That account's messages, newest first."""
        with self.lock:
            owned = [m for m in self._messages.values() if m.account_sid == account_sid]
        return sorted(owned, key=lambda m: m.sort_key, reverse=True)

    def messages(
        self, *, to: str | None = None, from_: str | None = None, direction: str | None = None
    ) -> list[SmsMessage]:
        """Every stored message of every account, oldest first, optionally filtered."""
        with self.lock:
            every = list(self._messages.values())
        return sorted(
            (
                m
                for m in every
                if (to is None or m.to == to)
                and (from_ is None or m.from_ == from_)
                and (direction is None or m.direction == direction)
            ),
            key=lambda m: m.sort_key,
        )

    def set_webhook(self, number: str, url: str) -> None:
        """Where inbound texts to `number` (ANY_NUMBER: to numbers without their own hook) go."""
        with self.lock:
            self._webhooks[number] = url

    def webhooks(self) -> dict[str, str]:
        with self.lock:
            return dict(self._webhooks)

    def webhook_for(self, number: str) -> str | None:
        with self.lock:
            return self._webhooks.get(number) or self._webhooks.get(ANY_NUMBER)

    def clear_webhooks(self, number: str | None = None) -> int:
        """Forgets one number's hook (ANY_NUMBER: the catch-all), or every hook when number is None."""
        with self.lock:
            if number is None:
                cleared = len(self._webhooks)
                self._webhooks.clear()
                return cleared
            return 1 if self._webhooks.pop(number, None) is not None else 0

    def reset(self) -> None:
        with self.lock:
            self._messages.clear()
            self._webhooks.clear()
            self._opted_out.clear()

    def note_keyword(self, *, ours: str, theirs: str, body: str) -> None:
        """Twilio's default opt-out handling: STOP (and its synonyms) from a number blocks texts to it from
        the number it wrote to, START (or UNSTOP) lifts that."""
        word = body.strip().rstrip(".!").strip().upper()
        with self.lock:
            if word in OPT_OUT_WORDS:
                self._opted_out.add((ours, theirs))
            elif word in OPT_IN_WORDS:
                self._opted_out.discard((ours, theirs))

    def opted_out(self, *, ours: str | None, theirs: str) -> bool:
        with self.lock:
            return ours is not None and (ours, theirs) in self._opted_out

    def _add(self, **fields: Any) -> SmsMessage:
        while True:
            sid = "SM" + secrets.token_hex(16)
            if sid not in self._messages:
                break
        message = SmsMessage(sid=sid, date_sent=_now(), seq=next(self._seq), **fields)
        self._messages[sid] = message
        return message
