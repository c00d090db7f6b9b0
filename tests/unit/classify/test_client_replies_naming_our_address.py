"""A reply made with a mail client, whose attribution line names our side's address over our quoted
message ("Am 02.12.2026 um 09:48 schrieb Rita Keller <rep@acme.test>:", "On ..., Rita <rep@acme.test>
wrote:", "Le ... a écrit :"), is a person answering, whatever bounce words it borrows ("betrachten Sie
diese Adresse als unzustellbar", subject "Unzustellbar - bitte austragen"), with or without a named
greeting. Delivery software quotes our message under a separator or a header block, never under "X
wrote:": a prose notice that quotes our message that way stays a bounce, and so does one from a daemon
address, one marked Auto-Submitted, or one whose attribution names somebody else."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify

REPLY = """\
From: {sender}
To: Rita Keller <rep@acme.test>
Subject: {subject}
In-Reply-To: <seq.1.intro.v1@acme.test>
{extra}MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

{body}
{attribution}
> Sehr geehrte Damen und Herren,
>
> wie planen Sie Aufträge und Montagetermine derzeit?
"""

ATTRIBUTIONS = {
    "apple_mail_german": "Am 02.12.2026 um 09:48 schrieb Rita Keller <rep@acme.test>:",
    "gmail_english": "On Wed, Dec 2, 2026 at 9:48 AM Rita Keller <rep@acme.test> wrote:",
    "apple_mail_french": "Le 2 déc. 2026 à 09:48, Rita Keller <rep@acme.test> a écrit :",
    "thunderbird_wrapped": "On 02.12.2026 09:48, Rita Keller\n<rep@acme.test> wrote:",
}

UNDELIVERABLE = (
    "Guten Tag,\n\nbetrachten Sie diese Adresse als unzustellbar - für Ihre Werbung jedenfalls. Bitte"
    " tragen Sie\nmich aus Ihrem Verteiler aus und schreiben Sie mir nicht mehr.\n\nDanke\nK. Oberholz\n"
)


def reply(
    attribution: str,
    *,
    body: str = UNDELIVERABLE,
    sender: str = "Klaus Oberholz <k.oberholz@holz.test>",
    subject: str = "Unzustellbar - bitte austragen",
    extra: str = "",
) -> str:
    return REPLY.format(sender=sender, subject=subject, extra=extra, body=body, attribution=attribution)


@pytest.mark.parametrize("name", sorted(ATTRIBUTIONS))
def test_bounce_words_over_our_quoted_message_are_a_person(name: str) -> None:
    found = classify(reply(ATTRIBUTIONS[name]))
    assert found.kind == "unsubscribe_request"
    assert not found.suppress_address


def test_an_english_reply_in_bounce_words_is_a_person() -> None:
    body = (
        "Hello,\n\nDelivery failed: this address is undeliverable as far as your marketing is"
        " concerned.\nPlease remove me from your list.\n"
    )
    found = classify(reply(ATTRIBUTIONS["gmail_english"], body=body, subject="Undeliverable: remove me"))
    assert found.kind == "unsubscribe_request"


NOTICE = """\
From: {sender}
To: rep@acme.test
Subject: Unzustellbar: Montagetermine
{extra}MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Ihre Nachricht konnte nicht zugestellt werden.

Die Adresse j.haas@metall.test ist unbekannt.
550 5.1.1 <j.haas@metall.test>: Recipient address rejected: User unknown

{original}
"""

ORIGINALS = {
    "separator_and_header_block": (
        "----- Original message -----\nFrom: Rita Keller <rep@acme.test>\nTo: j.haas@metall.test\n"
        "Subject: Montagetermine\n\nwie planen Sie Aufträge derzeit?"
    ),
    "outlook_header_block": (
        "Von: Rita Keller <rep@acme.test>\nGesendet: Mittwoch, 2. Dezember 2026 09:48\n"
        "An: j.haas@metall.test\nBetreff: Montagetermine\n\nwie planen Sie Aufträge derzeit?"
    ),
    "one_line_header_block": (
        "Von: rep@acme.test Gesendet: 02.12.2026 09:48 An: j.haas@metall.test Betreff: Montagetermine\n\n"
        "wie planen Sie Aufträge derzeit?"
    ),
    "exim_copy": (
        "------ This is a copy of the message, including all the headers. ------\n"
        "From: Rita Keller <rep@acme.test>\nTo: j.haas@metall.test\nSubject: Montagetermine"
    ),
}


@pytest.mark.parametrize("name", sorted(ORIGINALS))
def test_a_prose_notice_quoting_our_message_stays_a_bounce(name: str) -> None:
    raw = NOTICE.format(sender="Mail Gateway <gateway@metall.test>", extra="", original=ORIGINALS[name])
    found = classify(raw)
    assert (found.kind, found.suppress_address) == ("bounce", True)


@pytest.mark.parametrize(
    ("sender", "extra"),
    [
        ("MAILER-DAEMON <mailer-daemon@metall.test>", ""),
        ("Mail Gateway <gateway@metall.test>", "Auto-Submitted: auto-replied\n"),
    ],
)
def test_delivery_software_keeps_a_report_under_an_attribution_line(sender: str, extra: str) -> None:
    original = f"{ATTRIBUTIONS['apple_mail_german']}\n> wie planen Sie Aufträge derzeit?"
    found = classify(NOTICE.format(sender=sender, extra=extra, original=original))
    assert (found.kind, found.suppress_address) == ("bounce", True)


def test_an_attribution_naming_someone_else_is_no_answer_to_us() -> None:
    original = "Am 02.12.2026 um 09:48 schrieb Jürgen Haas <j.haas@metall.test>:\n> Gerne."
    raw = NOTICE.format(sender="Mail Gateway <gateway@metall.test>", extra="", original=original)
    assert classify(raw).kind == "bounce"
