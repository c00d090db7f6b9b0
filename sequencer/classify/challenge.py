"""Challenge-response and sender-verification requests (Boxbe, Bluebottle, SpamArrest, Mailblocks,
"approve this sender" whitelists): the contact's mail system asks us to prove we are a person before
it delivers. Nobody answered, nothing bounced: such a request stops nothing and suppresses nothing.

It takes a cue that names the mechanism (a vendor, a guest list or whitelist, sender verification)
and, in the same message, a request to verify or confirm; either alone is ordinary mail.

Some services wrap the request in a delivery report (Boxbe: `multipart/report`, `Action: failed`,
`Status: 4.7.0`, "Diagnostic-Code: X-Boxbe-Notice; Sender not pre-approved"). The message is held,
not refused: such a report is a challenge when none of its statuses is permanent (5.x.x). A report
with a permanent status is a bounce, whatever its text says about whitelists.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.reports import parts_of_type, report_blocks, report_type
from sequencer.classify.text import fold, header, report_text

_MECHANISM = re.compile(
    r"boxbe|bluebottle|spamarrest|spam arrest|mailblocks|knowspam|sendio|choicemail|qurb|earthlink"
    r" spamblocker|guest ?list|white ?list|approved senders? list|allow ?list|safe senders? list"
    r"|challenge[- ]response|sender verification|verify (?:that )?you are (?:a )?(?:human|real person|person)"
    r"|(?:protected|filtered) by .{0,40}(?:spam|junk) (?:filter|protection)"
)
_REQUEST = re.compile(
    r"(?:click|follow|visit|use) (?:on )?(?:the|this) link|please (?:verify|confirm|authenticate|prove)"
    r"|(?:verify|confirm) (?:your (?:message|e-?mail|address|identity)|that you)|(?:reply|respond) to this"
    r" (?:message|e-?mail) (?:to|and)|(?:held|pending|waiting|awaiting) (?:for |until |pending )?(?:your )?"
    r"(?:verification|confirmation|approval)|request to (?:join|be added)|has not been delivered yet"
    r"|will (?:only )?be delivered (?:once|when|after)"
)


def is_challenge(msg: Message) -> bool:
    if (report_type(msg) == "delivery-status" or parts_of_type(msg, "message/delivery-status")) and (
        _refused(msg)
    ):
        return False
    text = fold(f"{header(msg, 'Subject')}\n{header(msg, 'From')}\n{report_text(msg)[:8000]}")
    return bool(_MECHANISM.search(text) and _REQUEST.search(text))


def _refused(msg: Message) -> bool:
    """Whether a delivery report says a recipient was refused for good (a 5.x.x status, or none)."""
    statuses = [
        block.get("status", "").strip()
        for part in parts_of_type(msg, "message/delivery-status")
        for block in report_blocks(part)
        if block.get("status")
    ]
    return not statuses or any(status.startswith("5") for status in statuses)
