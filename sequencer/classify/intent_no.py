"""The no readers of `intent.RuleClassifier`: a "won't be buying" or a decision not revisited
(`wont_buy`, step 3), the stated no tables (`STATED_NO`), a not-interested phrase that is no "no" to our
mail alone nor to one part of the offer (`not_interested`, `mail_declined`), public procurement as a no
(`public_tender`), the request a but-clause after the no asks for (`asked_after_but`), "not for us
right now" (`not_for_us_now`, step 6) and too expensive with nothing asked (`too_expensive`); a hiring
question with no "no" beside it (`hiring_asked`, step 3); and the leaning no that is about us
(`unconditional_no`, step 10's fallback)."""

from __future__ import annotations

import re
from collections.abc import Callable

from sequencer.classify.intent_interest import interest
from sequencer.classify.intent_rules.already_have import ALREADY_HAVE, TOOL_IN_USE
from sequencer.classify.intent_rules.already_held import ALREADY_WORD, HELD_BEFORE, MEETING_SET_AFTER
from sequencer.classify.intent_rules.alternatives_not_evaluated import ALTERNATIVES_NOT_EVALUATED
from sequencer.classify.intent_rules.built_by_family import BUILT_BY_FAMILY, TOOL_NAMED
from sequencer.classify.intent_rules.but_request import CLAUSE_END, CONTRAST, REQUEST
from sequencer.classify.intent_rules.close_file import CLOSE_IT
from sequencer.classify.intent_rules.closing_day import CLOSING_DAY, CLOSING_TONIGHT, FOR_GOOD
from sequencer.classify.intent_rules.closing_down import CLOSING_DOWN
from sequencer.classify.intent_rules.committed_elsewhere import COMMITTED_ELSEWHERE
from sequencer.classify.intent_rules.company_closed import COMPANY_CLOSED, TEMPORARY
from sequencer.classify.intent_rules.concluded_no import CONCLUDED_NO
from sequencer.classify.intent_rules.content_praised import PRAISE_WORD
from sequencer.classify.intent_rules.copy_asked import COPY_ASKED, IDEA_COPIED
from sequencer.classify.intent_rules.counterfactual import IF_INTERESTED
from sequencer.classify.intent_rules.covered import COVERED
from sequencer.classify.intent_rules.decided_against import (
    ACCOUNT_ENDED,
    COMPANY_LEFT,
    DECIDED_AGAINST,
    YOU_LEFT,
)
from sequencer.classify.intent_rules.decision_made import DECISION_MADE
from sequencer.classify.intent_rules.decline import DECLINE
from sequencer.classify.intent_rules.dont_want_it import DONT_WANT_IT
from sequencer.classify.intent_rules.event_reply import EVENT_DECLINED
from sequencer.classify.intent_rules.formal_no import FORMAL_NO
from sequencer.classify.intent_rules.head_office import RULED_OUT
from sequencer.classify.intent_rules.interest import NOT_INTERESTED
from sequencer.classify.intent_rules.leaning import (
    CONDITION,
    CONTACT_WITHHELD,
    ELSE_AFTER,
    KNOWING_BEFORE,
    NO_ABOUT_ANSWERING,
    NOT_A_DENIAL,
    NOT_KNOWING,
    WHO_NOT_KNOWN,
)
from sequencer.classify.intent_rules.left_there import LEFT_THERE, MISTAKE_BEFORE
from sequencer.classify.intent_rules.matter_closed import COMMITTED_AFTER, MATTER_CLOSED
from sequencer.classify.intent_rules.meeting_not_useful import MEETING_NOT_USEFUL, NOW_IN_SENTENCE
from sequencer.classify.intent_rules.need_not_seen import NEED_NOT_SEEN
from sequencer.classify.intent_rules.neither_budget_nor_need import NEITHER_BUDGET_NOR_NEED
from sequencer.classify.intent_rules.no_for_now import BARE_NO_THANKS, MAYBE_LATER, NOW_BEFORE
from sequencer.classify.intent_rules.no_other_vendor import NO_OTHER_VENDOR
from sequencer.classify.intent_rules.not_a_fit import BLUNT_NO, FOR_NOW_AFTER, NOT_A_FIT, THOUGHT_NOT
from sequencer.classify.intent_rules.not_interested_typed import NOT_INTERESTED_TYPED
from sequencer.classify.intent_rules.not_of_interest import NOT_OF_INTEREST
from sequencer.classify.intent_rules.not_our_product import HIRING_ASKED, REVERSE_PITCH
from sequencer.classify.intent_rules.not_pursued import NOT_PURSUED
from sequencer.classify.intent_rules.not_revisited import NOT_REVISITED
from sequencer.classify.intent_rules.offer import QUOTE_ASKED
from sequencer.classify.intent_rules.offer_not_explored import OFFER_NOT_EXPLORED
from sequencer.classify.intent_rules.offer_not_taken_up import OFFER_NOT_TAKEN_UP
from sequencer.classify.intent_rules.own_purposes import IN_OWN_TEAM, OWN_REQUEST, OWN_STANDING, PRODUCT_ASKED
from sequencer.classify.intent_rules.own_tool_enough import OWN_TOOL_ENOUGH
from sequencer.classify.intent_rules.part_declined import NEED_WORD, PART_AFTER, PART_BEFORE
from sequencer.classify.intent_rules.partnership import PARTNERSHIP_PROPOSED
from sequencer.classify.intent_rules.policy_forbids import POLICY_FORBIDS
from sequencer.classify.intent_rules.procurement import PUBLIC_TENDER
from sequencer.classify.intent_rules.removal_dont_bother import DONT_BOTHER, REFERRAL_PROMISED
from sequencer.classify.intent_rules.removal_link_unused import LINK_NAMED, NOT_USED
from sequencer.classify.intent_rules.removal_polite import NO_MORE_MAIL, TOPIC_AFTER
from sequencer.classify.intent_rules.stays_that_way import STAYS_THAT_WAY
from sequencer.classify.intent_rules.supplier_invited import SUPPLIER_INVITED
from sequencer.classify.intent_rules.switching_not_worth import SWITCHING_NOT_WORTH
from sequencer.classify.intent_rules.too_expensive import TOO_EXPENSIVE
from sequencer.classify.intent_rules.tool_asked import TOOL_ASKED
from sequencer.classify.intent_rules.tried_before import TRIED_BEFORE
from sequencer.classify.intent_rules.understated_no import UNDERSTATED_NO
from sequencer.classify.intent_rules.unsolicited_refused import UNSOLICITED_REFUSED
from sequencer.classify.intent_rules.we_pass import WE_PASS
from sequencer.classify.intent_rules.went_another_way import WENT_ANOTHER_WAY
from sequencer.classify.intent_rules.whole_not_needed import WHOLE_NOT_NEEDED
from sequencer.classify.intent_rules.wont_buy import COMPETITOR, LOCKED_IN, UNTIL, WONT_BUY
from sequencer.classify.intent_shared import stated
from sequencer.classify.sentences import STOP, asked, before_in_sentence, sentence_of

