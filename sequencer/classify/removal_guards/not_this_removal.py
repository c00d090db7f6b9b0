"""A removal phrase that asks no removal of this address from our mail: a file or a format not to be
sent (`removal_thing`), a thread's copy list (`removal_copy`), a removal promised on a condition
(`removal_conditional`), our mail stopped to this address with another given (`removal_redirect`; a call
declined with mail kept: `call_for_mail`), or someone else's removal (`others`).
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.removal_conditional import (
    CONDITION,
    NEXT_MAIL,
    NOW_AFTER,
    REFLEXIVE_BEFORE,
    SELF_BEFORE,
    SELF_VERB,
)
from sequencer.classify.intent_rules.removal_copy import COPY_AFTER
from sequencer.classify.intent_rules.removal_copy import LIST_TOO as COPY_LIST_TOO
from sequencer.classify.intent_rules.removal_redirect import (
    CALL,
    CALL_MAIL_NAMED,
    MAIL_DECLINED,
    MAIL_KEPT,
    OTHER_GIVEN,
    THIS_ADDRESS,
)
from sequencer.classify.intent_rules.removal_thing import SENDING, SENT_THING
from sequencer.classify.intent_rules.unsubscribe import SENTENCE
from sequencer.classify.removal_guards.others import (
    colleague_removed,
    other_address_removed,
    other_person_removed,
)


def not_this_removal(folded: str, found: re.Match[str], sender: str | None) -> bool:
    """A removal phrase that asks no removal of this address from our mail: a file or a format not to be
    sent ("stop sending me the PDF, send a link", `removal_thing`), the copy list of a thread ("take me off
    the CC", `removal_copy`), a removal promised on a condition ("if it's not relevant I'll unsubscribe",
    `removal_conditional`), or another address named for removal while the reply wants more ("remove my
    other address alicia@x ... Tom would like to see the demo", `other_address_removed`)."""
    if SENDING.search(found.group(0)) and SENT_THING.match(folded[found.end() :]):
        return True
    if COPY_AFTER.match(folded[found.end() :]) and not COPY_LIST_TOO.match(folded[found.end() :]):
        return True
    return (
        _conditional(folded, found)
        or other_address_removed(folded, found, sender)
        or colleague_removed(folded, found)
        or _redirected(folded, found)
        or call_for_mail(folded, found)
        or other_person_removed(folded, found)
    )


def _redirected(folded: str, found: re.Match[str]) -> bool:
    """Our mail stopped to this address with another given after it ("Don't email me at this address
    anymore, use jordan.p@example.net", "Ne m'écrivez plus à cette adresse, écrivez à achats@example.fr",
    `removal_redirect`): a redirect, no removal."""
    here = THIS_ADDRESS.match(folded, found.end())
    return bool(here and OTHER_GIVEN.match(folded[here.end() :]))


def _conditional(folded: str, found: re.Match[str]) -> bool:
    """The sender's own removal to come, after a condition in its sentence that is not our next mail ("If
    this turns out not to be relevant I'll unsubscribe", "sinon je me désinscris"), `removal_conditional`."""
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    before = folded[start : found.start()]
    own = SELF_BEFORE.search(before) or (SELF_VERB.match(found.group(0)) and REFLEXIVE_BEFORE.search(before))
    if NOW_AFTER.match(folded[found.end() :]):
        return False  # "If that's the case, I will unsubscribe now": done now, whatever the condition
    return bool(own and CONDITION.search(before) and not NEXT_MAIL.search(before))


def call_for_mail(folded: str, found: re.Match[str]) -> bool:
    """A call declined with mail kept after it ("Please don't call me anymore, email me instead", "Stop
    calling me, email is fine", "Bel me niet meer, mail me liever", `removal_redirect.CALL`): a re-route of
    the channel, no removal; never with mail declined in the phrase too ("Don't call or email me") or
    after it ("Don't call me and don't email me either", "Bel me niet en mail me ook niet meer",
    `MAIL_DECLINED`)."""
    phrase = folded[found.start() : found.end()] + folded[found.end() : found.end() + 16].split(",")[0]
    if not CALL.search(phrase) or CALL_MAIL_NAMED.search(found.group(0)):
        return False
    if MAIL_DECLINED.search(folded, found.end(), found.end() + 80):
        return False
    return bool(MAIL_KEPT.search(folded, found.end(), found.end() + 80))
