"""RFC 5965 Abuse Reporting Format complaints."""

from tests.unit.classify.helpers import classify

ARF = """\
From: Feedback Loop <fbl@feedback.example-isp.com>
To: abuse@ourco.com
Subject: Abuse report
Date: Tue, 01 Dec 2026 08:00:00 +0000
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report; boundary="ARF"

--ARF
Content-Type: text/plain; charset="US-ASCII"

This is an email abuse report for an email message received from IP 192.0.2.1.

--ARF
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: ExampleFBL/1.0
Version: 1
Original-Mail-From: <alice@ourco.com>
Original-Rcpt-To: <Olga@Example.com>
Source-IP: 192.0.2.1

--ARF
Content-Type: message/rfc822

From: Alice <alice@ourco.com>
To: someone-else@example.com
Subject: Hello
Message-ID: <seq-c1@ourco.com>

Hello Olga
--ARF--
"""


def test_an_arf_report_is_a_complaint_that_suppresses_the_original_recipient():
    result = classify(ARF)
    assert result.kind == "complaint"
    assert result.recipient == "olga@example.com"
    assert result.suppress_address is True
    assert result.original_message_id == "<seq-c1@ourco.com>"
    assert (result.status, result.reason, result.permanent) == (None, None, None)


def test_a_redacted_original_rcpt_to_falls_back_to_the_embedded_to():
    raw = ARF.replace("Original-Rcpt-To: <Olga@Example.com>\n", "")
    assert classify(raw).recipient == "someone-else@example.com"


def test_a_complaint_embedding_only_headers_still_yields_recipient_and_message_id():
    raw = ARF.replace("Original-Rcpt-To: <Olga@Example.com>\n", "").replace(
        "Content-Type: message/rfc822", "Content-Type: text/rfc822-headers"
    )
    result = classify(raw)
    assert (result.recipient, result.original_message_id) == (
        "someone-else@example.com",
        "<seq-c1@ourco.com>",
    )


def test_a_complaint_sent_by_a_postmaster_address_is_still_a_complaint():
    raw = ARF.replace("Feedback Loop <fbl@feedback.example-isp.com>", "postmaster@example-isp.com")
    assert classify(raw).kind == "complaint"
