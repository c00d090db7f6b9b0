"""The human-readable HTML overview served at GET /.

Every value shown comes from message headers an outside party controls, so
everything is escaped.
"""

from __future__ import annotations

from datetime import UTC, datetime
from html import escape

from sandbox import rfc822
from sandbox.store import Mailbox, StoredMessage

_STYLE = (
    "body{font-family:sans-serif;margin:1.5em}table{border-collapse:collapse;width:100%}"
    "td,th{border:1px solid #ccc;padding:4px 6px;text-align:left;font-size:13px}"
    "th{background:#f4f4f4}"
)
_COLUMNS = ("Time (UTC)", "Labels", "From", "To", "Subject", "Thread", "Message-ID")


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


def render_overview(mailboxes: list[Mailbox]) -> str:
    body = "".join(_section(m) for m in mailboxes) or "<p>No mailboxes yet.</p>"
    return (
        "<!doctype html><html><head><meta charset='utf-8'>"
        f"<title>Gmail sandbox</title><style>{_STYLE}</style></head>"
        f"<body><h1>Gmail sandbox</h1>{body}</body></html>"
    )
