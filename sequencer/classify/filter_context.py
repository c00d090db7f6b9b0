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

Not a filter context either: a virus scanner's banner that a gateway stamps on every message it
passes, the notice included ("This email has been scanned for all viruses by ...", "Este mensaje ha
sido analizado con NOD32 antivirus system", "Information from ESET NOD32"). It says the notice was
scanned, not that our message was refused; `without_scanner_banners` takes those lines out of the
notice's prose before its words are read.
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

_SCANNED = (
    r"(?:scanned|checked|analy[sz]ed|analizado|verificado|analisado|gepr[uü]ft|durchsucht|controllato"
    r"|analys[ée]|v[ée]rifi[ée]|scann[ée])"
)
_BANNER = re.compile(
    rf"(?i){_SCANNED}\s+(?:\w+\s+){{0,2}}(?:for|auf|pour|per|por|para)\s+(?:\w+\s+){{0,3}}"
    r"(?:viruses|virus|viren|malware|spam)"
    rf"|{_SCANNED}\s+(?:by|con|with|mit|par|da|por|com)\b[^\n]{{0,60}}anti-?(?:virus|spam)"
    r"|informaci[oó]n de (?:eset )?nod32|information from eset|virus-?free\.|no virus found in this"
)
# A banner line never says the message was refused; a line that does is the notice's, not a banner.
_REFUSAL = re.compile(r"(?i)reject|refus|block|infected|contain|detected|quarantin|not (?:been )?deliver")


def without_scanner_banners(text: str) -> str:
    """The notice's prose without the lines a virus scanner stamps on every message it passes."""
    lines = text.splitlines()
    kept = [line for line in lines if not (_BANNER.search(line) and not _REFUSAL.search(line))]
    return "\n".join(kept) if len(kept) != len(lines) else text


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
