"""Machine-readable parts of bounce and complaint reports (RFC 3462/3464 DSNs, RFC 5965 ARF).

Both report formats carry blocks of `Field: value` lines and embed the original message (whole, or
only its headers). The helpers here read both without trusting the sender to get MIME right.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.text import EMBEDDED_TYPES, addresses, content_type, header, leaf_parts, part_text

Fields = dict[str, str]

_FIELD = re.compile(r"^([A-Za-z][A-Za-z0-9-]*)[ \t]*:[ \t]*(.*)$")
# Report fields we recognise when a DSN is pasted into a text part instead of its own MIME part.
_DSN_NAMES = ("final-recipient", "original-recipient", "action", "status", "diagnostic-code")
_MESSAGE_ID = re.compile(r"(?im)^[ \t>]*message-id[ \t]*:[ \t]*(?:\n[ \t]+)?(<[^<>\s]+>|[^\s<>]+@[^\s<>]+)")
_ANGLED = re.compile(r"<[^<>\s]+>")


def report_type(msg: Message) -> str:
    """The report-type parameter of any multipart/report in the message, lower-cased, or ''."""
    for part in _containers(msg):
        if content_type(part) == "multipart/report":
            try:
                value = part.get_param("report-type")
            except Exception:
                value = None
            if isinstance(value, str):
                return value.strip().lower()
    return ""


def _containers(msg: Message) -> list[Message]:
    found: list[Message] = []
    stack = [msg]
    while stack:
        part = stack.pop()
        found.append(part)
        try:
            payload = part.get_payload()
        except Exception:
            continue
        if isinstance(payload, list) and not content_type(part).startswith("message/"):
            stack.extend(sub for sub in payload if isinstance(sub, Message))
    return found


def parts_of_type(msg: Message, kind: str) -> list[Message]:
    return [part for part in leaf_parts(msg) if content_type(part) == kind]


def _unfold(value: str) -> str:
    return " ".join(value.split())


def _fields_from_lines(text: str) -> list[Fields]:
    """Blank-line separated blocks of `Field: value` lines, continuation lines unfolded."""
    blocks: list[Fields] = []
    current: Fields = {}
    last = ""
    for line in text.replace("\r\n", "\n").split("\n"):
        if not line.strip():
            if current:
                blocks.append(current)
            current, last = {}, ""
        elif line[:1] in " \t" and last:
            current[last] = _unfold(current[last] + " " + line)
        elif match := _FIELD.match(line):
            last = match.group(1).lower()
            current.setdefault(last, _unfold(match.group(2)))
    if current:
        blocks.append(current)
    return blocks


def report_blocks(part: Message) -> list[Fields]:
    """The field blocks of a message/delivery-status or message/feedback-report part."""
    try:
        payload = part.get_payload()
    except Exception:
        return []
    if isinstance(payload, list):
        blocks: list[Fields] = []
        for sub in payload:
            if not isinstance(sub, Message):
                continue
            fields: Fields = {}
            try:
                for name, value in sub.raw_items():
                    fields.setdefault(name.lower(), _unfold(str(value)))
            except Exception:
                continue
            if fields:
                blocks.append(fields)
        return blocks
    # Some MTAs label the report text/plain or base64-encode it; read it as text.
    return _fields_from_lines(part_text(part))


def inline_dsn_blocks(text: str) -> list[Fields]:
    """DSN fields pasted into the human-readable text (seen from some appliances and forwarders)."""
    return [block for block in _fields_from_lines(text) if any(name in block for name in _DSN_NAMES)]


def embedded_originals(msg: Message) -> list[Message | str]:
    """The original message(s) a report carries: parsed messages, or header text for *-headers parts."""
    found: list[Message | str] = []
    for part in leaf_parts(msg):
        kind = content_type(part)
        if kind not in EMBEDDED_TYPES:
            continue
        try:
            payload = part.get_payload()
        except Exception:
            continue
        if isinstance(payload, list) and payload and isinstance(payload[0], Message):
            found.append(payload[0])
        else:
            found.append(part_text(part) if not isinstance(payload, str) else payload)
    return found


def message_id_in(original: Message | str) -> str | None:
    """The Message-ID of an embedded original, angle brackets kept as found."""
    if isinstance(original, Message):
        value = header(original, "Message-ID")
        if not value:
            return None
        angled = _ANGLED.search(value)
        return angled.group(0) if angled else f"<{value.strip()}>"
    return message_id_in_text(original)


def message_id_in_text(text: str) -> str | None:
    match = _MESSAGE_ID.search(text)
    if not match:
        return None
    value = match.group(1)
    return value if value.startswith("<") else f"<{value}>"


def header_in_text(text: str, name: str) -> str:
    """A header's value from header text (a text/rfc822-headers part or a quoted original)."""
    for block in _fields_from_lines(text):
        if name.lower() in block:
            return block[name.lower()]
    return ""


def original_recipient(original: Message | str) -> str | None:
    """The first To address of an embedded original: the address we sent to."""
    value = header(original, "To") if isinstance(original, Message) else header_in_text(original, "To")
    found = addresses(value)
    return found[0] if found else None


_SUCCESS_ACTIONS = ("delivered", "relayed", "expanded")


def success_report(msg: Message) -> bool:
    """A DSN whose every recipient was delivered, relayed or expanded (RFC 3464 2.3.3, a 2.x.x status):
    a positive delivery notification (Exchange's "Delivery Status Notification (Relay)", Postfix's
    "Successful Mail Delivery Report"), never a failure."""
    blocks = [b for part in parts_of_type(msg, "message/delivery-status") for b in report_blocks(part)]
    recipients = [b for b in blocks if "final-recipient" in b or "original-recipient" in b or "action" in b]
    if not recipients:
        return False
    return all(
        b.get("action", "").strip().lower().startswith(_SUCCESS_ACTIONS)
        and not b.get("status", "").strip().startswith(("4", "5"))
        for b in recipients
    )
