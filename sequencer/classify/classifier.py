"""One inbound message -> one Classification.

Order matters: complaints and bounces come first because delivery software also marks its notices
Auto-Submitted, and an out-of-office must never be read as an unsubscribe request. Anything that
fails to match (or trips over malformed input) is a `reply`, the kind a person has to look at.
"""

from __future__ import annotations

import re
from datetime import datetime
from email.message import Message
from email.utils import parsedate_to_datetime

from sequencer.classify.autoreply import is_auto_reply
from sequencer.classify.bounce import REPLY_PREFIX, is_bounce, read_bounce
from sequencer.classify.complaint import is_complaint, read_complaint
from sequencer.classify.dates import parse_return_date
from sequencer.classify.model import Classification
from sequencer.classify.text import body_text, fold, header

# The removal words of the spec, plus the German/French/Spanish requests prospects actually send,
# after an optional "please" (so "Please remove me" counts but "Please don't stop" does not).
_UNSUBSCRIBE = re.compile(
    r"^(?:(?:please|pls|kindly|bitte|merci de|por favor)\s+)?"
    r"(?:unsubscribe|remove me|stop|take me off"
    r"|tragen sie mich|trag mich|austragen|abmelden|abbestellen"
    r"|me desabonner|desabonnez moi|desinscrivez moi|retirez moi"
    r"|darme de baja|dar de baja|denme de baja|quitenme)\b"
)
# Only the whole subject "STOP": our own subjects may begin with "Stop ..." and come back as "Re: ...".
_SUBJECT_UNSUBSCRIBE = re.compile(r"^(?:unsubscribe|remove me|take me off)\b|^stop$")
_GREETING = re.compile(r"^(?:hi|hello|hey|dear|hallo|bonjour|hola)\b[^,.!:;]{0,30}[,.!:;]\s*")
_BARE_GREETING = re.compile(r"^(?:hi|hello|hey|dear|hallo|bonjour|hola)(?:\s+\w+){0,2}$")
_PUNCTUATION = re.compile(r"[^\w\s]")


def classify_message(msg: Message, *, received: datetime | None = None) -> Classification:
    """Classify a parsed message; `received` dates relative return dates when Date is missing."""
    try:
        return _classify(msg, received)
    except Exception:
        # A classifier bug must not stall the inbox; a person will look at a "reply" anyway.
        return Classification(kind="reply")


def _classify(msg: Message, received: datetime | None) -> Classification:
    if is_complaint(msg):
        return read_complaint(msg)
    if is_bounce(msg):
        return read_bounce(msg)
    if is_auto_reply(msg):
        return _auto_reply(msg, received)
    if _asks_to_unsubscribe(msg):
        return Classification(kind="unsubscribe_request")
    return Classification(kind="reply")


def _sent(msg: Message, received: datetime | None) -> datetime | None:
    value = header(msg, "Date")
    if value:
        try:
            return parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError):
            pass
    return received


def _auto_reply(msg: Message, received: datetime | None) -> Classification:
    sent = _sent(msg, received)
    if sent is None:
        # Without a reference date a year-less "until 7 December" cannot be placed; say nothing.
        return Classification(kind="auto_reply")
    # The subject usually echoes our own subject, whose dates are not the sender's, so it needs a cue.
    found = parse_return_date(header(msg, "Subject"), sent=sent, require_cue=True)
    if found:
        return Classification(kind="auto_reply", return_date=found, return_date_source="subject")
    found = parse_return_date(body_text(msg), sent=sent)
    if found:
        return Classification(kind="auto_reply", return_date=found, return_date_source="body")
    return Classification(kind="auto_reply")


def _first_words(body: str) -> str:
    """The first line the sender wrote, minus quoted text and a leading greeting, normalised."""
    for raw in body.splitlines():
        line = fold(raw).strip()
        if not line or line.startswith(">"):
            continue
        line = _GREETING.sub("", line, count=1).strip()
        words = " ".join(_PUNCTUATION.sub(" ", line).split())
        if not words or _BARE_GREETING.match(words):
            continue
        return words
    return ""


def _asks_to_unsubscribe(msg: Message) -> bool:
    subject = fold(header(msg, "Subject")).strip()
    while REPLY_PREFIX.match(subject):
        subject = REPLY_PREFIX.sub("", subject, count=1).strip()
    if _SUBJECT_UNSUBSCRIBE.match(" ".join(_PUNCTUATION.sub(" ", subject).split())):
        return True
    return bool(_UNSUBSCRIBE.match(_first_words(body_text(msg))))
