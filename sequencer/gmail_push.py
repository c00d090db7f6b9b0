"""Gmail push notifications, the pure parts: reading a Pub/Sub push body, and when a watch is renewed.

Gmail publishes `{"emailAddress", "historyId"}` to the watched mailbox's Pub/Sub topic whenever the
mailbox changes; a push subscription POSTs it to us as `{"message": {"data": base64(json), "messageId",
"publishTime"}, "subscription"}`. The notification only says "look now": the poll reads the history
from its own cursor, so a lost, late, repeated or reordered notification changes nothing but latency.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from dataclasses import dataclass
from datetime import datetime, timedelta

WATCH_LIFETIME = timedelta(days=7)  # Gmail stops publishing after this unless watch is called again
RENEW_BEFORE = timedelta(days=1)  # the mailbox's workflow renews when less than this is left
WATCH_RETRY = timedelta(hours=1)  # a watch that failed (topic not set up, mailbox disconnected)
PUSH_LABELS = ["INBOX"]  # replies and bounces land here; our own sends (SENT only) push nothing
_TOPIC = re.compile(r"^projects/[^/\s]+/topics/[^/\s]+$")
_FIELD = "message.data"


class PushBodyError(ValueError):
    """The push body is not a Pub/Sub message carrying a Gmail notification."""

    def __init__(self, message: str, field: str = _FIELD) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


@dataclass(frozen=True)
class GmailNotification:
    email: str
    history_id: int
    message_id: str | None = None  # Pub/Sub's id of the message (redeliveries repeat it)


def is_topic(name: str) -> bool:
    """A fully qualified Pub/Sub topic name, `projects/<project>/topics/<topic>`."""
    return bool(_TOPIC.match(name))


def parse_push(body: object) -> GmailNotification:
    """The Gmail notification in a Pub/Sub push body; PushBodyError names what is wrong."""
    message = body.get("message") if isinstance(body, dict) else None
    if not isinstance(message, dict):
        raise PushBodyError('the body must be a Pub/Sub push: {"message": {"data": ...}, ...}')
    data = message.get("data")
    if not isinstance(data, str) or not data:
        raise PushBodyError("message.data is missing: it carries the base64 of Gmail's notification")
    try:
        # Pub/Sub sends standard base64; the URL-safe alphabet is accepted too, padding optional.
        standard = data.strip().replace("-", "+").replace("_", "/").rstrip("=")
        raw = base64.b64decode(standard + "=" * (-len(standard) % 4), validate=True)
        payload = json.loads(raw)
    except (binascii.Error, ValueError):
        raise PushBodyError("message.data must be base64 of a JSON object") from None
    if not isinstance(payload, dict):
        raise PushBodyError("message.data must be base64 of a JSON object")
    email = payload.get("emailAddress")
    if not isinstance(email, str) or "@" not in email:
        raise PushBodyError("message.data has no emailAddress")
    history_id = payload.get("historyId")
    if isinstance(history_id, str) and history_id.isascii() and history_id.isdigit():
        history_id = int(history_id)
    if isinstance(history_id, bool) or not isinstance(history_id, int) or history_id < 0:
        raise PushBodyError("message.data has no historyId (a whole number)")
    message_id = message.get("messageId") or message.get("message_id")
    return GmailNotification(
        email=email.strip().lower(),
        history_id=history_id,
        message_id=str(message_id) if message_id else None,
    )


def renew_at(now: datetime, valid_for: timedelta) -> datetime:
    """When to call watch again for a watch that lapses `valid_for` after `now`: a day before it lapses
    (halfway, for a watch granted for less than two days)."""
    if valid_for >= 2 * RENEW_BEFORE:
        return now + valid_for - RENEW_BEFORE
    return now + max(valid_for / 2, timedelta(minutes=1))
