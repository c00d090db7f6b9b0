"""One inbound message -> one Classification.

Order matters: complaints and bounces come first because delivery software also marks its notices
Auto-Submitted, and an out-of-office must never be read as an unsubscribe request. Read receipts
(RFC 8098 disposition notifications) are `receipt`: nobody answered. Challenge-response requests
("verify you are a person to reach my inbox") are `challenge`: nobody answered and nothing bounced.
Everything else is what a person (or a ticket system) wrote back: its own text, without quote and
signature, goes to the intent classifier, which says `unsubscribe` (kind `unsubscribe_request`),
`auto_reply` (a ticket system's acknowledgement: kind `auto_reply`) or one of the human intents (kind
`reply`). Anything that trips over malformed input is a `reply` with intent `other`, the kind a
person has to look at.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import replace
from datetime import datetime
from email.message import Message
from email.utils import parsedate_to_datetime

from sequencer.classify.autoreply import is_auto_reply
from sequencer.classify.bounce import REPLY_PREFIX, is_bounce, read_bounce
from sequencer.classify.challenge import held_notice, is_challenge
from sequencer.classify.complaint import is_complaint, read_complaint
from sequencer.classify.dates import parse_return_date
from sequencer.classify.domain_reports import is_domain_report
from sequencer.classify.intent import DEFAULT, IntentClassifier, IntentResult
from sequencer.classify.intent_rules.breakup_asked import BREAKUP_ASKED
from sequencer.classify.intent_rules.close_file import CLOSE_IT
from sequencer.classify.intent_rules.later_paused import PAUSED_UNTIL
from sequencer.classify.intent_rules.removal_address_swapped import RECIPIENT_SWAPPED
from sequencer.classify.intent_rules.removal_copy import COPY_AFTER, LIST_TOO
from sequencer.classify.intent_rules.removal_day_bound import day_bound
from sequencer.classify.intent_rules.removal_people_list import MAIL_NAMED, PEOPLE_LIST_AFTER
from sequencer.classify.intent_rules.removal_taken_back import TAKEN_BACK
from sequencer.classify.intent_rules.removal_thing import OPENING_THING
from sequencer.classify.intent_rules.trial_ended import TRIAL_ENDED
from sequencer.classify.intent_rules.unsubscribe import NOT_A_MAILING_AFTER
from sequencer.classify.list_bounce import forwarded_bounce
from sequencer.classify.model import Classification
from sequencer.classify.quotes import reply_text
from sequencer.classify.removal_guards.as_a_topic import link_unused, stated_possible
from sequencer.classify.removal_guards.not_this_removal import call_for_mail
from sequencer.classify.removal_guards.other_things import address_swapped, deadline_stated
from sequencer.classify.removal_guards.others import mail_to_other
from sequencer.classify.reports import parts_of_type, report_type, success_report
from sequencer.classify.ses_notification import read_ses_notification
from sequencer.classify.subject_answer import words_to_read
from sequencer.classify.text import addresses, body_text, fold, header

# The removal words of the spec, plus the German/French/Spanish requests prospects actually send,
# after an optional "please" (so "Please remove me" counts but "Please don't stop" does not).
_PLEASE_WORD = r"(?:please|pls|kindly|bitte|merci de|por favor)"
_UNSUBSCRIBE = re.compile(
    rf"^(?:{_PLEASE_WORD}\s+)?"
    r"(?:unsubscribe|remove me|stop|take me off"
    r"|tragen sie mich|trag mich|austragen|abmelden|abbestellen"
    r"|me desabonner|desabonnez moi|desinscrivez moi|retirez moi"
    r"|darme de baja|dar de baja|denme de baja|quitenme)\b"
)
_PLEASE = re.compile(rf"^{_PLEASE_WORD}\s+")
# "Bitte tragen Sie mich nicht aus, ... melden Sie sich im Oktober": the separable verb's own negation before
# its particle, a removal refused (heldout_cf)
_NOT_OUT = re.compile(r"\s+(?:\w+\s+){0,2}?(?:nicht|keinesfalls|keineswegs|bloss nicht|auf keinen fall)\b")
# ... and the particle that makes it a removal: "Trag mich bitte aus", never "Trag mich bitte in die Liste für
# die Demo ein" (review of 2026-12-06, eighth: a sign-up read as a removal)
_OUT = re.compile(r"[^.!?]*?\b(?:aus|raus|heraus)\b")
# "Stop by our booth", "stop in when you're in town": a visit, no stop (review of 2026-12-06, eighth)
# a list named on the line ("Remove me from the CC and from your list"): our mail beside the thing
_LIST_NAMED = re.compile(r"\b(?:lists?|listas?|liste|lijst)\b")
_VISIT = re.compile(r"\s+(?:by|in|over|past|round|around)\b")
_SURPRISE = re.compile(r"^(?:\w+\s+)?stop\s*!+\s*[^.!?]*\?")
_OFF_THE_COPY = re.compile(r"\s+(?:of\s+)?(?:the\s+|this\s+)?(?:cc|copy|thread|loop|email chain)\b")
# Only the whole subject "STOP": our own subjects may begin with "Stop ..." and come back as "Re: ...".
_SUBJECT_UNSUBSCRIBE = re.compile(r"^(?:unsubscribe|remove me|take me off)\b|^stop$")
_GREETING = re.compile(r"^(?:hi|hello|hey|dear|hallo|bonjour|hola)\b[^,.!:;]{0,30}[,.!:;]\s*")
_BARE_GREETING = re.compile(r"^(?:hi|hello|hey|dear|hallo|bonjour|hola)(?:\s+\w+){0,2}$")
_PUNCTUATION = re.compile(r"[^\w\s]")


def classify_message(
    msg: Message,
    *,
    received: datetime | None = None,
    intents: IntentClassifier | None = None,
    ours: Collection[str] = (),
) -> Classification:
    """Classify a parsed message; `received` dates relative return dates when Date is missing.
    `intents` reads what a person wrote (the rules by default); `ours`: our side's addresses, never
    a referral."""
    try:
        return _classify(msg, received, intents or DEFAULT, ours)
    except Exception:
        # A classifier bug must not stall the inbox; a person will look at a "reply" anyway.
        return Classification(kind="reply", intent="other")


def is_receipt(msg: Message) -> bool:
    """A read receipt (RFC 8098): the message was displayed, nobody answered; or a positive delivery
    notification (a DSN whose every recipient was delivered or relayed): nothing failed."""
    return (
        report_type(msg) == "disposition-notification"
        or bool(parts_of_type(msg, "message/disposition-notification"))
        or success_report(msg)
    )


def _classify(
    msg: Message,
    received: datetime | None,
    intents: IntentClassifier = DEFAULT,
    ours: Collection[str] = (),
) -> Classification:
    notification = read_ses_notification(msg)
    if notification is not None:
        return notification  # an SES event sent by mail: JSON, not prose (see ses_notification)
    if is_domain_report(msg):
        # DMARC aggregate and failure reports, TLS reports: about our domain, not a delivery, and no
        # recipient complained (see domain_reports).
        return Classification(kind="auto_reply")
    if is_complaint(msg):
        return read_complaint(msg)
    if is_challenge(msg):
        return Classification(kind="challenge")
    if held_notice(msg):
        return Classification(kind="auto_reply")  # held for review, nothing asked of us (see challenge)
    forwarded = forwarded_bounce(msg)
    if forwarded is not None:
        return read_bounce(forwarded)  # a list manager forwarded a bounce it could not read
    if is_bounce(msg):
        return read_bounce(msg)
    if is_receipt(msg):
        # A positive delivery notification says so (the route's "delivered" branch), a read receipt not.
        return Classification(kind="receipt", reason="delivered" if success_report(msg) else None)
    sent = _sent(msg, received)
    if is_auto_reply(msg):
        found = _auto_reply(msg, received)
        said = DEFAULT.classify(reply_text(msg), sender=None, ours=ours, sent=None)
        if said.intent == "auto_reply" and found.return_date is None:
            return replace(found, intent="auto_reply", evidence=said.evidence)
        return found
    senders = addresses(header(msg, "From"))
    sender = senders[0] if senders else None
    ours = {*ours, *addresses(header(msg, "To"))}
    text = reply_text(msg)
    # Nothing written in the body, or only "see subject": the answer may be in the subject ("Re: ... -
    # REMOVE ME"); the own text stays as it is, the intent classifier reads those words too.
    read = words_to_read(msg, text)
    said = intents.classify(read, sender=sender, ours=ours, sent=sent.date() if sent else None)
    if said.intent != "unsubscribe" and _asks_to_unsubscribe(msg, said.intent):
        said = IntentResult("unsubscribe", evidence=_unsubscribe_words(msg))
    breakup = _breakup_yes(msg, read) if said.intent == "not_interested" else None
    if breakup is not None:
        said = IntentResult("unsubscribe", evidence=breakup)
    if said.intent == "wrong_person" and said.referral is None:
        # "Looping in Anna (cc)": the colleague they copied is the one to talk to.
        copied = [a for a in addresses(header(msg, "Cc")) if a not in ours and a != sender]
        if copied:
            said = replace(said, referral=copied[0])
    kind = {"unsubscribe": "unsubscribe_request", "auto_reply": "auto_reply"}.get(said.intent, "reply")
    return Classification(
        kind=kind,  # type: ignore[arg-type]
        recipient=sender,
        intent=said.intent,
        evidence=said.evidence,
        referral=said.referral,
        follow_up_date=said.follow_up_date,
        text=text,
    )


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


# the only words a bare yes to closing has beside it ("Yes. Close it. Thanks!", "Oui, fermez-le, merci"):
# any other word is a reason ("Yes close it, not a priority"), and the reply stays a no
_COURTESY = frozenset(
    "yes yeah yep yup sure ok okay please pls thanks thank you thx cheers go ahead do just fine"
    " ja jawohl bitte danke gerne gern oui merci d accord si gracias por favor vale claro sim obrigado"
    " obrigada grazie certo pure graag bedankt dank je u hoor maar gerust wel ruhig doch mal einfach gleich"
    " allez vas y adelante tranquilamente tranquillamente".split()
)


def _breakup_yes(msg: Message, read: str) -> str | None:
    """A reply that is nothing but a yes to closing the file ("Yes. Close it.", `close_file.CLOSE_IT`, at
    most four words of courtesy beside it, `_COURTESY`) under our breakup email's question in the quoted
    original ("Should I close your file?", `breakup_asked.BREAKUP_ASKED`): a yes to stopping our mail, a
    removal. The intent rules read only the own text, where it stays a no; a yes that gives a reason ("Ja,
    sluit het maar. We zijn te klein", heldout_p; "Yes close it, not a priority") stays a no here too."""
    own = " ".join(fold(read).split())
    found = CLOSE_IT.search(own)
    if found is None:
        return None
    rest = _PUNCTUATION.sub(" ", own[: found.start()] + " " + own[found.end() :]).split()
    if len(rest) > 4 or any(word not in _COURTESY for word in rest):
        return None  # "Yes close it, we went with Acme", "Yes close it, not a priority": a reason, a no
    asked = BREAKUP_ASKED.search(" ".join(fold(body_text(msg)).split()))
    return found.group(0) if asked else None


def _first_line(body: str) -> tuple[str, str]:
    """The first line the sender wrote, minus quoted text and a leading greeting: as written (folded)
    and as words (punctuation out)."""
    for raw in body.splitlines():
        line = fold(raw).strip()
        if not line or line.startswith(">"):
            continue
        line = _GREETING.sub("", line, count=1).strip()
        words = " ".join(_PUNCTUATION.sub(" ", line).split())
        if not words or _BARE_GREETING.match(words):
            continue
        return line, words
    return "", ""


def _opening_removal(body: str, said: str | None = None) -> re.Match[str] | None:
    """The first line opens with a removal word ("Stop", "Take me off ...", "Abmelden"). Not "Stop!"
    as surprise, a question right after it, in a reply the rules read as keen (`said`: "Stop ! Vous
    faites vraiment ça ? Montrez-moi une démo"), nor "take me off the CC/thread" (off this
    conversation's copy, not off our mail) or off a thing that is no mailing ("remove me from the seating
    plan", "quítenme el plato del menú", `unsubscribe.NOT_A_MAILING_AFTER`), nor "Bitte tragen Sie mich
    nicht aus" (refused) or "Trag mich in die Liste ein" (signed up), nor "Stop by our booth" (a visit),
    nor one taken back on the line in a reply the rules read as keen ("Please take me off your li...
    actually, hang on ... I'd like to see a demo"), nor a pause with a date ("Stop the emails until 18
    January"), nor the sender's trial ("Please stop the trial", `trial_ended`) or a thing not to be sent
    ("Stop sending me the invoices", `removal_thing.OPENING_THING`), nor the last day to withdraw from the
    sender's own event ("Abmelden ist bis drei Tage vorher möglich", `removal_deadline`), nor the way out
    of the sender's own mailing stated ("Afmelden kan altijd via de link", `as_a_topic.stated_possible`),
    nor a remark on our link's look ("Unsubscribe links in your emails are tiny, just saying",
    `as_a_topic.link_unused`), nor off this thread's copy ("Retirez-moi de la copie", `COPY_AFTER`), nor
    the same mail sent on to someone else in its sentence ("Please stop emailing me and switch them to my
    colleague Anna", `removal_address_swapped.RECIPIENT_SWAPPED`), nor the sender's address swapped for
    another ("Stop sending to my Gmail, use my work address instead", `other_things.address_swapped`), nor a
    call declined with mail kept ("Stop calling me, email is fine", `not_this_removal.call_for_mail`)."""
    line, words = _first_line(body)
    found = _UNSUBSCRIBE.match(words)
    if found is None:
        return None
    if said == "interested" and _SURPRISE.match(line):
        return None
    if found.group(0).endswith("take me off") and _OFF_THE_COPY.match(words, found.end()):
        return None
    rest = words[found.end() :]
    if COPY_AFTER.match(rest) and not LIST_TOO.match(rest):
        return None  # "Retirez-moi de la copie, Julie s'en occupera": off this thread's copy, not our mail
    if (
        NOT_A_MAILING_AFTER.match(words, found.end())
        and not MAIL_NAMED.search(line)
        and not _LIST_NAMED.search(words)
    ):
        return None  # "Please remove me from the seating plan", "Quítenme el plato del menú": no mailing
    if PEOPLE_LIST_AFTER.match(words, found.end()) and not MAIL_NAMED.search(line):
        return (
            None  # "Take me off the waiting list": off a list of people, not our mail (`removal_people_list`)
        )
    if said == "interested" and TAKEN_BACK.search(line):
        return None  # "Please take me off your li... actually, hang on ... I'd like a demo" (taken back)
    if found.group(0).endswith(("tragen sie mich", "trag mich")) and (
        _NOT_OUT.match(words, found.end()) or not _OUT.match(words, found.end())
    ):
        return None  # "Bitte tragen Sie mich nicht aus": refused; "Trag mich ... ein": signed up
    if found.group(0).endswith("stop") and _VISIT.match(words, found.end()):
        return None  # "Stop by our booth at SaaStr!": a visit
    if PAUSED_UNTIL.match(_PLEASE.sub("", line, count=1)):
        return None  # "Stop the emails until 18 January": a pause with a date, a later (`later_paused`)
    if TRIAL_ENDED.match(_PLEASE.sub("", line, count=1)):
        return None  # "Please stop the trial at the end of this week": a no (`trial_ended`, heldout_bo)
    if OPENING_THING.match(_PLEASE.sub("", line, count=1)):
        return None  # "Stop sending me the invoices, accounts@x handles them": a thing, not our mail
    in_line = re.search(r"\W+".join(map(re.escape, found.group(0).split())), line)
    if in_line and deadline_stated(line, in_line):
        return None  # "Abmelden bis eine Woche vorher möglich": the sender's own event's rule
    if in_line and stated_possible(line, in_line):
        return None  # "Afmelden kan altijd via de link onderaan": the sender's own mailing's way out
    if in_line and link_unused(line, in_line):
        return None  # "Unsubscribe links in your emails are tiny, just saying": a remark on our link
    if in_line and mail_to_other(line, in_line):
        return None  # "Please stop sending emails to my colleague, she left": mail to someone else
    if in_line and day_bound(line, in_line):
        return None  # "Stop emailing me on Sundays, weekdays are fine": a time for our mail, no removal
    if in_line and RECIPIENT_SWAPPED.match(line, in_line.end()):
        return None  # "Please stop emailing me and switch them to my colleague Anna": a re-route
    if in_line and address_swapped(line, in_line):
        return None  # "Stop sending to my Gmail, use my work address instead": another address, a re-route
    if in_line and call_for_mail(line, in_line):
        return None  # "Stop calling me, email is fine": the call declined, mail kept (`removal_redirect`)
    return found


def _bare_subject(msg: Message) -> str:
    subject = fold(header(msg, "Subject")).strip()
    while REPLY_PREFIX.match(subject):
        subject = REPLY_PREFIX.sub("", subject, count=1).strip()
    return " ".join(_PUNCTUATION.sub(" ", subject).split())


def _asks_to_unsubscribe(msg: Message, said: str | None = None) -> bool:
    if _SUBJECT_UNSUBSCRIBE.match(_bare_subject(msg)):
        return True
    return _opening_removal(body_text(msg), said) is not None


def _unsubscribe_words(msg: Message) -> str:
    found = _SUBJECT_UNSUBSCRIBE.match(_bare_subject(msg)) or _opening_removal(body_text(msg))
    return found.group(0) if found else "unsubscribe"
