"""The later readers of `intent.RuleClassifier` (step 4): a firm "later" (`later`: contact after an
event, a date, "write again when", the file kept open), one outside the sentences of a meeting the sender
sets up or of a colleague away (`later_beside_meeting`), and a time alone ("in Q3", `time_alone`) that
neither counts our mail nor dates the sender's own event or a thing already done."""

from __future__ import annotations

import re

from sequencer.classify.intent_interest import own_interest, priced_for_us, proposed
from sequencer.classify.intent_rules.address_changed import ADDRESS_CHANGED
from sequencer.classify.intent_rules.as_agreed import AS_AGREED, TALK_GOES_ON
from sequencer.classify.intent_rules.attended_dated import ATTENDED_BEFORE
from sequencer.classify.intent_rules.close_file import KEEP_OPEN
from sequencer.classify.intent_rules.colleague_away import COLLEAGUE_AWAY
from sequencer.classify.intent_rules.committed_elsewhere import COMMITTED_ELSEWHERE
from sequencer.classify.intent_rules.contract_ending import ASK_DEFERRED, CONTRACT_ENDS
from sequencer.classify.intent_rules.customer import CUSTOMER_SAID
from sequencer.classify.intent_rules.follow_up_asked import FOLLOW_UP_ASKED
from sequencer.classify.intent_rules.frequency import FREQUENCY
from sequencer.classify.intent_rules.hear_again import HEAR_AGAIN
from sequencer.classify.intent_rules.interest import INTERESTED
from sequencer.classify.intent_rules.later import LATER_FIRM, LATER_MORE, LATER_TIME, WRITE_AGAIN
from sequencer.classify.intent_rules.later_away_send import AWAY_UNTIL, SENT_AFTER
from sequencer.classify.intent_rules.later_colleague_back import CONTACT_AGAIN_AFTER
from sequencer.classify.intent_rules.later_company_event import NO_TIME_UNTIL_EVENT
from sequencer.classify.intent_rules.later_contact_asked import CONTACT_ASKED_AT
from sequencer.classify.intent_rules.later_event import (
    CONTACT_AFTER,
    EVENT_AFTER,
    FEAST_AFTER,
    WRITE_AGAIN_WHEN,
)
from sequencer.classify.intent_rules.later_leave import LEAVE_LATER
from sequencer.classify.intent_rules.later_noted import NOTED_LATER
from sequencer.classify.intent_rules.later_paused import PAUSED_UNTIL
from sequencer.classify.intent_rules.later_relayed import LATER_RELAYED
from sequencer.classify.intent_rules.later_resumed import CONTACT_RESUMED
from sequencer.classify.intent_rules.later_rough_span import ROUGH_SPAN
from sequencer.classify.intent_rules.later_ruled_out import LATER_LIMIT, LATER_RULED_OUT
from sequencer.classify.intent_rules.later_season import SEASON_LATER
from sequencer.classify.intent_rules.later_smaller_plan import SMALLER_PLAN_LATER
from sequencer.classify.intent_rules.later_talk_about_it import NEXT_WEEK, TALK_ABOUT_IT
from sequencer.classify.intent_rules.later_then import AGAIN_THEN, STEP_BEFORE, TIME_NAMED, WRITE_THEN
from sequencer.classify.intent_rules.later_try_again import TRY_AGAIN, WHEN
from sequencer.classify.intent_rules.meeting_confusion import SAME_ONE_ASKED
from sequencer.classify.intent_rules.meeting_set_up import SENDER_SETS_UP
from sequencer.classify.intent_rules.offer import QUOTE_ASKED
from sequencer.classify.intent_rules.own_event import (
    DONE_AT,
    LATER_PARTICIPLE,
    NL_PARTICIPLE_AFTER,
    NL_PERFECT_BEFORE,
    NL_PLANNED,
    OWN_EVENT,
    PARTICIPLE_AFTER,
    PAST_ACT,
    PAST_DONE,
    PAST_PLANNED,
    PERFECT_AUX_BEFORE,
)
from sequencer.classify.intent_rules.send_mail_later import SEND_MAIL_AFTER, SEND_MAIL_LATER
from sequencer.classify.intent_rules.slots import SLOTS_OFFERED
from sequencer.classify.intent_rules.taken_over import (
    COLLEAGUE_GONE,
    COLLEAGUE_MOVED,
    COLLEAGUE_OFF,
    COLLEAGUE_OFF_INFORMAL,
)
from sequencer.classify.intent_rules.tender_later import TENDER_LATER
from sequencer.classify.intent_rules.third_person_dated import THIRD_PERSON_DATED
from sequencer.classify.intent_rules.unsubscribe import CLAUSE
from sequencer.classify.intent_shared import then
from sequencer.classify.sentences import STOP, asked, blanked, sentence_of


