"""A list manager's automatic forward of a bounce it could not parse (Mailman's "Uncaught bounce
notification", LISTSERV's "identified as a delivery error", Sympa-like "could not be analysed") is
the bounce inside it: the attached report is read. A person forwarding a bounce, a forward whose
attachment is no bounce, and the list manager's own notices without a bounce attached are not."""

import pytest

from tests.unit.classify.helpers import classify

INNER = """\
Return-path: <>
From: Mail Delivery System <Mailer-Daemon@mx3.harbour.test>
To: outreach-bounces+ana=harbour.test@lists.acme.test
X-Failed-Recipients: ana@harbour.test
Auto-Submitted: auto-replied
Subject: Mail delivery failed: returning message to sender

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  ana@harbour.test
    SMTP error from remote mail server after RCPT TO:<ana@harbour.test>:
    550 5.1.1 <ana@harbour.test>: Recipient address rejected: User unknown
"""

NOT_A_BOUNCE = """\
From: Ana Pereira <ana@harbour.test>
To: outreach@lists.acme.test
Subject: Re: Route planning

Thanks, let's talk Tuesday.
"""


def forward(words: str, *, subject: str, sender: str, inner: str = INNER, extra: str = "") -> str:
    return (
        f"From: {sender}\n"
        "To: rep@acme.test\n"
        f"Subject: {subject}\n"
        f"{extra}"
        "MIME-Version: 1.0\n"
        'Content-Type: multipart/mixed; boundary="B"\n\n'
        "--B\nContent-Type: text/plain; charset=us-ascii\n\n"
        f"{words}\n\n"
        "--B\nContent-Type: message/rfc822\n\n"
        f"{inner}\n"
        "--B--\n"
    )


MAILMAN = (
    "The attached message was received as a bounce, but either the bounce\n"
    "format was not recognized, or no member addresses could be extracted\n"
    "from it.  This mailing list has been configured to send all\n"
    "unrecognized bounce messages to the list administrator(s)."
)
LISTSERV = (
    "The enclosed message has been identified as a delivery error for the\n"
    "OUTREACH list because it was sent to 'owner-outreach@LISTSERV.ACME.TEST'."
)
SYMPA = "A bounce was received for the list outreach but could not be analysed as a\ndelivery report."


@pytest.mark.parametrize(
    ("words", "subject", "sender", "extra"),
    [
        (
            MAILMAN,
            "Uncaught bounce notification",
            "outreach-owner@lists.acme.test",
            "X-Mailman-Version: 2.1.39\n",
        ),
        (MAILMAN, "Uncaught bounce notification", "outreach-owner@lists.acme.test", ""),
        (LISTSERV, "Delivery error report", "LISTSERV@listserv.acme.test", "Precedence: bulk\n"),
        (SYMPA, "Bounce for list outreach", "sympa@lists.acme.test", "Auto-Submitted: auto-generated\n"),
    ],
)
def test_the_forwarded_bounce_is_read(words: str, subject: str, sender: str, extra: str) -> None:
    found = classify(forward(words, subject=subject, sender=sender, extra=extra))
    assert found.kind == "bounce"
    assert (found.recipient, found.reason, found.suppress_address) == (
        "ana@harbour.test",
        "user_unknown",
        True,
    )


def test_a_person_forwarding_a_bounce_stays_a_person() -> None:
    words = "Hi Rita,\n\nI got this bounce when I wrote to Ana, do you have her new address?\n\nThanks, Tom"
    found = classify(
        forward(words, subject="Fwd: Mail delivery failed", sender="Tom Berg <tom@harbour.test>")
    )
    assert found.kind != "bounce"


def test_a_person_quoting_the_list_managers_words_under_a_reply_subject_stays_a_person() -> None:
    found = classify(
        forward(MAILMAN, subject="Re: Uncaught bounce notification", sender="Tom Berg <tom@harbour.test>")
    )
    assert found.kind != "bounce"


def test_a_forward_without_a_bounce_attached_is_no_bounce() -> None:
    found = classify(
        forward(
            MAILMAN,
            subject="Uncaught bounce notification",
            sender="outreach-owner@lists.acme.test",
            inner=NOT_A_BOUNCE,
            extra="X-Mailman-Version: 2.1.39\n",
        )
    )
    assert found.kind != "bounce"
