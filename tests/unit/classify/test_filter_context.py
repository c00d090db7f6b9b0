"""A report that carries its own evidence of a filter: an "unknown user" in it proves no dead address."""

import pytest

from sequencer.classify import classify_message, parse_message
from sequencer.classify.filter_context import without_scanner_banners, written_by_filter

REPORT = """\
From: <MAILER-DAEMON@gate.lumen.test>
To: rep@acme.test
Subject: Undeliverable mail
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
{header}
Your message could not be delivered.

{diagnostic}
"""


def classify(header: str, diagnostic: str = "550 dana@lumen.test... No such user"):
    return classify_message(parse_message(REPORT.format(header=header, diagnostic=diagnostic).encode()))


def test_a_report_written_by_a_filter_product_keeps_the_address():
    result = classify("X-Mailer: Example E-mail Filter (6.0)\n")
    assert (result.kind, result.reason, result.suppress_address) == ("bounce", "filtered", False)
    assert "e-mail filter" in (result.evidence or "")


def test_a_filter_appliance_in_the_reports_received_line_keeps_the_address():
    result = classify("Received: from localhost by gate.lumen.test (MAILFOUNDRY) id 1\n")
    assert (result.reason, result.suppress_address) == ("filtered", False)


def test_an_explicit_address_status_is_still_a_dead_address_behind_a_filter():
    result = classify("X-Mailer: Example E-mail Filter (6.0)\n", "550 5.1.1 dana@lumen.test... No such user")
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


def test_without_a_filter_the_same_words_are_a_dead_address():
    result = classify("X-Mailer: Example Mail Server 4.1\n")
    assert (result.reason, result.suppress_address) == ("user_unknown", True)


def test_a_sender_authentication_milter_is_no_content_filter():
    assert (
        written_by_filter(parse_message(b"Received: by mx (Sendmail Sender-ID Filter v1.0.0)\n\nx")) is None
    )


def test_a_local_delivery_programs_failure_is_a_system_error():
    raw = """\
From: MAILER-DAEMON@mx.acme.test
To: rep@acme.test
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="b"

--b
Content-Type: text/plain

Command output: procmail: Couldn't create "/var/spool/mail/dana": No such user

--b
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.acme.test

Final-Recipient: rfc822; dana@lumen.test
Action: failed
Status: 5.1.1
Diagnostic-Code: x-unix; procmail: Couldn't create "/var/spool/mail/dana": No such user

--b--
"""
    result = classify_message(parse_message(raw.encode()))
    assert (result.reason, result.suppress_address) == ("system", False)


def test_on_hold_and_not_authorised_in_other_languages_are_no_dead_address():
    hold = classify("", "550 5.0.0 <dana@lumen.test>: Recipient address rejected: On hold")
    assert hold.suppress_address is False
    group = classify("", "Le groupe n'existe pas ou vous n'êtes pas autorisé à lui envoyer des messages.")
    assert (group.reason, group.suppress_address) == ("policy", False)


@pytest.mark.parametrize(
    "banner",
    [
        "This email has been scanned for all viruses and potentially offensive content by Example Labs",
        "Este mensaje ha sido analizado con  NOD32 antivirus system",
        "__________ Informacion de NOD32, revision 1.1 __________",
        "This message has been checked for viruses by the Example antivirus service.",
    ],
)
def test_a_virus_scanners_banner_is_no_filter_context(banner):
    # An explicit 5.1.1 whose notice carries a gateway's banner: the address is dead all the same.
    result = classify("", diagnostic=f"Status: 5.1.1\n\n{banner}")
    assert (result.reason, result.suppress_address) == ("user_unknown", True)
    assert without_scanner_banners(f"Delivery failed.\n{banner}") == "Delivery failed."


@pytest.mark.parametrize(
    "refusal",
    [
        "Your message was scanned and found to contain a virus",
        "The message was scanned for viruses and rejected: infected attachment",
    ],
)
def test_a_scanners_refusal_is_not_a_banner(refusal):
    assert without_scanner_banners(refusal) == refusal
