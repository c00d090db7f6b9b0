"""What a person's reply means: interested, not now, not interested, unsubscribe, wrong person, an
automatic acknowledgement, or other.

`IntentClassifier` is the one interface; `RuleClassifier` (deterministic phrase rules in English,
German, French, Spanish, Italian, Dutch and Portuguese, the tables in `intent_rules/`, each decision
carrying the phrase that made it) is the default, and a team
can plug a model in with `SEQUENCER_INTENT_CLASSIFIER=package.module:factory`. Classifiers run in
activities and the CLI, never in workflow code: they may be slow, non-deterministic or call out.

The rules read only what the sender wrote this time (`quotes.own_text`: no quoted original, no
signature), fold()ed, and go in this order, the first hit deciding:
1. automatic acknowledgements (ticket systems, "we received your message"), not out-of-office;
2. unsubscribe ("remove me", "stop emailing", ...), winning over anything else in the reply: see `removal.py`;
   A reply in a language the rules do not read (`language.py`) stops here: `other`, never a guess
   from a loan word ("demo") or an address it names; a calendar response written out at the top
   ("Abgelehnt: Acme Demo", "Accepted: ...", `intent_rules/calendar.py`) stops here too: a decline is
   `other`, an acceptance `interested`;
   a note meant for a colleague ("Jess can u stick this in the vendors folder", "before I answer them",
   `colleague_note.py`) stops here as `other`: the time or interest in it is not for us;
3. wrong person ("not me, try anna@x.test": the first address named that is not the sender's or ours is
   the `referral`; "I'm off the project, X runs it now", `handover.py`; a thing retired, "I retired the
   old CRM", is none); the sender gone, not knowing who took over ("not there anymore, no idea who took
   over"), or a third party to go to directly ("you'd have to go to their team directly",
   `gone_elsewhere.py`); someone else named as the one to talk to ("the person you want is X", "mijn
   opvolger", "this one's yours", "el que decide estas cosas es X", `referral.py`, never in a question;
   the sender handing us on for good, "please deal with her from now on. I'll drop off the thread",
   `referral.HANDED_ON`;
   "ce n'est pas moi qui gère", `not_me.py`; the wrong door said with emphasis or the idiom, "Da sind Sie
   bei mir leider ganz falsch", "barking up the wrong tree", and a role no longer held, "Ik ben al drie
   jaar geen IT-manager meer", `wrong_door.py`), a colleague introduced ("I've added him here", "je mets
   en copie Claire") only without interest, unless the decision is handed to them ("looping in Priya
   (cc'd) ... your call whether it's worth 20 minutes", `decision_handed.py`); the sender's own remit or a
   role left, then someone else pointed to ("I only cover EMEA ... you'd want Maria", "I left X ... The
   person who took over procurement is Y", `scope.py`); a front desk passing it on without interest
   ("You've reached the front desk ... I'll pass this on to our practice manager", `front_desk.py`); the
   message passed along to people named by their role or remit ("I'll loop in the right folks and they can
   reach out if it's worth exploring", `passed_along.py`), unless the sender shows interest of their own;
   another address named for it ("This is my personal address. For anything work related please use x@y",
   "Dit adres lees ik bijna nooit. Stuur het liever naar x@y", `other_address.py`, only with that address
   named); a colleague said to be gone and taken off while the sender asks for more ("Please take Kevin
   off ..., he left us in October ... Can you do a demo", `taken_over.COLLEAGUE_GONE`) is no wrong person;
   an address named with interest said only of that person ("Fiona took over as AP manager (fiona@x) ...
   she may well want to hear from you", `their_interest.py`) stays a wrong person; a reply about the
   sender's own business, a job application ("Are you hiring ...? I've attached my CV") or a vendor
   pitching back ("We run done-for-you outbound ... Worth a 15-minute chat?", `not_our_product.py`), stops
   here as `other`; a "won't be buying" or a freeze ruling it out ("so we won't be buying anything in this
   area", "budgetstop ..., dus dit gaan we niet doen", `wont_buy.py`; "we are not going to revisit the
   decision", `not_revisited.py`) -> not_interested, whatever time it names, unless bounded ("until Q3");
4. a firm "later" (contact after an event or the sender's return, "Ping me the week after the show",
   "Mi ricontatti dopo la fiera", "try me again when I'm back in May", `later_event.EVENT_AFTER`, winning
   over the interest beside it; a date, "circle back", "reach out in Q3", "not until", "write me again in
   February", "write again once the migration is done", "please connect with me after that",
   `later_event.py`; "after the tourist season", "dopo la vendemmia", "until peak is over",
   `later_season.py`; "I'm off on parental leave until early March", `later_leave.py`; our mail paused
   until a date, "Stop the emails until 18 January", `later_paused.py`; "Put me down for a
   follow-up in early April", `later_noted.py`; "Keep it open", `close_file.KEEP_OPEN`; "I'd be happy to
   hear from you again in the second quarter", `hear_again.py`; a public tender planned for a date, "El
   pliego ... está previsto para marzo de 2027", `tender_later.py`) -> not_now with the date, never a time
   in the sentence of a meeting the sender will set up ("I'll set up a call with our finance lead ...
   probably in the first half of November", `meeting_set_up.py`), nor the time of a colleague away when the
   one covering asks for something ("Sam's on sabbatical till September ... Could we do the 20 minute
   call?", `colleague_away.py`);
   else a "no" for good ("nothing to discuss for now or the foreseeable future", a multi-year
   contract just signed, "ni a corto ni a medio plazo", "ni ahora ni creo que más adelante", the later
   inside it no later) -> not_interested, whatever month it names;
   then a time alone ("in Q3") -> not_now, unless the reply is keen or asks for a quote ("mi mandi un
   preventivo, possiamo partire a gennaio"), never one counting our mail ("four emails in two weeks") nor
   one dating the sender's own event ("a marzo organizziamo un convegno", `own_event.py`);
5. an offer negotiated (an item out of the quote, "if the price comes down we'll sign", a longer term for a
   better price, "we can commit to a three-year term", `offer.py`) ->
   interested, whatever objection stands beside it;
6. not interested ("no thanks", "we already use X", "it's a no from us", "nothing for us to fix", never a
   small thing not needed, "no need to reply", "no need to prepare anything fancy on pricing yet",
   `decline.py`; "no ty", "wij zijn helemaal voorzien", "het wordt niks", `covered.py`; "this isn't something
   she will be pursuing", "we're not moving forward with it", `not_pursued.py`; public procurement only,
   "all purchases are made through public tender", unless the reply asks for something,
   `procurement.py`; committed elsewhere or plainly not needed, "we just signed w someone else", "rinnovato
   per tre anni", "No vamos a cambiar.", "So we not need this solution.", `committed_elsewhere.py`; no
   fit, "I don't think we're who you're looking for", and a blunt "No." opening a
   reply that says why, `not_a_fit.py`; "we have decided not to go ahead", "we do not engage with
   unsolicited vendors", "no appetite to revisit it", `decided_against.py`; the way of working kept for
   good, "and that won't change", "und das bleibt auch so", `stays_that_way.py`; a yes to closing the file,
   "Ja, sluit het maar", `close_file.py`; the matter left there, "lasciamo perdere", "we laten het hierbij",
   `left_there.py`; no further vendor taken on, "Einen weiteren Anbieter werden wir daneben nicht
   einführen", `no_other_vendor.py`; never an "already have" said of documents held or under a modal, "the
   documents we already have", "something we might already have", `already_held.py`), unless a request
   follows after "but" ("the report is not
   relevant, but send the demo", `but_request.py`);
7. a soft "later" ("not right now", "not at the moment") -> not_now;
8. interested (asks for a call, a demo, more information, prices or a quote to be sent; a question
   about the price alone is not yet interest, unless it comes with an intention to look ("if it's in the
   ballpark I'd take a look", `price_considered.py`), nor is a request to see the personal data held,
   `data_request.py`, nor a request about a booked meeting's link, dial-in or recording,
   `meeting_logistics.py`, nor curiosity in a reply that says it is not about the product, `side_question.py`,
   nor "interesting" said of the content we sent ("Muy interesante el caso que comentas",
   `content_praised.py`), nor our own words quoted back ("Votre mail parle de « notre échange au salon »",
   `our_words_quoted.py`), nor a document thanked for ("merci pour la documentation", `thanked_for.py`),
   nor a request in a reply confused about an order it cannot place ("which order
   is this about? ... Can you send the PO number?", `order_confusion.py`, `other`), nor the meeting word of a
   reply that knows nothing of the meeting ("je ne sais pas de quel rendez-vous vous parlez",
   `meeting_confusion.py`, `other`); something short to read
   asked for and a meeting promised on it ("If it holds up I'll give you thirty minutes",
   `material_asked.py`) is; so is the order form or the contract asked for to sign ("Please send the order
   form for the 12-month plan", `order_form.py`, never a copy of one already held);
   a meeting invitation asked for is, `invitation.py`, and so is a new one asked for a day in place of one
   cancelled ("cancel Thursday's invite ... Send a new one for Tuesday", `invitation.NEW_ONE_ASKED`), and
   so is a slot booked through our link ("Booked Tuesday the 15th ... through the link", `booked_slot.py`),
   and so are meeting slots offered,
   "Dienstag ab 13 Uhr oder Donnerstag vormittags", `slots.py`);
9. a last "thanks anyway" with nothing else decided -> not_interested (`decline.py`);
10. other.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Collection
from dataclasses import dataclass
from datetime import date
from typing import Protocol, runtime_checkable

from sequencer.classify.follow_up import follow_up_date
from sequencer.classify.intent_rules.acknowledgement import ACKNOWLEDGEMENT
from sequencer.classify.intent_rules.already_have import ALREADY_HAVE, INTEGRATION_ASKED, TOOL_IN_USE
from sequencer.classify.intent_rules.already_held import ALREADY_WORD, HELD_BEFORE
from sequencer.classify.intent_rules.booked_slot import BOOKED_VIA_LINK
from sequencer.classify.intent_rules.but_request import CLAUSE_END, CONTRAST, REQUEST
from sequencer.classify.intent_rules.calendar import ACCEPTED, DECLINED
from sequencer.classify.intent_rules.close_file import CLOSE_IT, KEEP_OPEN
from sequencer.classify.intent_rules.closing_down import CLOSING_DOWN
from sequencer.classify.intent_rules.colleague_away import COLLEAGUE_AWAY
from sequencer.classify.intent_rules.colleague_note import COLLEAGUE_NOTE
from sequencer.classify.intent_rules.committed_elsewhere import COMMITTED_ELSEWHERE
from sequencer.classify.intent_rules.content_praised import CONTENT_AFTER, CONTENT_BEFORE, PRAISE_WORD
from sequencer.classify.intent_rules.counterfactual import IF_INTERESTED
from sequencer.classify.intent_rules.covered import COVERED
from sequencer.classify.intent_rules.data_request import DATA_REQUEST
from sequencer.classify.intent_rules.decided_against import DECIDED_AGAINST
from sequencer.classify.intent_rules.decision_handed import DECISION_HANDED, LOOPED_IN
from sequencer.classify.intent_rules.decision_made import DECISION_MADE
from sequencer.classify.intent_rules.decline import DECLINE, NEITHER_TERM, THANKS_ANYWAY
from sequencer.classify.intent_rules.frequency import FREQUENCY
from sequencer.classify.intent_rules.front_desk import NOT_MINE, PASSED_ON
from sequencer.classify.intent_rules.gone_elsewhere import GONE_ELSEWHERE
from sequencer.classify.intent_rules.handover import HANDED_OVER
from sequencer.classify.intent_rules.hear_again import HEAR_AGAIN
from sequencer.classify.intent_rules.interest import (
    BARE_NOUN,
    DAY,
    GLADLY,
    GLADLY_END,
    INTERESTED,
    NOT_EVER,
    NOT_INTERESTED,
    OWN_SENDING,
    PRICE,
    PRICE_SENT,
    READ_BEFORE,
)
from sequencer.classify.intent_rules.invitation import INVITATION_ASKED, NEW_ONE_ASKED
from sequencer.classify.intent_rules.later import LATER_FIRM, LATER_MORE, LATER_SOFT, LATER_TIME, WRITE_AGAIN
from sequencer.classify.intent_rules.later_event import CONTACT_AFTER, EVENT_AFTER, WRITE_AGAIN_WHEN
from sequencer.classify.intent_rules.later_leave import LEAVE_LATER
from sequencer.classify.intent_rules.later_noted import NOTED_LATER
from sequencer.classify.intent_rules.later_paused import PAUSED_UNTIL
from sequencer.classify.intent_rules.later_season import SEASON_LATER
from sequencer.classify.intent_rules.leaning import (
    COMPLAINT,
    CONDITION,
    ELSE_AFTER,
    KNOWING_BEFORE,
    LEANS_LATER,
    LEANS_NO,
    LEANS_YES,
    NO_ABOUT_ANSWERING,
    NOT_A_DENIAL,
    NOT_KNOWING,
)
from sequencer.classify.intent_rules.left_there import LEFT_THERE
from sequencer.classify.intent_rules.material_asked import MATERIAL_ASKED
from sequencer.classify.intent_rules.meeting_confusion import MEETING_CONFUSION
from sequencer.classify.intent_rules.meeting_day import MEETING_DAY
from sequencer.classify.intent_rules.meeting_logistics import LOGISTICS
from sequencer.classify.intent_rules.meeting_set_up import SENDER_SETS_UP
from sequencer.classify.intent_rules.no_other_vendor import NO_OTHER_VENDOR
from sequencer.classify.intent_rules.not_a_fit import BLUNT_NO, FOR_NOW_AFTER, NOT_A_FIT, THOUGHT_NOT
from sequencer.classify.intent_rules.not_me import COPIED_IN, NOT_ME
from sequencer.classify.intent_rules.not_our_product import HIRING_ASKED, JOB_APPLICATION, VENDOR_PITCH
from sequencer.classify.intent_rules.not_pursued import NOT_PURSUED
from sequencer.classify.intent_rules.not_revisited import NOT_REVISITED
from sequencer.classify.intent_rules.offer import CLOSE_IF, OFFER_CHANGE, QUOTE_ASKED, TERM_OFFERED
from sequencer.classify.intent_rules.order_confusion import ORDER_CONFUSION
from sequencer.classify.intent_rules.order_form import HELD_CONTRACT, ORDER_FORM_ASKED
from sequencer.classify.intent_rules.other_address import OTHER_ADDRESS
from sequencer.classify.intent_rules.our_words_quoted import QUOTED_OURS
from sequencer.classify.intent_rules.own_event import (
    LATER_PARTICIPLE,
    OWN_EVENT,
    PAST_ACT,
    PAST_DONE,
    PAST_PLANNED,
)
from sequencer.classify.intent_rules.part_declined import NEED_WORD, PART_AFTER, PART_BEFORE
from sequencer.classify.intent_rules.passed_along import PASSED_ALONG, THEY_REACH_OUT
from sequencer.classify.intent_rules.policy_forbids import POLICY_FORBIDS
from sequencer.classify.intent_rules.price_considered import CONSIDERED, JUST_ASKING, PRICE_FOR_US
from sequencer.classify.intent_rules.procurement import PUBLIC_TENDER
from sequencer.classify.intent_rules.referral import HANDED_ON, INTRODUCED, REFERRED
from sequencer.classify.intent_rules.removal_dont_bother import DONT_BOTHER, REFERRAL_PROMISED
from sequencer.classify.intent_rules.removal_polite import NO_MORE_MAIL, TOPIC_AFTER
from sequencer.classify.intent_rules.scope import POINTER, SCOPE
from sequencer.classify.intent_rules.send_mail_later import SEND_MAIL_AFTER, SEND_MAIL_LATER
from sequencer.classify.intent_rules.side_question import ADDRESS_SOURCE, BOT_TEST, CURIOSITY, SIDE_QUESTION
from sequencer.classify.intent_rules.slots import SLOTS_OFFERED
from sequencer.classify.intent_rules.stays_that_way import FIXED_BEFORE, STAYS_THAT_WAY
from sequencer.classify.intent_rules.supplier_invited import SUPPLIER_INVITED
from sequencer.classify.intent_rules.taken_over import (
    COLLEAGUE_GONE,
    COLLEAGUE_OFF,
    OWN_OLD_ADDRESS,
    TAKEN_OVER,
)
from sequencer.classify.intent_rules.tender_later import TENDER_LATER
from sequencer.classify.intent_rules.thanked_for import THANKED_FOR
from sequencer.classify.intent_rules.their_interest import CLAUSE_START, THEIR_VOICE
from sequencer.classify.intent_rules.tried_before import TRIED_BEFORE
from sequencer.classify.intent_rules.unsubscribe import (
    CLAUSE,
    UNSUBSCRIBE,
)
from sequencer.classify.intent_rules.volunteer import VOLUNTEER
from sequencer.classify.intent_rules.wont_buy import UNTIL, WONT_BUY
from sequencer.classify.intent_rules.wrong_door import ROLE_GIVEN_UP, WRONG_DOOR
from sequencer.classify.intent_rules.wrong_person import (
    OWN_ROLE_BEFORE,
    REFERRAL_CUE,
    RETIREMENT,
    THING_AFTER,
    THING_BEFORE,
    WRONG_PERSON,
    WRONG_PERSON_MORE,
)
from sequencer.classify.language import in_unknown_language
from sequencer.classify.model import Intent
from sequencer.classify.removal import removal_request, undone
from sequencer.classify.sentences import ADDRESS, STOP, sentence_of
from sequencer.classify.text import fold


@dataclass(frozen=True)
class IntentResult:
    intent: Intent
    evidence: str | None = None  # the phrase (or model explanation) that decided
    referral: str | None = None
    follow_up_date: date | None = None


@runtime_checkable
class IntentClassifier(Protocol):
    """Reads the sender's own text (quote and signature already cut) and says what it means.

    `sender` is the replying address, `ours` the addresses on our side (never a referral), `sent`
    the day the reply was written (follow-up dates are relative to it; None: no date is resolved)."""

    def classify(
        self, text: str, *, sender: str | None, ours: Collection[str], sent: date | None
    ) -> IntentResult: ...


class RuleClassifier:
    """The default: the phrase rules above, in order, the first match deciding."""

    def _no_after(
        self,
        folded: str,
        found: re.Match[str],
        *,
        sender: str | None,
        ours: Collection[str],
        sent: date | None,
    ) -> bool:
        """The sentences after the wrong-person phrase's own read as a no by themselves."""
        stop = re.compile(r"[.!?:](?:\s|$)").search(folded, found.end())
        rest = folded[stop.end() :].strip() if stop else ""
        if not rest:
            return False
        return self.classify(rest, sender=sender, ours=ours, sent=sent).intent == "not_interested"

    def classify(
        self, text: str, *, sender: str | None, ours: Collection[str], sent: date | None
    ) -> IntentResult:
        folded = " ".join(fold(text).split())
        if not folded:
            return IntentResult("other")
        found = ACKNOWLEDGEMENT.search(folded)
        if found:
            return IntentResult("auto_reply", evidence=found.group(0))
        found = removal_request(folded, sender=sender)
        if found:
            return IntentResult("unsubscribe", evidence=found.group(0))
        if in_unknown_language(text):
            return IntentResult("other")
        found = DECLINED.match(folded) or ACCEPTED.match(folded)
        if found:  # a calendar response written out: a decline is no interest, an acceptance is
            return IntentResult("other" if DECLINED.match(folded) else "interested", evidence=found.group(0))
        found = COLLEAGUE_NOTE.search(folded)
        if found:  # "Jess can u stick this in the vendors folder": meant for a colleague, not us
            return IntentResult("other", evidence=found.group(0))
        found = (
            _wrong_person(folded)
            or _stated(folded, REFERRED)
            or _stated(folded, HANDED_ON)
            or _decision_handed(folded)
            or _scoped(folded)
            or _passed_along(folded)
        )
        if not found and not INTERESTED.search(folded):
            # "I've added him here", "je mets en copie Claire", unless the reply is keen; a front desk
            # passing it on ("You've reached the front desk ... I'll pass this on to our practice manager")
            found = (
                _stated(folded, INTRODUCED)
                or _stated(folded, COPIED_IN)
                or NOT_MINE.search(folded)
                or PASSED_ON.search(folded)
            )
        if (
            found
            and TAKEN_OVER.search(folded)
            and (
                INTERESTED.search(folded)
                or SLOTS_OFFERED.search(folded)
                or QUOTE_ASKED.search(folded)
                or (PRICE_SENT.search(folded) and PRICE.search(folded))
            )
        ):
            # "He left in September ... I've taken over, and I'd like to see the demo", "... mi mandate un
            # listino?": a price list asked for is as much interest as a demo
            found = None
        if found and _colleague_gone_taken_off(folded):
            # "Please take Kevin off ..., he left us in October ... And yes, I'd like to see it" (heldout_aj)
            found = None
        referral = _referral(text, sender=sender, ours=ours)
        if referral and OWN_OLD_ADDRESS.search(folded):
            referral = None  # "Could you delete my old address (x@y)? Use this one from now on"
        if not found and referral:
            # "This is my personal address. For anything work related please use x@y" (`other_address`)
            found = OTHER_ADDRESS.search(folded)
        if (found is None or found.re in (REFERRED, HANDED_ON, INTRODUCED)) and _referred_elsewhere(
            folded, referral, sender
        ):
            found = (
                None  # "Come back to me in April ... my brother-in-law runs a garage, tom@x": the later wins
            )
        elif (
            found and referral is None and self._no_after(folded, found, sender=sender, ours=ours, sent=sent)
        ):
            # "Not my call, but no point passing it on: we're locked in until 2029": a referral pointing
            # nowhere loses to the no said after it (heldout_ah); one that names someone stays
            return IntentResult("not_interested", evidence=found.group(0))
        elif found or (referral and REFERRAL_CUE.search(folded) and not _own_interest(folded)):
            return IntentResult(
                "wrong_person", evidence=found.group(0) if found else referral, referral=referral
            )
        found = JOB_APPLICATION.search(folded) or VENDOR_PITCH.search(folded) or _hiring_asked(folded)
        if found:  # a job application, a vendor pitching back: about their business, not our product
            return IntentResult("other", evidence=found.group(0))
        found = _wont_buy(folded) or CLOSING_DOWN.search(folded)
        if found:  # "... over the next year, so we won't be buying anything in this area": a no, any time
            return IntentResult("not_interested", evidence=found.group(0))
        found = _later_beside_meeting(folded)
        neither = NEITHER_TERM.search(folded)
        if found and neither and neither.start() <= found.start() < neither.end():
            found = None  # "ni ahora ni creo que más adelante": the later is inside the no for every term
        never = None if found else (NOT_EVER.search(folded) or neither)
        if never:
            return IntentResult("not_interested", evidence=never.group(0))
        offer = _negotiation(folded)
        if not found and not (
            INTERESTED.search(folded) or QUOTE_ASKED.search(folded) or offer or _proposed(folded)
        ):
            found = _time_alone(folded)
        if found:
            return IntentResult("not_now", evidence=found.group(0), follow_up_date=_when(folded, sent))
        if offer:
            return IntentResult("interested", evidence=offer.group(0))
        found = (
            _not_interested(folded)
            or next(filter(None, (_stated(folded, table) for table in _STATED_NO)), None)
            or BLUNT_NO.match(folded)
            or _public_tender(folded)
        )
        if found:
            asked = _asked_after_but(folded)
            if asked:  # "the report is not relevant, but send the demo": the but-clause wins
                later = LATER_TIME.search(asked.string) or LATER_SOFT.search(asked.string)
                if later:  # "... but send me info next quarter"
                    return IntentResult(
                        "not_now", evidence=later.group(0), follow_up_date=_when(folded, sent)
                    )
                return IntentResult("interested", evidence=asked.group(0))
            if _not_for_us_now(folded, found):  # "I don't think it's really something for us right now"
                return IntentResult("not_now", evidence=found.group(0), follow_up_date=_when(folded, sent))
            return IntentResult("not_interested", evidence=found.group(0))
        day = _when(folded, sent)
        found = LATER_SOFT.search(folded)
        if found:
            return IntentResult("not_now", evidence=found.group(0), follow_up_date=day)
        found = ORDER_CONFUSION.search(folded) or MEETING_CONFUSION.search(folded) or BOT_TEST.search(folded)
        if found:  # "which order is this about? ... Can you send the PO number?": confusion, not interest;
            # "je ne sais pas de quel rendez-vous vous parlez": a meeting the sender knows nothing of;
            # "is there a human reading ...? if it's a bot I'd love to see what it does": a test of us
            return IntentResult("other", evidence=found.group(0))
        found = (
            _interest(folded)
            or _order_form(folded)
            or MATERIAL_ASKED.search(folded)
            or INVITATION_ASKED.search(folded)
            or NEW_ONE_ASKED.search(folded)
            or SLOTS_OFFERED.search(folded)
            or QUOTE_ASKED.search(folded)
            or BOOKED_VIA_LINK.search(folded)
            or (PRICE_SENT.search(folded) and PRICE.search(folded))
            or (PRICE.search(folded) and CONSIDERED.search(folded))
            or _priced_for_us(folded)
            or _proposed(folded)
        )
        if found and _mere_curiosity(folded, found):
            # "not about your product, ... I'm curious what works", "Just curious how you got our
            # addresses": curiosity, no interest; a request after it still is
            found = next(
                (m for m in INTERESTED.finditer(folded, found.end()) if not _mere_curiosity(folded, m)), None
            )
        if found and not DATA_REQUEST.search(folded):
            return IntentResult("interested", evidence=found.group(0))
        found = THANKS_ANYWAY.search(folded)
        if found:  # "... we moved everything to Xero. Thanks anyway.": a polite decline
            return IntentResult("not_interested", evidence=found.group(0))
        return _leaning(folded, day)


