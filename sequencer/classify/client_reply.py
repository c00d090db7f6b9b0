"""A reply made with a mail client: the contact's client wrote an attribution line naming our side's
address ("Am 02.12.2026 um 09:48 schrieb Jonas Krämer <jonas@acme>:", "On ..., Dana <dana@acme>
wrote:", "Le ... a écrit :") over our quoted message. Delivery software quotes our message under a
separator ("----- Original message -----", "This is a copy of the message") or a header block, never
under "X wrote:", so such mail is a person answering, whatever bounce words it borrows ("betrachten
Sie diese Adresse als unzustellbar", subject "Unzustellbar - bitte austragen").

Asked (from `not_a_report`) only of prose mail from a sender that is not delivery software: no null
sender, no daemon or postmaster address, no Auto-Submitted, no report structure. A separator or a
header block naming our address is not an attribution line, and mail carrying report fields
(Final-Recipient, Diagnostic-Code) or an attached original stays with the bounce rules.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.attribution import attribution_at, starts_header_block
from sequencer.classify.reports import embedded_originals
from sequencer.classify.text import addresses, fold, header

_REPORT_FIELDS = re.compile(r"(?im)^[ \t]*(?:final-recipient|original-recipient|diagnostic-code)[ \t]*:")
# A line that opens with a field name ("From:", "Von:", "*De :*") or a rule: a header block or a
# separator, not "<date>, <name> wrote:".
_FIELD_OR_RULE = re.compile(r"^[\s*]*(?:[-_=*]{2,}|[^\W\d_][\w.-]{0,20}\s?\*{0,2}\s?:)")


def answers_our_message(msg: Message, text: str) -> bool:
    """Whether an unquoted attribution line in `text` names an address of our side (this mail's To or
    Cc, other than its sender) as the writer of the message quoted below it."""
    senders = set(addresses(header(msg, "From")))
    ours = {*addresses(header(msg, "To")), *addresses(header(msg, "Cc"))} - senders
    if not ours or not senders or _REPORT_FIELDS.search(text) or embedded_originals(msg):
        return False
    lines = text.splitlines()
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not stripped or stripped.startswith(">") or _FIELD_OR_RULE.match(fold(stripped)):
            continue
        named = " ".join(lines[index : index + 3])  # an attribution may wrap its address onto the next line
        if not ours.intersection(addresses(named)):
            continue
        if attribution_at(lines, index) and not starts_header_block(lines, index):
            return True
    return False
