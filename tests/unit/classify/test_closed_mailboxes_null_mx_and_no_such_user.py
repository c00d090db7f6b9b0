"""Dead addresses the status alone would misread:

- an explicit bad-mailbox status (5.1.1) with words that say the mailbox was closed for good is a dead
  address, not a suspended one; "disabled" or "suspended" under the same status, or "closed" under a
  disabled-mailbox status (5.2.1), stay `suspended`;
- a null MX (RFC 7505) reported under a status that names no side of the address (Postfix's 5.1.0,
  a smarthost's "556 5.1.10 ... (nullMX)") is `host_unknown`; under 5.1.10 the null MX must be spelled
  out, and Microsoft's 5.1.10 "recipient not found" stays `user_unknown`;
- a plain no-such-user text under a generic 5.7.1, in a notice that names no command and that no
  filter wrote, is `user_unknown`; real policy answers under 5.7.1 (spam, relaying) stay what they are.
"""

import pytest

from sequencer.classify import classify_message, parse_message

DSN = """\
Return-Path: <>
From: MAILER-DAEMON@smtp.acme.test (Mail Delivery System)
To: rep@acme.test
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="B"

--B
Content-Type: text/plain; charset=us-ascii

This is the mail system at host smtp.acme.test.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients.

--B
Content-Type: message/delivery-status

Reporting-MTA: dns; smtp.acme.test

Final-Recipient: rfc822; ana@harbour.test
Action: failed
Status: {status}
Diagnostic-Code: {diagnostic}

--B--
"""


def _read(status: str, diagnostic: str):
    raw = DSN.format(status=status, diagnostic=diagnostic)
    return classify_message(parse_message(raw.encode("utf-8")))


@pytest.mark.parametrize(
    ("status", "diagnostic", "reason"),
    [
        ("5.1.1", "smtp; 550 5.1.1 <ana@harbour.test>: This mailbox has been closed", "user_unknown"),
        ("5.1.1", "smtp; 550 5.1.1 Account terminated, remove this address", "user_unknown"),
        ("5.1.1", "smtp; 550 5.1.1 The account has been deleted", "user_unknown"),
    ],
)
def test_a_closed_mailbox_under_5_1_1_is_dead(status, diagnostic, reason):
    result = _read(status, diagnostic)
    assert (result.reason, result.suppress_address) == (reason, True)


@pytest.mark.parametrize(
    ("status", "diagnostic"),
    [
        ("5.1.1", "smtp; 550 5.1.1 This account is disabled"),
        ("5.1.1", "smtp; 550 5.1.1 Mailbox suspended"),
        ("5.2.1", "smtp; 550 5.2.1 This mailbox has been closed"),
        ("5.2.1", "smtp; 550 5.2.1 The email account that you tried to reach is disabled"),
    ],
)
def test_disabled_or_suspended_accounts_stay_suspended(status, diagnostic):
    result = _read(status, diagnostic)
    assert (result.reason, result.suppress_address) == ("suspended", False)


@pytest.mark.parametrize(
    ("status", "diagnostic"),
    [
        ("5.1.0", "X-Postfix; Domain harbour.test does not accept mail (nullMX)"),
        (
            "5.1.10",
            "smtp; 556 5.1.10 <ana@harbour.test>: Recipient address rejected: Domain harbour.test"
            " does not accept mail (nullMX)",
        ),
        ("5.1.10", "smtp; 556 5.1.10 Recipient address has null MX: harbour.test does not accept mail"),
        ("5.1.0", "smtp; 550 5.1.0 Domain harbour.test does not exist"),
    ],
)
def test_a_null_mx_under_a_status_that_names_no_side_is_host_unknown(status, diagnostic):
    result = _read(status, diagnostic)
    assert (result.reason, result.suppress_address) == ("host_unknown", True)


@pytest.mark.parametrize(
    ("status", "diagnostic"),
    [
        (
            "5.1.10",
            "smtp; 550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup",
        ),
        ("5.1.0", "smtp; 550 5.1.0 <ana@harbour.test>: User unknown"),
        # 5.1.10 without the null MX spelled out: the status decides (Microsoft's unknown recipient).
        ("5.1.10", "smtp; 556 5.1.10 Domain does not accept mail"),
    ],
)
def test_an_unknown_recipient_under_the_same_statuses_stays_user_unknown(status, diagnostic):
    result = _read(status, diagnostic)
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


@pytest.mark.parametrize(
    "diagnostic",
    ["smtp; 550 5.7.1 No such user!", "smtp; 550 5.7.1 <ana@harbour.test>: no such mailbox"],
)
def test_no_such_user_under_a_generic_5_7_1_is_a_dead_address(diagnostic):
    result = _read("5.7.1", diagnostic)
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


@pytest.mark.parametrize(
    ("diagnostic", "reason"),
    [
        ("smtp; 550 5.7.1 Message rejected as spam", "filtered"),
        ("smtp; 550 5.7.1 <ana@harbour.test>: Relay access denied", "policy"),
        ("smtp; 554 5.7.1 relaying denied", "policy"),
        ("smtp; 550 5.7.1 No such user! Message rejected as spam", "filtered"),
        ("smtp; 550 5.7.1 Service unavailable; client host blocked using zen.spamhaus.org", "blocked"),
    ],
)
def test_real_5_7_1_rejections_do_not_suppress(diagnostic, reason):
    result = _read("5.7.1", diagnostic)
    assert (result.reason, result.suppress_address) == (reason, False)


def test_no_such_user_under_5_7_1_from_a_filter_appliance_does_not_suppress():
    raw = DSN.format(status="5.7.1", diagnostic="smtp; 550 5.7.1 No such user!").replace(
        "Return-Path: <>\n", "Return-Path: <>\nReceived: from spamfilter.harbour.test by mx (Mail Filter)\n"
    )
    result = classify_message(parse_message(raw.encode("utf-8")))
    assert result.suppress_address is False


def test_no_such_user_under_5_7_1_after_data_does_not_suppress():
    result = _read("5.7.1", "smtp; 550 5.7.1 No such user! (in reply to end of DATA command)")
    assert result.suppress_address is False
