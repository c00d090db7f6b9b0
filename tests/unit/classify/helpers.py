"""Small builders shared by the classifier tests."""

from __future__ import annotations

from datetime import date, datetime

from sequencer.classify import Classification, classify_message, parse_message
from sequencer.classify.intent import RuleClassifier
from sequencer.classify.quotes import own_text

RULES = RuleClassifier()


def classify(raw: str, *, received: datetime | None = None) -> Classification:
    """Classify a sample written as text (LF line endings, UTF-8)."""
    return classify_message(parse_message(raw.encode("utf-8")), received=received)


def reading(body: str) -> str | None:
    """What a rep sees of a reply written as `body`: "unsubscribe" for a removal request, else its intent."""
    result = classify(mail(body))
    return "unsubscribe" if result.kind == "unsubscribe_request" else result.intent


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


def notice(body: str, *, subject: str, sender: str, extra: str = "") -> str:
    """A single-part text message from `sender` to our rep; `extra`: more header lines, each ending in a
    newline (the look-alike tests' automatic notices, digests and alerts)."""
    return (
        f"From: {sender}\n"
        "To: rep@ourco.test\n"
        f"Subject: {subject}\n"
        "Date: Mon, 30 Nov 2026 09:00:00 +0000\n"
        f"{extra}"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=utf-8\n"
        "\n"
        f"{body}"
    )


def rule_intent(
    text: str, *, whole: bool = False, sender: str = "kontakt@firma.test", sent: date | None = None
) -> str:
    """The intent the rules read in a reply's text (`whole`: the text as a reply body, its own text
    taken first: quotes, signatures)."""
    read = own_text(text) if whole else text
    return RULES.classify(read, sender=sender, ours={"rep@acme.test"}, sent=sent).intent
