"""Small builders shared by the classifier tests."""

from __future__ import annotations

from datetime import datetime

from sequencer.classify import Classification, classify_message, parse_message


def classify(raw: str, *, received: datetime | None = None) -> Classification:
    """Classify a sample written as text (LF line endings, UTF-8)."""
    return classify_message(parse_message(raw.encode("utf-8")), received=received)


def mail(body: str, *, subject: str = "Re: Quick question", date: str | None = None, **headers: str) -> str:
    """A single-part text message from a prospect; extra headers as X_Autoreply="yes" style kwargs."""
    lines = [
        "From: Bob Prospect <bob@example.com>",
        "To: Alice Seller <alice@ourco.com>",
        f"Subject: {subject}",
        f"Date: {date or 'Mon, 30 Nov 2026 09:00:00 +0000'}",
        "Message-ID: <reply-1@example.com>",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
    ]
    lines += [f"{name.replace('_', '-')}: {value}" for name, value in headers.items()]
    return "\n".join(lines) + "\n\n" + body
