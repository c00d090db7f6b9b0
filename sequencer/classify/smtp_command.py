"""Which SMTP command a rejection answered, as the report tells it.

A dead address is refused at `RCPT TO`. The same words ("550 User unknown") given in answer to
`DATA`, after the receiver had accepted the recipient, come from a content or sender filter (many
filter appliances and Japanese mobile carriers answer so): the address was fine. And a refusal at
`MAIL FROM` is about our sender. Reports say it in several ways:

- Postfix: "said: 550 ... (in reply to RCPT TO command)" / "(in reply to end of DATA command)";
- Exim: "SMTP error from remote mail server after RCPT TO:<x>:" / "after end of data:";
- Sendmail and others: a transcript, ">>> DATA" then "<<< 550 ...";
- prose: "after DATA", "at DATA".
"""

from __future__ import annotations

import re

from sequencer.classify.text import fold

Command = str  # "RCPT", "DATA" or "MAIL"

_IN_REPLY = re.compile(
    r"(?:in reply to|after|answer to|response to)\s+(?:the\s+)?(?:end of\s+)?(rcpt to|rcpt|data|mail from)"
    r"(?![\w.-])|\bat (data)(?![\w.-])"
)
_SENT = re.compile(r"(?m)^\s*>>>\s*(rcpt|data|mail|\.)\b")
_ANSWER = re.compile(r"(?m)^\s*<<<\s*[45]\d\d\b")


def answered_command(*texts: str) -> Command | None:
    """The command the first failure answered, from the first text that says so."""
    for text in texts:
        cue = fold(text)
        found = _IN_REPLY.search(cue)
        if found:
            return _name(found.group(1) or found.group(2))
        failure = _ANSWER.search(cue)
        if failure:
            sent = [match.group(1) for match in _SENT.finditer(cue[: failure.start()])]
            if sent:
                return _name(sent[-1])
    return None


def _name(word: str) -> Command:
    if word.startswith("rcpt"):
        return "RCPT"
    if word.startswith("mail"):
        return "MAIL"
    return "DATA"  # data, end of data, ".", the message
