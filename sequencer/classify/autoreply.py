"""Out-of-office and other automatic replies (RFC 3834 and the headers vendors use instead).

A subject alone is trusted only when the sender wrote it: once it starts with "Re:" it may be our own
subject echoed back by a person, so a subject phrase then needs an automatic-mail header as well.
Bulk mail (Precedence: bulk with List-Unsubscribe, under a subject of its own) is machine-sent too:
nobody answered. So is a mailing list's digest ("ops-talk Digest, Vol 112, Issue 19", Mailman's
"Today's Topics:"), whatever its topics say about undeliverable mail, and Outlook's recall request
("Recall: RE: ...", "Brian Foster would like to recall the message"): Outlook writes it when its user
clicks Recall, nobody wrote to us in it.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.bounce import REPLY_PREFIX
from sequencer.classify.not_a_report import auto_submitted
from sequencer.classify.text import body_text, fold, has_header, header

# Phrases that mark an automatic reply wherever they stand in the subject (matched on fold()ed text).
_ANYWHERE = re.compile(
    r"automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|autoresponder|out of (?:the )?office"
    r"|abwesenheitsnotiz|automatische antwort|reponse automatique|absence du bureau"
    r"|respuesta automatica|fuera de la oficina|vacation (?:reply|response|notice)"
)
# Short words that are only safe as the very first word ("OOO", "Auto:", "Abwesend", "Absent(e)").
_LEADING = re.compile(r"^[\s\[(*]*(?:auto:|ooo\b|abwesend\b|absent(?:e|\(e\))?(?!\w)|ausente\b)")
_AUTOMATIC_MAIL = ("X-Autoreply", "X-Autorespond", "X-Autoresponder")
_LIST_HEADERS = ("List-Id", "List-Unsubscribe", "List-Post")
# A list's digest by its subject ("Digest, Vol 112, Issue 19", "Weekly digest") or Mailman's contents.
_DIGEST_SUBJECT = re.compile(r"\bdigest\b")
_DIGEST_BODY = re.compile(r"(?m)^\s*today's topics:|^end of \S+ digest\b|digest, vol \d+, issue \d+")
# Outlook's recall request: its subject prefix and the sentence Outlook writes under it.
_RECALL_SUBJECT = re.compile(r"^\s*(?:recall|ruckruf|rappel|recuperar|richiamo|terugroepen)\s*:")
_RECALL_BODY = re.compile(
    r"would like to recall the message|mochte die nachricht .{0,200}zuruckrufen"
    r"|souhaite rappeler le message|desea recuperar el mensaje|wil het bericht .{0,200}intrekken"
)


def auto_reply_subject(subject: str) -> bool:
    """Does the subject announce an automatic reply (ignoring any Re: prefix)?"""
    folded = fold(subject)
    stripped = folded
    while REPLY_PREFIX.match(stripped):
        stripped = REPLY_PREFIX.sub("", stripped, count=1)
    return bool(_ANYWHERE.search(folded) or _LEADING.match(stripped))


def _subject_written_by_sender(subject: str) -> bool:
    return not REPLY_PREFIX.match(subject)


def is_auto_reply(msg: Message) -> bool:
    if auto_submitted(msg):
        return True  # RFC 3834: any value but "no" marks the message as machine-sent
    for name in _AUTOMATIC_MAIL:
        if has_header(msg, name) and fold(header(msg, name)).strip() not in ("no", "false", "0"):
            return True
    precedence = fold(header(msg, "Precedence")).strip()
    if precedence in ("auto_reply", "auto-reply"):
        return True
    subject = header(msg, "Subject")
    if _digest(msg, subject) or _recall(msg, subject):
        return True
    newsletter = precedence in ("bulk", "junk") and has_header(msg, "List-Unsubscribe")
    if newsletter and not REPLY_PREFIX.match(subject):
        return True  # a newsletter or a provider's digest: machine-sent, nobody answered
    if not auto_reply_subject(subject):
        return False
    # Bulk/junk precedence and Exchange's X-Auto-Response-Suppress vouch for an echoed subject.
    if precedence in ("bulk", "junk") or has_header(msg, "X-Auto-Response-Suppress"):
        return True
    return _subject_written_by_sender(subject)


def _digest(msg: Message, subject: str) -> bool:
    """A mailing list's digest: list headers, a subject of the list's own, a digest's subject or
    contents. A person answering a digest writes "Re: ... Digest ..." and stays a person."""
    if not any(has_header(msg, name) for name in _LIST_HEADERS) or REPLY_PREFIX.match(subject):
        return False
    return bool(_DIGEST_SUBJECT.search(fold(subject)) or _DIGEST_BODY.search(fold(body_text(msg)[:4000])))


def _recall(msg: Message, subject: str) -> bool:
    """Outlook's recall request: Exchange's recall header, or the "Recall:" subject with Outlook's
    sentence under it ("... would like to recall the message, ...")."""
    if fold(header(msg, "X-MS-Exchange-Organization-RecallMessage")).strip() == "true":
        return True
    if not _RECALL_SUBJECT.match(fold(subject)):
        return False
    return bool(_RECALL_BODY.search(" ".join(fold(body_text(msg)[:2000]).split())))
