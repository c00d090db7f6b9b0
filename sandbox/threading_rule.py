"""Gmail's documented rule for when a new message joins an existing thread.

A message joins thread T only when it references (In-Reply-To/References) a
message already in T and its subject, once reply/forward prefixes are removed,
equals T's. A request may also name a threadId, which then must be that T.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

# Localised prefixes clients put in front of replies and forwards (AW/WG: German).
_PREFIX = re.compile(r"^\s*(?:re|fwd?|aw|wg)\s*(?:\[\d+\])?\s*:\s*", re.IGNORECASE)
_SPACE = re.compile(r"\s+")


def normalise_subject(subject: str) -> str:
    """Strips any number of reply/forward prefixes and collapses whitespace.

    Case is preserved: clients never change a subject's case when replying,
    so a case change is treated as a different conversation.
    """
    text = _SPACE.sub(" ", subject).strip()
    while True:
        stripped = _PREFIX.sub("", text, count=1)
        if stripped == text:
            return text
        text = stripped.strip()


class ThreadIndex(Protocol):
    """The two lookups the rule needs from one mailbox."""

    def threads_containing(self, rfc822_id: str) -> list[str]:
        """Thread ids holding a message with this Message-ID, most recent first."""
        ...

    def thread_subject(self, thread_id: str) -> str | None:
        """Normalised subject of the thread, or None if no such thread."""
        ...


def choose_thread(
    index: ThreadIndex,
    *,
    requested_thread_id: str | None,
    referenced_ids: Sequence[str],
    subject_key: str,
    may_join_by_reference: bool,
) -> str | None:
    """Returns the id of the thread to join, or None to start a new thread.

    An unknown or non-matching requested thread id silently starts a new
    thread, as Gmail does, rather than failing the request.
    """
    if requested_thread_id is not None:
        if index.thread_subject(requested_thread_id) != subject_key:
            return None
        for rfc822_id in referenced_ids:
            if requested_thread_id in index.threads_containing(rfc822_id):
                return requested_thread_id
        return None
    if not may_join_by_reference:
        return None
    for rfc822_id in referenced_ids:
        for thread_id in index.threads_containing(rfc822_id):
            if index.thread_subject(thread_id) == subject_key:
                return thread_id
    return None
