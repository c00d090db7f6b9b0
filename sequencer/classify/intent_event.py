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
    REGRET,
    SEAT_DENIED,
    SEAT_TAKEN,
)
from sequencer.classify.sentences import STOP

_CLAUSE = re.compile(r"[,.;:!?()\n]| - | but | aber | mais | pero | ma | maar | mas ")


def _asked(folded: str, found: re.Match[str]) -> bool:
    stop = STOP.search(folded, found.end())
    return bool(stop and stop.group(0) == "?")


def seat_taken(folded: str) -> re.Match[str] | None:
    """The first seat accepted or thing asked for, never denied in its clause ("I won't be there", "if
    you'd count me in"), never asked ("will you be there?")."""
    for found in SEAT_TAKEN.finditer(folded):
        clause = _CLAUSE.split(folded[: found.start()])[-1]
        if SEAT_DENIED.search(" ".join(clause.split()[-4:])) or _asked(folded, found):
            continue
        if CALL_AFTER.match(folded, found.end()):
            continue  # "Apúnteme para una llamada a principios de mayo": a later noted, not a seat
        return found
    # the thing offered or another date asked for the sender, said or asked ("Could you send me the
    # recording?", "is there another date?")
    for found in (*COPY_ASKED.finditer(folded), *ANOTHER_DATE_ASKED.finditer(folded)):
        clause = _CLAUSE.split(folded[: found.start()])[-1]
        if not SEAT_DENIED.search(" ".join(clause.split()[-4:])):
            return found
    return None


def next_edition(folded: str) -> re.Match[str] | None:
    """A later edition named ("Next time for sure") in a reply with a regret for this one ("Can't do May
    7"); never asked ("is there a next edition?")."""
    if not REGRET.search(folded):
        return None
    return next((m for m in NEXT_EDITION.finditer(folded) if not _asked(folded, m)), None)


def event_declined(folded: str) -> re.Match[str] | None:
    """Regrets with no later date ("Ich sage ab", "non parteciperò"), never beside another date asked for
    ("can't make it Tuesday, is there another date?") nor asked."""
    if OTHER_DATE.search(folded):
        return None
    return next((m for m in EVENT_DECLINED.finditer(folded) if not _asked(folded, m)), None)
