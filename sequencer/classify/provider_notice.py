"""Sending providers' event notices delivered as mail (a webhook's fields sent to an inbox).

Mailgun, SendGrid, Postmark and others can mail their bounce events instead of posting them: no DSN,
no daemon sender, no failure-notice subject the bounce reader knows ("Permanent failure for x"), just
labelled fields:

    Recipient:  x@example.org           Email:   x@example.org
    Event:      failed                  Event:   bounce
    Severity:   permanent               Status:  5.1.1
    code: 550 / enhanced: 5.1.1         Reason:  550 5.1.1 ... does not exist

It is a delivery report when the fields name a failure event (`Event`/`Type`: failed, bounce(d),
dropped, hard bounce, blocked) and a recipient address (`Recipient`/`Email`/`To`). Once admitted, the
notice is read like any prose bounce: the server's words and status in it decide the reason. A person
quoting one in a reply is excluded before this is asked (`bounce.REPLY_PREFIX`).
"""

from __future__ import annotations

import re

_EVENT = re.compile(
    r"(?im)^[ \t]*(?:event|event type|type)[ \t]*:[ \t]*"
    r"(?:failed|failure|bounced?|hard[ _-]?bounce|soft[ _-]?bounce|dropped|blocked|permanent[ _-]?fail\w*)"
    r"[ \t]*$"
)
_RECIPIENT = re.compile(
    r"(?im)^[ \t]*(?:recipient|email|e-mail|to|address)[ \t]*:[ \t]*<?[^\s@<>]+@[^\s@<>]+>?[ \t]*$"
)


def is_event_notice(text: str) -> bool:
    """Whether a message's text is a provider's failure event: an event field naming a failure and a
    recipient field naming an address, each on its own labelled line."""
    return bool(_EVENT.search(text) and _RECIPIENT.search(text))
