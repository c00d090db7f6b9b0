"""The mail-provider interface the send and inbox activities use, and the errors every provider raises.

Two providers implement it: Gmail (activities/providers/gmail.py, the Gmail API) and SMTP + IMAP
(activities/providers/smtp_imap.py: Outlook / Microsoft 365, Fastmail, any IMAP host). Everything above
it (idempotency, threading by In-Reply-To/References, classification, caps, unsubscribe headers) is the
same code for both. A mailbox's `provider` column says which one serves it (`MailProviders.of`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from storage.records import Mailbox


@dataclass(frozen=True)
class MessageRef:
    """A message as the provider names it. Gmail: its message and thread ids. SMTP/IMAP: the message's
    own Message-ID, and the Message-ID of the thread's first message (IMAP has no thread ids)."""

    id: str
    thread_id: str


@dataclass(frozen=True)
class InboundPage:
    """New messages since a cursor. `cursor`: where the next read starts once these are handled;
    `next_page`: more to read now (the cursor of a page may be saved before the next is read)."""

    message_ids: list[str] = field(default_factory=list)
    cursor: str | None = None
    next_page: str | None = None


class MailRejected(Exception):
    """The provider refused the message for a reason a retry will not fix (a bad address, a 5xx SMTP
    answer, an invalid message)."""

    def __init__(self, status: int, message: str, *, provider: str = "Gmail") -> None:
        super().__init__(f"{provider} answered {status}: {message}")
        self.status = status


class RateLimited(Exception):
    """The provider asks us to slow down (Gmail 429, SMTP 421/451 throttling): back off, not a failure."""


class CursorExpired(Exception):
    """The provider no longer knows the cursor (Gmail history gone, IMAP UIDVALIDITY changed): the
    poller must resync."""


class MailboxDisconnected(Exception):
    """The provider refused the mailbox's credentials (revoked grant, wrong password, missing scope)."""


Accepted = Callable[[MessageRef], Awaitable[None]]


class MailProvider(Protocol):
    """What the activities need of a mailbox's provider. Metadata comes in Gmail's `format=metadata`
    shape (`threadId`, `labelIds`, `snippet`, `internalDate`, `payload.headers`), the one inbox code
    path reads it."""

    async def send(
        self, mailbox: Mailbox, raw: bytes, *, thread_id: str | None, accepted: Accepted | None = None
    ) -> MessageRef:
        """Send `raw`. A provider whose acceptance and Sent copy are two steps (SMTP, then an IMAP
        APPEND) awaits `accepted` in between, so a crash there leaves a record that the email went."""
        ...

    async def find_by_message_id(self, mailbox: Mailbox, message_id: str) -> MessageRef | None: ...

    async def start_cursor(self, mailbox: Mailbox) -> str: ...

    async def changes(self, mailbox: Mailbox, *, cursor: str, page: str | None = None) -> InboundPage: ...

    async def recent(self, mailbox: Mailbox, *, days: int, page: str | None = None) -> InboundPage: ...

    async def metadata(
        self, mailbox: Mailbox, message_id: str, headers: list[str]
    ) -> dict[str, Any] | None: ...

    async def raw(self, mailbox: Mailbox, message_id: str) -> bytes | None: ...


class MailProviders:
    """The worker's providers; `of(mailbox)` picks the one its `provider` column names."""

    def __init__(self, gmail: MailProvider, smtp: MailProvider | None = None) -> None:
        self.gmail = gmail
        self.smtp = smtp

    def of(self, mailbox: Mailbox) -> MailProvider:
        if mailbox.provider == "smtp":
            if self.smtp is None:
                raise MailboxDisconnected(f"mailbox {mailbox.email} is SMTP/IMAP, which this worker lacks")
            return self.smtp
        return self.gmail
