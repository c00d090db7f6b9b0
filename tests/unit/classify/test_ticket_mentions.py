"""A person may name a ticket ("I logged it as ticket #5120"); that alone makes no acknowledgement.
A ticket system's mail still reads as one: a numbered field, a bracketed id, a promised response time."""

from __future__ import annotations

import pytest

from sequencer.classify import classify_message, parse_message


def _reply(body: str, subject: str = "Re: Quick question") -> tuple[str, str | None]:
    raw = (
        "From: Pat Lee <pat@lanternhill.example>\nTo: Dana <dana@acme.test>\n"
        f"Subject: {subject}\nMessage-ID: <r1@lanternhill.example>\nIn-Reply-To: <seq.1@acme.test>\n"
        "Content-Type: text/plain; charset=utf-8\n\n" + body
    )
    found = classify_message(parse_message(raw.encode()))
    return found.kind, found.intent


@pytest.mark.parametrize(
    ("body", "intent"),
    [
        (
            "Hi Dana,\n\nI logged this with our IT folks as ticket #5120, they own the vendor list. Happy to"
            " talk next week though, Tuesday works.\n\nBest,\nPat\n",
            "interested",
        ),
        (
            "Hi Dana,\n\nWe still have case #77 open with your support about the last invoice. Not"
            " interested in more tools until that's sorted.\n\nPat\n",
            "not_interested",
        ),
    ],
)
def test_a_person_naming_a_ticket_is_read_for_what_they_say(body: str, intent: str) -> None:
    assert _reply(body) == ("reply", intent)


@pytest.mark.parametrize(
    "body",
    [
        "Thank you for contacting us.\n\nTicket #5120\n\nOur team will respond within 2 business days.\n",
        "Hello,\n\n[Request #48213] Your message is in our queue.\n",
        "Ticket number: 5120\nStatus: open\n",
    ],
)
def test_a_ticket_system_still_acknowledges(body: str) -> None:
    assert _reply(body) == ("auto_reply", "auto_reply")