# "in-house" as the no it is when stated ("we build this in-house"), never when asked
IN_HOUSE = re.compile(r"in[- ]house|en interne")

# The tables of a "no" read outside a question (`stated`), in the order they are tried; with
# NOT_INTERESTED, BLUNT_NO and PUBLIC_TENDER they are every "no" a but-clause can follow.
STATED_NO = (
    DECLINE,
    COVERED,
    NOT_PURSUED,
    NOT_A_FIT,
    RULED_OUT,
    COMMITTED_ELSEWHERE,
    CLOSE_IT,
    DECISION_MADE,
    POLICY_FORBIDS,
    ALREADY_HAVE,
    ALTERNATIVES_NOT_EVALUATED,
    TOOL_IN_USE,
    DECIDED_AGAINST,
    STAYS_THAT_WAY,
    NEITHER_BUDGET_NOR_NEED,
    NEED_NOT_SEEN,
    OWN_TOOL_ENOUGH,
    IF_INTERESTED,
    TRIED_BEFORE,
    LEFT_THERE,
    NO_OTHER_VENDOR,
    NOT_INTERESTED_TYPED,
    NOT_OF_INTEREST,
    FORMAL_NO,
    SWITCHING_NOT_WORTH,
    MEETING_NOT_USEFUL,
    OFFER_NOT_EXPLORED,
    CONCLUDED_NO,
    MATTER_CLOSED,
    UNDERSTATED_NO,
    UNSOLICITED_REFUSED,
    WE_PASS,
    OFFER_NOT_TAKEN_UP,
    WENT_ANOTHER_WAY,
    DONT_WANT_IT,
)


