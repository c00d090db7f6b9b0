"""The human-readable HTML overview served at GET /.

Every value shown comes from message headers an outside party controls, so
everything is escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from html import escape

from sandbox import rfc822
from sandbox.sms import SmsMessage
from sandbox.store import Mailbox, StoredMessage

_STYLE = (
    "body{font-family:sans-serif;margin:1.5em}table{border-collapse:collapse;width:100%}"
    "td,th{border:1px solid #ccc;padding:4px 6px;text-align:left;font-size:13px}"
    "th{background:#f4f4f4}"
)
_COLUMNS = ("Time (UTC)", "Labels", "From", "To", "Subject", "Thread", "Message-ID")
_SMS_COLUMNS = ("Time (UTC)", "Direction", "Status", "From", "To", "Body", "Account", "Sid")


def _row(message: StoredMessage) -> str:
    moment = datetime.fromtimestamp(message.internal_date_ms / 1000, UTC)
    cells = (
        moment.strftime("%Y-%m-%d %H:%M:%S"),
        " ".join(message.labels),
        rfc822.header_text(message.parsed, "From"),
        rfc822.header_text(message.parsed, "To"),
        rfc822.header_text(message.parsed, "Subject"),
        message.thread_id,
        rfc822.header_text(message.parsed, "Message-ID"),
    )
    return "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in cells) + "</tr>"


def _section(mailbox: Mailbox) -> str:
    heading = (
        f"<h2>{escape(mailbox.address)}</h2><p>{len(mailbox.messages)} messages, "
        f"historyId {mailbox.history_id}</p>"
    )
    if not mailbox.messages:
        return heading + "<p>(empty)</p>"
    header = "".join(f"<th>{escape(c)}</th>" for c in _COLUMNS)
    rows = "".join(_row(m) for m in mailbox.newest_first())
    return f"{heading}<table><tr>{header}</tr>{rows}</table>"


def _sms_section(texts: Sequence[SmsMessage]) -> str:
    heading = f"<h2>SMS</h2><p>{len(texts)} messages</p>"
    if not texts:
        return heading
    rows = "".join(
        "<tr>"
        + "".join(
            f"<td>{escape(cell)}</td>"
            for cell in (
                t.date_sent.strftime("%Y-%m-%d %H:%M:%S"),
                t.direction,
                t.status,
                t.from_ or "",
                t.to,
                t.body,
                t.account_sid,
                t.sid,
            )
        )
        + "</tr>"
        for t in reversed(texts)
    )
    header = "".join(f"<th>{escape(c)}</th>" for c in _SMS_COLUMNS)
    return f"{heading}<table><tr>{header}</tr>{rows}</table>"


def render_overview(mailboxes: list[Mailbox], texts: Sequence[SmsMessage] = ()) -> str:
    """texts: the stored SMS messages, oldest first (shown newest first)."""
    body = "".join(_section(m) for m in mailboxes) or "<p>No mailboxes yet.</p>"
    body += _sms_section(texts)
    return (
        "<!doctype html><html><head><meta charset='utf-8'>"
        f"<title>Gmail sandbox</title><style>{_STYLE}</style></head>"
        f"<body><h1>Gmail sandbox</h1>{body}</body></html>"
    )
