"""SMTP reply codes and RFC 3463 enhanced status codes, as written in a report.

Inference table, used only when no enhanced status is written anywhere in the report:

    SMTP code                      inferred status
    452 + "full"/"quota"/storage   4.2.2
    other 4xx                      4.0.0
    552 + "full"/"quota"/storage   5.2.2
    552 + "size"/"too large"       5.3.4
    other 5xx (550, 551, 553, 554) 5.0.0

What a status *means* for the address is decided in `reasons.py`, the one reason table.
"""

from __future__ import annotations

import re

from sequencer.classify.text import fold

# Subject digit 0-7 only (RFC 3463), so versions such as "Exim 4.94.2" or IP fragments are not codes.
_ENHANCED = r"[245]\.[0-7]\.\d{1,3}"
_PAIR = re.compile(rf"(?<![\w.])([45][0-5]\d)[ -]\(?#?({_ENHANCED})(?![\w]|\.\d)")
_LONE_STATUS = re.compile(rf"(?<![\w.])({_ENHANCED})(?![\w]|\.\d)")
# A bare reply code only counts where SMTP replies are quoted, never inside prose ("after 450 s").
_CODE = re.compile(
    r"(?im)(?:^[ \t>]*|said:?\s+|error:?\s+|returned\s+'?|reply:?\s+|response:?\s+|was:?\s+"
    r"|smtp;\s*|<<<\s*|reason:\s*|\]:\s*|\(\s*)([45][0-5]\d)(?=:?[ -]\S|:?\s*$)"
)
_FULL = re.compile(r"full|quota|storage|space")
_SIZE = re.compile(r"size|too (?:large|big)")

# Wording of an MTA that stopped retrying.
GAVE_UP = re.compile(
    r"expired|retry time(?:out)? (?:exceeded|not reached)|gave up|giving up|queued? too long"
    r"|cannot send message for|will not be retried|no longer retry"
)


# In a diagnostic or the notice's prose only a failure or a delay is a status: "2.0.12" there is a
# version ("RELEASED Mailman 2.0.12" in a quoted subject). A success status comes from a Status field.
_FAILURE_STATUS = re.compile(r"(?<![\w.])([45]\.[0-7]\.\d{1,3})(?![\w]|\.\d)")


def find_status(text: str) -> str | None:
    """The first failure or delay status code in text, preferring one that follows an SMTP code."""
    pair = _PAIR.search(text)
    if pair and pair.group(2)[0] in "45":
        return pair.group(2)
    lone = _FAILURE_STATUS.search(text)
    return lone.group(1) if lone else None


def find_smtp_code(text: str) -> int | None:
    pair = _PAIR.search(text)
    if pair:
        return int(pair.group(1))
    code = _CODE.search(text)
    return int(code.group(1)) if code else None


def clean_status(value: str) -> str | None:
    """The code in a `Status:` field ("5.1.1 (user unknown)" -> "5.1.1"), or None."""
    match = _LONE_STATUS.search(value)
    return match.group(1) if match else None


def infer_status(code: int, text: str) -> str:
    """The status an SMTP code implies; see the module table."""
    cue = fold(text)
    if code in (452, 552) and _FULL.search(cue):
        return f"{code // 100}.2.2"
    if code == 552 and _SIZE.search(cue):
        return "5.3.4"
    return f"{code // 100}.0.0"
