"""Bounces written as prose (no delivery-status part): qmail, Exim, Sendmail, Yahoo, Microsoft, Gmail."""

import pytest

from tests.unit.classify.helpers import classify

QMAIL = """\
From: MAILER-DAEMON@mail.example.com
To: alice@ourco.com
Subject: failure notice

Hi. This is the qmail-send program at mail.example.com.
I'm afraid I wasn't able to deliver your message to the following addresses.
This is a permanent error; I've given up. Sorry it didn't work out.

<gina@example.com>:
Sorry, no mailbox here by that name. (#5.1.1)

--- Below this line is a copy of the message.

Return-Path: <alice@ourco.com>
Message-ID: <seq-q1@ourco.com>
From: alice@ourco.com
To: gina@example.com
Subject: hi

Is your mailbox full? We unblock blocked inboxes. Reply to alice@ourco.com.
"""


def test_qmail_plain_text_gives_recipient_status_and_the_quoted_message_id():
    result = classify(QMAIL)
    assert (result.kind, result.recipient) == ("bounce", "gina@example.com")
    assert (result.status, result.smtp_code, result.reason) == ("5.1.1", None, "user_unknown")
    assert (result.permanent, result.suppress_address) == (True, True)
    assert result.original_message_id == "<seq-q1@ourco.com>"


def test_qmail_host_not_found_is_host_unknown():
    raw = QMAIL.replace(
        "Sorry, no mailbox here by that name. (#5.1.1)",
        "Sorry, I couldn't find any host named nosuchdomain.example. (#5.1.2)",
    )
    result = classify(raw)
    assert (result.status, result.reason, result.suppress_address) == ("5.1.2", "host_unknown", True)


def test_a_remote_smtp_reply_without_enhanced_code_infers_the_status_from_the_code():
    raw = QMAIL.replace(
        "Sorry, no mailbox here by that name. (#5.1.1)", "Remote host said: 550 No such user here"
    )
    result = classify(raw)
    assert (result.status, result.smtp_code, result.reason) == ("5.0.0", 550, "user_unknown")


def test_the_quoted_copy_of_our_message_never_supplies_the_reason():
    raw = QMAIL.replace("Sorry, no mailbox here by that name. (#5.1.1)", "Remote host said: 554 rejected")
    result = classify(raw)
    assert (result.status, result.reason) == ("5.0.0", "other")


EXIM_BLOCKED = """\
From: Mail Delivery System <Mailer-Daemon@mx.example.net>
To: alice@ourco.com
Subject: Mail delivery failed: returning message to sender
X-Failed-Recipients: hank@example.net
Auto-Submitted: auto-replied

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  hank@example.net
    host mx.example.net [198.51.100.7]
    SMTP error from remote mail server after RCPT TO:<hank@example.net>:
    550 5.7.1 Service unavailable; client [192.0.2.1] blocked using zen.spamhaus.org

------ This is a copy of the message, including all the headers. ------

Return-path: <alice@ourco.com>
Message-ID: <seq-e1@ourco.com>
Subject: Hello

Hi Hank
"""


def test_exim_5_7_1_spamhaus_listing_is_blocked_and_keeps_the_address():
    result = classify(EXIM_BLOCKED)
    assert (result.kind, result.recipient) == ("bounce", "hank@example.net")
    assert (result.status, result.smtp_code, result.reason) == ("5.7.1", 550, "blocked")
    assert (result.permanent, result.suppress_address) == (True, False)
    assert result.original_message_id == "<seq-e1@ourco.com>"


def test_exim_retry_timeout_is_expired_and_transient():
    raw = EXIM_BLOCKED.replace(
        "    host mx.example.net [198.51.100.7]\n    SMTP error from remote mail server after RCPT TO:"
        "<hank@example.net>:\n    550 5.7.1 Service unavailable; client [192.0.2.1] blocked using "
        "zen.spamhaus.org\n",
        "    retry timeout exceeded\n",
    )
    result = classify(raw)
    assert (result.status, result.smtp_code, result.reason) == (None, None, "expired")
    assert (result.permanent, result.suppress_address) == (False, False)