def _leaning(folded: str, day: date | None) -> IntentResult:
    """No rule decided: the broad shape of a later, a no or a yes (`intent_rules.leaning`), else `other`."""
    found = LEANS_LATER.search(folded)
    if found:
        return IntentResult("not_now", evidence=found.group(0), follow_up_date=day)
    found = next(
        (
            m
            for m in LEANS_NO.finditer(folded)
            if _unconditional_no(folded, m) and not _mail_declined(folded, m)
        ),
        None,
    )
    if found:
        return IntentResult("not_interested", evidence=found.group(0))
    found = LEANS_YES.search(folded)
    if found and not DATA_REQUEST.search(folded) and not COMPLAINT.search(folded):
        return IntentResult("interested", evidence=found.group(0))
    return IntentResult("other")


def _unconditional_no(folded: str, found: re.Match[str]) -> bool:
    """A leaning no that is about us: not "no need to reply", not "not sure what you need", not "no
    problem, we need it", not under an "if" earlier in its sentence."""
    if (
        NO_ABOUT_ANSWERING.match(folded, found.start())
        or NOT_KNOWING.match(folded, found.start())
        or KNOWING_BEFORE.search(folded, max(0, found.start() - 12), found.start())
        or CONTRAST.search(found.group(0))
        or ELSE_AFTER.match(folded, found.end())
        or NOT_A_DENIAL.match(folded, found.start())
    ):
        return False
    start = max(folded.rfind(end, 0, found.start()) for end in ".!?")
    end = min((i for i in (folded.find(mark, found.end()) for mark in ".!?") if i >= 0), default=len(folded))
    asked = folded[end : end + 1] == "?"  # "We don't need a budget for the trial, do we?": asked, not said
    return not asked and not CONDITION.search(folded, start + 1, found.start())