def later(folded: str) -> re.Match[str] | None:
    """The first firm "later" (step 4's tables): contact after an event, a date, "write again when"."""
    return (
        EVENT_AFTER.search(folded)
        or PAUSED_UNTIL.search(folded)
        or _later_firm(folded)
        or LATER_MORE.search(folded)
        or NO_TIME_UNTIL_EVENT.search(folded)
        or WRITE_AGAIN.search(folded)
        or CONTACT_ASKED_AT.search(folded)
        or WRITE_AGAIN_WHEN.search(folded)
        or SEND_MAIL_LATER.search(folded)
        or SEND_MAIL_AFTER.search(folded)
        or CONTACT_AFTER.search(folded)
        or away_then_sent(folded)
        or AGAIN_THEN.search(folded)
        or SEASON_LATER.search(folded)
        or LEAVE_LATER.search(folded)
        or CONTACT_AGAIN_AFTER.search(folded)
        or HEAR_AGAIN.search(folded)
        or TENDER_LATER.search(folded)
        or NOTED_LATER.search(folded)
        or CONTACT_RESUMED.search(folded)
        or LATER_RELAYED.search(folded)
        or SMALLER_PLAN_LATER.search(folded)
        or LATER_LIMIT.search(folded)
        or FOLLOW_UP_ASKED.search(folded)
        or _kept_open(folded)
        or _write_then(folded)
        or talk_later(folded)
        or try_later(folded)
    )


def _later_firm(folded: str) -> re.Match[str] | None:
    """The first hit of `later.LATER_FIRM`, never a German "erst im Frühjahr" inside a perfect or a past
    ("Wir haben uns erst im Frühjahr ... für eine andere Lösung entschieden", `own_event.PERFECT_AUX_BEFORE`
    with `PARTICIPLE_AFTER`): the time a thing was done, no later."""
    for found in LATER_FIRM.finditer(folded):
        start = max((end.end() for end in STOP.finditer(folded, 0, found.start())), default=0)
        clause = re.split(r"[,;:]", folded[start : found.start()])[-1]
        if (
            found.group(0).startswith(("erst", "fruhestens"))
            and PERFECT_AUX_BEFORE.search(clause)
            and PARTICIPLE_AFTER.match(folded, found.end())
        ):
            continue
        return found
    return None


def talk_later(folded: str) -> re.Match[str] | None:
    """The matter to be talked about at a later time named in the same sentence ("Se ne potrà parlare dal
    prossimo trimestre", `later_talk_about_it`), never asked; never a talk only a week off in a reply that
    asks for something now ("Send me a quote? If it fits, we'll go over it on a call next week",
    `later_talk_about_it.NEXT_WEEK`): a next step."""
    for found in TALK_ABOUT_IT.finditer(folded):
        if asked(folded, found):
            continue
        sentence = sentence_of(folded, found)
        time = LATER_TIME.search(sentence)
        week = NEXT_WEEK.search(sentence)
        if time and week and week.start() <= time.start() < week.end() and asks_now(folded):
            continue
        if (
            LATER_TIME.search(sentence)
            or ROUGH_SPAN.search(sentence)
            or WHEN.search(sentence)
            or FEAST_AFTER.search(sentence)
        ):
            return found
    return None


def try_later(folded: str) -> re.Match[str] | None:
    """Our rep asked to try again or to ping the sender at a later time named in the same sentence
    ("Versuchen Sie es nach der Messe Ende Februar nochmal", "Ping mich im Juni nochmal an", "Ab Mitte Mai
    gerne wieder", `later_try_again`), never asked."""
    for found in TRY_AGAIN.finditer(folded):
        if asked(folded, found):
            continue
        if WHEN.search(sentence_of(folded, found)):
            return found
    return None


def _write_then(folded: str) -> re.Match[str] | None:
    """ "Write to me then" after a month, a season or a new budget year named earlier in the reply
    (`later_then`; heldout_at: "En enero se abre el nuevo ejercicio, escríbeme entonces"), never asked, nor
    after a step asked for in its sentence (`later_then.STEP_BEFORE`)."""
    for found in WRITE_THEN.finditer(folded):
        if asked(folded, found):
            continue
        start = max((end.end() for end in STOP.finditer(folded, 0, found.start())), default=0)
        if STEP_BEFORE.search(folded, start, found.start()):
            continue  # "Send me the case study and call me then": the then of the step, not of the time
        if TIME_NAMED.search(folded, 0, found.start()):
            return found
    return None