def test_x_failed_recipients_alone_marks_a_bounce_and_names_the_recipient():
    raw = """\
From: Delivery Robot <robot@relay.example.com>
To: alice@ourco.com
Subject: Message failed
X-Failed-Recipients: Quinn@Example.com

The message could not be delivered.
Remote server said: 550 5.1.1 mailbox unavailable
"""
    result = classify(raw)
    assert (result.kind, result.recipient, result.reason) == ("bounce", "quinn@example.com", "user_unknown")


SENDMAIL = """\
From: Mail Delivery Subsystem <MAILER-DAEMON@relay.example.com>
To: <alice@ourco.com>
Subject: Returned mail: see transcript for details
Auto-Submitted: auto-generated (failure)

The original message was received at Mon, 30 Nov 2026 10:00:00 -0500
from mail.ourco.com [192.0.2.1]

   ----- The following addresses had permanent fatal errors -----
<ivan@example.com>
    (reason: 550 5.1.1 <ivan@example.com>... User unknown)

   ----- Transcript of session follows -----
... while talking to mx.example.com.:
>>> RCPT To:<ivan@example.com>
<<< 550 5.1.1 <ivan@example.com>... User unknown

   ----- Original message follows -----

Message-Id: <seq-s1@ourco.com>
From: alice@ourco.com
"""

YAHOO = """\
From: MAILER-DAEMON@yahoo.com
To: alice@ourco.com
Subject: Failure Notice

Sorry, we were unable to deliver your message to the following address.

<judy@yahoo.com>:
Remote host said: 554 delivery error: dd This user doesn't have a yahoo.com account (judy@yahoo.com)
 [0] - mta1234.mail.ne1.yahoo.com

--- Below this line is a copy of the message.

Message-ID: <seq-y1@ourco.com>
"""

MICROSOFT_TEXT = """\
From: postmaster@outlook.com
To: alice@ourco.com
Subject: Undeliverable: Hello

Delivery has failed to these recipients or groups:

frank@fabrikam.com (frank@fabrikam.com)
The email address you entered couldn't be found. Please check the recipient's email address.

Diagnostic information for administrators:

Generating server: BY2PR01MB123.prod.outlook.com

frank@fabrikam.com
#550 5.1.1 RESOLVER.ADR.RecipientNotFound; not found ##

Original message headers:

Message-ID: <seq-m1@ourco.com>
"""

GMAIL_TEXT = """\
From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>
To: alice@ourco.com
Subject: Delivery Status Notification (Failure)

Delivery to the following recipient failed permanently:

     leo@example.com

Technical details of permanent failure:
Google tried to deliver your message, but it was rejected by the server for the recipient domain.

The error that the other server returned was:
550 5.1.1 <leo@example.com>: Recipient address rejected: User unknown in local recipient table

----- Original message -----

Message-ID: <seq-g1@ourco.com>
"""


@pytest.mark.parametrize(
    ("raw", "recipient", "status", "code", "message_id"),
    [
        (SENDMAIL, "ivan@example.com", "5.1.1", 550, "<seq-s1@ourco.com>"),
        (YAHOO, "judy@yahoo.com", "5.0.0", 554, "<seq-y1@ourco.com>"),
        (MICROSOFT_TEXT, "frank@fabrikam.com", "5.1.1", 550, "<seq-m1@ourco.com>"),
        (GMAIL_TEXT, "leo@example.com", "5.1.1", 550, "<seq-g1@ourco.com>"),
    ],
    ids=["sendmail", "yahoo", "microsoft", "gmail"],
)
def test_plain_text_user_unknown_notices_are_read_per_family(raw, recipient, status, code, message_id):
    result = classify(raw)
    assert (result.kind, result.recipient) == ("bounce", recipient)
    assert (result.status, result.smtp_code, result.reason) == (status, code, "user_unknown")
    assert (result.permanent, result.suppress_address) == (True, True)
    assert result.original_message_id == message_id