def _own_interest(folded: str) -> re.Match[str] | None:
    """The first interest phrase the sender says of themselves: one said of someone else in its clause ("so
    she may well want to hear from you", `their_interest.THEIR_VOICE`) does not count."""
    for found in INTERESTED.finditer(folded):
        clause = CLAUSE_START.split(folded[max(0, found.start() - 80) : found.start()])[-1]
        if not THEIR_VOICE.search(clause):
            return found
    return None


def _not_interested(folded: str) -> re.Match[str] | None:
    """The first `NOT_INTERESTED` phrase, an "already have" said of documents held or under a modal ("the
    documents we already have", "something we might already have", `already_held`) not counting."""
    for found in NOT_INTERESTED.finditer(folded):
        if _mail_declined(folded, found) or _part_declined(folded, found):
            continue
        already = ALREADY_WORD.search(found.group(0))
        if already:
            before = folded[max(0, found.start() - 60) : found.start()]
            if HELD_BEFORE.search(before) or HELD_BEFORE.search(before + found.group(0)[: already.start()]):
                continue
        return found
    return None


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
    return bool(_interest(rest) or QUOTE_ASKED.search(rest) or REQUEST.search(rest) or "?" in rest)


def _mail_declined(folded: str, found: re.Match[str]) -> bool:
    """A "no" that is only about our mail: no more mail on a topic ("I don't want any more emails about the
    webinar, but I'd like the pricing", `removal_polite.TOPIC_AFTER`), or no need to write again because the
    reply was passed to someone who will be in touch ("No need to reach out again - I've forwarded this to
    our COO, she'll contact you", `removal_dont_bother.REFERRAL_PROMISED`); review of 2026-12-05, fifth."""
    for mail in NO_MORE_MAIL.finditer(folded):
        if mail.start() <= found.start() < mail.end() and TOPIC_AFTER.match(folded, mail.end()):
            return True
    if REFERRAL_PROMISED.search(folded):
        return any(
            bother.start() <= found.start() < bother.end() or found.start() <= bother.start() < found.end()
            for bother in DONT_BOTHER.finditer(folded)
        )
    return False


