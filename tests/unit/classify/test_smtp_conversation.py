"""The SMTP conversation decides a dead address: pipelined transcripts, labelled commands, empty
recipient slots, x.2.1 codes with unknown-user words, the server's words over a summary, and a report
whose declared MIME boundary the body never uses."""

import pytest

from sequencer.classify import classify_message, parse_message
from sequencer.classify.reasons import decide, refused_recipient
from sequencer.classify.smtp_command import answered_command, remote_words


def test_a_failure_logged_after_a_pipelined_data_that_the_server_follows_with_need_rcpt_answered_rcpt():
    transcript = (
        ">>> DATA\n<<< 550 5.1.1 <ana@lumen.test>... User unknown\n<<< 503 5.0.0 Need RCPT (recipient)\n"
    )
    assert answered_command(transcript) == "RCPT"
    no_valid = ">>> DATA\n<<< 550 5.5.0 Invalid recipient\n<<< 554 5.5.1 Error: no valid recipients\n"
    assert answered_command(no_valid) == "RCPT"


def test_a_failure_after_data_with_no_recipient_complaint_stays_a_data_answer():
    assert answered_command(">>> DATA\n<<< 550 5.1.1 User unknown\n>>> QUIT\n") == "DATA"


def test_a_labelled_smtp_command_field_names_the_command():
    assert (
        answered_command("-------server message\n550 unknown user\n\n-------SMTP command\nDATA\n") == "DATA"
    )
    assert answered_command("SMTP command: RCPT TO:<bo@lumen.test>") == "RCPT"


def test_an_empty_recipient_slot_is_an_answer_to_the_message():
    assert answered_command("Diagnostic-Code: smtp; 550 : User unknown") == "DATA"
    assert answered_command("550: : User unknown") == "DATA"
    assert answered_command("550 <bo@lumen.test>: User unknown") is None


def test_x_2_1_with_unknown_user_words_is_an_unknown_user_but_disabled_words_keep_it_suspended():
    assert decide("5.2.1", "550 5.2.1 <bo@lumen.test>... User Unknown").reason == "user_unknown"
    assert decide("5.2.1", "550 5.2.1 <bo@lumen.test>... Addressee unknown").reason == "user_unknown"
    assert decide("5.2.1", "550 5.2.1 Recipient unknown").reason == "user_unknown"
    assert decide("5.2.1", "550 5.2.1 The email account is disabled").reason == "suspended"
    assert decide("5.2.1", "550 5.2.1 Addressee unknown: account disabled").reason == "suspended"
    # Answered to DATA: a filter's words, the address stays.
    assert _postfix("550 5.2.1 <bo@lumen.test>... Addressee unknown", "end of DATA").suppress_address is False


def test_the_servers_own_words_outvote_a_summary_in_the_notice_prose():
    decision = decide(
        "5.1.1", "550 5.7.1 IP address blacklisted by recipient", "550 5.1.1 <x@y.test>... User unknown"
    )
    assert decision.reason != "user_unknown"


def test_dead_address_phrasing_families():
    assert decide(None, "550 Mailbox unavailable or access denied - <bo@lumen.test>").reason == "user_unknown"
    assert decide(None, "Invalid final delivery userid: bo@lumen.test").reason == "user_unknown"
    assert decide(None, "Sorry, no mailbox here by that name. (#5.1.1)").reason == "user_unknown"


MANGLED = """\
Return-Path: <>
From: MAILER-DAEMON@mx.sender.test (Mail Delivery System)
To: rep@acme.test
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="DECLARED.1/mx.sender.test"

--USED.2/mx.sender.test
Content-Type: text/plain

I'm sorry to have to inform you that your message could not be delivered.

--USED.2/mx.sender.test
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.sender.test

Final-Recipient: rfc822; bo@lumen.test
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 <bo@lumen.test>: Recipient address rejected: User unknown

--USED.2/mx.sender.test--
"""


def test_a_report_whose_declared_boundary_the_body_never_uses_is_read_with_the_one_it_uses():
    result = classify_message(parse_message(MANGLED.encode()))
    assert (result.kind, result.status, result.recipient) == ("bounce", "5.1.1", "bo@lumen.test")
    assert result.suppress_address is True


def test_sendmails_multiline_pipelining_answer_names_the_rejected_recipients():
    transcript = (
        ">>> DATA\n<<< 550 unknown user\n550 5.1.1 <bo@lumen.test>... User unknown\n"
        "<<< 503-All RCPT commands were rejected with this error:\n<<< 503-unknown user\n"
        "<<< 503 Valid RCPT command must precede DATA\n"
    )
    assert answered_command(transcript) == "RCPT"


def test_a_domain_that_takes_no_mail_is_a_dead_domain():
    # RFC 7505 null MX in Exim's and Sendmail's words (Sendmail writes 5.7.27 for the recipient's domain).
    assert decide(None, "an MX or SRV record indicated no SMTP service").reason == "host_unknown"
    assert decide("5.7.27", "550 Host does not accept mail").reason == "host_unknown"
    assert decide("5.1.10", "556 5.1.10 Domain does not accept mail").reason == "user_unknown"


