"""A list manager's automatic forward of a bounce it could not read itself.

When we send through a list server (VERP return paths such as `outreach-bounces+ana=x.test@lists...`)
the bounces go to the list manager. The ones it cannot parse it forwards, whole, as an attached
message, to the list's owner, which may be us:

- Mailman 2 and 3: "Uncaught bounce notification", "The attached message was received as a bounce,
  but either the bounce format was not recognized, or no member addresses could be extracted from it";
  its "bounce action notice" attaches the bounce that disabled a member;
- LISTSERV: "The enclosed message has been identified as a delivery error for the X list";
- Sympa and others: "a bounce ... could not be recognized / analysed", "unrecognized bounce".

A mail system's journal or archive report wraps every message it records the same way: Exchange's
envelope journaling sends a report (`X-MS-Journal-Report`) whose text is only the envelope ("Sender:",
"Subject:", "Message-Id:", "To:" lines) with the recorded message attached. When the recorded message
is a bounce, the journal report is that bounce.

The forward is the list manager's (the journal report the mail system's), the report inside is the
remote MTA's: the inner message is read as the bounce it is. A person forwarding a bounce ("WG:
Unzustellbar", "Fwd: Undeliverable", a letter above the attached report) wrote their own mail and
stays a person: the forward must be the list manager's automatic words, sent as machine mail (or a
journal report), and the attached message itself a bounce.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.bounce import REPLY_PREFIX, is_bounce
from sequencer.classify.challenge import held_notice, is_challenge
from sequencer.classify.not_a_report import auto_submitted, person_letter
from sequencer.classify.reports import parts_of_type
from sequencer.classify.text import addresses, fold, has_header, header, report_text

_WORDS = re.compile(
    r"uncaught bounce|bounce action notice|unrecogni[sz]ed bounce"
    r"|(?:was )?(?:received|identified) as an? (?:bounce|delivery error|non-?delivery)"
    r"|bounce format was not recogni[sz]ed"
    r"|(?:could|can) ?not (?:be )?(?:recogni[sz]e|identif\w*|analy[sz]e|pars\w*|process\w*)"
    r"[^.]{0,60}\b(?:bounce|delivery (?:error|report|failure|status notification)|non-?delivery report)"
)
# The list manager's own addresses: list owners, bounce processors, the list server's daemon.
_LIST_SENDER = re.compile(
    r"(?:-owner|-bounces?|-admin|-request|^owner-|^listmaster|^sympa|^listserv|^mailman)"
)
_LIST_MAIL = ("List-Id", "X-List-Administrivia", "X-Mailman-Version", "X-Loop", "X-Sympa-To", "X-Listserver")


def forwarded_bounce(msg: Message) -> Message | None:
    """The bounce a list manager forwarded, when `msg` is such a forward; else None."""
    subject = header(msg, "Subject")
    if REPLY_PREFIX.match(subject):
        return None  # "Fwd: ...", "WG: ...": a person forwarding it
    text = report_text(msg)[:6000]
    if person_letter(text):
        return None
    flat = " ".join(fold(f"{subject}\n{text}").split())
    if not (_WORDS.search(flat) and _machine_sent(msg)) and not journal_report(msg, text):
        return None
    for part in parts_of_type(msg, "message/rfc822"):
        inner = part.get_payload()
        inner = inner[0] if isinstance(inner, list) and inner else inner
        if isinstance(inner, Message) and _a_bounce(inner):
            return inner
    return None


def _a_bounce(inner: Message) -> bool:
    """The forwarded message is a bounce as the classifier reads it on its own: a list's bounce address
    also gets challenges ("verify your address, your message could not be delivered yet") and gateways'
    hold notices in failure words, which the classifier reads before any bounce."""
    return not is_challenge(inner) and not held_notice(inner) and is_bounce(inner)


def _machine_sent(msg: Message) -> bool:
    if auto_submitted(msg) or any(has_header(msg, name) for name in _LIST_MAIL):
        return True
    if fold(header(msg, "Precedence")).strip() in ("bulk", "list", "junk"):
        return True
    return any(_LIST_SENDER.search(address.split("@", 1)[0]) for address in addresses(header(msg, "From")))


# Exchange's envelope journaling marks its reports; the text part is only the recorded envelope.
_JOURNAL_HEADERS = ("X-MS-Journal-Report", "X-MS-Exchange-Organization-Journal-Report")
_ENVELOPE_FIELD = re.compile(
    r"^\s*(sender|from|subject|message-id|to|cc|bcc|recipient|on-behalf-of|expanded|forwarded)\s*:"
)


def journal_report(msg: Message, text: str) -> bool:
    """A mail system's journal report: its marker header, or a text of envelope fields only (at least
    the sender and the Message-Id: a person's letter has sentences, a person's forward a subject)."""
    if any(has_header(msg, name) for name in _JOURNAL_HEADERS):
        return True
    lines = [line for line in fold(text).splitlines() if line.strip()]
    fields = [_ENVELOPE_FIELD.match(line) for line in lines]
    if not lines or not all(fields):
        return False
    names = {found.group(1) for found in fields if found}
    return {"sender", "message-id"} <= names