def _hiring_asked(folded: str) -> re.Match[str] | None:
    """A hiring question about us (`not_our_product.HIRING_ASKED`) with no "no" beside it: "We won't be
    switching ... is Acme hiring in Denver?" is a no first."""
    found = HIRING_ASKED.search(folded)
    if found and (NOT_INTERESTED.search(folded) or any(_stated(folded, table) for table in _STATED_NO)):
        return None
    return found


def _colleague_gone_taken_off(folded: str) -> bool:
    """A colleague said to be gone and taken off ("Please take Kevin off this thread ..., he left us in
    October", `taken_over.COLLEAGUE_GONE`, `COLLEAGUE_OFF`) while the sender asks for more for themselves
    (a demo, slots, a quote, a price list): the departure is no wrong person, the sender the one to talk
    to."""
    if not (COLLEAGUE_GONE.search(folded) and COLLEAGUE_OFF.search(folded)):
        return False
    return bool(
        _own_interest(folded)
        or SLOTS_OFFERED.search(folded)
        or QUOTE_ASKED.search(folded)
        or (PRICE_SENT.search(folded) and PRICE.search(folded))
    )


def _wont_buy(folded: str) -> re.Match[str] | None:
    """Nothing to be bought or a freeze ruling it out (`wont_buy`), or a decision not to be revisited
    (`not_revisited`, never asked), unless a time bounds it ("we won't be buying anything until Q3")."""
    for table in (WONT_BUY, NOT_REVISITED):
        for found in table.finditer(folded):
            stop = STOP.search(folded, found.end())
            asked = table is NOT_REVISITED and stop is not None and stop.group(0) == "?"
            if not UNTIL.match(folded, found.end()) and not asked:
                return found
    return None


