"""Builds the RFC 5322 messages we send. Pure: the caller passes the time and the ids.

The message is written directly (a single text/plain part), not through the `email` package's
`EmailMessage`: its header registry parsed every header we set and refolded it on output, which made
the MIME build a sizeable part of a send's CPU. What we write is small and fixed, so each rule is here:

- display names and subjects: a word that is printable ASCII is written as typed (in a name, one with
  specials as a quoted-string); a run of other words becomes RFC 2047 encoded words (UTF-8, base64),
  split between characters, after a space where one is near, and joined back as RFC 2047 says (the
  space between two encoded words is not read); a domain that is not ASCII is written in IDNA;
- header lines are folded at spaces to 78 characters where they can be; a header's own whitespace is
  kept (folding only inserts CRLF before an existing space);
- Message-ID, In-Reply-To, References and extra headers (List-Unsubscribe) are written as given, never
  encoded (an encoded Message-ID breaks threading, an encoded URL hides the unsubscribe button);
- the body: 7bit when it is ASCII with lines of at most 78 characters, 8bit when only its characters
  are not ASCII, otherwise quoted-printable or base64, whichever is shorter; lines end in CRLF.

A CR or LF inside a header value, or an address that is not ASCII, is a `ValueError`: the send step
refuses such a message rather than sending something a server would mangle.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from email.utils import format_datetime

_REPLY_PREFIX = ("re:",)
_MAX_LINE = 78
# RFC 5322 atext: a display name made of these words (single spaces between) needs no quoting.
_ATOM_PHRASE = re.compile(r"[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(?: [A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)*")
_DOT_ATOM = re.compile(r"[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(?:\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)*")
_PRINTABLE = re.compile(r"[\x20-\x7e]*")
# 39 bytes of text are 52 characters of base64, a word of 64: `Subject: ` and one word fit in 76.
_WORD_BYTES = 39


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


def build_message(email: OutgoingEmail) -> bytes:
    if email.date.tzinfo is None:
        raise ValueError("date must be timezone-aware")
    headers = [
        _fold("From", _mailbox(email.from_email, email.from_name)),
        _fold("To", _mailbox(email.to_email, email.to_name)),
        _fold("Subject", _text(email.subject, "Subject")),
        f"Date: {format_datetime(email.date)}",
        f"Message-ID: {_raw(email.message_id, 'Message-ID')}",
    ]
    if email.in_reply_to:
        headers.append(f"In-Reply-To: {_raw(email.in_reply_to, 'In-Reply-To')}")
    if email.references:
        # One id per line: folding at whitespace between ids is always legal.
        headers.append("References: " + "\r\n ".join(_raw(r, "References") for r in email.references))
    for name, value in email.extra_headers.items():
        if not re.fullmatch(r"[!-9;-~]+", name):
            raise ValueError(f"header name {name!r} must be printable ASCII without a colon")
        headers.append(f"{name}: {_raw(value, f'header {name}')}")
    cte, body = _body(email.body)
    headers += [
        'Content-Type: text/plain; charset="utf-8"',
        f"Content-Transfer-Encoding: {cte}",
        "MIME-Version: 1.0",
    ]
    return "\r\n".join(headers).encode("ascii") + b"\r\n\r\n" + body


def _raw(value: str, header: str) -> str:
    if not _PRINTABLE.fullmatch(value):
        raise ValueError(f"{header} must be printable ASCII on one line")
    return value


def _quoted(text: str) -> str:
    """An RFC 5322 quoted-string."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _mailbox(address: str, name: str) -> list[str]:
    """`name <address>` as tokens to fold between, or the bare address when there is no name."""
    if "\r" in name or "\n" in name:
        raise ValueError("a display name cannot contain CR or LF")
    spec = _addr_spec(address)
    if not name:
        return [spec]
    if _PRINTABLE.fullmatch(name) and not _ATOM_PHRASE.fullmatch(name):
        return [_quoted(name), f" <{spec}>"]
    return [*_words(name, _phrase_word), f" <{spec}>"]