def stated_no(folded: str) -> re.Match[str] | None:
    """The first phrase of the stated no tables (`STATED_NO`, each outside a question), a company named and
    left with a turn to us after it not counting (`another_left`)."""
    for table in STATED_NO:
        found = stated(folded, table, _TURNED_BACK.get(table))
        if found:
            return found
    return None


def _decided_for(folded: str, found: re.Match[str]) -> bool:
    """The matter closed with a commitment to us after it in the reply ("The matter is settled for us, we'll
    go with you. Send the contract.", `matter_closed.COMMITTED_AFTER`): decided for the deal, no no."""
    return bool(COMMITTED_AFTER.search(folded, found.end()))


def _mistake_left(folded: str, found: re.Match[str]) -> bool:
    """The matter left there is a mistake under its condition ("Si es un error decidme y lo dejamos estar",
    `left_there.MISTAKE_BEFORE`, heldout_ec): the mistake dropped, no no to us."""
    return bool(MISTAKE_BEFORE.search(before_in_sentence(folded, found)))


def another_left(folded: str, found: re.Match[str]) -> bool:
    """A decision not to go on with a company named, not "you" (`decided_against.COMPANY_LEFT`), with a
    request, an interest or a question after it ("Hemos decidido no seguir con Salesforce. ¿Podemos ver una
    demo?"; review of 2026-12-07): the company left is another, the sender turning to us, no no. Never
    when what is asked ends the account (`decided_against.ACCOUNT_ENDED`: "¿Podrían confirmar que han
    borrado nuestros datos?", "Kunt u ons account sluiten?"): the company left is the reader's, a no."""
    # the company left read whole even when a shorter no matched first ("we've decided not to move forward")
    left = found if COMPANY_LEFT.fullmatch(found.group(0)) else COMPANY_LEFT.match(folded, found.start())
    if left is None or YOU_LEFT.search(left.group(0)):
        return False
    rest = folded[left.end() :]
    if ACCOUNT_ENDED.search(rest):
        return False
    return bool(interest(rest) or QUOTE_ASKED.search(rest) or REQUEST.search(rest) or "?" in rest)


# The stated no tables with a check that takes a phrase back (another company left, a mistake dropped, a
# commitment to us after it): what `stated_no` asks of each
_TURNED_BACK: dict[re.Pattern[str], Callable[[str, re.Match[str]], bool]] = {
    DECIDED_AGAINST: another_left,
    LEFT_THERE: _mistake_left,
    MATTER_CLOSED: _decided_for,
}


