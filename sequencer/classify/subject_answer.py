"""An answer typed into the subject line over an empty body.

Some people answer in the subject: they replace "Re: Purchase approvals at X" by "Remove me", or type
after it ("Re: Purchase approvals at X - REMOVE ME FROM YOUR LIST", "Re: ... at X  not interested
thanks") and send the body empty (or only a device line and the quoted original). When the own text is
empty, `subject_answer` gives the words to read instead: the subject without its reply prefixes ("Re:",
"AW:", "RE :", "Antw:", "R:", "RES:", "SV:", "Vs:", "Odp:", "答复:", ...) and without our original
subject. Our subject is known when the quoted header block names it ("Subject: ..."); otherwise only the
words after a separator (" - ", "  ", " | ") count when the subject is a reply, and a subject with no
reply prefix is the sender's own. "Re: <our subject>" alone gives nothing. A reply with a body never
reads its subject.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.attribution import quoted_subject
from sequencer.classify.text import body_text, fold, header

# Reply and forward prefixes as clients write them in their languages, fold()ed, with a counter
# ("Re[2]:", "RE (2):") and a space before the colon (French "RE :").
_REPLY_PREFIX = re.compile(
    r"^\s*(?:re|aw|antw|antwort|r|res|rif|sv|vs|vl|odp|odg|ynt|cevap|απ|σχετ|отв|ответ|valasz|ref|fw|fwd"
    r"|tr|wg|rv|enc|doorst|atb|答复|回复|回覆|答覆|返信|회신|رد|השב)"
    r"\s*(?:\[\d+\]|\(\d+\))?\s*[:：]",
)
_SEPARATOR = re.compile(r"\s+[-–—|]+\s+|\s{2,}")


def _without_prefixes(subject: str) -> tuple[str, bool]:
    text, replied = subject.strip(), False
    while _REPLY_PREFIX.match(text):
        text, replied = _REPLY_PREFIX.sub("", text, count=1).strip(), True
    return text, replied


def _words(text: str) -> str:
    return " ".join(text.split())


def subject_answer(msg: Message) -> str:
    """What the sender typed into the subject, for a reply whose own text is empty ('' if nothing)."""
    subject, replied = _without_prefixes(fold(header(msg, "Subject")))
    if not subject:
        return ""
    ours = quoted_subject(body_text(msg).splitlines())
    if ours:
        ours = _words(_without_prefixes(ours)[0])
        typed = _words(subject)
        if typed == ours or ours.startswith(typed):
            return ""  # our subject, maybe cut short
        if ours in typed:
            return _words(typed.replace(ours, " ")).strip(" -–—|:,;.")
        return typed  # they replaced our subject with their answer
    if not replied:
        return _words(subject)
    parts = _SEPARATOR.split(subject.strip(), maxsplit=1)
    return _words(parts[1]).strip(" -–—|:,;.") if len(parts) == 2 else ""