def _addr_spec(address: str) -> str:
    local, at, domain = address.rpartition("@")
    if not at or not local or not domain:
        raise ValueError(f"not an email address: {address!r}")
    if not domain.isascii():
        domain = domain.encode("idna").decode("ascii")
    if not local.isascii() or not _PRINTABLE.fullmatch(local):
        raise ValueError(f"the address {address!r} is not ASCII (it needs SMTPUTF8)")
    if not _DOT_ATOM.fullmatch(local):
        local = _quoted(local)
    if not _DOT_ATOM.fullmatch(domain):
        raise ValueError(f"not an email address: {address!r}")
    return f"{local}@{domain}"


def _text(value: str, header: str) -> list[str]:
    """An unstructured value (the subject) as tokens to fold between."""
    if "\r" in value or "\n" in value:
        raise ValueError(f"{header} cannot contain CR or LF")
    return _words(value, _text_word) if value else []


def _phrase_word(word: str) -> str | None:
    """A word of a display name as written (an atom, or a quoted-string), or None to encode it."""
    if _ATOM_PHRASE.fullmatch(word):
        return word
    if _PRINTABLE.fullmatch(word) and word:
        return _quoted(word)
    return None


def _text_word(word: str) -> str | None:
    """A word of a subject as written, or None to encode it (not ASCII, or it would read as an
    encoded word itself)."""
    return word if _PRINTABLE.fullmatch(word) and "=?" not in word else None


def _words(value: str, literal: Callable[[str], str | None]) -> list[str]:
    """The space-separated words of `value`, each as `literal` writes it; a run of words it cannot
    write becomes encoded words (one run, so the spaces inside it are encoded too). Every token after
    the first starts with the space before it."""
    tokens: list[str] = []
    run: list[str] = []
    for word in value.split(" "):
        written = literal(word)
        if written is None or (run and not word):
            run.append(word)
            continue
        if run:
            tokens += _encoded_words(" ".join(run))
            run = []
        tokens.append(written)
    if run:
        tokens += _encoded_words(" ".join(run))
    return [tokens[0], *(" " + t for t in tokens[1:])]


def _encoded_words(value: str) -> list[str]:
    """RFC 2047 words (UTF-8, base64), each on a line of at most 76 characters even after
    `Subject: `, split between characters and after a space where one is near: a reader joins
    adjacent encoded words without the space between them, and the space inside keeps the words apart."""
    chunks: list[bytes] = []
    chunk = b""
    for char in value:
        encoded = char.encode("utf-8")
        if len(chunk) + len(encoded) > _WORD_BYTES:
            cut = chunk.rfind(b" ") + 1
            if cut <= 0:
                cut = len(chunk)
            chunks.append(chunk[:cut])
            chunk = chunk[cut:]
        chunk += encoded
    chunks.append(chunk)
    return [f"=?utf-8?b?{base64.b64encode(c).decode('ascii')}?=" for c in chunks]


def _fold(name: str, tokens: list[str]) -> str:
    """`Name: tokens`, every token after the first starting with the whitespace before it; a CRLF goes
    before a token's whitespace where the line would pass 78 characters (never before whitespace
    alone: a folded line is never blank)."""
    if not tokens:
        return f"{name}:"
    lines: list[str] = []
    line = f"{name}: {tokens[0]}"
    for token in tokens[1:]:
        if len(line) + len(token) > _MAX_LINE and token.strip():
            lines.append(line)
            line = token
        else:
            line += token
    lines.append(line)
    return "\r\n".join(lines)


def _body(text: str) -> tuple[str, bytes]:
    lines = text.encode("utf-8").splitlines()
    if max((len(line) for line in lines), default=0) <= _MAX_LINE:
        return ("7bit" if all(line.isascii() for line in lines) else "8bit"), _crlf(lines)
    joined = _crlf(lines)
    qp = binascii.b2a_qp(joined, istext=True)
    encoded = base64.encodebytes(joined).replace(b"\n", b"\r\n")
    return ("quoted-printable", qp) if len(qp) <= len(encoded) else ("base64", encoded)


def _crlf(lines: list[bytes]) -> bytes:
    return b"\r\n".join(lines) + b"\r\n"
