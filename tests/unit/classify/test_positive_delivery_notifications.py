"""A DSN whose every recipient was delivered, relayed or expanded (Exchange's "Delivery Status
Notification (Relay)", Postfix's "Successful Mail Delivery Report", Sendmail's "Return receipt") is a
positive delivery notification: `receipt`, never a bounce. A report with one failed or delayed
recipient beside a delivered one is still a bounce about the failed one."""

import pytest

from sequencer.classify.parse import parse_message
from sequencer.classify.reports import success_report
from tests.unit.classify.helpers import classify

DSN = """\
From: postmaster@harbour.test
To: rep@acme.test
Subject: {subject}
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="B"

--B
Content-Type: text/plain; charset=us-ascii

This is an automatically generated Delivery Status Notification.

--B
Content-Type: message/delivery-status

Reporting-MTA: dns;mx.harbour.test

{blocks}
--B--
"""


def block(address: str, action: str, status: str, diagnostic: str = "") -> str:
    extra = f"Diagnostic-Code: smtp; {diagnostic}\n" if diagnostic else ""
    return f"Final-Recipient: rfc822;{address}\nAction: {action}\nStatus: {status}\n{extra}\n"


@pytest.mark.parametrize(
    ("subject", "blocks"),
    [
        ("Delivery Status Notification (Relay)", block("ana@harbour.test", "relayed", "2.0.0")),
        ("Successful Mail Delivery Report", block("ana@harbour.test", "delivered", "2.0.0")),
        (
            "Return receipt",
            block("ana@harbour.test", "expanded", "2.0.0") + block("tom@harbour.test", "delivered", "2.1.5"),
        ),
    ],
)
def test_a_report_where_everything_arrived_is_a_receipt(subject: str, blocks: str) -> None:
    raw = DSN.format(subject=subject, blocks=blocks)
    assert success_report(parse_message(raw.encode()))
    assert classify(raw).kind == "receipt"


def test_one_failed_recipient_beside_a_delivered_one_is_a_bounce() -> None:
    blocks = block("ana@harbour.test", "delivered", "2.0.0") + block(
        "tom@harbour.test", "failed", "5.1.1", "550 5.1.1 User unknown"
    )
    found = classify(DSN.format(subject="Delivery Status Notification (Failure)", blocks=blocks))
    assert (found.kind, found.recipient, found.suppress_address) == ("bounce", "tom@harbour.test", True)


def test_a_delayed_recipient_beside_a_relayed_one_is_a_delay() -> None:
    blocks = block("ana@harbour.test", "relayed", "2.0.0") + block("tom@harbour.test", "delayed", "4.4.1")
    found = classify(DSN.format(subject="Delivery Status Notification (Delay)", blocks=blocks))
    assert (found.kind, found.permanent) == ("bounce", False)
