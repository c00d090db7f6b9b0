"""The readers of a reply to an invitation that is no pitch (`intent_rules.event_reply`): a seat accepted
or the thing offered asked for (`seat_taken`, interested, read after the wrong-person step and winning over
a no or a time beside it), a later edition named with a regret for this one (`next_edition`, not_now, read
with the firm laters), and regrets with no later date (`event_declined`, not_interested, read with the
stated noes)."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.event_reply import (
    ANOTHER_DATE_ASKED,
    CALL_AFTER,
    COPY_ASKED,
    EVENT_DECLINED,
    NEXT_EDITION,
    OTHER_DATE,
    REGISTRATION_CANCELLED,
    REGRET,
    SEAT_DENIED,
    SEAT_TAKEN,
    SIGN_UP_TOLD,
)
from sequencer.classify.intent_rules.interest import NOT_INTERESTED
from sequencer.classify.intent_rules.not_pursued import condition_before
from sequencer.classify.intent_rules.removal_event import DATED_AFTER, EVENT_AFTER
from sequencer.classify.sentences import asked

# a seat wished under a "would" with a "but" after it in its sentence ("I'd love to join the webinar, but we
# just signed with Outreach, so I'll pass", "Würde gerne kommen, aber ...")
_WOULD = re.compile(
    r"(?<!\w)(?:i'd|we'd|would|i would|we would|wurde|wurden|je voudrais|j'aimerais|me gustaria|mi piacerebbe"
    r"|vorrei|ik zou|zou|gostaria)(?: \w+)?\s*$"
)
_BUT_AFTER = re.compile(r"[^.!?;]*?(?:,| -)? (?:but|aber|mais|pero|ma|maar|mas) ")
_NOT_AFTER = re.compile(r"[^.!?;:,]*?(?<!\w)(?:not|nothing|non|nicht|niet|nao|pas)(?!\w)")
_WHY = re.compile(r"(?<!\w)(?:why|warum|wieso|pourquoi|por que|perche|waarom|por que)(?!\w)")
_CLAUSE = re.compile(r"[,.;:!?()\n]| - | but | aber | mais | pero | ma | maar | mas ")


def seat_taken(folded: str) -> re.Match[str] | None:
    """The first seat accepted or thing asked for, never denied in its clause ("I won't be there", "if
    you'd count me in"), never asked ("will you be there?"), never wished before a "but" ("I'd love to join
    the webinar, but we just signed with Outreach") nor there for something else ("I'll be there at
    Dreamforce anyway but not to buy anything"); the thing never sent unasked ("Why did you send me the
    report?")."""
    for found in SEAT_TAKEN.finditer(folded):
        clause = _CLAUSE.split(folded[: found.start()])[-1]
        if SEAT_DENIED.search(" ".join(clause.split()[-4:])) or asked(folded, found):
            continue
        if _WOULD.search(clause) and _BUT_AFTER.match(folded, found.end()):
            continue  # "I'd love to join the webinar, but we just signed with Outreach": a polite no
        if _NOT_AFTER.match(folded, found.end()):
            continue  # "I'll be there at Dreamforce anyway but not to buy anything": there for something else
        if CALL_AFTER.match(folded, found.end()):
            continue  # "Apúnteme para una llamada a principios de mayo": a later noted, not a seat
        return found
    # the thing offered or another date asked for the sender, said or asked ("Could you send me the
    # recording?", "is there another date?")
    for found in (*COPY_ASKED.finditer(folded), *ANOTHER_DATE_ASKED.finditer(folded)):
        clause = _CLAUSE.split(folded[: found.start()])[-1]
        if SEAT_DENIED.search(" ".join(clause.split()[-4:])):
            continue
        if found.re is COPY_ASKED and asked(folded, found) and _WHY.search(clause):
            continue  # "Why did you send me the report? I never asked for it": a complaint, no request
        return found
    return None


def next_edition(folded: str) -> re.Match[str] | None:
    """A later edition named ("Next time for sure") in a reply with a regret for this one ("Can't do May
    7"); never asked ("is there a next edition?")."""
    if not _regret_for_this(folded):
        return None
    return next(
        (
            m
            for m in NEXT_EDITION.finditer(folded)
            if not asked(folded, m)
            and not _NEGATED.search(" ".join(_CLAUSE.split(folded[: m.start()])[-1].split()[-3:]))
        ),
        None,
    )


# a later edition denied ("Leider kein Interesse, auch nicht nächstes Jahr", "and we won't be next year
# either")
_NEGATED = re.compile(r"(?<!\w)(?:not|won't|nicht|pas|non|niet|nao|ni|nor|neither)(?!\w)")


def _regret_for_this(folded: str) -> bool:
    """A regret for this edition (`REGRET`); a "sorry" that only leads into a no ("Sorry, not interested. Next
    time please check who you're emailing") is none."""
    return any(not NOT_INTERESTED.match(folded[m.end() :].lstrip(" ,:;-")) for m in REGRET.finditer(folded))


def _in_a_condition(folded: str, found: re.Match[str]) -> bool:
    """An "if", "si", "se", "wenn", "als" opening the clause of the regret ("Si al final no vamos, os aviso",
    the review of 2026-12-07, fourth, part 2): a case foreseen, no decline; never a "se" or "si" that is a
    pronoun ("Minha agenda se complicou e não vou participar", `not_pursued.condition_before`)."""
    clause = re.split(r"[,.;:!?\n]", folded[: found.start()])[-1]
    return condition_before(clause)


def event_declined(folded: str) -> re.Match[str] | None:
    """Regrets with no later date ("Ich sage ab", "non parteciperò"), never beside another date asked for
    ("can't make it Tuesday, is there another date?") nor asked, nor inside a condition ("If we can't make
    it, I'll let you know", `_in_a_condition`)."""
    if OTHER_DATE.search(folded) or SIGN_UP_TOLD.search(folded):
        return None  # a seat the sender had taken, given back (`seat_given_back`)
    return next(
        (
            m
            for m in EVENT_DECLINED.finditer(folded)
            if not asked(folded, m) and not _in_a_condition(folded, m)
        ),
        None,
    )


def seat_given_back(folded: str) -> re.Match[str] | None:
    """Regrets beside the sender's own sign-up told ("al quale mi ero iscritta a ottobre ... non potrò
    partecipare", heldout_eg; "Je m'étais inscrit à votre webinaire ..., je ne pourrai pas y assister",
    heldout_dy; `event_reply.SIGN_UP_TOLD`): a seat given back, `other`, never a no nor a later; or the
    sender's registration cancelled with the event or its day named right after it ("je dois annuler mon
    inscription à l'atelier du 4", "cancelar minha inscrição no almoço do dia 12", heldout_em), another
    session or the recording asked after it or not: the seat given back wins over a sign-up wished for the
    next one."""
    for found in REGISTRATION_CANCELLED.finditer(folded):
        rest = folded[found.end() :]
        # the German and Dutch noun comes first, its event after it and the verb last
        if (EVENT_AFTER.match(rest) or DATED_AFTER.match(rest)) and not asked(folded, found):
            return found
    if OTHER_DATE.search(folded) or not SIGN_UP_TOLD.search(folded):
        return None
    return next(
        (
            m
            for m in EVENT_DECLINED.finditer(folded)
            if not asked(folded, m) and not _in_a_condition(folded, m)
        ),
        None,
    )