def _public_tender(folded: str) -> re.Match[str] | None:
    """Public procurement as a no ("all purchases are made through public tender"), unless the reply asks
    for something ("send us a quote, we buy through public tender")."""
    found = PUBLIC_TENDER.search(folded)
    if found and (_interest(folded) or QUOTE_ASKED.search(folded) or SUPPLIER_INVITED.search(folded)):
        return None
    return found


def _priced_for_us(folded: str) -> re.Match[str] | None:
    """A price asked for the sender's own organisation, in a question ("What does this run for a two chair
    practice?", `price_considered.PRICE_FOR_US`), with no curiosity said beside it (`JUST_ASKING`)."""
    if JUST_ASKING.search(folded):
        return None
    for found in PRICE_FOR_US.finditer(folded):
        stop = STOP.search(folded, found.end())
        if stop and stop.group(0) == "?":
            return found
    return None


def _mere_curiosity(folded: str, found: re.Match[str]) -> bool:
    """A word of curiosity in a side question (`side_question.SIDE_QUESTION`), or curiosity about where our
    list came from in the sentence that asks it ("Just curious how you got our addresses", "Mich würde
    interessieren, woher Sie unsere Adressen haben", `side_question.ADDRESS_SOURCE`)."""
    curious = bool(CURIOSITY.fullmatch(found.group(0)))
    if curious and SIDE_QUESTION.search(folded):
        return True
    source = ADDRESS_SOURCE.search(folded)
    return source is not None and (curious or sentence_of(folded, found) == sentence_of(folded, source))


