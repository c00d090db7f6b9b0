"""dsn/f's bounce-side families:

- the receiver's check of OUR sender address failed (Exim's callout "Verification failed for <us> ...
  Sender verify failed", Postfix's "Sender address rejected: undeliverable address", "Could not
  verify sender"): the "User unknown" in it is our address as the check saw it, so `policy`, the
  recipient is kept; the same "User unknown" about the recipient still suppresses;
- session transcripts that log each line with a time stamp and arrows (MDaemon's "--> DATA",
  "<-- 550 ..."): the command the refusal answered decides, as in a Sendmail ">>>"/"<<<" transcript;
- a delay warning whose words say "not yet" ("has not yet been delivered ... THIS IS A WARNING ONLY")
  under a delay subject, sent with Auto-Submitted and a null sender, is a transient bounce, not an
  auto-reply; a person answering under such a subject stays a person.
"""

import pytest

from sequencer.classify.smtp_command import answered_command, remote_words
from tests.unit.classify.helpers import classify, mail

EXIM = """\
Return-path: <>
From: Mail Delivery System <Mailer-Daemon@relay.acme.test>
To: rep@acme.test
X-Failed-Recipients: ana@harbour.test
Auto-Submitted: auto-replied
Subject: Mail delivery failed: returning message to sender

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  ana@harbour.test
    host mx.harbour.test [192.0.2.8]
    SMTP error from remote mail server after RCPT TO:<ana@harbour.test>:
{answer}
"""

SENDER_CHECKS = [
    "    550-Verification failed for <rep@acme.test>\n"
    "    550-Called:   203.0.113.5\n"
    "    550-Sent:     RCPT TO:<rep@acme.test>\n"
    "    550-Response: 550 5.1.1 <rep@acme.test>: Recipient address rejected: User unknown\n"
    "    550 Sender verify failed",
    "    450 4.1.7 <rep@acme.test>: Sender address rejected: undeliverable address: host mx.acme.test"
    " said: 550 5.1.1 User unknown (in reply to RCPT TO command)",
    "    550 5.1.0 <rep@acme.test>: Sender address rejected: User unknown in local recipient table",
    "    550 5.7.1 Could not verify sender <rep@acme.test>: no such user",
]


@pytest.mark.parametrize("answer", SENDER_CHECKS)
def test_a_failed_check_of_our_sender_keeps_the_recipient(answer: str) -> None:
    found = classify(EXIM.format(answer=answer))
    assert found.kind == "bounce"
    assert found.reason == "policy"
    assert not found.suppress_address
    assert found.recipient == "ana@harbour.test"


def test_the_recipient_unknown_at_rcpt_still_suppresses() -> None:
    answer = "    550 5.1.1 <ana@harbour.test>: Recipient address rejected: User unknown in virtual table"
    found = classify(EXIM.format(answer=answer))
    assert found.reason == "user_unknown"
    assert found.suppress_address


MDAEMON = """\
Return-path: <>
From: MDaemon@mail.acme.test
To: rep@acme.test
Subject: Permanent Delivery Failure
Auto-Submitted: auto-replied

The attached message had PERMANENT fatal delivery errors!

YOUR MESSAGE WAS NOT DELIVERED TO ONE OR MORE RECIPIENTS.

--- Session Transcript ---
 Wed 2026-12-02 13:58:41.455: --> MAIL From:<rep@acme.test> SIZE=3987
 Wed 2026-12-02 13:58:41.498: <-- 250 2.1.0 Ok
 Wed 2026-12-02 13:58:41.498: --> RCPT To:<ana@harbour.test>
{after_rcpt}
--- End Transcript ---
"""

AFTER_DATA = """\
 Wed 2026-12-02 13:58:41.544: <-- 250 2.1.5 Ok
 Wed 2026-12-02 13:58:41.544: --> DATA
 Wed 2026-12-02 13:58:41.587: <-- 354 End data with <CR><LF>.<CR><LF>
 Wed 2026-12-02 13:58:41.590: Transfer Complete
 Wed 2026-12-02 13:58:43.912: <-- 550 5.1.1 <ana@harbour.test>: User unknown
 Wed 2026-12-02 13:58:43.912: --> QUIT"""

AT_RCPT = """\
 Wed 2026-12-02 13:58:41.544: <-- 550 5.1.1 <ana@harbour.test>: User unknown
 Wed 2026-12-02 13:58:41.544: --> QUIT"""


def test_an_arrow_transcript_names_the_command_and_the_remote_words() -> None:
    text = MDAEMON.format(after_rcpt=AFTER_DATA)
    assert answered_command(text) == "DATA"
    assert remote_words(text) == "550 5.1.1 <ana@harbour.test>: User unknown"
    assert answered_command(MDAEMON.format(after_rcpt=AT_RCPT)) == "RCPT"


def test_unknown_user_after_data_in_an_arrow_transcript_is_a_filter() -> None:
    found = classify(MDAEMON.format(after_rcpt=AFTER_DATA))
    assert (found.kind, found.reason, found.suppress_address) == ("bounce", "filtered", False)


def test_unknown_user_at_rcpt_in_an_arrow_transcript_is_a_dead_address() -> None:
    found = classify(MDAEMON.format(after_rcpt=AT_RCPT))
    assert (found.kind, found.reason, found.suppress_address) == ("bounce", "user_unknown", True)


WARNING = """\
Return-path: <>
From: MDaemon@mail.acme.test
To: rep@acme.test
Subject: Warning: Message Delivery Delayed
Auto-Submitted: auto-replied

The attached message has not yet been delivered. It has been held in the
retry queue for 4 hours because of a temporary delivery problem.

THIS IS A WARNING ONLY. YOU DO NOT NEED TO RESEND THIS MESSAGE.

--- Session Transcript ---
 Thu 2026-12-10 12:11:39.641: Attempting SMTP connection to [192.0.2.8:25]
 Thu 2026-12-10 12:11:39.702: *  Socket connect error: 10061 Connection refused
 Thu 2026-12-10 12:11:39.702: Message requeued for later delivery
--- End Transcript ---
"""


def test_a_delay_warning_that_says_not_yet_is_a_transient_bounce() -> None:
    found = classify(WARNING)
    assert found.kind == "bounce"
    assert (found.reason, found.permanent, found.suppress_address) == ("network", False, False)


def test_a_person_answering_under_a_delay_subject_stays_a_person() -> None:
    found = classify(
        mail(
            "Hi Alice,\n\nyour mail said it has not yet been delivered, but I got it. Let's talk Tuesday.\n",
            subject="Re: Warning: Message Delivery Delayed",
        )
    )
    assert found.kind == "reply"
