"""Whether a report carries its own evidence that an "unknown user" came from a filter.

Many filter appliances, and the Japanese mobile carriers' reception filters, answer "550 User
unknown" for a sender they filter: the words say dead address, the context says filter. We read
the context only from the message itself, never from a list of every vendor:

the report was written by a filter product: its own `X-Mailer`, or a `Received` line of the report
(not of our quoted message), names a mail/spam/content filter or one of a few well-known filter
appliances.

Not read (measured, it does not generalise): the refused address being at a Japanese mobile carrier.
Their reception filters do answer "user unknown" for a sender the subscriber did not allow, but on
the public corpus most carriers' "user unknown" are dead addresses, and the rule cost more right
suppressions than it saved wrong ones.

An explicit address status (5.1.1, 5.1.10, 5.1.2) still says dead: only the words are doubted.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.text import fold

_FILTER_PRODUCT = re.compile(
    r"(?:e-?mail|mail|spam|content|junk) ?filter(?:ing)?\b"
    r"|mailfoundry|surfcontrol|mailmarshal|mail ?scanner|m-filter|spam ?firewall"
)
# Sendmail's Sender-ID milter calls itself a filter but checks our sender's authentication.
_NOT_A_CONTENT_FILTER = re.compile(r"sender-?id filter")
EXPLICIT_ADDRESS_STATUS = re.compile(r"^5\.1\.(?:1|10|2)$")


def written_by_filter(msg: Message) -> str | None:
    """The filter product a report's own headers name (X-Mailer, its Received lines), if any."""
    values = [*(msg.get_all("X-Mailer") or []), *(msg.get_all("Received") or [])]
    for value in values:
        text = fold(str(value))
        if _NOT_A_CONTENT_FILTER.search(text):
            continue
        found = _FILTER_PRODUCT.search(text)
        if found:
            return found.group(0)
    return None