def test_a_notice_with_a_failure_subject_and_wording_is_a_bounce_even_from_an_unusual_sender():
    raw = """\
From: Mail System <notices@mx.example.com>
To: alice@ourco.com
Subject: Undeliverable message

Your message could not be delivered to pat@example.com.
552 Mailbox over quota
"""
    result = classify(raw)
    assert (result.kind, result.recipient) == ("bounce", "pat@example.com")
    assert (result.status, result.smtp_code, result.reason) == ("5.2.2", 552, "mailbox_full")


def test_a_person_forwarding_a_bounce_is_not_a_bounce():
    raw = "From: bob@example.com\nTo: alice@ourco.com\nSubject: Fwd: Undeliverable message\n\n" + (
        "FYI this bounced:\nThis message was created automatically by mail delivery software.\n"
    )
    assert classify(raw).kind == "reply"


def test_an_amazon_ses_notice_without_codes_is_a_final_failure_that_names_no_dead_address():
    raw = """\
From: MAILER-DAEMON@amazonses.com
To: alice@ourco.com
Subject: Delivery Status Notification (Failure)

An error occurred while trying to deliver the mail to the following recipients:
kate@example.com
"""
    result = classify(raw)
    assert (result.kind, result.recipient) == ("bounce", "kate@example.com")
    # A final report without a code is permanent; nothing in it says the address is dead.
    assert (result.status, result.smtp_code, result.permanent, result.reason) == (None, None, True, "other")
    assert result.suppress_address is False


def test_an_exim_delay_warning_is_a_transient_bounce_even_though_it_mentions_giving_up_later():
    raw = """\
From: Mail Delivery System <Mailer-Daemon@mx.ourco.com>
To: alice@ourco.com
Subject: Warning: message 1abc-000123-AB delayed 24 hours
Auto-Submitted: auto-replied

This message was created automatically by mail delivery software.
A message that you sent has not yet been delivered to one or more of its
recipients after more than 24 hours on the queue on mx.ourco.com.

The address to which the message has not yet been delivered is:

  pat@example.com
    host mx.example.com [203.0.113.4]
    Delay reason: SMTP error from remote mail server after RCPT TO:<pat@example.com>:
    451 4.7.1 Greylisted, try again later

No action is required on your part. Eventually the mail delivery software will give up,
and when that happens, the message will be returned to you.
"""
    result = classify(raw)
    assert (result.kind, result.recipient) == ("bounce", "pat@example.com")
    assert (result.status, result.smtp_code, result.permanent) == ("4.7.1", 451, False)
    assert result.suppress_address is False


def test_a_notice_from_the_empty_address_is_delivery_software():
    raw = (
        'From: "Jetmail System" <>\nTo: alice@ourco.com\nSubject: Mail Error\n\n'
        "Your mail cannot be delivered to the following address(es):\n  bob@example.com\n"
    )
    assert classify(raw).kind == "bounce"


def test_a_person_writing_about_a_delivery_problem_is_not_a_bounce():
    raw = (
        "From: Bob Prospect <bob@example.com>\nTo: alice@ourco.com\nSubject: Re: mail error\n\n"
        "Your last mail could not be delivered to our old address, use this one.\n"
    )
    assert classify(raw).kind != "bounce"


def test_postfix_expanded_from_names_the_address_we_sent_to():
    raw = """\
From: MAILER-DAEMON@mail.ourco.com (Mail Delivery System)
To: alice@ourco.com
Subject: Undelivered Mail Returned to Sender

<target@elsewhere.test> (expanded from <Team@example.com>): host mx.elsewhere.test[192.0.2.7]
    said: 550 5.1.1 User unknown (in reply to RCPT TO command)
"""
    result = classify(raw)
    assert (result.recipient, result.reason) == ("team@example.com", "user_unknown")
