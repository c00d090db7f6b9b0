"""Defensive access to headers, addresses and body text of a parsed message.

Inbound mail is written by every broken MTA on the internet. The stdlib raises on some malformed
headers and unknown charsets, so every accessor here swallows those errors and degrades to the raw
text or to nothing: a classification must never crash on odd input.

A parsed message is read, never changed, while it is classified, and the stdlib parses a header anew on
every access (a content type dozens of times per message): the accessors keep what they read with the
message object (`_read_once`), so each header, content type and decoded part is parsed once.
"""

from __future__ import annotations

import html
import re
import unicodedata
import weakref
from collections.abc import Callable, Iterator
from email.header import decode_header, make_header
from email.message import Message
from email.utils import getaddresses
from typing import Any, TypeVar

# Bounded repetition keeps scanning linear on long tokens (a base64 blob would otherwise be quadratic).
_ADDRESS = re.compile(
    r"[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}"
)
_TAG = re.compile(r"<[^>]*>")
_BLOCK_END = re.compile(r"(?i)<\s*(?:br|/p|/div|/tr|/li|/h\d)\b[^>]*>")
_INVISIBLE = re.compile(r"(?is)<(script|style|head)\b.*?</\1\s*>")
# Parts whose content is the *original* message, not the report about it.
EMBEDDED_TYPES = frozenset({"message/rfc822", "text/rfc822-headers", "message/rfc822-headers"})


_READ: weakref.WeakKeyDictionary[Message, dict[str, Any]] = weakref.WeakKeyDictionary()
_T = TypeVar("_T")


def _read_once(msg: Message, key: str, read: Callable[[], _T]) -> _T:
    """`read()` the first time `key` is asked of this message object, the kept value after."""
    try:
        kept = _READ.setdefault(msg, {})
    except TypeError:  # not weak-referenceable: read it every time
        return read()
    if key not in kept:
        kept[key] = read()
    value: _T = kept[key]
    return value


def _decode_raw(value: str) -> str:
    try:
        return str(make_header(decode_header(value)))
    except Exception:
        return value


def header(msg: Message, name: str) -> str:
    """The first `name` header as unfolded text, '' when absent or unreadable."""
    return _read_once(msg, "header:" + name.lower(), lambda: _header(msg, name))


def _header(msg: Message, name: str) -> str:
    try:
        value = msg.get(name)
        if value is not None:
            return " ".join(str(value).split())
    except Exception:
        # The structured header parser choked; the raw value is still better than nothing.
        try:
            for key, raw in msg.raw_items():
                if key.lower() == name.lower():
                    return " ".join(_decode_raw(str(raw)).split())
        except Exception:
            return ""
    return ""


def has_header(msg: Message, name: str) -> bool:
    try:
        return any(key.lower() == name.lower() for key, _ in msg.raw_items())
    except Exception:
        return False


def addresses(value: str) -> list[str]:
    """Lower-cased addresses in a header value or free text, in order of appearance."""
    found: list[str] = []
    try:
        pairs = getaddresses([value])
    except Exception:
        pairs = []
    for _, address in pairs:
        if "@" in address and _ADDRESS.fullmatch(address.strip()):
            found.append(address.strip().lower())
    if not found:
        # Free text ("<bob@example.com>: host said ...") is not an address list; scan it instead.
        found = [match.lower() for match in _ADDRESS.findall(value)]
    return found


def fold(text: str) -> str:
    """Lower-case, accent-free, straight-apostrophe text, so 'Réponse' and 'reponse' match alike."""
    text = text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u00df", "ss")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def html_to_text(markup: str) -> str:
    text = _INVISIBLE.sub(" ", markup)
    text = _BLOCK_END.sub("\n", text)
    return html.unescape(_TAG.sub("", text))


def part_text(part: Message) -> str:
    """Decoded text of a leaf part; tries the declared charset, then UTF-8 with replacement."""
    return _read_once(part, "text", lambda: _part_text(part))


def _part_text(part: Message) -> str:
    try:
        content = part.get_content()  # type: ignore[attr-defined]
        if isinstance(content, str):
            return content
    except Exception:
        pass
    try:
        payload = part.get_payload(decode=True)
    except Exception:
        payload = None
    if isinstance(payload, bytes):
        try:
            return payload.decode(part.get_content_charset() or "utf-8", "replace")
        except (LookupError, ValueError):
            return payload.decode("utf-8", "replace")
    try:
        raw = part.get_payload()
    except Exception:
        return ""
    return raw if isinstance(raw, str) else ""


def content_type(part: Message) -> str:
    return _read_once(part, "content-type", lambda: _content_type(part))


def _content_type(part: Message) -> str:
    try:
        return part.get_content_type()
    except Exception:
        return "text/plain"


def leaf_parts(msg: Message) -> Iterator[Message]:
    """Every part of the report itself, in order, without descending into message/* parts.

    A bounce embeds the message that bounced; its words ("full", "blocked" in our own sales copy)
    must not be mistaken for the server's diagnosis, and report blocks are not body text.
    """
    return iter(_read_once(msg, "leaves", lambda: tuple(_walk_leaves(msg))))


def _walk_leaves(msg: Message) -> Iterator[Message]:
    stack = [msg]
    while stack:
        part = stack.pop()
        try:
            payload = part.get_payload()
        except Exception:
            continue
        kind = content_type(part)
        if part.is_multipart() and not kind.startswith("message/") and isinstance(payload, list):
            stack.extend(reversed([sub for sub in payload if isinstance(sub, Message)]))
        else:
            yield part


def is_attachment(part: Message) -> bool:
    try:
        return (part.get_content_disposition() or "") == "attachment"
    except Exception:
        return False


def readable_type(part: Message) -> str:
    """A leaf part's content type for reading its text: a multipart whose body has no delimiter at all
    (the parser keeps it as one string) is read as the plain text it is."""
    kind = content_type(part)
    if kind.startswith("multipart/"):
        try:
            return "text/plain" if isinstance(part.get_payload(), str) else kind
        except Exception:
            return kind
    return kind


def body_text(msg: Message) -> str:
    """What a person wrote: the first text/plain part, else the first HTML part as text."""
    html_fallback = ""
    for part in leaf_parts(msg):
        kind = readable_type(part)
        if is_attachment(part):
            continue
        if kind == "text/plain":
            return part_text(part)
        if kind == "text/html" and not html_fallback:
            html_fallback = html_to_text(part_text(part))
    return html_fallback


def report_text(msg: Message) -> str:
    """All human-readable text of a report (every text part outside embedded messages), joined."""
    chunks: list[str] = []
    for part in leaf_parts(msg):
        kind = readable_type(part)
        if kind == "text/plain":
            chunks.append(part_text(part))
        elif kind == "text/html":
            chunks.append(html_to_text(part_text(part)))
    return "\n".join(chunks)
