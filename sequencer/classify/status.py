"""SMTP codes, RFC 3463 enhanced status codes and the reason a delivery failed.

Inference table, used only when no enhanced status is written anywhere in the report:

    SMTP code                      inferred status
    452 + "full"/"quota"/storage   4.2.2
    other 4xx                      4.0.0
    552 + "full"/"quota"/storage   5.2.2
    552 + "size"/"too large"       5.3.4
    other 5xx (550, 551, 553, 554) 5.0.0

An x.y.0 status ("other or undefined") says little, so text cues decide the reason for it; a
specific status (5.1.1, 5.7.1, ...) decides the reason by itself, because servers reuse the same
wording ("recipient address rejected: access denied") for different failures.

A disabled (5.2.1) or moved (5.1.6, 551 "user not local") mailbox counts as user_unknown: for the
sequencer the address is just as dead, and only user_unknown/host_unknown suppress an address.
"""

from __future__ import annotations

import re

from sequencer.classify.model import Reason
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
_CUES: tuple[tuple[Reason, re.Pattern[str]], ...] = (
    # Rate limiting says nothing about the address; it must not fall through to a 5.2.1 "disabled".
    (
        "other",
        re.compile(r"receiving mail (?:at a rate|too quickly)|too many (?:messages|connections)|rate limit"),
    ),
    (
        "host_unknown",
        re.compile(
            r"host (?:or domain name )?not found|domain (?:name )?not found|host unknown|unknown host"
            r"|no mx|unroutable|unrouteable|couldn'?t find any host|could not find any host"
            r"|domain does(?: not|n'?t) exist|no such domain|name or service not known|nxdomain"
            r"|dns (?:error|lookup failed)|domain (?:is )?invalid|invalid domain"
            r"|domain[^.\n]{0,30}(?:couldn'?t|could not|cannot) be found"
        ),
    ),
    (
        "user_unknown",
        re.compile(
            r"user unknown|unknown user|no such (?:user|recipient|mailbox|person|address)|does not exist"
            r"|doesn'?t exist|address not found|invalid recipient|recipient ?not ?found|unknown recipient"
            r"|no mailbox|mailbox (?:not found|does not exist)|(?:couldn'?t|could not|cannot) be found"
            r"|not a valid (?:mailbox|recipient|address)|invalid (?:mailbox|address)|user not found"
            r"|doesn'?t have an? [\w.-]+ account|unknown or illegal alias|account does not exist"
        ),
    ),
    (
        "mailbox_full",
        re.compile(
            r"mailbox (?:is )?full|inbox (?:is )?full|quota|insufficient (?:system )?storage"
            r"|storage (?:allocation|space)|mailbox size limit|mailbox has exceeded|out of storage"
        ),
    ),
    (
        "message_too_large",
        re.compile(r"too (?:large|big)|size limit|size exceeds|exceeds (?:the )?(?:maximum|size)"),
    ),
    (
        "blocked",
        re.compile(
            r"block|black ?list|\brbl\b|spamhaus|spamcop|barracuda|spam|policy|reputation"
            r"|access denied|relay(?:ing)? denied|not authori[sz]ed|denied|banned|dmarc|\bspf\b"
        ),
    ),
    ("expired", GAVE_UP),
    (
        "user_unknown",
        re.compile(
            r"recipient (?:address )?rejected|mailbox (?:unavailable|not available)|rejected recipient"
            r"|user unavailable|recipient unavailable|user not local|has moved|moved permanently"
            # Disabled and moved mailboxes are as dead as unknown ones; checked after "blocked" so a
            # "no longer accepting mail from your IP" stays a block.
            r"|(?:account|mailbox|user|address|recipient)\b[^.\n]{0,40}\b"
            r"(?:disabled|deactivated|inactive|closed)"
            r"|(?:disabled|deactivated|inactive|closed) (?:account|mailbox|user)"
            r"|no longer (?:active|accepting|in use|available|valid|exists)"
            r"|not accepting (?:mail|messages|email)"
        ),
    ),
)


def find_status(text: str) -> str | None:
    """The first enhanced status code in text, preferring one that follows an SMTP code."""
    pair = _PAIR.search(text)
    if pair:
        return pair.group(2)
    lone = _LONE_STATUS.search(text)
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


def _status_reason(status: str) -> tuple[Reason, bool]:
    """(reason, definitive) for a status; x.y.0 and unmapped codes are not definitive."""
    _, subject, detail = (status.split(".") + ["", ""])[:3]
    key = f"{subject}.{detail}"
    if subject == "7":
        return "blocked", True
    table: dict[str, Reason] = {
        "1.1": "user_unknown",
        "1.3": "user_unknown",
        "1.6": "user_unknown",
        "1.10": "user_unknown",
        "1.2": "host_unknown",
        "4.4": "host_unknown",
        "2.2": "mailbox_full",
        "2.3": "message_too_large",
        "3.4": "message_too_large",
        "4.7": "expired",
        "1.7": "blocked",
        "1.8": "blocked",
    }
    if key in table:
        return table[key], True
    # x.1.0 "other address status" and x.2.1 "mailbox disabled" are user_unknown unless the text says
    # something sharper (Gmail also sends x.2.1 for rate limiting).
    return ("user_unknown" if key in ("1.0", "2.1") else "other"), False


def text_reason(text: str) -> Reason | None:
    cue = fold(text)
    for reason, pattern in _CUES:
        if pattern.search(cue):
            return reason
    return None


def reason_for(status: str | None, *texts: str) -> Reason:
    """The failure reason; the first text with a cue wins (pass the Diagnostic-Code first)."""
    cue = next((found for found in map(text_reason, texts) if found), None)
    if status:
        reason, definitive = _status_reason(status)
        return reason if definitive else (cue or reason)
    return cue or "other"


def suppresses(permanent: bool | None, reason: Reason) -> bool:
    """Only a permanent failure that says the address is dead (unknown, disabled, moved) suppresses it."""
    return permanent is True and reason in ("user_unknown", "host_unknown")
