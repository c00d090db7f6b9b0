"""In-memory Gmail state: mailboxes, messages, threads and history. No HTTP here.

Every public Store method takes the store's lock; callers that need several
steps to be atomic (send + deliver) hold `store.lock` themselves (it is
re-entrant).
"""

from __future__ import annotations

import functools
import itertools
import secrets
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from email.message import EmailMessage
from typing import Literal

from sandbox import rfc822

# Gmail history ids are opaque and large; starting well above zero keeps
# callers from treating 0/1 as special.
INITIAL_HISTORY_ID = 1000
DEFAULT_MAX_HISTORY_RECORDS = 10_000

HistoryKind = Literal["messageAdded", "labelAdded", "labelRemoved"]


@dataclass
class StoredMessage:
    id: str
    thread_id: str
    raw: bytes
    labels: list[str]
    internal_date_ms: int
    history_id: int
    arrival: int  # global arrival counter: tie-break for equal internal dates
    rfc822_id: str | None
    subject_key: str

    @functools.cached_property
    def parsed(self) -> EmailMessage:
        """The whole message parsed, once, when something first reads it (a get, a search, the overview
        page): storing a message reads only its headers."""
        return rfc822.parse_message(self.raw)


@dataclass(frozen=True)
class HistoryRecord:
    id: int
    kind: HistoryKind
    message_id: str
    thread_id: str
    labels_after: tuple[str, ...]  # snapshot, so labelId filtering is about that moment
    changed_labels: tuple[str, ...] = ()


@dataclass
class Mailbox:
    address: str
    messages: dict[str, StoredMessage] = field(default_factory=dict)
    threads: dict[str, list[str]] = field(default_factory=dict)
    history: deque[HistoryRecord] = field(default_factory=deque)
    history_id: int = INITIAL_HISTORY_ID
    # Lowest startHistoryId that can still be answered completely.
    history_floor: int = INITIAL_HISTORY_ID
    by_rfc822_id: dict[str, list[str]] = field(default_factory=dict)

    def threads_containing(self, rfc822_id: str) -> list[str]:
        message_ids = self.by_rfc822_id.get(rfc822_id, [])
        thread_ids: list[str] = []
        for message_id in reversed(message_ids):
            thread_id = self.messages[message_id].thread_id
            if thread_id not in thread_ids:
                thread_ids.append(thread_id)
        return thread_ids

    def thread_subject(self, thread_id: str) -> str | None:
        message_ids = self.threads.get(thread_id)
        if not message_ids:
            return None
        return self.messages[message_ids[0]].subject_key

    def thread_history_id(self, thread_id: str) -> int:
        return max(self.messages[m].history_id for m in self.threads[thread_id])

    def newest_first(self) -> list[StoredMessage]:
        return sorted(
            self.messages.values(),
            key=lambda m: (m.internal_date_ms, m.arrival),
            reverse=True,
        )