def not_interested(folded: str) -> re.Match[str] | None:
    """The first `NOT_INTERESTED` phrase, an "already have" said of documents held or under a modal ("the
    documents we already have", "something we might already have", `already_held`) and an "in-house" in a
    question not counting."""
    for found in NOT_INTERESTED.finditer(folded):
        if mail_declined(folded, found) or _part_declined(folded, found) or contact_withheld(folded, found):
            continue
        if any(
            left.start() <= found.start() < left.end() and another_left(folded, left)
            for left in COMPANY_LEFT.finditer(folded)
        ):
            continue  # "We decided not to continue with Salesforce. Could you send a demo link?"
        if any(
            m.start() < found.end() and found.start() < m.end() for m in WHOLE_NOT_NEEDED.finditer(folded)
        ):
            continue  # "pas besoin de la totale, juste la facturation": a part needed (`whole_not_needed`)
        if IN_HOUSE.fullmatch(found.group(0)) and asked(folded, found):
            continue  # "In-house or off the shelf? ... we'd like a demo": asked, no "we do it in-house"
        already = ALREADY_WORD.search(found.group(0))
        if already:
            before = folded[max(0, found.start() - 120) : found.start()]
            if HELD_BEFORE.search(before) or HELD_BEFORE.search(before + found.group(0)[: already.start()]):
                continue
            if MEETING_SET_AFTER.match(folded, found.end()):
                continue  # "we already have a demo booked with your colleague": a meeting with us set
        return found
    return None


def contact_withheld(folded: str, found: re.Match[str]) -> bool:
    """The "no" is a colleague's contact withheld ("I don't want to share her email without asking",
    `leaning.CONTACT_WITHHELD`, heldout_az), not a no to us."""
    return any(m.start() < found.end() and found.start() < m.end() for m in CONTACT_WITHHELD.finditer(folded))


def _part_declined(folded: str, found: re.Match[str]) -> bool:
    """A "don't need" of one part of the offer (a demo, a tier) with a request, an interest or a question
    after it ("We really don't need a demo, just send the pricing sheet", `part_declined`; review of
    2026-12-05, sixth): no "no" to the offer."""
    if not NEED_WORD.search(found.group(0)):
        return False
    part = PART_AFTER.match(folded, found.end()) or PART_BEFORE.search(folded, 0, found.start())
    if part is None:
        return False
    rest = folded[max(found.end(), part.end()) :]
    return bool(interest(rest) or QUOTE_ASKED.search(rest) or REQUEST.search(rest) or "?" in rest)


def mail_declined(folded: str, found: re.Match[str]) -> bool:
    """A "no" that is only about our mail: no more mail on a topic ("I don't want any more emails about the
    webinar, but I'd like the pricing", `removal_polite.TOPIC_AFTER`), or no need to write again because the
    reply was passed to someone who will be in touch ("No need to reach out again - I've forwarded this to
    our COO, she'll contact you", `removal_dont_bother.REFERRAL_PROMISED`); review of 2026-12-05, fifth; or
    the use of our removal link declined ("Non ho intenzione di usarlo", `removal_link_unused`,
    heldout_dg)."""
    if any(
        (used.start() <= found.start() < used.end() or found.start() <= used.start() < found.end())
        and LINK_NAMED.search(folded, 0, used.start())
        for used in NOT_USED.finditer(folded)
    ):
        return True
    for mail in NO_MORE_MAIL.finditer(folded):
        if mail.start() <= found.start() < mail.end() and TOPIC_AFTER.match(folded, mail.end()):
            return True
    if REFERRAL_PROMISED.search(folded):
        return any(
            bother.start() <= found.start() < bother.end() or found.start() <= bother.start() < found.end()
            for bother in DONT_BOTHER.finditer(folded)
        )
    return False


def hiring_asked(folded: str) -> re.Match[str] | None:
    """A hiring question about us (`not_our_product.HIRING_ASKED`) with no "no" beside it: "We won't be
    switching ... is Acme hiring in Denver?" is a no first."""
    found = HIRING_ASKED.search(folded)
    if found and (NOT_INTERESTED.search(folded) or stated_no(folded)):
        return None
    return found


