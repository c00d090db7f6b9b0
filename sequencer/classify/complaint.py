"""Spam complaints relayed by mailbox providers as RFC 5965 Abuse Reporting Format reports.

A complaint is the strongest "never again" a recipient can send, so it always suppresses the
address, whatever the feedback type says. ARF that only reports an authentication failure (RFC 6591,
a DMARC `ruf` report) is no complaint: the classifier reads it first as a report about our domain
(`domain_reports`).
"""

from __future__ import annotations

from email.message import Message

from sequencer.classify.model import Classification
from sequencer.classify.reports import (
    embedded_originals,
    message_id_in,
    original_recipient,
    parts_of_type,
    report_blocks,
    report_type,
)
from sequencer.classify.text import addresses


def is_complaint(msg: Message) -> bool:
    return report_type(msg) == "feedback-report" or bool(parts_of_type(msg, "message/feedback-report"))


def read_complaint(msg: Message) -> Classification:
    fields = [b for part in parts_of_type(msg, "message/feedback-report") for b in report_blocks(part)]
    originals = embedded_originals(msg)
    recipient = None
    for block in fields:
        found = addresses(block.get("original-rcpt-to", ""))
        if found:
            recipient = found[0]
            break
    if recipient is None:
        # Providers often redact Original-Rcpt-To; the embedded copy's To is what we sent to.
        recipient = next((found for found in map(original_recipient, originals) if found), None)
    message_id = next((found for found in map(message_id_in, originals) if found), None)
    return Classification(
        kind="complaint",
        recipient=recipient,
        suppress_address=True,
        original_message_id=message_id,
    )
