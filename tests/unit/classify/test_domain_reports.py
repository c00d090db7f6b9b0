"""Machine reports about our own domain are `auto_reply`: DMARC aggregate reports (rua, zipped or
gzipped XML), DMARC failure reports (ruf, ARF with Feedback-Type: auth-failure: nobody complained, the
address is kept) and SMTP TLS reports (TLS-RPT). A spam complaint in ARF stays a complaint, and a
person's mail about DMARC with an attachment of their own stays a person's mail."""

import pytest

from tests.unit.classify.helpers import classify

AGGREGATE = """\
From: noreply-dmarc@mailhub.test
To: dmarc-rua@acme.test
Subject: {subject}
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="B"

--B
Content-Type: text/plain; charset=us-ascii

This is an aggregate report from mailhub.test.

--B
Content-Type: {kind}; name="{name}"
Content-Disposition: attachment; filename="{name}"
Content-Transfer-Encoding: base64

H4sICAAAAAAC/21haWxodWIudGVzdA==

--B--
"""


@pytest.mark.parametrize(
    ("subject", "kind", "name"),
    [
        ("Report Domain: acme.test Submitter: mailhub.test Report-ID: 8734", "application/gzip", "r.xml.gz"),
        (
            "Report domain: acme.test Submitter: mailhub.test Report-ID: <8734@mailhub.test>",
            "application/zip",
            "x.zip",
        ),
        ("DMARC aggregate report", "application/zip", "mailhub.test!acme.test!1796428800!1796515199.zip"),
        (
            "[Preview] Report",
            "application/octet-stream",
            "mailhub.test!acme.test!1796428800!1796515199!77.xml.gz",
        ),
    ],
)
def test_a_dmarc_aggregate_report_is_an_automatic_mail(subject: str, kind: str, name: str) -> None:
    assert classify(AGGREGATE.format(subject=subject, kind=kind, name=name)).kind == "auto_reply"


def test_a_persons_mail_about_dmarc_with_their_own_attachment_is_not_a_report() -> None:
    raw = AGGREGATE.format(subject="Re: our DMARC setup", kind="application/pdf", name="dmarc-setup.pdf")
    raw = raw.replace(
        "This is an aggregate report from mailhub.test.", "Hi Dana,\n\nlet's talk Tuesday about it."
    )
    assert classify(raw).kind == "reply"


TLSRPT = """\
From: TLS Reporting <tlsrpt-noreply@mx-reports.test>
To: tls-reports@acme.test
Subject: Report Domain: acme.test Submitter: mx-reports.test Report-ID: <2026-12-04@mx-reports.test>
MIME-Version: 1.0
Content-Type: multipart/report; report-type="tlsrpt"; boundary="B"

--B
Content-Type: text/plain; charset=us-ascii

12 of 424 sessions to mx1.acme.test failed: certificate-expired.
Messages in those sessions were retried or were not delivered.

--B
Content-Type: {kind}
Content-Transfer-Encoding: base64

H4sICAAAAAAC/214LXJlcG9ydHM=

--B--
"""


@pytest.mark.parametrize("kind", ["application/tlsrpt+gzip", "application/tlsrpt+json"])
def test_an_smtp_tls_report_is_an_automatic_mail(kind: str) -> None:
    assert classify(TLSRPT.format(kind=kind)).kind == "auto_reply"
    plain = TLSRPT.format(kind=kind).replace('multipart/report; report-type="tlsrpt"', "multipart/mixed")
    assert classify(plain).kind == "auto_reply"  # the part's own type says it


ARF = """\
From: DMARC Reporting <dmarc-noreply@mx.harbour.test>
To: dmarc-ruf@acme.test
Subject: DMARC failure report for acme.test
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report; boundary="B"

--B
Content-Type: text/plain; charset=us-ascii

This is an authentication failure report.

--B
Content-Type: message/feedback-report

Feedback-Type: {kind}
Version: 1
Original-Rcpt-To: <ana@harbour.test>
Reported-Domain: acme.test
Auth-Failure: dmarc

--B
Content-Type: text/rfc822-headers

From: Rita Keller <rep@acme.test>
To: Ana Pereira <ana@harbour.test>
Message-ID: <seq.1.intro.v1@acme.test>

--B--
"""


def test_a_dmarc_failure_report_is_no_complaint_and_suppresses_nothing() -> None:
    found = classify(ARF.format(kind="auth-failure"))
    assert found.kind == "auto_reply"
    assert not found.suppress_address


def test_a_spam_complaint_in_arf_stays_a_complaint() -> None:
    found = classify(ARF.format(kind="abuse"))
    assert (found.kind, found.suppress_address, found.recipient) == ("complaint", True, "ana@harbour.test")