def partnership_proposed(folded: str) -> re.Match[str] | None:
    """A partnership or co-marketing proposal (`partnership.PARTNERSHIP_PROPOSED`) with no interest in our
    product outside its clauses: "want to do a joint webinar?" is no interest, "Yes, let's talk, and maybe
    there's a co-marketing angle too" is."""
    return _about_their_business(folded, PARTNERSHIP_PROPOSED, _CLAUSE)


def reverse_pitch(folded: str) -> re.Match[str] | None:
    """A reverse pitch (`not_our_product.REVERSE_PITCH`) with no interest in our product outside its
    sentences: "We're interested in a demo. By the way, our customers typically see ..." is interest."""
    return _about_their_business(folded, REVERSE_PITCH, _SENTENCE)


def copy_asked(folded: str) -> re.Match[str] | None:
    """A question about who writes our mail (`copy_asked.COPY_ASKED`) or which tool sends it
    (`tool_asked.TOOL_ASKED`) with no interest in our product outside its sentences; the tool question
    beside a no outside them ("What are you using to send these, a spam cannon? ... Not interested.") is a
    complaint with a no (review of 2026-12-06, fourth); or our mail's way of working to be copied for the
    sender's own mailing (`copy_asked.IDEA_COPIED`, heldout_du), no interest in our product outside its
    sentences."""
    found = _about_their_business(folded, COPY_ASKED, _SENTENCE) or _about_their_business(
        folded, IDEA_COPIED, _CLAUSE
    )
    if found:
        return found
    found = _about_their_business(folded, TOOL_ASKED, _SENTENCE)
    outside = _outside(folded, TOOL_ASKED, _SENTENCE) if found else None
    if outside and (not_interested(outside) or wont_buy(outside)):
        # "What are you using to send these, a spam cannon? ... Not interested.": a complaint, a no
        return None
    return found


def own_purpose_asked(folded: str) -> re.Match[str] | None:
    """A request for the sender's own purposes (`own_purposes.OWN_REQUEST`: a thesis interview, a survey, a
    briefing, a comment, whether we are raising) from a sender who says what they are or what it is for
    (`own_purposes.OWN_STANDING`), with no demo, trial or price asked (`own_purposes.PRODUCT_ASKED`) and no
    interest outside its sentences: "the pitch is interesting" beside it is no request; never a standing
    held in the sender's own organisation ("Ich bin Analyst bei unserer Einkaufsabteilung",
    `own_purposes.IN_OWN_TEAM`), a buyer's role."""
    standing = any(not IN_OWN_TEAM.match(folded, found.end()) for found in OWN_STANDING.finditer(folded))
    if not standing or PRODUCT_ASKED.search(folded):
        return None
    for found in OWN_REQUEST.finditer(folded):
        starts = [m.end() for m in _SENTENCE.finditer(folded, 0, found.start())]
        stop = _SENTENCE.search(folded, max(found.start(), found.end() - 1))
        outside = folded[: starts[-1] if starts else 0] + " " + folded[stop.end() if stop else len(folded) :]
        asked = interest(outside)
        if asked and PRAISE_WORD.fullmatch(asked.group(0)):
            asked = interest(outside[asked.end() :])
        if not asked and not QUOTE_ASKED.search(outside):
            return found
    return None


_CLAUSE = re.compile(r"[,;.!?:](?=\s|$)| and | und | et | y | e | en ")
_SENTENCE = re.compile(r"[.!?](?=\s|$)")


def _about_their_business(
    folded: str, table: re.Pattern[str], bound: re.Pattern[str]
) -> re.Match[str] | None:
    """The table's first match, unless the text outside its clauses (or sentences) shows interest."""
    outside = _outside(folded, table, bound)
    if outside is None or interest(outside) or QUOTE_ASKED.search(outside):
        return None
    return table.search(folded)


