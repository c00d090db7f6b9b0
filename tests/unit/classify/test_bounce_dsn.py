"""RFC 3464 delivery status notifications, one representative per MTA family."""

from tests.unit.classify.helpers import classify

GMAIL_USER_UNKNOWN = """\
Delivered-To: alice@ourco.com
Return-Path: <>
From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>
To: alice@ourco.com
Auto-Submitted: auto-replied
Subject: Delivery Status Notification (Failure)
In-Reply-To: <seq-123@ourco.com>
Date: Mon, 30 Nov 2026 10:00:05 -0800 (PST)
Message-ID: <dsn-1@mx.google.com>
MIME-Version: 1.0
Content-Type: multipart/report; boundary="000abc"; report-type=delivery-status

--000abc
Content-Type: text/plain; charset="UTF-8"

** Address not found **

Your message wasn't delivered to bob@example.com because the address couldn't be found, or is
unable to receive mail.

The response from the remote server was:
550 5.1.1 The email account that you tried to reach does not exist.

--000abc
Content-Type: message/delivery-status

Reporting-MTA: dns; googlemail.com
Arrival-Date: Mon, 30 Nov 2026 10:00:04 -0800 (PST)

Final-Recipient: rfc822; Bob@Example.com
Action: failed
Status: 5.1.1
Remote-MTA: dns; mx.example.com. (203.0.113.9, the server for the domain example.com.)
Diagnostic-Code: smtp; 550-5.1.1 The email account that you tried to reach does
 not exist. Please try double-checking the recipient's email address.
Last-Attempt-Date: Mon, 30 Nov 2026 10:00:05 -0800 (PST)

--000abc
Content-Type: message/rfc822

From: Alice <alice@ourco.com>
To: Bob@Example.com
Subject: Is your inbox full of blocked leads?
Message-ID: <seq-123@ourco.com>

Our policy: we never spam.
--000abc--
"""


def test_a_gmail_dsn_reports_the_recipient_status_code_and_original_message():
    result = classify(GMAIL_USER_UNKNOWN)
    assert result.kind == "bounce"
    assert result.recipient == "bob@example.com"
    assert (result.status, result.smtp_code, result.reason) == ("5.1.1", 550, "user_unknown")
    assert result.permanent is True
    assert result.suppress_address is True
    assert result.original_message_id == "<seq-123@ourco.com>"


def test_a_bounce_wins_over_its_auto_submitted_header():
    assert "Auto-Submitted: auto-replied" in GMAIL_USER_UNKNOWN
    assert classify(GMAIL_USER_UNKNOWN).kind == "bounce"


def test_words_in_our_own_embedded_message_do_not_decide_the_reason():
    # The embedded original says "full", "blocked", "policy" and "spam"; the report gives no cue.
    raw = GMAIL_USER_UNKNOWN.replace("Status: 5.1.1", "Status: 5.0.0").replace("5.1.1", "5.0.0")
    raw = raw.replace("The email account that you tried to reach does\n not exist.", "Rejected.")
    raw = raw.replace("The email account that you tried to reach does not exist.", "Rejected.")
    raw = raw.replace("the address couldn't be found, or is\nunable to receive mail", "it was rejected")
    raw = raw.replace("** Address not found **", "** Message not delivered **")
    result = classify(raw)
    assert (result.status, result.reason, result.suppress_address) == ("5.0.0", "other", False)


POSTFIX_MAILBOX_FULL = """\
From: MAILER-DAEMON@mail.ourco.com (Mail Delivery System)
To: alice@ourco.com
Subject: Undelivered Mail Returned to Sender
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
 boundary="8A1B2C3D.1701334800/mail.ourco.com"

This is a MIME-encapsulated message.

--8A1B2C3D.1701334800/mail.ourco.com
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mail.ourco.com.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

<carol@example.org>: host mx.example.org[203.0.113.5] said: 552 5.2.2
    <carol@example.org>: Recipient mailbox full (in reply to RCPT TO command)

--8A1B2C3D.1701334800/mail.ourco.com
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mail.ourco.com
X-Postfix-Queue-ID: 8A1B2C3D

Final-Recipient: rfc822; carol@example.org
Original-Recipient: rfc822;carol@example.org
Action: failed
Status: 5.2.2
Remote-MTA: dns; mx.example.org
Diagnostic-Code: smtp; 552 5.2.2 <carol@example.org>: Recipient mailbox full

--8A1B2C3D.1701334800/mail.ourco.com
Content-Description: Undelivered Message Headers
Content-Type: text/rfc822-headers

Return-Path: <alice@ourco.com>
From: Alice <alice@ourco.com>
To: carol@example.org
Subject: Following up
Message-ID: <seq-456@ourco.com>

--8A1B2C3D.1701334800/mail.ourco.com--
"""