def _later(folded: str) -> re.Match[str] | None:
    """The first firm "later" (step 4's tables): contact after an event, a date, "write again when"."""
    return (
        EVENT_AFTER.search(folded)
        or PAUSED_UNTIL.search(folded)
        or LATER_FIRM.search(folded)
        or LATER_MORE.search(folded)
        or WRITE_AGAIN.search(folded)
        or WRITE_AGAIN_WHEN.search(folded)
        or SEND_MAIL_LATER.search(folded)
        or SEND_MAIL_AFTER.search(folded)
        or CONTACT_AFTER.search(folded)
        or SEASON_LATER.search(folded)
        or LEAVE_LATER.search(folded)
        or HEAR_AGAIN.search(folded)
        or TENDER_LATER.search(folded)
        or NOTED_LATER.search(folded)
        or _kept_open(folded)
    )


def _later_beside_meeting(folded: str) -> re.Match[str] | None:
    """The first firm "later" (`_later`), the sentences of a meeting the sender will set up with their own
    people left out ("I'll set up a call with our finance lead ... probably in the first half of November",
    `meeting_set_up`): the time there is the meeting's; so are the clauses of a colleague away until a time
    when the writer asks for something themselves ("Sam's on sabbatical till September but I'm running the
    team ... Could we do the 20 minute call?", `colleague_away`): the time there is the colleague's."""
    found = _later(folded)
    away = list(COLLEAGUE_AWAY.finditer(folded)) if found is not None and _asks_itself(folded) else []
    if found is None or not (SENDER_SETS_UP.search(found.string) or away):
        return found
    rest = folded
    for meeting in SENDER_SETS_UP.finditer(folded):
        sentence = sentence_of(folded, meeting)
        start = folded.find(sentence)
        rest = rest[:start] + " " * len(sentence) + rest[start + len(sentence) :]
    for absence in away:
        start = max((m.end() for m in CLAUSE.finditer(folded, 0, absence.start())), default=0)
        stop = CLAUSE.search(folded, absence.end())
        end = stop.start() if stop else len(folded)
        rest = rest[:start] + " " * (end - start) + rest[end:]
    return _later(rest)


def _asks_itself(folded: str) -> bool:
    """The writer asks for something for themselves: a call or a demo, slots, a quote."""
    return bool(_own_interest(folded) or SLOTS_OFFERED.search(folded) or QUOTE_ASKED.search(folded))


def _kept_open(folded: str) -> re.Match[str] | None:
    """The file kept open, a no to our breakup email's question ("Keep it open. We're in peak season until
    mid-April", `close_file.KEEP_OPEN`): a later, unless the reply offers slots, asks for a quote or asks
    for a meeting now ("Keep it open, can we do Tuesday at 10?")."""
    found = KEEP_OPEN.search(folded)
    if found and (SLOTS_OFFERED.search(folded) or QUOTE_ASKED.search(folded) or _proposed(folded)):
        return None
    for keen in INTERESTED.finditer(folded):
        stop = STOP.search(folded, keen.end())
        if stop and stop.group(0) == "?":
            return None
    return found