def _outside(folded: str, table: re.Pattern[str], bound: re.Pattern[str]) -> str | None:
    """The text outside the clauses (or sentences) of the table's matches, None without a match."""
    spans = []
    for found in table.finditer(folded):
        starts = [m.end() for m in bound.finditer(folded, 0, found.start())]
        stop = bound.search(folded, max(found.start(), found.end() - 1))  # its own "?" may end it
        spans.append((starts[-1] if starts else 0, stop.start() if stop else len(folded)))
    if not spans:
        return None
    rest: list[str] = []
    at = 0
    for start, end in spans:
        rest.append(folded[at:start])
        at = max(at, end)
    rest.append(folded[at:])
    return " ".join(rest)


def wont_buy(folded: str) -> re.Match[str] | None:
    """Nothing to be bought or a freeze ruling it out (`wont_buy`), a lock-in for years (`LOCKED_IN`) or
    a decision not to be revisited (`not_revisited`), the last two never asked, unless a time bounds it
    ("we won't be buying anything until Q3")."""
    for table in (WONT_BUY, NOT_REVISITED, LOCKED_IN, COMPETITOR):
        for found in table.finditer(folded):
            stop = STOP.search(folded, found.end())
            asked = table is not WONT_BUY and stop is not None and stop.group(0) == "?"
            if not UNTIL.match(folded, found.end()) and not asked:
                return found
    return None


def company_closed(folded: str) -> re.Match[str] | None:
    """The sender's company closed or bankrupt (`intent_rules.company_closed`), never closed for a time
    ("closed until Monday", "chiuso per ferie") or on its closing day (`closing_day`): a no for good."""
    for found in COMPANY_CLOSED.finditer(folded):
        if not TEMPORARY.search(sentence_of(folded, found)) and not _closing_day(folded, found):
            return found
    return None


def built_by_family(folded: str) -> re.Match[str] | None:
    """The sender's tool built by a relative ("il gestionale ce l'ha fatto mio nipote", `built_by_family`,
    heldout_dd): said, not asked, with the tool named in its sentence."""
    for found in BUILT_BY_FAMILY.finditer(folded):
        if not asked(folded, found) and TOOL_NAMED.search(sentence_of(folded, found)):
            return found
    return None


def closing_down(folded: str) -> re.Match[str] | None:
    """The sender's business closing, sold or wound down (`intent_rules.closing_down`), never the closing
    day said as the time for a call ("Kunnen we maandag bellen? Dan is de zaak dicht", `closing_day`)."""
    for found in CLOSING_DOWN.finditer(folded):
        if not _closing_day(folded, found):
            return found
    return None


def _closing_day(folded: str, found: re.Match[str]) -> bool:
    """The closing's sentence names a closing day ("montags ist Ruhetag", "dan is de zaak dicht"), not a
    closing for good ("on Monday we close the shop for good")."""
    sentence = sentence_of(folded, found)
    day = CLOSING_DAY.search(sentence) or CLOSING_TONIGHT.search(sentence)
    return bool(day) and not FOR_GOOD.search(sentence)


def public_tender(folded: str) -> re.Match[str] | None:
    """Public procurement as a no ("all purchases are made through public tender"), unless the reply asks
    for something ("send us a quote, we buy through public tender")."""
    found = PUBLIC_TENDER.search(folded)
    if found and (interest(folded) or QUOTE_ASKED.search(folded) or SUPPLIER_INVITED.search(folded)):
        return None
    return found


def too_expensive(folded: str) -> re.Match[str] | None:
    """Too expensive with nothing asked after it (`too_expensive`: "dat is voor ons echt te duur"), a no;
    "too expensive, but what about 10 seats?" asks, and a quote asked anywhere is interest."""
    found = TOO_EXPENSIVE.search(folded)
    if found is None or "?" in folded[found.start() :]:
        return None
    if interest(folded) or QUOTE_ASKED.search(folded):
        return None
    return found