def test_a_postfix_552_mailbox_full_is_permanent_but_does_not_suppress_the_address():
    result = classify(POSTFIX_MAILBOX_FULL)
    assert (result.kind, result.recipient) == ("bounce", "carol@example.org")
    assert (result.status, result.smtp_code, result.reason) == ("5.2.2", 552, "mailbox_full")
    assert result.permanent is True
    assert result.suppress_address is False


def test_the_original_message_id_comes_from_a_text_rfc822_headers_part():
    assert classify(POSTFIX_MAILBOX_FULL).original_message_id == "<seq-456@ourco.com>"


def test_postfix_user_unknown_suppresses_the_address():
    raw = POSTFIX_MAILBOX_FULL.replace("5.2.2", "5.1.1").replace("552", "550")
    raw = raw.replace("Recipient mailbox full", "Recipient address rejected: User unknown in virtual table")
    result = classify(raw)
    assert (result.status, result.smtp_code, result.reason) == ("5.1.1", 550, "user_unknown")
    assert result.suppress_address is True


def test_postfix_host_not_found_is_host_unknown_without_an_smtp_code():
    raw = POSTFIX_MAILBOX_FULL.replace("Status: 5.2.2", "Status: 5.4.4").replace(
        "Diagnostic-Code: smtp; 552 5.2.2 <carol@example.org>: Recipient mailbox full",
        "Diagnostic-Code: X-Postfix; Host or domain name not found. Name service error for\n"
        " name=example.org type=MX: Host not found",
    )
    raw = raw.replace("host mx.example.org[203.0.113.5] said: 552 5.2.2\n", "Host or domain name not found\n")
    raw = raw.replace("    <carol@example.org>: Recipient mailbox full (in reply to RCPT TO command)\n", "")
    result = classify(raw)
    assert (result.status, result.smtp_code, result.reason) == ("5.4.4", None, "host_unknown")
    assert (result.permanent, result.suppress_address) == (True, True)


EXCHANGE_NDR = """\
From: Microsoft Outlook <postmaster@contoso.onmicrosoft.com>
To: Alice <alice@ourco.com>
Subject: Undeliverable: Quick question
Content-Type: multipart/report; report-type=delivery-status; boundary="_000_NDR"
MIME-Version: 1.0

--_000_NDR
Content-Type: text/plain; charset="us-ascii"

Your message to erin@contoso.com couldn't be delivered.
erin wasn't found at contoso.com.

Diagnostic information for administrators:

Generating server: DM6PR01MB1234.namprd01.prod.outlook.com

erin@contoso.com
Remote Server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup'

Original message headers:

Message-ID: <seq-789@ourco.com>
Subject: Quick question

--_000_NDR
Content-Type: message/delivery-status

Reporting-MTA: dns;DM6PR01MB1234.namprd01.prod.outlook.com

Original-Recipient: rfc822;Erin@contoso.com
Final-Recipient: rfc822;erin@contoso.com
Action: failed
Status: 5.1.10
Diagnostic-Code: smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup

--_000_NDR--
"""


def test_an_exchange_ndr_reads_the_resolver_status_and_the_quoted_original_headers():
    result = classify(EXCHANGE_NDR)
    assert (result.kind, result.recipient) == ("bounce", "erin@contoso.com")
    assert (result.status, result.smtp_code, result.reason) == ("5.1.10", 550, "user_unknown")
    assert result.suppress_address is True
    assert result.original_message_id == "<seq-789@ourco.com>"