def _referred_elsewhere(folded: str, referral: str | None, sender: str | None) -> bool:
    """A later for this contact (firm, or a time alone) beside a referral to someone at another company
    ("Come back to me in April ... my brother-in-law runs a chain of garages, tom@pryce-motors.example"):
    the later is the next step with this contact, the referral a tip elsewhere. A colleague at the
    sender's own domain stays a wrong person."""
    if not referral or not sender or "@" not in sender:
        return False
    if referral.rpartition("@")[2] == sender.lower().rpartition("@")[2]:
        return False
    return _later(folded) is not None or _time_alone(folded) is not None


def _time_alone(folded: str) -> re.Match[str] | None:
    """The first time alone ("in Q3") that does not count our mail ("four emails in two weeks"), nor dates
    the sender's own event in its clause ("a marzo organizziamo un convegno", `own_event`)."""
    counted = [(m.start(), m.end()) for m in FREQUENCY.finditer(folded)]
    for found in LATER_TIME.finditer(folded):
        if any(start <= found.start() < end for start, end in counted):
            continue
        clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
        clause_end = CLAUSE.search(folded, found.end())
        if OWN_EVENT.search(folded, clause_start, clause_end.start() if clause_end else len(folded)):
            continue
        if any(
            not LATER_PARTICIPLE.search(done.group(0))
            for done in PAST_DONE.finditer(folded, clause_start, found.start())
        ):
            continue  # "Tillbrook was folded into the group in November": a past event, no later
        past = PAST_ACT.search(folded, clause_start, found.start())
        if past and not LATER_PARTICIPLE.search(past.group(0)) and not PAST_PLANNED.search(past.group(0)):
            continue  # "the order we placed in November": when a thing was done, no later (heldout_ah)
        return found
    return None


# The tables of a "no" read outside a question (`_stated`), in the order they are tried; with
# NOT_INTERESTED, BLUNT_NO and PUBLIC_TENDER they are every "no" a but-clause can follow.
_STATED_NO = (
    DECLINE,
    COVERED,
    NOT_PURSUED,
    NOT_A_FIT,
    COMMITTED_ELSEWHERE,
    CLOSE_IT,
    DECISION_MADE,
    POLICY_FORBIDS,
    ALREADY_HAVE,
    TOOL_IN_USE,
    DECIDED_AGAINST,
    STAYS_THAT_WAY,
    IF_INTERESTED,
    TRIED_BEFORE,
    LEFT_THERE,
    NO_OTHER_VENDOR,
)


def _asked_after_but(folded: str) -> re.Match[str] | None:
    """The interest a but-clause after the last "no" asks for ("not relevant, but send the demo"): a request
    and an interest phrase in it. The match is on the clause alone (`.string`), so a later time in it can
    be read ("but send me info next quarter" is a later)."""
    last = max(
        found.end()
        for table in (NOT_INTERESTED, *_STATED_NO, BLUNT_NO, PUBLIC_TENDER)
        for found in table.finditer(folded)
    )
    for but in CONTRAST.finditer(folded, last):
        stop = CLAUSE_END.search(folded, but.end())
        clause = folded[but.end() : stop.start() if stop else len(folded)]
        if not REQUEST.search(clause):
            continue
        found = _interest(clause) or QUOTE_ASKED.search(clause)
        if found:
            return found
    return None


def _proposed(folded: str) -> re.Match[str] | None:
    """A meeting proposed for a weekday ("Kunnen we dinsdag een afspraak plannen?", `meeting_day`) or an
    invitation to register as a supplier or answer an RFP (`supplier_invited`): interest, and a time beside
    it is no later."""
    return MEETING_DAY.search(folded) or SUPPLIER_INVITED.search(folded)


def _negotiation(folded: str) -> re.Match[str] | None:
    """An offer negotiated: an item taken out of the quote, a close promised on a condition, or a longer
    term offered for a better price ("we can commit to a three-year term ... we'd need 20% off")."""
    return OFFER_CHANGE.search(folded) or CLOSE_IF.search(folded) or TERM_OFFERED.search(folded)


def _order_form(folded: str) -> re.Match[str] | None:
    """The order form or contract asked for to sign (`order_form`), never a copy of one already held."""
    found = ORDER_FORM_ASKED.search(folded)
    if found and HELD_CONTRACT.search(sentence_of(folded, found)):
        return None
    return found


def _interest(folded: str) -> re.Match[str] | None:
    """The first interest phrase, a bare noun ("Infos", "plaquette") not counting when its sentence is
    about the sender's own document going to us, nor in a reply asking to be put back on a list it left
    by accident; nothing inside our own words quoted back ("Votre mail parle de « notre échange »",
    `our_words_quoted`) counts."""
    put_back = any(undone(folded, found) for table in (UNSUBSCRIBE,) for found in table.finditer(folded))
    ours = [quoted.span() for quoted in QUOTED_OURS.finditer(folded)]
    for found in INTERESTED.finditer(folded):
        if any(start <= found.start() < end for start, end in ours):
            continue  # "Votre mail parle de « notre échange au salon »": our words quoted back, no request
        read = READ_BEFORE.search(folded, max(0, found.start() - 40), found.start())
        if read and GLADLY.fullmatch(found.group(0)) and GLADLY_END.match(folded, found.end()):
            continue  # "una mail ogni tanto la leggo volentieri": the mail read gladly, no yes to the offer
        if PRAISE_WORD.fullmatch(found.group(0)) and (
            CONTENT_AFTER.match(folded, found.end()) or CONTENT_BEFORE.search(folded[: found.start()])
        ):
            continue  # "Muy interesante el caso que comentas": the content praised (`content_praised`)
        if LOGISTICS.search(sentence_of(folded, found)):
            continue  # "can you send a Teams link instead, or a phone dial-in?": a booked meeting's details
        if BARE_NOUN.fullmatch(found.group(0)):
            if (
                put_back
                or OWN_SENDING.search(sentence_of(folded, found))
                or THANKED_FOR.search(folded, max(0, found.start() - 80), found.start())
            ):
                continue  # "je vous ai envoyé la plaquette", "merci pour la documentation": no request
        return found
    return None