def _kept_open(folded: str) -> re.Match[str] | None:
    """The file kept open, a no to our breakup email's question ("Keep it open. We're in peak season until
    mid-April", `close_file.KEEP_OPEN`): a later, unless the reply offers slots, asks for a quote or asks
    for a meeting now ("Keep it open, can we do Tuesday at 10?")."""
    found = KEEP_OPEN.search(folded)
    if found and (SLOTS_OFFERED.search(folded) or QUOTE_ASKED.search(folded) or proposed(folded)):
        return None
    for keen in INTERESTED.finditer(folded):
        if asked(folded, keen):
            return None
    return found


def later_beside_meeting(folded: str) -> re.Match[str] | None:
    """The first firm "later" (`later`), the sentences of a meeting the sender will set up with their own
    people left out ("I'll set up a call with our finance lead ... probably in the first half of November",
    `meeting_set_up`): the time there is the meeting's; so are the clauses of a colleague away until a time
    when the writer asks for something themselves ("Sam's on sabbatical till September but I'm running the
    team ... Could we do the 20 minute call?", `colleague_away`): the time there is the colleague's; so are
    the clauses of a colleague away taken off the copy (`away_taken_off`)."""
    found = later(folded)
    away = list(COLLEAGUE_AWAY.finditer(folded)) if found is not None and asks_itself(folded) else []
    if found is not None and not away:
        away = away_taken_off(folded)
    if found is not None and asks_now(folded):
        # "our contract ends March 31. Can you send pricing for ~40 seats?": the incumbent's date, the ask
        # made now wins over it (`contract_ending`, heldout_bn)
        away += list(CONTRACT_ENDS.finditer(folded))
    if found is None or not (SENDER_SETS_UP.search(found.string) or away):
        return found
    rest = blanked(folded, SENDER_SETS_UP.finditer(folded))
    for absence in away:
        start = max((m.end() for m in CLAUSE.finditer(folded, 0, absence.start())), default=0)
        stop = CLAUSE.search(folded, absence.end())
        end = stop.start() if stop else len(folded)
        rest = rest[:start] + " " * (end - start) + rest[end:]
    return later(rest)


def away_taken_off(folded: str) -> list[re.Match[str]]:
    """A colleague away until a time and taken off the copy by the sender ("tolga pure Giulia dalla copia: è
    in maternità fino a marzo", "take Anna off the cc, she's on leave until March", heldout_dd): the absences
    (`colleague_away`), whose time is the colleague's return and gives the reason, no later for the reply."""
    if not (COLLEAGUE_OFF.search(folded) or COLLEAGUE_OFF_INFORMAL.search(folded)):
        return []
    return list(COLLEAGUE_AWAY.finditer(folded))


def asks_itself(folded: str) -> bool:
    """The writer asks for something for themselves: a call or a demo, slots, a quote."""
    return bool(own_interest(folded) or SLOTS_OFFERED.search(folded) or QUOTE_ASKED.search(folded))


def asks_now(folded: str) -> bool:
    """The writer asks for something now (`asks_itself`, a meeting day proposed, a price for their own
    seats), the sentence of the ask not putting it off to a later point ("can we talk then?",
    `contract_ending.ASK_DEFERRED`)."""
    ask = (
        own_interest(folded)
        or SLOTS_OFFERED.search(folded)
        or QUOTE_ASKED.search(folded)
        or proposed(folded)
        or priced_for_us(folded)
    )
    return ask is not None and not ASK_DEFERRED.search(sentence_of(folded, ask))