class Store:
    def __init__(self, max_history_records: int = DEFAULT_MAX_HISTORY_RECORDS) -> None:
        if max_history_records < 1:
            raise ValueError("max_history_records must be at least 1")
        self.lock = threading.RLock()
        self.max_history_records = max_history_records
        self.sent_dates_from_header = False  # internalDate of sent mail: its Date header, not the clock
        self._mailboxes: dict[str, Mailbox] = {}
        self._used_ids: set[str] = set()
        self._arrivals = itertools.count(1)
        # Told of every new history record (mailbox address, record), under the lock: keep them quick.
        self.listeners: list[Callable[[str, HistoryRecord], None]] = []

    def mailbox(self, address: str) -> Mailbox:
        """The mailbox for an address, created on first use."""
        key = address.strip().lower()
        with self.lock:
            if key not in self._mailboxes:
                self._mailboxes[key] = Mailbox(address=key)
            return self._mailboxes[key]

    def existing_mailbox(self, address: str) -> Mailbox | None:
        with self.lock:
            return self._mailboxes.get(address.strip().lower())

    def mailboxes(self) -> list[Mailbox]:
        with self.lock:
            return sorted(self._mailboxes.values(), key=lambda m: m.address)

    def reset(self) -> None:
        with self.lock:
            self._mailboxes.clear()
            self._used_ids.clear()

    def add_message(
        self,
        mailbox: Mailbox,
        *,
        raw: bytes,
        labels: list[str],
        thread_id: str | None,
        internal_date_ms: int,
        rfc822_id: str | None,
        subject_key: str,
    ) -> StoredMessage:
        """Stores a message; thread_id None starts a thread named after the message."""
        with self.lock:
            message_id = self._new_id()
            if thread_id is None or thread_id not in mailbox.threads:
                thread_id = message_id
                mailbox.threads[thread_id] = []
            history_id = self._next_history_id(mailbox)
            message = StoredMessage(
                id=message_id,
                thread_id=thread_id,
                raw=raw,
                labels=_dedupe(labels),
                internal_date_ms=internal_date_ms,
                history_id=history_id,
                arrival=next(self._arrivals),
                rfc822_id=rfc822_id,
                subject_key=subject_key,
            )
            mailbox.messages[message_id] = message
            mailbox.threads[thread_id].append(message_id)
            if rfc822_id:
                mailbox.by_rfc822_id.setdefault(rfc822_id, []).append(message_id)
            self._record(mailbox, history_id, "messageAdded", message)
            return message

    def modify_labels(
        self, mailbox: Mailbox, message_id: str, add: list[str], remove: list[str]
    ) -> StoredMessage | None:
        """Applies label changes, recording only the labels that actually changed."""
        with self.lock:
            message = mailbox.messages.get(message_id)
            if message is None:
                return None
            added = [label for label in _dedupe(add) if label not in message.labels]
            if added:
                message.labels.extend(added)
                message.history_id = self._next_history_id(mailbox)
                self._record(mailbox, message.history_id, "labelAdded", message, added)
            removed = [label for label in _dedupe(remove) if label in message.labels]
            if removed:
                message.labels[:] = [lbl for lbl in message.labels if lbl not in removed]
                message.history_id = self._next_history_id(mailbox)
                self._record(mailbox, message.history_id, "labelRemoved", message, removed)
            return message

    def trim_history(self, mailbox: Mailbox) -> None:
        """Forgets all history, as Gmail eventually does, forcing a full sync."""
        with self.lock:
            mailbox.history.clear()
            mailbox.history_floor = mailbox.history_id

    def history_after(self, mailbox: Mailbox, start_history_id: int) -> list[HistoryRecord] | None:
        """Records newer than start, or None when start predates kept history."""
        with self.lock:
            if start_history_id < mailbox.history_floor:
                return None
            return [r for r in mailbox.history if r.id > start_history_id]

    def _new_id(self) -> str:
        while True:
            candidate = secrets.token_hex(8)
            if candidate not in self._used_ids:
                self._used_ids.add(candidate)
                return candidate

    @staticmethod
    def _next_history_id(mailbox: Mailbox) -> int:
        mailbox.history_id += 1
        return mailbox.history_id

    def _record(
        self,
        mailbox: Mailbox,
        history_id: int,
        kind: HistoryKind,
        message: StoredMessage,
        changed: list[str] | None = None,
    ) -> None:
        record = HistoryRecord(
            id=history_id,
            kind=kind,
            message_id=message.id,
            thread_id=message.thread_id,
            labels_after=tuple(message.labels),
            changed_labels=tuple(changed or ()),
        )
        mailbox.history.append(record)
        while len(mailbox.history) > self.max_history_records:
            dropped = mailbox.history.popleft()
            mailbox.history_floor = dropped.id
        for listener in self.listeners:
            listener(mailbox.address, record)


def _dedupe(labels: list[str]) -> list[str]:
    return list(dict.fromkeys(labels))
