"""What the inbound-mail classifier says about one message.

The classification is a plain frozen value so workflows can log it, compare it and ship it as JSON
without caring how it was derived.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any, Literal

Kind = Literal["bounce", "auto_reply", "complaint", "reply", "unsubscribe_request", "receipt", "challenge"]
Reason = Literal[
    "user_unknown",  # the mailbox does not exist (or moved): suppress the address
    "host_unknown",  # the domain does not exist or takes no mail: suppress the address
    "suspended",  # disabled, inactive, locked account: end the enrollment, keep the address
    "mailbox_full",
    "message_too_large",
    "blocked",  # our sending IP or domain (blocklists, reputation, reverse DNS)
    "filtered",  # our content (spam, virus, attachment filters)
    "policy",  # the receiver's rules (DMARC/SPF, relaying, internal-only, authentication)
    "rate_limited",  # too many messages or connections
    "network",  # DNS, connection or TLS trouble on the way
    "system",  # the receiving system's own error (loops, misconfiguration, congestion)
    "expired",  # the sending MTA gave up retrying
    "delivered",  # a success DSN (Action: delivered/relayed/expanded): nothing failed
    "other",
]
Intent = Literal[
    "interested", "not_now", "not_interested", "unsubscribe", "wrong_person", "auto_reply", "other"
]
DateSource = Literal["subject", "body"]


class MessageError(ValueError):
    """Raw input that is not an RFC 5322 message at all; the message says why."""


@dataclass(frozen=True)
class Classification:
    kind: Kind
    # Bounced (or complained-about) recipient, lower-cased: the address the sequencer sent to.
    recipient: str | None = None
    # RFC 3463 enhanced status ("5.1.1"), taken from the report or inferred from the SMTP code.
    status: str | None = None
    smtp_code: int | None = None
    reason: Reason | None = None
    # 5.x.x is a permanent failure, 4.x.x (and any delay notice) a transient one.
    permanent: bool | None = None
    # Only failures that say the *address* is dead (or a spam complaint) stop future sends to it;
    # a blocked or full mailbox says nothing about whether the address is valid.
    suppress_address: bool = False
    # Why, in the words that decided it: the status code or the matched phrase (bounces, replies).
    evidence: str | None = None
    return_date: date | None = None
    return_date_source: DateSource | None = None
    # What a person's answer (or an automatic acknowledgement) means; None for reports.
    intent: Intent | None = None
    referral: str | None = None  # wrong_person: the address the contact named instead
    follow_up_date: date | None = None  # not_now: when they asked to be contacted again
    # Message-ID of the message that bounced, angle brackets included, exactly as found.
    original_message_id: str | None = None
    # What the sender wrote this time (replies): no quoted original, no signature; what `intent` read.
    text: str | None = None

    def as_json(self, file: str | None = None) -> dict[str, Any]:
        """The corpus/CLI shape: fixed keys, `class` for the kind, the date as ISO text."""
        return {
            "file": file,
            "class": self.kind,
            "recipient": self.recipient,
            "status": self.status,
            "smtp_code": self.smtp_code,
            "reason": self.reason,
            "permanent": self.permanent,
            "suppress_address": self.suppress_address,
            "return_date": self.return_date.isoformat() if self.return_date else None,
            "original_message_id": self.original_message_id,
            "evidence": self.evidence,
            "intent": self.intent,
            "referral": self.referral,
            "follow_up_date": self.follow_up_date.isoformat() if self.follow_up_date else None,
            "text": self.text,
        }