def test_access_denied_under_a_5_7_1_status_is_policy_not_user_unknown():
    raw = EXCHANGE_NDR.replace("5.1.10", "5.7.1").replace(
        "RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup",
        "Recipient address rejected: Access denied. AS(201806281)",
    )
    result = classify(raw)
    assert (result.status, result.reason, result.permanent) == ("5.7.1", "policy", True)
    assert result.suppress_address is False


def test_access_denied_under_microsofts_5_4_1_is_an_unknown_recipient():
    raw = EXCHANGE_NDR.replace("5.1.10", "5.4.1").replace(
        "RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup",
        "Recipient address rejected: Access denied. AS(201806281)",
    )
    result = classify(raw)
    assert (result.status, result.reason, result.suppress_address) == ("5.4.1", "user_unknown", True)


GMAIL_DELAY = """\
From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>
To: alice@ourco.com
Subject: Delivery Status Notification (Delay)
In-Reply-To: <seq-900@ourco.com>
Content-Type: multipart/report; report-type=delivery-status; boundary="d1"

--d1
Content-Type: text/plain; charset="UTF-8"

** Message not delivered yet **

There was a temporary problem delivering your message to mia@example.com. Gmail will retry for
46 more hours. You'll be notified if the delivery fails permanently.

--d1
Content-Type: message/delivery-status

Reporting-MTA: dns; googlemail.com

Final-Recipient: rfc822; mia@example.com
Action: delayed
Status: 4.4.7
Diagnostic-Code: smtp; 421 4.4.0 [203.0.113.9] connection timed out

--d1--
"""


def test_a_delayed_dsn_is_transient_and_not_expired_while_the_mta_keeps_trying():
    result = classify(GMAIL_DELAY)
    assert (result.kind, result.recipient) == ("bounce", "mia@example.com")
    assert (result.status, result.smtp_code) == ("4.4.7", 421)
    assert (result.permanent, result.reason, result.suppress_address) == (False, "other", False)


def test_without_embedded_headers_the_notice_in_reply_to_names_the_original_message():
    assert classify(GMAIL_DELAY).original_message_id == "<seq-900@ourco.com>"


def test_a_final_failure_on_a_4xx_status_means_the_mta_gave_up():
    raw = GMAIL_DELAY.replace("Action: delayed", "Action: failed").replace("(Delay)", "(Failure)")
    raw = raw.replace("Message not delivered yet", "Message not delivered").replace(
        "Gmail will retry", "Gmail"
    )
    result = classify(raw)
    assert (result.permanent, result.reason, result.suppress_address) == (False, "expired", False)


def test_a_disabled_account_is_suspended_and_keeps_the_address():
    raw = GMAIL_USER_UNKNOWN.replace("5.1.1", "5.2.1").replace(
        "does\n not exist. Please try double-checking the recipient's email address.", "is disabled."
    )
    raw = raw.replace("does not exist.", "is disabled.")
    result = classify(raw)
    assert (result.status, result.permanent, result.reason) == ("5.2.1", True, "suspended")
    assert result.suppress_address is False
    assert result.evidence == "5.2.1 disabled"


def test_a_multi_recipient_dsn_reports_the_failed_recipient_before_a_delayed_one():
    raw = GMAIL_DELAY.replace(
        "Diagnostic-Code: smtp; 421 4.4.0 [203.0.113.9] connection timed out\n",
        "Diagnostic-Code: smtp; 421 4.4.0 timed out\n\n"
        "Final-Recipient: rfc822; noah@example.net\nAction: failed\nStatus: 5.1.1\n"
        "Diagnostic-Code: smtp; 550 5.1.1 user unknown\n",
    )
    result = classify(raw)
    assert (result.recipient, result.status, result.permanent) == ("noah@example.net", "5.1.1", True)


def test_the_original_recipient_we_sent_to_wins_over_a_forwarding_target():
    raw = EXCHANGE_NDR.replace(
        "Original-Recipient: rfc822;Erin@contoso.com", "Original-Recipient: rfc822;erin@old.example"
    )
    assert classify(raw).recipient == "erin@old.example"
