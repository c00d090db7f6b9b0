"""A filter named in the same answer as "unknown user" keeps the address even under 5.1.1; "No such
user" under a generic 5.7.x at RCPT is a dead address; a link's reputation is the message's content;
Chinese, Japanese and Korean spam/virus words are a content filter's."""

import pytest

from sequencer.classify import classify_message, parse_message
from sequencer.classify.reasons import decide

DSN = """\
Return-Path: <>
From: Mail Delivery System <postmaster@gw.lumen.test>
To: rep@acme.test
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="B"

--B
Content-Type: text/plain; charset=utf-8

Your message could not be delivered to the following recipient(s).
{prose}

--B
Content-Type: message/delivery-status

Reporting-MTA: dns; gw.lumen.test

Final-Recipient: rfc822; bo@lumen.test
Action: failed
Status: {status}
Diagnostic-Code: smtp; {answer}

--B--
"""


def _dsn(answer: str, status: str, prose: str = ""):
    return classify_message(parse_message(DSN.format(answer=answer, status=status, prose=prose).encode()))


@pytest.mark.parametrize(
    "answer",
    [
        "550 5.1.1 Unknown user - message blocked by recipient's content policy (GW_BLOCK)",
        "550 5.1.1 User unknown; message rejected by the recipient's spam filter",
        "550 5.1.1 Unknown user (content filter rules)",
    ],
)
def test_a_filter_named_beside_unknown_user_keeps_the_address_even_under_5_1_1(answer):
    result = _dsn(answer, "5.1.1")
    assert (result.reason, result.suppress_address) == ("filtered", False)


@pytest.mark.parametrize(
    "answer",
    [
        "550 5.1.1 <bo@lumen.test>: Recipient address rejected: User unknown in virtual mailbox table",
        "550 5.1.1 The email account that you tried to reach does not exist",
        "550 5.1.1 Unknown user; policy: see https://lumen.test/postmaster",
    ],
)
def test_unknown_user_without_a_filter_beside_it_stays_dead(answer):
    result = _dsn(answer, "5.1.1")
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


RCPT_PROSE = "The recipient server answered RCPT TO:"


@pytest.mark.parametrize("status", ["5.7.1", "5.7.0", "5.7.9", "5.7.350"])
def test_no_such_user_under_a_generic_5_7_x_at_rcpt_is_a_dead_address(status):
    result = _dsn(
        f"550 {status} No such user!", status, prose="host mx.lumen.test said (in reply to RCPT TO command)"
    )
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


@pytest.mark.parametrize(
    ("status", "answer", "command"),
    [
        ("5.7.1", "550 5.7.1 No such user!", "end of DATA"),  # answered to the message: a filter
        ("5.7.13", "550 5.7.13 No such user, account disabled", "RCPT TO"),  # a specific 5.7.x
        ("5.7.26", "550 5.7.26 Unauthenticated mail, no such user", "RCPT TO"),  # DMARC named
        ("5.7.9", "550 5.7.9 No such user, listed at spamhaus", "RCPT TO"),  # a blocklist named
    ],
)
def test_5_7_x_keeps_the_address_after_data_under_a_specific_status_or_beside_a_blocklist(
    status, answer, command
):
    result = _dsn(answer, status, prose=f"host mx.lumen.test said (in reply to {command} command)")
    assert result.suppress_address is False


def test_a_links_reputation_is_content_but_our_ips_reputation_is_a_block():
    assert (
        decide("5.7.1", "554 5.7.1 Message rejected: content policy violation (URL reputation)").reason
        == "filtered"
    )
    assert decide("5.7.1", "554 5.7.1 Message rejected: poor link reputation").reason != "blocked"
    assert decide("5.7.1", "554 5.7.1 Sender IP reputation too low").reason == "blocked"
    assert decide(None, "550 Rejected due to poor reputation of 192.0.2.1").reason == "blocked"


@pytest.mark.parametrize(
    "prose",
    [
        "\u90ae\u4ef6\u88ab\u7cfb\u7edf\u8bc6\u522b\u4e3a\u5783\u573e\u90ae\u4ef6\u3002",  # 垃圾邮件
        "\u90f5\u4ef6\u88ab\u8b58\u5225\u70ba\u5783\u573e\u90f5\u4ef6",  # 垃圾郵件
        "\u8ff7\u60d1\u30e1\u30fc\u30eb\u3068\u5224\u5b9a\u3055\u308c\u307e\u3057\u305f",  # 迷惑メール
        "\uc2a4\ud338\uc73c\ub85c \ubd84\ub958\ub418\uc5c8\uc2b5\ub2c8\ub2e4",  # 스팸
    ],
)
def test_cjk_spam_words_are_a_content_filter(prose):
    assert decide("5.0.0", "554 XY:ZZ 42 mx1,abc", prose).reason == "filtered"


def test_cjk_unknown_user_words_are_still_unknown_user():
    assert decide(None, "\u6536\u4ef6\u4eba\u4e0d\u5b58\u5728").reason == "user_unknown"  # 收件人不存在