SENDMAIL_NOTICE = """\
From: Mail Delivery Subsystem <MAILER-DAEMON@relay.acme.test>
To: rep@acme.test
Subject: Returned mail: see transcript for details

   ----- The following addresses had permanent fatal errors -----
<bo@lumen.test>
    (reason: {answer})

   ----- Transcript of session follows -----
... while talking to mx.lumen.test.:
>>> DATA
<<< {answer}
550 5.1.1 <bo@lumen.test>... User unknown
<<< 503 5.5.1 RCPT first
"""


def test_a_transcripts_remote_answers_are_the_servers_words_not_sendmails_own_line():
    text = SENDMAIL_NOTICE.format(answer="553 Sender Policy Framework (SPF) fail")
    assert (
        remote_words(text) == "553 Sender Policy Framework (SPF) fail\n553 Sender Policy Framework (SPF) fail"
    )
    assert (
        remote_words(">>> RCPT To:<bo@lumen.test>\n<<< 450 busy\n<<< 550 unknown user\n")
        == "550 unknown user"
    )
    assert remote_words("550 5.1.1 <bo@lumen.test>... User unknown\n") == ""


def test_sendmails_user_unknown_line_under_a_policy_refusal_keeps_the_address():
    raw = SENDMAIL_NOTICE.format(answer="553 Sender Policy Framework (SPF) fail")
    result = classify_message(parse_message(raw.encode()))
    assert (result.reason, result.suppress_address, result.smtp_code) == ("policy", False, 553)


def test_sendmails_user_unknown_line_under_a_suspended_mailbox_keeps_the_address():
    raw = SENDMAIL_NOTICE.format(answer="550 [SUSPEND] Mailbox currently suspended")
    result = classify_message(parse_message(raw.encode()))
    assert (result.reason, result.suppress_address) == ("suspended", False)


def test_the_servers_unknown_user_answer_in_a_pipelined_transcript_is_a_dead_address():
    raw = SENDMAIL_NOTICE.format(answer="550 Requested action not taken: mailbox unavailable")
    result = classify_message(parse_message(raw.encode()))
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


POSTFIX_NOTICE = """\
From: MAILER-DAEMON@mail.acme.test (Mail Delivery System)
To: rep@acme.test
Subject: Undelivered Mail Returned to Sender

<bo@lumen.test>: host mx.lumen.test[192.0.2.1] said: {answer} (in reply to {command} command)
"""


def _postfix(answer: str, command: str = "RCPT TO"):
    return classify_message(parse_message(POSTFIX_NOTICE.format(answer=answer, command=command).encode()))


@pytest.mark.parametrize(
    "answer",
    ["550 5.7.1 No such user here", "553 sorry, badrcptto(user mail-box not found) (#5.7.1)",
     "554 5.7.1 <bo@lumen.test>: Recipient address rejected: Nonexistent user",
     "550 5.7.1 <bo@lumen.test>: Recipient address rejected: this\n    user does not exist here"],
)  # fmt: skip
def test_unknown_address_words_under_a_generic_5_7_1_at_rcpt_are_a_dead_address(answer):
    result = _postfix(answer)
    assert (result.reason, result.suppress_address) == ("user_unknown", True)
    assert "refused at RCPT" in (result.evidence or "")


@pytest.mark.parametrize(
    ("answer", "command"),
    [
        (
            "554 5.7.1 <bo@lumen.test>: Recipient address rejected: Access denied",
            "RCPT TO",
        ),  # an access table
        ("550 5.7.1 Recipient address rejected: mailbox unavailable", "RCPT TO"),  # refused, not unknown
        ("550 5.7.1 No such user, listed at spamhaus", "RCPT TO"),  # a blocklist named
        ("550 5.7.1 No such user here", "end of DATA"),  # answered the message: a filter
    ],
)
def test_5_7_1_keeps_the_address_when_the_words_or_the_command_do_not_name_an_unknown_recipient(
    answer, command
):
    assert _postfix(answer, command).suppress_address is False


def test_refused_recipient_reads_only_generic_security_statuses():
    assert refused_recipient("5.7.1", "550 5.7.1 No such user").reason == "user_unknown"
    assert refused_recipient("5.7.13", "550 5.7.13 User unknown") is None  # disabled account
    assert refused_recipient("5.1.1", "550 5.1.1 No such user") is None  # not a policy status at all


WRAPPED_DATA = """\
From: MAILER-DAEMON@mail.acme.test (Mail Delivery System)
To: rep@acme.test
Subject: Undelivered Mail Returned to Sender

<bo@lumen.test>: host mx.lumen.test[192.0.2.1] said: 554 delivery error: This user
    doesn't have a lumen.test account [0] - mta3.lumen.test (in
    reply to end of DATA command)
"""


def test_a_wrapped_in_reply_to_end_of_data_still_names_data():
    assert answered_command(WRAPPED_DATA) == "DATA"
    assert answered_command("said: 550 No such user (in reply to RCPT\n    TO command)") == "RCPT"
    result = classify_message(parse_message(WRAPPED_DATA.encode()))
    assert (result.reason, result.suppress_address) == ("filtered", False)


def test_a_server_asking_for_rcpt_before_data_says_the_pipelined_refusal_answered_rcpt():
    transcript = (
        ">>> DATA\n<<< 550 bo@lumen.test... No such user\n"
        "<<< 503 Issue RCPT TO: command before DATA command\n"
    )
    assert answered_command(transcript) == "RCPT"
