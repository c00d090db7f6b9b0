"""Reasons the words name, not the status:

- a delay notice's reason is the cause its last attempt met, when the notice prints the server's
  answer ("Server at mx returned '450 4.4.316 Connection refused'" is `network`), else `other`;
- Postfix's "451 4.3.0 Temporary lookup failure" is the receiving server's own table lookup failing
  (`system`); a temporary DNS failure stays `network`;
- NetEase's coded answers: "554 DT:SPM" (content judged spam) is `filtered`, "554 IP:B01" `blocked`,
  "554 DT:SUM" `policy`;
- the recipient's settings refusing our sending domain or address (Japanese carriers' 受信拒否設定,
  "Rejected by recipient's filter settings (domain x)") are `blocked`: our sender is banned; a spam
  filter that judged the content stays `filtered`.
"""

import pytest

from sequencer.classify import classify_message, parse_message

M365_DELAY = """\
From: Microsoft Outlook <MicrosoftExchange329e71ec@acme.test>
To: rep@acme.test
Subject: Delivery delayed:Spring catalogue
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="B"

--B
Content-Type: text/plain; charset=us-ascii

Delivery is delayed to these recipients or groups:

ana@harbour.test (ana@harbour.test)

This message hasn't been delivered yet. Delivery will continue to be attempted.

Diagnostic information for administrators:

Server at mx.harbour.test (192.0.2.8) returned '400 4.4.7 Message delayed'
8/20/2025 10:13:58 PM - Server at mx.harbour.test (192.0.2.8) returned '{last}'

--B
Content-Type: message/delivery-status

Reporting-MTA: dns;mail.acme.test

Final-Recipient: rfc822;ana@harbour.test
Action: delayed
Status: 4.4.7
Diagnostic-Code: smtp;400 4.4.7 Message delayed

--B--
"""

DSN = """\
Return-Path: <>
From: MAILER-DAEMON@smtp.acme.test (Mail Delivery System)
To: rep@acme.test
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="B"

--B
Content-Type: text/plain; charset=utf-8

{prose}

--B
Content-Type: message/delivery-status

Reporting-MTA: dns; smtp.acme.test

Final-Recipient: rfc822; ana@harbour.test
Action: {action}
Status: {status}
Diagnostic-Code: smtp; {diagnostic}

--B--
"""


def _read(raw: str):
    return classify_message(parse_message(raw.encode("utf-8")))


def _dsn(diagnostic: str, *, status: str, action: str = "failed", prose: str = "Delivery failed."):
    return _read(DSN.format(diagnostic=diagnostic, status=status, action=action, prose=prose))


@pytest.mark.parametrize(
    ("last", "reason"),
    [
        ("450 4.4.316 Connection refused [Message=Socket error code 10061]", "network"),
        ("451 4.4.0 Connection timed out", "network"),
        ("451 4.7.500 Server busy. Please try again later", "rate_limited"),
        ("452 4.2.2 Mailbox full", "mailbox_full"),
        ("400 4.4.7 Message delayed", "other"),
        ("450 4.1.1 User unknown, try again", "other"),
    ],
)
def test_a_delay_notice_takes_the_cause_of_its_last_attempt(last, reason):
    result = _read(M365_DELAY.format(last=last))
    assert (result.reason, result.permanent, result.suppress_address) == (reason, False, False)


def test_a_delay_that_names_no_attempt_stays_other():
    result = _dsn("400 4.4.7 Message delayed", status="4.4.7", action="delayed")
    assert result.reason == "other"


def test_postfix_temporary_lookup_failure_is_the_receivers_own_error():
    result = _dsn("451 4.3.0 <ana@harbour.test>: Temporary lookup failure", status="4.3.0", action="delayed")
    assert (result.reason, result.suppress_address) == ("system", False)


@pytest.mark.parametrize(
    "diagnostic",
    [
        "451 4.4.3 Temporary DNS lookup failure for harbour.test",
        "451 4.4.0 DNS resolver temporary failure, try again",
    ],
)
def test_temporary_dns_failures_stay_network(diagnostic):
    assert _dsn(diagnostic, status="4.4.3", action="delayed").reason == "network"


@pytest.mark.parametrize(
    ("diagnostic", "reason"),
    [
        (
            "554 DT:SPM qiye163mx01,QsCowAD3f6gY1Q1nVq0JAA--.2113S2 1757059106, please see"
            " https://help.mail.163.com/faqDetail.do?code=d7a5dc",
            "filtered",
        ),
        ("554 IP:B01 163mx15,Request rejected by IP, please see https://help.mail.163.com/x", "blocked"),
        ("554 DT:SUM Envelope from is not same as header from", "policy"),
    ],
)
def test_netease_coded_answers(diagnostic, reason):
    result = _dsn(diagnostic, status="5.0.0")
    assert (result.reason, result.suppress_address) == (reason, False)


JA_PROSE = (
    "送信されたメールは、受信者の迷惑メール設定（受信拒否設定）により受信を拒否されたため、配信できませんでした。\n"
    "詳細: {diagnostic}\n"
    "受信者が特定のドメインやアドレスからのメールを受け取らない設定にしています。"
)


@pytest.mark.parametrize(
    ("diagnostic", "prose"),
    [
        ("550 5.7.1 Rejected by recipient's filter settings", JA_PROSE),
        ("550 5.7.1 Rejected by recipient's filter settings (domain acme.test)", "Delivery failed."),
        ("550 5.7.1 The recipient does not accept mail from your domain", "Delivery failed."),
        ("550 5.7.1 Your domain has been blocked by the recipient", "Delivery failed."),
    ],
)
def test_a_recipient_refusing_our_domain_is_blocked(diagnostic, prose):
    result = _dsn(diagnostic, status="5.7.1", prose=prose.format(diagnostic=diagnostic))
    assert (result.reason, result.suppress_address) == ("blocked", False)


@pytest.mark.parametrize(
    "diagnostic",
    [
        "550 5.7.1 Rejected by recipient's filter settings",
        "550 5.7.1 Message rejected by the recipient's spam filter",
    ],
)
def test_a_recipient_filter_that_names_no_sender_stays_filtered(diagnostic):
    result = _dsn(diagnostic, status="5.7.1")
    assert (result.reason, result.suppress_address) == ("filtered", False)
