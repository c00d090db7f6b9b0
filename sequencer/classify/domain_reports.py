"""Machine reports about our own domain, sent to its reporting addresses: nobody answered, nothing
bounced, nobody complained (class `auto_reply`).

- DMARC aggregate reports (RFC 7489 `rua`): subject "Report Domain: acme.test Submitter: x
  Report-ID: n", an XML file zipped or gzipped and named "submitter!domain!begin!end.xml.gz";
- DMARC failure (forensic) reports (RFC 6591 `ruf`): ARF with "Feedback-Type: auth-failure", about a
  message that failed SPF/DKIM/DMARC at the receiver. No recipient complained: not a complaint, and
  the recipient's address is not suppressed;
- SMTP TLS reports (RFC 8460 TLS-RPT): `multipart/report; report-type=tlsrpt`, an
  application/tlsrpt+json or +gzip part, the TLS-Report-Domain header.

Their words ("failed", "not delivered", "quarantined") are about sessions and policies, never a
delivery report on one message of ours.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.reports import parts_of_type, report_blocks, report_type
from sequencer.classify.text import content_type, fold, has_header, header, leaf_parts

_AGGREGATE_SUBJECT = re.compile(r"\breport[ -]?domain:\s*\S+.{0,80}\bsubmitter:\s*\S+")
# "submitter!policy-domain!begin-timestamp!end-timestamp[!unique-id].xml[.gz]" (RFC 7489 7.2.1.1).
_AGGREGATE_FILE = re.compile(r"^[^!\s]+![^!\s]+!\d{9,11}!\d{9,11}(?:![^.\s]*)?\.(?:xml|zip|xml\.gz|gz)$")
_ARCHIVES = ("application/gzip", "application/x-gzip", "application/zip", "application/x-zip-compressed")
_XML = ("text/xml", "application/xml", "application/octet-stream")


def is_domain_report(msg: Message) -> bool:
    """A DMARC aggregate or failure report, or an SMTP TLS report, about our domain."""
    return tls_report(msg) or dmarc_aggregate(msg) or auth_failure_report(msg)


def tls_report(msg: Message) -> bool:
    if report_type(msg) == "tlsrpt" or has_header(msg, "TLS-Report-Domain"):
        return True
    return any(content_type(part).startswith("application/tlsrpt+") for part in leaf_parts(msg))


def dmarc_aggregate(msg: Message) -> bool:
    subject = fold(header(msg, "Subject"))
    if _AGGREGATE_SUBJECT.search(subject) and any(_aggregate_file(part) for part in leaf_parts(msg)):
        return True
    return any(_aggregate_file(part, named=True) for part in leaf_parts(msg))


def _aggregate_file(part: Message, *, named: bool = False) -> bool:
    """An attached aggregate report: an XML file, zipped or gzipped; with `named`, only one that bears
    the report's file name (enough on its own)."""
    kind = content_type(part)
    if kind not in _ARCHIVES and kind not in _XML:
        return False
    try:
        name = part.get_filename() or ""
    except Exception:
        name = ""
    if _AGGREGATE_FILE.match(name.strip()):
        return True
    return not named and (kind in _ARCHIVES or name.lower().endswith((".xml", ".xml.gz", ".zip", ".gz")))


def auth_failure_report(msg: Message) -> bool:
    """RFC 6591: an ARF report whose every feedback block says auth-failure."""
    if report_type(msg) != "feedback-report" and not parts_of_type(msg, "message/feedback-report"):
        return False
    types = [
        fold(block.get("feedback-type", "")).strip()
        for part in parts_of_type(msg, "message/feedback-report")
        for block in report_blocks(part)
        if block.get("feedback-type")
    ]
    return bool(types) and all(kind == "auth-failure" for kind in types)
