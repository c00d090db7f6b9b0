"""A mail system's journal report (Exchange envelope journaling, an archive gateway) wraps the message
it recorded: a text of envelope fields ("Sender:", "Subject:", "Message-Id:", "To:") and the message
attached. When the recorded message is a bounce, the report is read as that bounce, like a list
manager's automatic forward. A journal report of a person's mail, and a person forwarding a bounce
(a letter, a "Fwd:"/"WG:" subject), are no bounce."""

import pytest

from sequencer.classify import parse_message
from sequencer.classify.list_bounce import journal_report
from tests.unit.classify.helpers import classify

QMAIL = """\
Return-Path: <>
From: MAILER-DAEMON@mail.kestrel.test
To: rep@acme.test
Subject: failure notice

Hi. This is the qmail-send program at mail.kestrel.test.
I'm afraid I wasn't able to deliver your message to the following addresses.
This is a permanent error; I've given up. Sorry it didn't work out.

<ben@kestrel.test>:
Sorry, no mailbox here by that name. vpopmail (#5.1.1)
"""

EXIM_AFTER_DATA = """\
Return-path: <>
From: Mail Delivery System <Mailer-Daemon@mx.harbour.test>
To: rep@acme.test
X-Failed-Recipients: ana@harbour.test
Subject: Mail delivery failed: returning message to sender

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  ana@harbour.test
    SMTP error from remote mail server after end of data:
    550 5.7.1 Message rejected as spam by content filter
"""

PERSON = """\
From: Ben Hughes <ben@kestrel.test>
To: rep@acme.test
Subject: Re: Referral letters

Thanks, Thursday works for us.
"""

ENVELOPE = (
    "Sender: {sender}\nSubject: {subject}\nMessage-Id: <20261207153008.19023@mail.kestrel.test>\n"
    "To: rep@acme.test"
)


def journal(inner: str, *, subject: str, sender: str, marked: bool = True, words: str | None = None) -> str:
    marker = "X-MS-Journal-Report:\nX-MS-Exchange-Organization-Journal-Report:\n" if marked else ""
    text = words if words is not None else ENVELOPE.format(sender=sender, subject=subject)
    return (
        "From: Microsoft Exchange <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@acme.test>\n"
        "To: <journal@acme.test>\n"
        f"Subject: {subject}\n"
        f"{marker}"
        "MIME-Version: 1.0\n"
        'Content-Type: multipart/mixed; boundary="J"\n\n'
        "--J\nContent-Type: text/plain; charset=us-ascii\n\n"
        f"{text}\n\n"
        "--J\nContent-Type: message/rfc822\nContent-Disposition: attachment\n\n"
        f"{inner}\n"
        "--J--\n"
    )


@pytest.mark.parametrize("marked", [True, False])
def test_a_journal_report_of_a_bounce_is_that_bounce(marked: bool) -> None:
    found = classify(
        journal(QMAIL, subject="failure notice", sender="MAILER-DAEMON@mail.kestrel.test", marked=marked)
    )
    assert (found.kind, found.recipient, found.reason, found.suppress_address) == (
        "bounce",
        "ben@kestrel.test",
        "user_unknown",
        True,
    )


def test_the_recorded_bounce_keeps_its_own_reading() -> None:
    found = classify(
        journal(
            EXIM_AFTER_DATA,
            subject="Mail delivery failed: returning message to sender",
            sender="Mailer-Daemon@mx.harbour.test",
        )
    )
    assert (found.kind, found.reason, found.suppress_address) == ("bounce", "filtered", False)


def test_a_journal_report_of_a_persons_mail_is_no_bounce() -> None:
    found = classify(journal(PERSON, subject="Re: Referral letters", sender="ben@kestrel.test"))
    assert found.kind != "bounce"


def test_a_person_forwarding_a_bounce_as_an_attachment_stays_a_person() -> None:
    words = "Hi Dana,\n\nI got this back when I wrote to Ben, do you have another address for him?\n\nTom"
    found = classify(
        journal(QMAIL, subject="Fwd: failure notice", sender="tom@kestrel.test", marked=False, words=words)
    )
    assert found.kind == "reply"


def test_envelope_lines_under_a_forward_subject_stay_a_person() -> None:
    found = classify(
        journal(QMAIL, subject="WG: failure notice", sender="MAILER-DAEMON@mail.kestrel.test", marked=False)
    )
    assert found.kind == "reply"


def test_only_envelope_fields_with_sender_and_message_id_make_an_unmarked_journal_report() -> None:
    msg = parse_message(b"From: x@acme.test\nSubject: y\n\nz")
    assert journal_report(msg, ENVELOPE.format(sender="a@kestrel.test", subject="failure notice"))
    assert not journal_report(msg, "From: Tom Berg\nTo: Dana\nSubject: failure notice")
    assert not journal_report(msg, ENVELOPE.format(sender="a@kestrel.test", subject="x") + "\nSee below.")
