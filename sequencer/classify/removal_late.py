"""The removals no removal table reads alone, looked for after the tables (`removal.removal_request`):
a bare "Stop." after a complaint about how often we write (`frequency`), "delete it" after asking how we got
the address (`removal_how_got`), my details named and then taken out by a pronoun (`removal_them`), a yes to
closing the file with the mailing list closed too (`close_file`), a removal written as code aimed at the
sender's own address (`removal_code`), and the sender's own removal said to be asked before after a question
about the reader's handling of removals (`removal_handling_asked`).
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.close_file import CLOSE_IT, LIST_TOO
from sequencer.classify.intent_rules.frequency import (
    BARE_STOP,
    COUNTED,
    ENOUGH,
    FREQUENCY,
    KEEP_COMING,
    STOP_AFTER_KEEP_COMING,
    THANKED,
)
from sequencer.classify.intent_rules.removal_code import (
    ADDRESS_IN,
    ASKED_AFTER,
    OWN_QUERY_AFTER,
    REMOVAL_CODE,
)
from sequencer.classify.intent_rules.removal_event import EVENT_BEFORE
from sequencer.classify.intent_rules.removal_handling_asked import (
    HOW_IT_WORKS,
    LEFT_AFTER,
    LEFT_INSIDE,
    NOUN_IN,
    OUR_MAIL_LEFT,
    OWN_ASKED_AGAIN,
    READER_HANDLES,
)
from sequencer.classify.intent_rules.removal_how_got import ANOTHER_THING, DELETE_IT, HOW_GOT, RESEND
from sequencer.classify.intent_rules.removal_them import (
    DETAILS_REPLACED,
    MY_DETAILS,
    OTHER_BETWEEN,
    THEM_OUT,
    THIS_MAILBOX,
)
from sequencer.classify.intent_rules.removal_topic import PLURAL_REMOVALS
from sequencer.classify.intent_rules.unsubscribe import CLAUSE, NEGATION, SENTENCE
from sequencer.classify.sentences import asked


def removal_as_code(folded: str, sender: str | None) -> re.Match[str] | None:
    """A removal written as code aimed at the sender's own address ("DELETE FROM prospects WHERE email =
    'me@x'; COMMIT;", `removal_code`), neither asked about nor the sender's own query discussed."""
    if not sender:
        return None
    for found in REMOVAL_CODE.finditer(folded):
        after = folded[found.end() :]
        address = ADDRESS_IN.search(found.group(0))
        if address is None or address.group(0).strip(".") != sender.lower():
            continue  # another person's address: not the sender's own removal
        if OWN_QUERY_AFTER.match(after) or ASKED_AFTER.match(after):
            continue
        return found
    return None


def stop_after_complaint(folded: str) -> re.Match[str] | None:
    """A bare "Stop." as a sentence of its own after a complaint about how often we write ("This is the
    third email from you this week. Stop."), or after a count of it said without a period ("Third one of
    these this week. Stop.", `frequency.COUNTED`), or after our mail said to keep coming ("You keep
    emailing me. Stop.", `frequency.KEEP_COMING`), `frequency.py`; after our mail said to keep coming, a stop
    after a comma or told again right after it too ("You keep emailing me, stop.", "I said stop.",
    `frequency.STOP_AFTER_KEEP_COMING`)."""
    keep = KEEP_COMING.search(folded)
    complaint = FREQUENCY.search(folded) or COUNTED.search(folded) or keep
    if complaint is None or THANKED.search(folded[: complaint.end()]):
        return None  # "Thanks for the two emails this week with the samples. That's enough!": counted, fine
    found = BARE_STOP.search(folded, complaint.end())
    # ... after our mail said to keep coming, a stop after a comma or told again in the words right after it
    if found is None and keep is not None and not THANKED.search(folded[: keep.end()]):
        return STOP_AFTER_KEEP_COMING.match(folded, keep.end())
    if found and ENOUGH.search(found.group(0)) and folded[found.end() :].strip():
        return None  # "... Enough. I'll review with finance": "enough" ends the reply when it asks to stop
    return found


def deleted_after_asking(folded: str) -> re.Match[str] | None:
    """My address deleted after asking how you got it ("How did you get my address? ... Delete it,
    please."), `removal_how_got.py`."""
    asked = HOW_GOT.search(folded)
    found = DELETE_IT.search(folded, asked.end()) if asked else None
    if asked is None or found is None:
        return None
    between = folded[asked.end() : found.start()]
    if (
        len(re.findall(r"[.!?]", between)) > 2
        or ANOTHER_THING.search(between)
        or RESEND.match(folded, found.end())
    ):
        return None  # "it" is something else named on the way, or the deletion makes room for a new one
    return found


