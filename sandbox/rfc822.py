"""Reading and minimally editing raw RFC 5322 messages.

Edits work on the header bytes rather than re-serialising an EmailMessage, so
a stored message keeps the exact bytes the caller sent except for the headers
we deliberately add or drop.
"""

from __future__ import annotations

import email.policy
import email.utils
import html
import re
from datetime import datetime
from email.message import EmailMessage
from email.parser import BytesParser

_PARSER = BytesParser(policy=email.policy.default)
_ANGLE_ID = re.compile(r"<([^<>\s]+)>")
_TAG = re.compile(r"<[^>]*>")
_SPACE = re.compile(r"\s+")


def parse_message(raw: bytes) -> EmailMessage:
    message = _PARSER.parsebytes(raw)
    assert isinstance(message, EmailMessage)
    return message


def parse_headers(raw: bytes) -> EmailMessage:
    """The header block only (the body left unparsed): what sending and threading read, at a third of
    a full parse's cost."""
    message = _PARSER.parsebytes(raw, headersonly=True)
    assert isinstance(message, EmailMessage)
    return message


def header_text(message: EmailMessage, name: str) -> str:
    """All values of a header joined; a malformed header must not break callers."""
    try:
        values = message.get_all(name) or []
        return ", ".join(str(value) for value in values)
    except Exception:  # noqa: BLE001 - the email package raises many types on junk
        return ""


def canonical_message_id(value: str) -> str:
    """Message-IDs are compared without angle brackets or surrounding space."""
    match = _ANGLE_ID.search(value)
    return match.group(1) if match else value.strip().strip("<>").strip()


def own_message_id(message: EmailMessage) -> str | None:
    canonical = canonical_message_id(header_text(message, "Message-ID"))
    return canonical or None


def referenced_message_ids(message: EmailMessage) -> list[str]:
    """In-Reply-To first (the direct parent), then References newest to oldest."""
    in_reply_to = _ANGLE_ID.findall(header_text(message, "In-Reply-To"))
    references = _ANGLE_ID.findall(header_text(message, "References"))
    ordered: list[str] = []
    for message_id in [*in_reply_to, *reversed(references)]:
        if message_id not in ordered:
            ordered.append(message_id)
    return ordered


def recipient_addresses(message: EmailMessage) -> list[str]:
    """Lower-cased addresses from To, Cc and Bcc, without duplicates."""
    values = [header_text(message, name) for name in ("To", "Cc", "Bcc")]
    found: list[str] = []
    for _, address in email.utils.getaddresses([v for v in values if v]):
        address = address.strip().lower()
        if "@" in address and address not in found:
            found.append(address)
    return found


def date_header_ms(message: EmailMessage) -> int | None:
    value = header_text(message, "Date")
    if not value:
        return None
    try:
        parsed = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if parsed.tzinfo is None:
        return None
    return int(parsed.timestamp() * 1000)


def format_date(moment: datetime) -> str:
    return email.utils.format_datetime(moment)


def _split_header_block(raw: bytes) -> tuple[bytes, bytes, bytes]:
    """Returns (header block, separator including blank line, body)."""
    crlf = raw.find(b"\r\n\r\n")
    lf = raw.find(b"\n\n")
    if raw.startswith((b"\r\n", b"\n")):
        return b"", b"", raw
    candidates = [(pos, sep) for pos, sep in ((crlf, b"\r\n\r\n"), (lf, b"\n\n")) if pos >= 0]
    if not candidates:
        return raw, b"", b""
    position, separator = min(candidates)
    return raw[:position], separator, raw[position + len(separator) :]


def edit_headers(raw: bytes, drop: set[str], prepend: list[tuple[str, str]]) -> bytes:
    """Drop headers by (case-insensitive) name and prepend new ones, byte-exactly otherwise."""
    if not drop and not prepend:
        return raw
    block, separator, body = _split_header_block(raw)
    newline = b"\r\n" if b"\r\n" in (block or raw) or not raw else b"\n"
    if not separator:
        separator = newline * 2 if block else newline
    kept: list[bytes] = []
    dropping = False
    for line in block.splitlines(keepends=False) if block else []:
        if line[:1] in (b" ", b"\t"):
            if not dropping:
                kept.append(line)
            continue
        name = line.split(b":", 1)[0].strip().decode("ascii", "replace").lower()
        dropping = name in drop
        if not dropping:
            kept.append(line)
    added = [f"{name}: {value}".encode() for name, value in prepend]
    lines = added + kept
    if not lines:
        return newline + body
    return newline.join(lines) + separator + body


def text_parts(message: EmailMessage) -> tuple[list[str], list[str]]:
    """Decoded (plain, html) bodies of the non-attachment text parts."""
    plain: list[str] = []
    rich: list[str] = []
    for part in message.walk():
        if part.is_multipart() or part.get_content_maintype() != "text":
            continue
        if part.get_content_disposition() == "attachment":
            continue
        content = _decoded_text(part)
        if part.get_content_subtype() == "html":
            rich.append(content)
        else:
            plain.append(content)
    return plain, rich


def _decoded_text(part: EmailMessage) -> str:
    try:
        content = part.get_content()
        return content if isinstance(content, str) else ""
    except (LookupError, UnicodeError, ValueError, AssertionError):
        payload = part.get_payload(decode=True)
        return payload.decode("utf-8", "replace") if isinstance(payload, bytes) else ""


def html_to_text(markup: str) -> str:
    return html.unescape(_TAG.sub(" ", markup))


def collapse_space(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def snippet(message: EmailMessage, limit: int = 200) -> str:
    """Gmail snippets are HTML-escaped (e.g. &#39;), which trips naive callers."""
    plain, rich = text_parts(message)
    source = " ".join(plain) if plain else " ".join(html_to_text(m) for m in rich)
    return html.escape(collapse_space(source)[:limit], quote=True).replace("&#x27;", "&#39;")


def search_text(message: EmailMessage) -> str:
    plain, rich = text_parts(message)
    parts = [header_text(message, "Subject"), *plain, *(html_to_text(m) for m in rich)]
    return collapse_space(" ".join(parts)).casefold()
