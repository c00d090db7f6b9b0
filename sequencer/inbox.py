"""Reading Gmail message metadata for the inbox poll, and how long an out-of-office holds. Pure."""

from __future__ import annotations

import email.policy
from datetime import date, datetime, time, timedelta
from email.message import EmailMessage
from email.utils import parseaddr, parsedate_to_datetime
from typing import Any

from sequencer.timing import Calendar, add_business_days, local_instant

METADATA_HEADERS = [
    "From", "To", "Subject", "Date", "Message-ID", "In-Reply-To", "References", "Content-Type",
    "Auto-Submitted", "X-Autoreply", "X-Autorespond", "Precedence", "X-Auto-Response-Suppress",
    "X-Failed-Recipients",
]  # fmt: skip
RESYNC_MAX_DAYS = 30  # as far back as threads count as ours
AWAY_WITHOUT_DATE = timedelta(days=7)
AWAY_AT_MOST = timedelta(days=60)  # a return date further out is more likely a misread than a sabbatical
_REPORT_SENDERS = ("mailer-daemon@", "postmaster@")


def headers_of(meta: dict[str, Any]) -> dict[str, str]:
    return {h["name"].lower(): h["value"] for h in meta.get("payload", {}).get("headers", [])}


def needs_full_message(headers: dict[str, str]) -> bool:
    sender = parseaddr(headers.get("from", ""))[1].lower()
    return sender.startswith(_REPORT_SENDERS) or "multipart/report" in headers.get("content-type", "").lower()


def message_from_metadata(headers: dict[str, str], snippet: str) -> EmailMessage:
    """A message rebuilt from the metadata we fetched: headers plus the snippet as its text."""
    message = EmailMessage(policy=email.policy.default)
    for name, value in headers.items():
        if name not in ("content-type", "content-transfer-encoding"):
            try:
                message[name] = value
            except (ValueError, TypeError):
                continue  # a header the library cannot re-create does not change the class
    message.set_content(snippet or "")
    return message


def written_at(headers: dict[str, str]) -> datetime | None:
    """The message's own Date: dates in an out-of-office text are relative to when it was written."""
    try:
        written = parsedate_to_datetime(headers.get("date", ""))
    except (TypeError, ValueError, IndexError):
        return None
    return written if written.tzinfo is not None else None


def referenced_ids(headers: dict[str, str]) -> list[str]:
    """Message-IDs named in In-Reply-To and References (RFC 5322 section 3.6.4)."""
    text = f"{headers.get('in-reply-to', '')} {headers.get('references', '')}"
    return [
        token for token in text.replace(",", " ").split() if token.startswith("<") and token.endswith(">")
    ]


def away_until(returns: date | None, received: datetime, zone_name: str) -> datetime:
    """Resume one business day after the return date (start of day, contact's clock), else in 7 days."""
    if returns is None or not received.date() <= returns <= (received + AWAY_AT_MOST).date():
        return received + AWAY_WITHOUT_DATE
    calendar = Calendar.named(zone_name, {})
    back = local_instant(returns, time(0, 0), calendar.zone)
    resume, _ = add_business_days(back, 1, calendar)
    return resume