def time_alone(folded: str) -> re.Match[str] | None:
    """The first time alone ("in Q3") that does not count our mail ("four emails in two weeks"), nor dates
    the sender's own event in its clause ("a marzo organizziamo un convegno", `own_event`), nor the sender's
    address changing in its sentence ("from 1 January my old address stops working", `address_changed`),
    nor a Dutch perfect around it ("we zijn in september verhuisd", `own_event.NL_PERFECT_BEFORE`),
    nor a third person's retirement or departure ("our bookkeeper retires in March", `third_person_dated`),
    nor the time in a question whether the reader is the one the sender met ("are you the same Dana who was
    at the fair in October?", `meeting_confusion.SAME_ONE_ASKED`), nor the time of a talk that goes on as
    agreed before ("we'll speak next week as agreed", `as_agreed`), nor the sender's attendance in the past
    ("participamos do evento em outubro", `attended_dated`), nor a colleague's move or departure in its
    clause ("da ottobre ... non segue più questa parte", `taken_over.COLLEAGUE_MOVED`, heldout_db), nor the
    time the sender became our customer ("siamo già vostri clienti da aprile", `customer.CUSTOMER_SAID`)."""
    counted = [(m.start(), m.end()) for m in FREQUENCY.finditer(folded)]
    # "lei è la stessa Dana che era allo stand ... a ottobre?": when the sender met the reader (heldout_cz)
    counted += [
        (m.start(), stop.end())
        for m in SAME_ONE_ASKED.finditer(folded)
        if asked(folded, m) and (stop := STOP.search(folded, m.end()))
    ]
    # "take Anna off the cc, she's on leave until March": the colleague's return (heldout_dd)
    counted += [
        (m.start(), stop.start() if (stop := CLAUSE.search(folded, m.end())) else len(folded))
        for m in away_taken_off(folded)
    ]
    times = sorted([*LATER_TIME.finditer(folded), *ROUGH_SPAN.finditer(folded)], key=lambda m: m.start())
    for found in times:  # "over een maand of 2": a rough span ahead is a time too (`later_rough_span`)
        if any(start <= found.start() < end for start, end in counted):
            continue
        clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
        clause_end = CLAUSE.search(folded, found.end())
        if OWN_EVENT.search(folded, clause_start, clause_end.start() if clause_end else len(folded)):
            continue
        clause = folded[clause_start : clause_end.start() if clause_end else len(folded)]
        if AS_AGREED.search(clause) and TALK_GOES_ON.search(clause):
            continue  # "seguimos hablando la semana que viene como quedamos": a time set before (heldout_da)
        if THIRD_PERSON_DATED.search(folded, clause_start, clause_end.start() if clause_end else len(folded)):
            continue  # "Onze boekhouder gaat in maart op pensioen": that person's date, no later (heldout_co)
        if any(
            not LATER_PARTICIPLE.search(done.group(0))
            for done in PAST_DONE.finditer(folded, clause_start, found.start())
        ):
            continue  # "Tillbrook was folded into the group in November": a past event, no later
        done = NL_PERFECT_BEFORE.search(folded, clause_start, found.start()) and NL_PARTICIPLE_AFTER.match(
            folded, found.end() + 1
        )
        if done and not LATER_PARTICIPLE.search(done.group(0)) and not NL_PLANNED.search(done.group(0)):
            continue  # "onze firma is in september verhuisd": a Dutch perfect, when it was done (heldout_cx)
        if ADDRESS_CHANGED.search(sentence_of(folded, found)):
            continue  # "a partir de 1 de janeiro o endereço antigo deixa de funcionar": a change's date
        if ATTENDED_BEFORE.search(folded[clause_start : found.start()]):
            continue  # "participamos do evento ... em outubro": when the sender was there (`attended_dated`)
        clause_stop = clause_end.start() if clause_end else len(folded)
        if COLLEAGUE_MOVED.search(folded, clause_start, clause_stop) or COLLEAGUE_GONE.search(
            folded, clause_start, clause_stop
        ):
            continue  # "da ottobre si occupa di un altro stabilimento e non segue più": a colleague's move
        if any(
            len(folded[said.end() : found.start()].split()) <= 2
            for said in CUSTOMER_SAID.finditer(folded, clause_start, found.start())
        ):
            # "siamo già vostri clienti da aprile": since when the sender is ours (`customer`, heldout_ec)
            continue
        if COMMITTED_ELSEWHERE.search(folded, clause_start, found.start()):
            continue  # "fechamos com outro CRM em outubro": when the sender committed elsewhere (heldout_el)
        if DONE_AT.search(folded[clause_start : found.start()]):
            continue  # "a encomenda feita em outubro": when a thing was done, no later (heldout_cy)
        past = PAST_ACT.search(folded, clause_start, found.start())
        if past and not LATER_PARTICIPLE.search(past.group(0)) and not PAST_PLANNED.search(past.group(0)):
            continue  # "the order we placed in November": when a thing was done, no later (heldout_ah)
        return found
    return None


def later_ruled_out(folded: str) -> re.Match[str] | None:
    """A later named only to rule it out ("not next quarter either", "auch nächstes Jahr nicht", "ook na de
    zomer niet", "no need to put a reminder in your CRM", `later_ruled_out`, heldout_bm), never asked, and
    only when the reply, those sentences cut out, asks for no later and shows no interest of its own ("Not
    next year either, no need to set a reminder. Write to me in 2028" is a later)."""
    found = next((m for m in LATER_RULED_OUT.finditer(folded) if not asked(folded, m)), None)
    if found is None:
        return None
    rest = blanked(folded, LATER_RULED_OUT.finditer(folded))
    if (
        later_beside_meeting(rest)
        or own_interest(rest)
        or SLOTS_OFFERED.search(rest)
        or QUOTE_ASKED.search(rest)
    ):
        return None
    return found


def away_then_sent(folded: str) -> re.Match[str] | None:
    """The sender away until a date, asking for something after it (`later_away_send`: "Travelling until the
    15th. Send me something after that and I'll look"): the send asked after the absence named."""
    return then(folded, AWAY_UNTIL, SENT_AFTER)
