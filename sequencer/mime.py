"""Builds the RFC 5322 messages we send. Pure: the caller passes the time and the ids."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from email.headerregistry import Address
from email.message import EmailMessage
from email.policy import SMTP
from email.utils import format_datetime

_REPLY_PREFIX = ("re:",)
# Message-IDs in In-Reply-To/References must never become RFC 2047 encoded words (that breaks
# threading), which the library does to a long one; those headers are set raw and never refolded.
_POLICY = SMTP.clone(refold_source="none")


@dataclass(frozen=True)
class OutgoingEmail:
    from_email: str
    from_name: str
    to_email: str
    to_name: str
    subject: str
    body: str
    message_id: str
    date: datetime
    in_reply_to: str | None = None
    references: tuple[str, ...] = ()
    extra_headers: dict[str, str] = field(default_factory=dict)


def reply_subject(original: str) -> str:
    """`Re: <original>`, once: Gmail threads only when the subjects match ignoring Re:."""
    return original if original.strip().lower().startswith(_REPLY_PREFIX) else f"Re: {original}"


def _address(email: str, name: str) -> Address:
    local, _, domain = email.partition("@")
    return Address(display_name=name, username=local, domain=domain)


def build_message(email: OutgoingEmail) -> bytes:
    if email.date.tzinfo is None:
        raise ValueError("date must be timezone-aware")
    msg = EmailMessage(policy=_POLICY)
    msg["From"] = _address(email.from_email, email.from_name)
    msg["To"] = _address(email.to_email, email.to_name)
    msg["Subject"] = email.subject
    # Date and Message-ID are ASCII we made: set raw, they skip the header registry's parse (a long
    # Message-ID is still folded by the policy when the message is written).
    msg.set_raw("Date", format_datetime(email.date))
    msg.set_raw("Message-ID", email.message_id)
    if email.in_reply_to:
        msg.set_raw("In-Reply-To", email.in_reply_to)
    if email.references:
        # One id per line: folding at whitespace between ids is always legal.
        msg.set_raw("References", "\n ".join(email.references))
    for name, value in email.extra_headers.items():
        # Set raw like the threading headers: a long URL would otherwise be folded into an RFC 2047
        # encoded word, which mail clients do not read as `<https://...>` (no unsubscribe button).
        if any(ord(c) > 126 or c in "\r\n" for c in value):
            raise ValueError(f"header {name} must be printable ASCII on one line")
        msg.set_raw(name, value)
    msg.set_content(email.body)
    return msg.as_bytes()
