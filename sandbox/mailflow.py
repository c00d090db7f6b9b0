"""What happens to a message on send, insert/import and local delivery."""

from __future__ import annotations

import re
import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from email.message import EmailMessage

from sandbox import rfc822
from sandbox.errors import invalid_argument
from sandbox.store import Mailbox, Store, StoredMessage
from sandbox.threading_rule import choose_thread, normalise_subject

SYSTEM_LABELS = frozenset(
    {"INBOX", "SENT", "UNREAD", "STARRED", "IMPORTANT", "TRASH", "SPAM", "DRAFT", "CHAT"}
)
# User and category label ids have these shapes in Gmail; rejecting anything
# else catches callers passing label *names* where ids are required.
_OTHER_LABEL = re.compile(r"^(?:Label_[A-Za-z0-9_]+|CATEGORY_[A-Z]+)$")
DELIVERED_LABELS = ["INBOX", "UNREAD"]


@dataclass(frozen=True)
class Submission:
    """A message as a caller hands it over, before any sandbox processing."""

    raw: bytes
    thread_id: str | None = None
    label_ids: list[str] | None = None


def validate_labels(label_ids: list[str]) -> list[str]:
    for label in label_ids:
        if not isinstance(label, str) or not (label in SYSTEM_LABELS or _OTHER_LABEL.match(label)):
            raise invalid_argument(f"Invalid label: {label}")
    return list(label_ids)


def now_ms() -> int:
    return int(time.time() * 1000)


def send(store: Store, mailbox: Mailbox, submission: Submission) -> StoredMessage:
    """Stores the SENT copy and delivers copies to recipients that are sandbox mailboxes."""
    parsed = rfc822.parse_headers(submission.raw)
    recipients = rfc822.recipient_addresses(parsed)
    if not recipients:
        raise invalid_argument("Recipient address required")
    additions: list[tuple[str, str]] = []
    if "From" not in parsed:
        additions.append(("From", mailbox.address))
    if "Message-ID" not in parsed:
        additions.append(("Message-ID", f"<{uuid.uuid4().hex}@sandbox.gmail.local>"))
    if "Date" not in parsed:
        additions.append(("Date", rfc822.format_date(datetime.now(UTC))))
    raw = submission.raw
    if additions or "Bcc" in parsed:
        raw = rfc822.edit_headers(raw, drop={"bcc"}, prepend=additions)
        parsed = rfc822.parse_headers(raw)
    received = now_ms()
    if store.sent_dates_from_header:
        received = rfc822.date_header_ms(parsed) or received
    # Gmail keeps a single message for a send-to-self, labelled both ways.
    labels = ["SENT", *DELIVERED_LABELS] if mailbox.address in recipients else ["SENT"]
    with store.lock:
        sent = _store(
            store,
            mailbox,
            raw=raw,
            parsed=parsed,
            labels=labels,
            requested_thread_id=submission.thread_id,
            may_join_by_reference=False,
            internal_date_ms=received,
        )
        for address in recipients:
            target = store.existing_mailbox(address)
            if target is not None and target is not mailbox:
                _store(
                    store,
                    target,
                    raw=raw,
                    parsed=parsed,
                    labels=list(DELIVERED_LABELS),
                    requested_thread_id=None,
                    may_join_by_reference=True,
                    internal_date_ms=received,
                )
    return sent


def insert(store: Store, mailbox: Mailbox, submission: Submission, *, use_date_header: bool) -> StoredMessage:
    """messages.insert / messages.import: place a message directly into the mailbox."""
    labels = list(DELIVERED_LABELS) if submission.label_ids is None else validate_labels(submission.label_ids)
    internal_date = now_ms()
    if use_date_header:
        dated = rfc822.date_header_ms(rfc822.parse_headers(submission.raw))
        internal_date = dated if dated is not None else internal_date
    with store.lock:
        return _store(
            store,
            mailbox,
            raw=submission.raw,
            labels=labels,
            requested_thread_id=submission.thread_id,
            may_join_by_reference=submission.thread_id is None,
            internal_date_ms=internal_date,
        )


def _store(
    store: Store,
    mailbox: Mailbox,
    *,
    raw: bytes,
    labels: list[str],
    requested_thread_id: str | None,
    may_join_by_reference: bool,
    internal_date_ms: int,
    parsed: EmailMessage | None = None,
) -> StoredMessage:
    """`parsed`, when given, is `raw`'s header block already parsed (the stored copies of one send share
    it)."""
    parsed = parsed if parsed is not None else rfc822.parse_headers(raw)
    subject_key = normalise_subject(rfc822.header_text(parsed, "Subject"))
    thread_id = choose_thread(
        mailbox,
        requested_thread_id=requested_thread_id,
        referenced_ids=rfc822.referenced_message_ids(parsed),
        subject_key=subject_key,
        may_join_by_reference=may_join_by_reference,
    )
    return store.add_message(
        mailbox,
        raw=raw,
        labels=labels,
        thread_id=thread_id,
        internal_date_ms=internal_date_ms,
        rfc822_id=rfc822.own_message_id(parsed),
        subject_key=subject_key,
    )