def asked_after_but(folded: str) -> re.Match[str] | None:
    """The interest a but-clause after the last "no" asks for ("not relevant, but send the demo"): a request
    and an interest phrase in it. The match is on the clause alone (`.string`), so a later time in it can
    be read ("but send me info next quarter" is a later)."""
    last = max(
        found.end()
        for table in (
            NOT_INTERESTED,
            *STATED_NO,
            BLUNT_NO,
            PUBLIC_TENDER,
            EVENT_DECLINED,
            TOO_EXPENSIVE,
            BUILT_BY_FAMILY,
        )
        for found in table.finditer(folded)
    )
    for but in CONTRAST.finditer(folded, last):
        stop = CLAUSE_END.search(folded, but.end())
        clause = folded[but.end() : stop.start() if stop else len(folded)]
        if not REQUEST.search(clause):
            continue
        found = interest(clause) or QUOTE_ASKED.search(clause)
        if found:
            return found
    return None


def not_for_us_now(folded: str, found: re.Match[str]) -> bool:
    """ "Something for us" denied under a "think" with "right now", "for now" right after it
    (`not_a_fit.FOR_NOW_AFTER`; review of 2026-12-05, sixth), or a meeting of no use with "now" in its
    sentence ("Ein Gespräch erscheint mir derzeit nicht sinnvoll", `meeting_not_useful.NOW_IN_SENTENCE`):
    bounded by now, a later."""
    if found.re in (
        MEETING_NOT_USEFUL,
        OFFER_NOT_EXPLORED,
    ):  # "... your offer for now" (`offer_not_explored`)
        return bool(NOW_IN_SENTENCE.search(sentence_of(folded, found)))
    return (
        found.re is NOT_A_FIT
        and bool(THOUGHT_NOT.search(found.group(0)))
        and bool(FOR_NOW_AFTER.match(folded, found.end()))
    )


def no_for_now(folded: str, found: re.Match[str]) -> bool:
    """A no bounded by "for now" right before it and a "maybe later" after it ("Per ora no, grazie. Magari più
    avanti", `no_for_now`, heldout_ck): a later without a date; so is a bare "no, thanks" right after the
    bound with no other no after it ("No momento não, obrigado.", heldout_dd)."""
    if not NOW_BEFORE.search(folded, 0, found.start()):
        return False
    if MAYBE_LATER.search(folded, found.end()):
        return True
    return bool(BARE_NO_THANKS.fullmatch(found.group(0))) and not NOT_INTERESTED.search(folded, found.end())


def _who_not_known(folded: str, found: re.Match[str]) -> bool:
    """The no's negation part of who it is not known, in the conditional ("non saprei dirle chi ne ha
    bisogno", "ich wüsste nicht, wer das braucht", `leaning.WHO_NOT_KNOWN`): the phrase within a few
    characters of the negation, before or after it."""
    who = WHO_NOT_KNOWN.search(folded, max(0, found.start() - 12))
    return bool(who and who.start() <= found.start() + 8)


def unconditional_no(folded: str, found: re.Match[str]) -> bool:
    """A leaning no that is about us: not "no need to reply", not "not sure what you need", not "no
    problem, we need it", not under an "if" earlier in its sentence."""
    if (
        NO_ABOUT_ANSWERING.match(folded, found.start())
        or NOT_KNOWING.match(folded, found.start())
        or KNOWING_BEFORE.search(folded, max(0, found.start() - 12), found.start())
        or CONTRAST.search(found.group(0))
        or ELSE_AFTER.match(folded, found.end())
        or NOT_A_DENIAL.match(folded, found.start())
        or contact_withheld(folded, found)
        or _who_not_known(folded, found)
    ):
        return False
    start = max(folded.rfind(end, 0, found.start()) for end in ".!?")
    end = min((i for i in (folded.find(mark, found.end()) for mark in ".!?") if i >= 0), default=len(folded))
    asked = folded[end : end + 1] == "?"  # "We don't need a budget for the trial, do we?": asked, not said
    return not asked and not CONDITION.search(folded, start + 1, found.start())
