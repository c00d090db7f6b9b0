"""Raw bytes to an EmailMessage, or a MessageError that says what was wrong.

Inbound mail arrives from mailbox exports, webhooks and test fixtures with every line-ending
convention and charset, so the parser normalises first and never lets a library exception escape:
callers only have to handle MessageError.
"""

from __future__ import annotations

import re
from email.message import EmailMessage
from email.parser import BytesParser
from email.policy import default

from sequencer.classify.model import MessageError

# A message needs at least one of these to count as RFC 5322; a text file whose first line happens
# to contain a colon ("Note: ...") is not mail.
_KNOWN_FIELDS = frozenset(
    {
        "from",
        "to",
        "cc",
        "subject",
        "date",
        "message-id",
        "received",
        "return-path",
        "sender",
        "reply-to",
        "mime-version",
        "content-type",
        "in-reply-to",
        "references",
        "delivered-to",
        "auto-submitted",
    }
)
_FIELD_LINE = re.compile(rb"^(?:From |[!-9;-~]+[ \t]*:)")
_PADDING = re.compile(rb"^(?:[ \t]*\n)+")


def _normalise(raw: bytes) -> bytes:
    # CRLF first so it does not become two line breaks; a lone CR (old Mac exports) is a break too.
    data = raw.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    # Exports sometimes pad the file with blank lines, or with a line of spaces; a message cannot start
    # with its body anyway.
    return _PADDING.sub(b"", data)


def parse_message(raw: bytes) -> EmailMessage:
    """Parse one raw message; raises MessageError for empty or header-less input."""
    if not isinstance(raw, bytes | bytearray | memoryview):
        raise MessageError(f"expected bytes, got {type(raw).__name__}")
    data = _normalise(bytes(raw))
    if not data.strip():
        raise MessageError("empty message")
    if not _FIELD_LINE.match(data):
        raise MessageError("no headers: not an RFC 5322 message")
    try:
        msg = BytesParser(policy=default).parsebytes(data)
    except Exception as exc:  # the stdlib parser is lenient, but a bug there must not crash a worker
        raise MessageError(f"unparseable message: {exc}") from exc
    if not isinstance(msg, EmailMessage):
        raise MessageError("unparseable message")
    try:
        names = {str(name).lower() for name in msg.keys()}
    except Exception as exc:
        raise MessageError(f"unparseable headers: {exc}") from exc
    if not names & _KNOWN_FIELDS:
        raise MessageError("no headers: not an RFC 5322 message")
    return _with_found_boundary(msg, data)


_DELIMITER = re.compile(rb"(?m)^--([!-~]{6,70}?)[ \t]*$")


def _with_found_boundary(msg: EmailMessage, data: bytes) -> EmailMessage:
    """A multipart whose declared boundary appears nowhere in the body (a mangled export, a relay that
    rewrote the header) is re-read with the delimiter the body does use, when one line repeats."""
    if msg.get_content_maintype() != "multipart" or (msg.is_multipart() and msg.get_payload()):
        return msg
    declared = (msg.get_boundary() or "").encode("latin-1", "replace")
    body = data.split(b"\n\n", 1)[-1]
    if declared and b"--" + declared in body:
        return msg
    found = [m.group(1) for m in _DELIMITER.finditer(body)]
    repeated = [b for b in dict.fromkeys(found) if found.count(b) + found.count(b + b"--") >= 2]
    if not repeated or not declared:
        return msg
    head, rest = data.split(b"\n\n", 1)
    fixed = head.replace(declared, repeated[0].removesuffix(b"--")) + b"\n\n" + rest
    try:
        again = BytesParser(policy=default).parsebytes(fixed)
    except Exception:
        return msg
    return again if isinstance(again, EmailMessage) and again.is_multipart() else msg
