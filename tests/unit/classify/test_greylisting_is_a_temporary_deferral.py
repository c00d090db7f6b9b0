"""Greylisting ("451 4.7.1 Recipient address rejected: Greylisted", "Greylisting in action, please come
back in 00:05:00", a bare "450 4.2.0 try again later") defers a sender the receiver has not seen yet:
on a delay notice the reason is `other`, never the receiver's `policy` nor an unknown recipient, and
the final failure after the retries is `expired`; the address is never suppressed. A 4.x answer that
names its own cause beside "try again later" (a blocklist, too many connections, a full mailbox, an
access rule) keeps that cause, and a permanent 5.x.x refusal stays a refusal."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify

DSN = """From: Mail Delivery System <MAILER-DAEMON@mta.ourco.test>
To: rep@ourco.test
Subject: {subject}
Date: Mon, 30 Nov 2026 09:00:00 +0000
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="b"

--b
Content-Type: text/plain; charset=utf-8

{prose}

--b
Content-Type: message/delivery-status

Reporting-MTA: dns; mta.ourco.test

Final-Recipient: rfc822; pat@example.com
Action: {action}
Status: {status}
Diagnostic-Code: smtp; {answer}

--b--
"""


def _report(action: str, status: str, answer: str) -> str:
    if action == "delayed":
        subject, prose = "Delayed Mail (still being retried)", "We will try again later."
    else:
        subject, prose = "Undelivered Mail Returned to Sender", "Delivery to pat@example.com failed."
    return DSN.format(subject=subject, prose=prose, action=action, status=status, answer=answer)


GREYLISTING = {
    "postfix_greylisted": (
        "4.7.1",
        "451 4.7.1 <pat@example.com>: Recipient address rejected: Greylisted,"
        " please try again in 300 seconds",
    ),
    "postgrey_4_2_0": (
        "4.2.0",
        "450 4.2.0 <pat@example.com>: Recipient address rejected: Greylisted, see"
        " http://postgrey.schweikert.ch/help/example.com.html",
    ),
    "milter_greylist": ("4.7.1", "451 4.7.1 Greylisting in action, please come back in 00:05:00"),
    "greylisted_by_policy": ("4.7.1", "451 4.7.1 Greylisted by policy, please try again later"),
    "bare_try_again_later": ("4.7.1", "451 4.7.1 Try again later"),
    "rejected_try_again_later": (
        "4.2.0",
        "450 4.2.0 <pat@example.com>: Recipient address rejected: Try again later",
    ),
}


@pytest.mark.parametrize("name", sorted(GREYLISTING))
def test_a_greylisting_delay_is_other(name: str) -> None:
    status, answer = GREYLISTING[name]
    found = classify(_report("delayed", status, answer))
    assert (found.kind, found.reason, found.permanent, found.suppress_address) == (
        "bounce",
        "other",
        False,
        False,
    )


@pytest.mark.parametrize("name", sorted(GREYLISTING))
def test_greylisting_until_the_retries_ran_out_is_expired(name: str) -> None:
    status, answer = GREYLISTING[name]
    found = classify(_report("failed", status, answer))
    assert (found.kind, found.reason, found.permanent, found.suppress_address) == (
        "bounce",
        "expired",
        False,
        False,
    )


def test_an_exim_delay_warning_quoting_a_greylisting_answer_is_other() -> None:
    raw = (
        "From: Mail Delivery System <Mailer-Daemon@mx.ourco.test>\nTo: rep@ourco.test\n"
        "Subject: Warning: message 1abc-000123-AB delayed 24 hours\nAuto-Submitted: auto-replied\n\n"
        "This message was created automatically by mail delivery software.\n"
        "A message that you sent has not yet been delivered to one or more of its\n"
        "recipients after more than 24 hours on the queue on mx.ourco.test.\n\n"
        "  pat@example.com\n    host mx.example.com [203.0.113.4]\n"
        "    Delay reason: SMTP error from remote mail server after RCPT TO:<pat@example.com>:\n"
        "    451 4.7.1 Greylisted, try again later\n\n"
        "No action is required on your part.\n"
    )
    found = classify(raw)
    assert (found.kind, found.reason, found.permanent) == ("bounce", "other", False)


def test_a_delay_whose_last_attempt_was_greylisted_is_other() -> None:
    raw = DSN.format(
        subject="Delivery delayed: Pricing",
        prose="Delivery is delayed to these recipients: pat@example.com\n"
        "Server at mx.example.com returned '451 4.7.1 Greylisted by policy, please try again later'",
        action="delayed",
        status="4.4.7",
        answer="400 4.4.7 Message delayed",
    )
    found = classify(raw)
    assert (found.kind, found.reason, found.permanent) == ("bounce", "other", False)


NOT_GREYLISTING = {
    "blocklist": (
        "delayed",
        "4.7.1",
        "451 4.7.1 Client host rejected: listed at zen.spamhaus.org, try again later",
        ("blocked", False),
    ),
    "too_many_connections": (
        "delayed",
        "4.7.1",
        "451 4.7.1 Too many connections, try again later",
        ("rate_limited", False),
    ),
    "mailbox_full": ("delayed", "4.2.2", "452 4.2.2 Mailbox full, try again later", ("mailbox_full", False)),
    "access_denied": (
        "delayed",
        "4.7.1",
        "451 4.7.1 <pat@example.com>: Recipient address rejected: Access denied",
        ("policy", False),
    ),
    "gmail_4_7_0": ("delayed", "4.7.0", "421 4.7.0 Try again later, closing connection", ("policy", False)),
    "permanent_refusal": (
        "failed",
        "5.7.1",
        "550 5.7.1 <pat@example.com>: Recipient address rejected: try again later",
        ("policy", True),
    ),
}


@pytest.mark.parametrize("name", sorted(NOT_GREYLISTING))
def test_an_answer_that_names_its_own_cause_keeps_it(name: str) -> None:
    action, status, answer, expected = NOT_GREYLISTING[name]
    found = classify(_report(action, status, answer))
    assert (found.kind, (found.reason, found.permanent)) == ("bounce", expected)