def details_then_deleted(folded: str) -> re.Match[str] | None:
    """My details named, then taken out of our systems by a pronoun, at most about a sentence later ("I
    don't recall ever giving Acme my details. Please delete them from your CRM"), `removal_them.py`; a
    negation in the words right before the verb undoes it ("please don't delete them from the CRM"). The
    address we write to named as "this address" stands for them too ("This address is a monitored legal
    mailbox ... Remove it from all your lists")."""
    for named in [*MY_DETAILS.finditer(folded), *THIS_MAILBOX.finditer(folded)]:
        found = THEM_OUT.search(folded, named.end(), named.end() + 140)
        if found is None or "?" in folded[named.end() : found.start()]:
            continue
        stop = SENTENCE.search(folded, found.end())
        if stop and stop.group(0) == "?":
            continue  # "Should you delete them from your records?": asked, not said
        between = folded[named.end() : found.start()]
        after = folded[found.end() : stop.start() if stop else len(folded)]
        if (
            OTHER_BETWEEN.search(between)
            or DETAILS_REPLACED.search(between)
            or DETAILS_REPLACED.search(after)
        ):
            continue  # "the old invoices, remove them", "has changed ..., remove it ... use the new one"
        clause = CLAUSE.split(between)[-1]
        if not NEGATION.search(" " + " ".join(clause.split()[-3:])):
            return found
    return None


def list_closed_too(folded: str) -> re.Match[str] | None:
    """A yes to closing the file with the mailing list closed too ("Please do close it. And the mailing list
    while you're at it", "Ja, schließen Sie sie, und den Verteiler gleich mit"), `close_file.LIST_TOO`: the
    yes alone stays a no (`close_file.CLOSE_IT`), the list named with it makes it a removal."""
    for found in CLOSE_IT.finditer(folded):
        stop = re.compile(r"[?]").search(folded, found.start(), found.end() + 1)
        if stop:
            continue  # "should I close it and the list too?": asked, not said
        too = LIST_TOO.match(folded, found.end())
        if too:
            return too
    return None


def asked_again_after_handling(folded: str) -> re.Match[str] | None:
    """The reader's handling of removals asked about, the sender's own removal said to be asked or done
    before after it ("Vocês tratam os descadastros? Já pedi o meu duas vezes.", "Wie verarbeiten Sie die
    Abmeldungen? Ich habe mich schon zweimal abgemeldet.", `removal_handling_asked.OWN_ASKED_AGAIN`): a
    removal asked again, the complaint after the question or before it ("Ik heb me allang afgemeld.
    Verwerken jullie afmeldingen eigenlijk wel?"), never what the sender left named as an event or
    something not ours."""
    for noun in PLURAL_REMOVALS.finditer(folded):
        if not asked(folded, noun):
            continue
        clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, noun.start())), default=0)
        if not READER_HANDLES.search(folded, clause_start, noun.start()) and not READER_HANDLES.search(
            CLAUSE.split(folded[noun.start() :])[0]
        ):
            continue
        for again in OWN_ASKED_AGAIN.finditer(folded):
            if not _left_elsewhere(folded, again):
                return again
    # ... or the reader's removal as a noun asked how it works ("Wie funktioniert die Abmeldung? Ich habe
    # mich schon zweimal abgemeldet.", "How does the unsubscribe work? I want out.", `HOW_IT_WORKS`)
    for how in HOW_IT_WORKS.finditer(folded):
        clause = CLAUSE.split(folded[how.start() :])[0]
        if not asked(folded, how) or not NOUN_IN.search(clause):
            continue
        for again in OWN_ASKED_AGAIN.finditer(folded):
            if not _left_elsewhere(folded, again):
                return again
    return None


def _left_elsewhere(folded: str, again: re.Match[str]) -> bool:
    """The sender's own earlier removal from something named that is not our mail: an event or another
    tool ("Ik heb me al afgemeld voor het webinar", "Ya me di de baja de Mailchimp",
    `removal_handling_asked.LEFT_AFTER`, `LEFT_INSIDE`)."""
    left = LEFT_AFTER.match(folded, again.end()) or LEFT_INSIDE.search(again.group(0))
    if left is None:
        return False
    return bool(EVENT_BEFORE.search(left.group(1)) or not OUR_MAIL_LEFT.search(left.group(1)))