def _wrong_person(folded: str) -> re.Match[str] | None:
    """The first wrong-person phrase, a thing retired ("I retired the old CRM", "il vecchio gestionale
    è andato in pensione") not counting: only a person retires from the conversation."""
    for table in (
        WRONG_PERSON,
        WRONG_PERSON_MORE,
        GONE_ELSEWHERE,
        HANDED_OVER,
        NOT_ME,
        VOLUNTEER,
        WRONG_DOOR,
        ROLE_GIVEN_UP,
    ):
        for found in table.finditer(folded):
            if RETIREMENT.search(found.group(0)) and (
                _thing_retired(folded, found)
                or (OWN_ROLE_BEFORE.search(_clause_before(folded, found)) and _own_interest(folded))
            ):
                # "Our dispatcher of 22 years retired last month ... Could you do Thursday?": a role on the
                # sender's own team, the sender asking for us; "Our CRM admin has retired; talk to Jo" stays
                continue
            return found
    return None


def _scoped(folded: str) -> re.Match[str] | None:
    """The sender's own remit or a role left ("I only cover EMEA", "I left Brightwater Foods") and, after it,
    someone else pointed to ("you'd want Maria Gonzalez"), `scope.py`: the pointer is the evidence."""
    for scope in SCOPE.finditer(folded):
        found = POINTER.search(folded, scope.end())
        if found:
            return found
    return None


def _passed_along(folded: str) -> re.Match[str] | None:
    """The message passed along to people named by their role or remit ("I'll loop in the right folks",
    `passed_along`), said, not asked, with no interest of the sender's own: an interest word in a sentence
    where they get back to us ("Die melden sich, falls Interesse besteht") is theirs."""
    found = _stated(folded, PASSED_ALONG)
    if found is None:
        return None
    for keen in INTERESTED.finditer(folded):
        if not THEY_REACH_OUT.search(sentence_of(folded, keen)):
            return None
    if QUOTE_ASKED.search(folded) or SLOTS_OFFERED.search(folded):
        return None
    return found


def _decision_handed(folded: str) -> re.Match[str] | None:
    """The decision handed to a colleague brought in before it ("looping in Priya (cc'd) ... Priya, your
    call whether it's worth 20 minutes"), whatever interest the reply names (`decision_handed`)."""
    brought = [
        found.start() for table in (LOOPED_IN, INTRODUCED, COPIED_IN) for found in table.finditer(folded)
    ]
    for found in DECISION_HANDED.finditer(folded, min(brought, default=len(folded))):
        # "up to you whether Tuesday or Thursday works": a day to choose is said to us, the sender stays
        if not re.search(rf"\b{DAY}\b", sentence_of(folded, found)):
            return found
    return None


def _not_for_us_now(folded: str, found: re.Match[str]) -> bool:
    """ "Something for us" denied under a "think" with "right now", "for now" right after it
    (`not_a_fit.FOR_NOW_AFTER`; review of 2026-12-05, sixth): bounded by now, a later."""
    return (
        found.re is NOT_A_FIT
        and bool(THOUGHT_NOT.search(found.group(0)))
        and bool(FOR_NOW_AFTER.match(folded, found.end()))
    )


def _stated(folded: str, table: re.Pattern[str]) -> re.Match[str] | None:
    """The first phrase of a table outside a question ("is he the right person?", "is that a no?"); "and that
    won't change" after a date, a meeting or a place in its sentence is none ("The meeting is on Tuesday at 10
    and that won't change", `stays_that_way.FIXED_BEFORE`)."""
    for found in table.finditer(folded):
        stop = STOP.search(folded, found.end())
        if stop and stop.group(0) == "?":
            continue
        before = re.split(r"[.;!?\n]", folded[: found.start()])[-1]
        if table is STAYS_THAT_WAY and FIXED_BEFORE.search(before):
            continue
        if table is TOOL_IN_USE and INTEGRATION_ASKED.search(folded):
            continue  # "Do you integrate with what we use for that? We use Jira for everything": asked
        return found
    return None


def _clause_before(folded: str, found: re.Match[str]) -> str:
    """The words of the phrase's clause before it."""
    return re.split(r"[.;:!?,]", folded[: found.start()])[-1]


def _thing_retired(folded: str, found: re.Match[str]) -> bool:
    """A thing right before the retirement phrase (its subject) or right after it (its object)."""
    before = re.split(r"[.;:!?,]", folded[: found.start()])[-1]
    after = re.split(r"[.;:!?,]", folded[found.end() :])[0]
    return bool(THING_BEFORE.search(before) or THING_AFTER.match(after))


def _when(folded: str, sent: date | None) -> date | None:
    return follow_up_date(folded, sent=sent) if sent is not None else None


def _referral(text: str, *, sender: str | None, ours: Collection[str]) -> str | None:
    """The first address in the sender's own text that is neither theirs nor ours."""
    skip = {address.lower() for address in ours}
    if sender:
        skip.add(sender.lower())
    for address in ADDRESS.findall(text):
        address = address.strip(".-_").lower()
        if address not in skip:
            return address
    return None


DEFAULT = RuleClassifier()


def load_classifier(spec: str | None) -> IntentClassifier:
    """`package.module:factory` (a class or a function returning a classifier), or the rules."""
    if not spec:
        return DEFAULT
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise ValueError(f"intent classifier {spec!r}: expected 'package.module:factory'")
    factory = getattr(importlib.import_module(module_name), attribute)
    classifier = factory()
    if not isinstance(classifier, IntentClassifier):
        raise TypeError(f"intent classifier {spec!r} has no classify(text, sender=, ours=, sent=) method")
    return classifier
