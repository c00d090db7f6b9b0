"""The removal of something that is not our mail to this address: another mailing named after the phrase, an
item out of a quote or price list, an event's registration (`removal_event`) or the last day to withdraw
from the sender's own event (`removal_deadline`), a list of people (`removal_people_list`), a page or a
document (`removal_page`), a leave or an absence registered (`removal_leave_registered`), a thing issued or
held (`removal_issued`), our mail paused until a date (`later_paused`), the address swapped for another or
taken off a delivery or billing file (`removal_address_swapped`), the sender's own mailing dropped
(`removal_own_mailing_dropped`), and the newer tables' hits that ask no removal in a reply that wants more
(`spared`).
"""

from __future__ import annotations

import re
from collections.abc import Collection

from sequencer.classify.intent_rules.but_request import REQUEST
from sequencer.classify.intent_rules.interest import INTERESTED, PRICE, PRICE_SENT
from sequencer.classify.intent_rules.later_paused import PAUSED_UNTIL
from sequencer.classify.intent_rules.leaning import LEANS_YES
from sequencer.classify.intent_rules.offer import OFFER_CHANGE
from sequencer.classify.intent_rules.removal_address_swapped import (
    ADDRESS_AFTER,
    ADDRESS_NAMED,
    NOT_MAIL_FILE,
    RECIPIENT_SWAPPED,
    SWAPPED,
)
from sequencer.classify.intent_rules.removal_conditional import CONDITION
from sequencer.classify.intent_rules.removal_deadline import (
    CLAUSE_REST,
    DEADLINE,
    PERSON,
    POSSIBLE_BEFORE,
    POSSIBLE_OR_BEFORE,
    SUBJECT_BEFORE,
)
from sequencer.classify.intent_rules.removal_dont_bother import DONT_BOTHER, REFERRAL_PROMISED
from sequencer.classify.intent_rules.removal_event import (
    DATED_AFTER,
    DOTTED_DATE,
    EVENT_AFTER,
    EVENT_BEFORE,
    EVENT_BEFORE_VERB,
    EVENT_IN_PHRASE,
    LIST_IN_SENTENCE,
    REGISTRATION,
    SIGNED_UP_FOR_EVENT,
    WITHDRAWN,
)
from sequencer.classify.intent_rules.removal_forget import FORGET_ME, NOT_HEARING, REPLACED, UNTIL_AFTER
from sequencer.classify.intent_rules.removal_issued import (
    COORDINATOR,
    ISSUED_NOUN,
    JOINED_BETWEEN,
    NEW_CLAUSE_AFTER,
    PLEASE_BEFORE,
    PREPOSITION_BEFORE,
    SELF_AFTER,
    SHARED_AUXILIARY,
    THEN_AFTER,
    VERB_END,
)
from sequencer.classify.intent_rules.removal_keep_sending import KEEP_SENDING
from sequencer.classify.intent_rules.removal_leave_registered import (
    ABSENCE,
    FILED,
    LEAVE_NOUN,
    OURS_OR_ASKED,
    SELF,
)
from sequencer.classify.intent_rules.removal_link import PRODUCT_LINK, WHERE_LINK
from sequencer.classify.intent_rules.removal_negated_ask import NEGATED_ASK, TIME_INSIDE, WISH_NEGATED
from sequencer.classify.intent_rules.removal_no_contact import UNSUBSCRIBE_NO_CONTACT
from sequencer.classify.intent_rules.removal_open_stop import OPEN_STOP
from sequencer.classify.intent_rules.removal_own_mailing_dropped import (
    I_BEFORE,
    LIST_ENDS,
    NOT_THE_MAILING,
    OWN_LIST_AFTER,
    OWN_OBJECT_AFTER,
    OWN_OBJECT_BEFORE,
    SELF_IN_PHRASE,
    SENT_OBJECT_AFTER,
    SENT_OBJECT_BEFORE,
    WE_BEFORE,
)
from sequencer.classify.intent_rules.removal_page import PAGE_AFTER
from sequencer.classify.intent_rules.removal_people_list import (
    ATTENDING,
    LIST_NOUN_END,
    MAIL_NAMED,
    PEOPLE_LIST_AFTER,
    PEOPLE_LIST_IN,
    SUBSCRIBER_PEOPLE,
)
from sequencer.classify.intent_rules.removal_polite import NO_MORE_MAIL, TOPIC_AFTER
from sequencer.classify.intent_rules.removal_sequence import BOOKED, REMINDER_OF_EVENT, STOP_SEQUENCE
from sequencer.classify.intent_rules.removal_third_party import (
    DESPITE_BEFORE,
    MAIL_ANTECEDENT,
    OTHER_SENDER_OPENS,
    OTHER_SENDER_RELATIVE,
    OURS_IN_CLAUSE,
)
from sequencer.classify.intent_rules.removal_topic import READER_IN_CLAUSE
from sequencer.classify.intent_rules.removal_verbless import NO_MORE_FROM_YOU
from sequencer.classify.intent_rules.removal_wish import (
    AGENT,
    ANYONE,
    BY_NAMED,
    EXCEPT_AFTER,
    FOR_NOW_AFTER,
    FROM_NAMED,
    NAMED_BY_DEMONSTRATIVE,
    NOT_CONTACTED,
    NOT_OURS_BEFORE,
    NOTHING_MORE,
    OUR_KIND,
    PLAIN_WISH,
    POINTER,
    QUOTES,
    REMOVAL_WISH,
    TOOL_ASKED,
)
from sequencer.classify.intent_rules.unsubscribe import (
    CLAUSE,
    EVERY,
    OTHER_MAILING,
    SENTENCE,
    SUBSCRIPTION_WORD,
    UNSUBSCRIBE,
)
from sequencer.classify.removal_guards.others import wants_more
from sequencer.classify.sentences import before_in_sentence, sentence_of


def issued(folded: str, found: re.Match[str]) -> bool:
    """The removal verb in its other sense, a thing issued or held as its object ("we moeten een
    aanbesteding uitschrijven", "das Turnier wird im Mai ausgetragen", `removal_issued`): such a noun in
    the verb's clause before it as its object (no preposition before it, no clause joined or please between
    it and the verb), the writer not named after it."""
    if not VERB_END.search(found.group(0)):
        return False
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    before = folded[clause_start : found.end()]
    verb_start = found.start() - clause_start
    if PLEASE_BEFORE.search(before, 0, verb_start):
        return False
    # a noun as the verb's object: no preposition before it, no clause joined after it
    nouns = [
        noun
        for noun in ISSUED_NOUN.finditer(before)
        if not PREPOSITION_BEFORE.search(before, 0, noun.start())
        and not _joined_apart(before, noun.end(), verb_start)
    ]
    return bool(nouns) and not SELF_AFTER.search(before, nouns[-1].end())


def _joined_apart(before: str, noun_end: int, verb_start: int) -> bool:
    """A clause joined between the issued noun and the verb (`removal_issued.JOINED_BETWEEN`), unless
    "en/und/maar/aber" (then "daarna/dann") only joins two infinitives under the clause's one auxiliary
    ("Wir wollen das Turnier planen und im Mai austragen"): the noun stays the verb's object."""
    joiners = list(JOINED_BETWEEN.finditer(before, noun_end, verb_start))
    if not joiners:
        return False
    first = joiners[0]
    return not (
        COORDINATOR.fullmatch(first.group(0))
        and all(THEN_AFTER.fullmatch(joiner.group(0)) for joiner in joiners[1:])
        and SHARED_AUXILIARY.search(before, 0, first.start())
        and not NEW_CLAUSE_AFTER.search(before, first.end(), verb_start)
    )


def spared(table: re.Pattern[str], folded: str, found: re.Match[str], ours: Collection[str] = ()) -> bool:
    """A hit of one of the newer removal tables that asks no removal: "no more contact" or "no more hearing
    from you" with a time limit after it ("I'd rather not hear from you again until Q3", "Nu-mi mai
    scrieți până în martie", `removal_forget.UNTIL_AFTER`), and so a removal asked through a negation
    ("Preferirei non essere più contattato fino a settembre", `removal_negated_ask`), "forget my
    address" with the replacement named ("use john@x instead", `removal_forget.REPLACED`), our
    follow-ups stopped for a while or reminders of an event the sender booked
    (`removal_sequence.REMINDER_OF_EVENT`, `BOOKED`), the removal link asked about in the sender's own
    product ("in jullie nieuwsbriefeditor", `removal_link.PRODUCT_LINK`); "don't bother writing again"
    under a condition in its sentence ("If this is north of $15k a year, don't bother", "... unless you
    have a case study from retail"), with a time limit, or in a reply that wants more
    (`removal_dont_bother`); no more mail wanted, its verb unsaid, in a reply that wants more ("No
    queremos más correos sin revisar saliendo a clientes ... Me interesa ver una demo",
    `removal_polite.NO_MORE_MAIL`); nothing more wished from a name that is not our company's, or but a
    thing excepted (`removal_wish.NOTHING_MORE`)."""
    stop = SENTENCE.search(folded, found.end())
    rest = folded[found.end() : stop.start() if stop else len(folded)]
    if table in (
        NOT_HEARING,
        UNSUBSCRIBE_NO_CONTACT,
        STOP_SEQUENCE,
        DONT_BOTHER,
        KEEP_SENDING,
        NEGATED_ASK,
    ) and UNTIL_AFTER.match(rest):
        return True
    # a wish not to be written to, for a time ("Preferiría no recibir más correos hasta febrero", "Je
    # préférerais ne plus être contacté avant septembre"), or the time inside the phrase ("Ich möchte bis
    # Ende März nicht mehr kontaktiert werden"): a later (review of 2026-12-06, fifth)
    if table is REMOVAL_WISH and WISH_NEGATED.search(found.group(0)) and UNTIL_AFTER.match(rest):
        return True
    # ... and the negated ask not to be contacted or written to, for a time ("Don't contact me again before
    # the new fiscal year", "No me contacten hasta después del verano", "Não me contactem até ao fim do
    # ano", "Don't email me again this month"): a later (the twenty-second review of 2026-12-07); never a
    # clause after the time word ("... before you fix the invoices"), nor a time that means for good
    # (`for_good`)
    if table in (UNSUBSCRIBE, DONT_BOTHER) and WISH_NEGATED.search(found.group(0)) and _bounded(rest):
        return True
    if table in (UNSUBSCRIBE, REMOVAL_WISH, NEGATED_ASK) and TIME_INSIDE.search(found.group(0)):
        return True
    if table is DONT_BOTHER:
        start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
        return bool(
            CONDITION.search(folded, start, found.start())
            or CONDITION.match(rest.lstrip(" ,"))
            or wants_more(folded)
            or REFERRAL_PROMISED.search(folded)
        )
    if table in (NO_MORE_MAIL, OPEN_STOP):
        wants = wants_more(folded)
        limited = table is NO_MORE_MAIL and TOPIC_AFTER.match(folded, found.end())
        asked = LEANS_YES.search(folded, found.end()) or (
            PRICE.search(folded, found.end()) and REQUEST.search(folded, found.end())
        )
        return bool(wants or (limited and asked))
    if table is NOT_HEARING and _not_ours_named(found, ours):
        return True  # "nichts mehr von Schenker hören": another company the writer leaves
    if table is NOT_HEARING and UNTIL_AFTER.match(" " + found.group(0).partition(" ")[2]):
        return True  # inside the phrase: "ich möchte bis März nichts mehr von Ihnen hören"
    if table is FORGET_ME:
        return bool(REPLACED.search(folded, found.end()))
    if table is STOP_SEQUENCE:
        return bool(REMINDER_OF_EVENT.match(rest) or BOOKED.search(folded))
    if table is WHERE_LINK:
        return bool(PRODUCT_LINK.search(sentence_of(folded, found)))
    if table is NO_MORE_FROM_YOU:
        return bool(EXCEPT_AFTER.match(folded, found.end()))  # "Nothing more from you, except the invoice"
    if table is PLAIN_WISH and NOTHING_MORE.match(folded, found.start()):
        return _not_ours_named(found, ours) or bool(EXCEPT_AFTER.match(folded, found.end()))
    if table is PLAIN_WISH:
        return _points_elsewhere(folded, found)
    if table is NOT_CONTACTED:
        # "I don't want to be contacted before Q3", "Não quero ser incomodado agora": a later
        if UNTIL_AFTER.match(rest) or FOR_NOW_AFTER.match(rest):
            return True
        if _wish_not_writers(folded, found):
            return True  # "Our clients don't want to be contacted by vendors": their wish, not the writer's
        return _agent_not_ours(folded, found, ours)  # "... approached by recruiters": not us
    return False


# a clause after a time word: the condition of a stop, never its time ("before you fix the invoices", "hasta
# que lo arreglen")
_CLAUSE_AFTER_TIME = re.compile(
    r"\s*(?:you|i|we|they|he|she|it|that|que|qu'|dass|ich|wir|sie|je|nous|vous|il|elle|ils|che|dat|ik|jullie"
    r"|u|wij)\b"
)


def _bounded(rest: str) -> bool:
    """A time the stop is bounded to, right after it in its sentence (`removal_forget.UNTIL_AFTER`,
    `removal_wish.FOR_NOW_AFTER`), no comma before the time word and no clause after it."""
    time = UNTIL_AFTER.match(rest) or FOR_NOW_AFTER.match(rest)
    return bool(time and "," not in time.group(0)[1:] and not _CLAUSE_AFTER_TIME.match(rest, time.end()))


# the words before a subjectless English wish in its clause that leave the writer its holder: nothing, an
# opener, or "I"/"we" with an adverb ("Honestly, I just don't want ..."); anything else is a subject of its
# own ("Our clients don't want ...", "Most CFOs don't want ...", "People don't want ...")
_CLAUSE_START = re.compile(r"(?:[.,;:!?\n()]|\b(?:and|but|so|because|since|as|that|which|who)\b)")
_WRITER_BEFORE = re.compile(
    r"(?:\s*\b(?:please|honestly|frankly|seriously|really|just|also|simply|personally|definitely|certainly"
    r"|absolutely|still|sorry|look|ok|okay|yes|no|again|i|we|myself|ourselves)\b)*\s*"
)


_EN_SUBJECTLESS = re.compile(r"(?:really )?(?:no longer|do not|don't|dont) (?:want|wish)\b")


def _wish_not_writers(folded: str, found: re.Match[str]) -> bool:
    """A wish not to be contacted (`removal_wish.NOT_CONTACTED`) held by someone the writer names, not the
    writer: in English the subject may stand outside the phrase, which reads "I"/"we" only; a third-person
    subject before it in its clause is no removal of the writer (the twenty-second review of 2026-12-07:
    "Our clients don't want to be contacted by vendors, that's why we built a portal"). The other rule
    languages name the writer in the phrase itself ("ich", "je", "quiero", "voglio", "ik", "quero")."""
    if not _EN_SUBJECTLESS.match(found.group(0)):
        return False
    head = folded[: found.start()]
    starts = [m.end() for m in _CLAUSE_START.finditer(head)]
    before = head[starts[-1] if starts else 0 :]
    return not _WRITER_BEFORE.fullmatch(before)


def _agent_not_ours(folded: str, found: re.Match[str], ours: Collection[str]) -> bool:
    """The one who contacts, named after a wish not to be contacted (`removal_wish.NOT_CONTACTED`), clearly
    not us: a recruiter, a colleague, another firm by its name ("by recruiters", "door Schenker"), read whole
    from its preposition (`removal_wish.AGENT`), an article or a demonstrative skipped. Never us: a pronoun
    or "your" (`BY_NAMED`), anyone at all ("by anyone", "von niemandem", "par personne"), the kind of
    sender we are ("by salespeople", "by vendors", "by this company", "par des commerciaux",
    `removal_wish.OUR_KIND`), nor our company's name ("by Ourco"); anyone of someone's is that someone's
    ("by anybody from your side": us; "by anyone from Schenker": not us) (the twenty-first review of
    2026-12-07)."""
    named = BY_NAMED.search(found.group(0))
    if not named:
        return False
    agent = AGENT.match(folded, found.start() + named.start())
    if agent is None:
        return False
    noun, of = agent.group(1), agent.group(2)
    if ANYONE.fullmatch(noun):
        if of is None:
            return False
        noun = of
    if OUR_KIND.fullmatch(noun) or _NOT_A_NAME.fullmatch(noun):
        return False
    return noun.replace("-", "") not in _labels(ours)


# a pronoun or "your" where a name would stand ("by anybody from your side")
_NOT_A_NAME = re.compile(
    r"you|your|ihnen|ihrer|ihrem|ihren|euch|eurer|dir|vous|votre|vos|ustedes|usted|su|sus|vosotros|vuestra"
    r"|voi|vostra|vostro|lei|te|u|uw|jullie|je|jou|voces|vos|si|vossa|sua|seu"
)


def _labels(ours: Collection[str]) -> set[str]:
    """The labels of our side's addresses: their domains' and the names in their local parts."""
    return {
        label.replace("-", "")
        for address in ours
        for label in re.split(r"[._+-]", address.rpartition("@")[0].lower())
        + address.rpartition("@")[2].lower().split(".")[:-1]
    }


def _not_ours_named(
    found: re.Match[str], ours: Collection[str], naming: re.Pattern[str] = FROM_NAMED
) -> bool:
    """Nothing more wished from a bare name that is not our company's: the name is ours only when it is a
    label of one of our side's addresses' domains or a name in its local part ("niets meer van Acme" to
    dana@acme.test, "never want to hear from Dana again"); a carrier, a vendor or a competitor named ("de
    Chronopost", "from DHL", "von Amazon", "nichts mehr von Schenker hören", `NOT_HEARING`) is the company
    the writer leaves, often for us (the sixteenth review of 2026-12-07)."""
    named = naming.search(found.group(0))
    if not named:
        return False
    return named.group(1).replace("-", "") not in _labels(ours)


def _points_elsewhere(folded: str, found: re.Match[str]) -> bool:
    """A plain wish to stop receiving "them", "these", "esto", "ze", "questi messaggi"
    (`removal_wish.POINTER`) that points back to something not ours: mail or messages not ours named in a
    sentence before it (`NOT_OURS_BEFORE`), or the wish inside a quote (`QUOTES`): the sender's own pain or
    someone else's words (the ninth review of 2026-12-07). E-mail named after the demonstrative ("these
    emails", "estos correos") is the sender's own pain only with mail not ours named before it and a question
    after it about our tool doing the same (`TOOL_ASKED`); a question with nothing not ours before it ("Can
    you help me with that?", "What does your tool even do?") asks help with the removal or sneers (the tenth
    review of 2026-12-07)."""
    wish = found.group(0)
    pointer = POINTER.search(wish)
    if not pointer and not NAMED_BY_DEMONSTRATIVE.search(wish):
        return False
    if len(QUOTES.findall(folded, 0, found.start())) % 2:
        return True
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    if not NOT_OURS_BEFORE.search(folded, 0, start):
        return False
    return bool(pointer or TOOL_ASKED.search(folded, found.end()))


def own_mailing_dropped(folded: str, found: re.Match[str]) -> bool:
    """The sender's own mailing as the removal verb's object ("estamos por dar de baja la newsletter que les
    mandamos a los clientes", "unseren Newsletter abbestellen", `removal_own_mailing_dropped`): the sender
    drops the mailing the sender sends, no removal from our mail: the sender's side before it in its sentence,
    never the sender in the phrase nor the reader in its clause ("queremos que descadastrem nossa newsletter
    da sua lista": our list, a removal); or the sender, even alone, tidying the list of the sender's own
    mailing ("vou retirar da lista da nossa newsletter todos os fornecedores")."""
    before = before_in_sentence(folded, found)
    if SELF_IN_PHRASE.search(found.group(0)):
        return False
    clause_end = CLAUSE.search(folded, found.end())
    rest = folded[found.end() : clause_end.start() if clause_end else len(folded)]
    # "vou retirar da lista da nossa newsletter todos os fornecedores": the sender's own list tidied
    if (
        LIST_ENDS.search(found.group(0))
        and OWN_LIST_AFTER.match(folded, found.end())
        and (WE_BEFORE.search(before) or I_BEFORE.search(before))
        and not READER_IN_CLAUSE.search(rest)
    ):
        return True
    if not WE_BEFORE.search(before):
        return False
    if READER_IN_CLAUSE.search(rest):
        return False
    after = OWN_OBJECT_AFTER.match(folded, found.end()) or SENT_OBJECT_AFTER.match(folded, found.end())
    if after is not None:
        return not NOT_THE_MAILING.match(folded, after.end())
    return bool(OWN_OBJECT_BEFORE.search(before) or SENT_OBJECT_BEFORE.search(before))


def paused(folded: str, found: re.Match[str]) -> bool:
    """A removal phrase inside our mail paused until a date ("Dejen de escribirme hasta el 18 de enero",
    "bis zum 18. Januar keine Mails mehr", `later_paused.PAUSED_UNTIL`): a later, no removal."""
    return any(
        pause.start() <= found.start() < pause.end() or found.start() <= pause.start() < found.end()
        for pause in PAUSED_UNTIL.finditer(folded)
    )


def other_mailing(folded: str, found: re.Match[str]) -> bool:
    """A removal from another mailing named after the phrase ("unsubscribe me from the webinar
    reminders"), none of "all/any/every" in its sentence, while the rest of the reply shows interest."""
    if not SUBSCRIPTION_WORD.search(found.group(0)):
        return False
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    stop = SENTENCE.search(folded, found.end())
    end = stop.start() if stop else len(folded)
    sentence = folded[start:end]
    # the German separable verb holds its scope inside ("melden Sie mich vom Webinar-Newsletter ab")
    inner = re.match(r"(?:melden sie|meldet|meld) (?:mich|uns) (?:bitte )?(.+) ab$", found.group(0))
    scope = " " + inner.group(1) if inner else folded[found.end() : end]
    if not OTHER_MAILING.match(scope) or EVERY.search(sentence):
        return False
    rest = folded[:start] + " " + folded[end:]
    return bool(INTERESTED.search(rest) or (PRICE_SENT.search(rest) and PRICE.search(rest)))


def out_of_offer(folded: str, found: re.Match[str]) -> bool:
    """A removal phrase inside an item taken out of a quote or price list ("¿pueden eliminar de la lista
    de precios el módulo?", "retirer le module de votre liste de prix"): a negotiation, never a removal
    from the mailing."""
    return any(
        change.start() < found.end() and found.start() < change.end()
        for change in OFFER_CHANGE.finditer(folded)
    )


def event_cancelled(folded: str, found: re.Match[str]) -> bool:
    """A registration for an event cancelled ("tive de cancelar a minha inscrição no encontro de Lisboa",
    `removal_event`): the event named right after the phrase, no list in its sentence; or the unsubscribe
    word after a sign-up for one event in its sentence ("ik had mij ingeschreven voor uw webinar, maar ik
    moet mij afmelden") or with one event after it."""
    if LIST_IN_SENTENCE.search(sentence_of(folded, found)):
        return False
    # the separable verb's phrase naming one event it is left from ("melden Sie mich vom Workshop ab")
    if EVENT_IN_PHRASE.search(found.group(0)):
        return True
    if not REGISTRATION.search(found.group(0)) and not WITHDRAWN.search(found.group(0)):
        return False
    # one event right after it, or a sign-up for one event before it in its sentence, or the event it is
    # left from in the clause before it ("ich muss mich vom Webinar morgen abmelden", heldout_dg)
    # (a dotted date ends no sentence: "fürs Webinar am 10.12. angemeldet, muss mich aber abmelden")
    before = SENTENCE.split(DOTTED_DATE.sub(_undotted, folded[: found.start()]))[-1]
    if (
        SIGNED_UP_FOR_EVENT.search(before)
        or EVENT_AFTER.match(folded[found.end() :])
        or EVENT_BEFORE_VERB.search(before)
        # "cancelar minha inscrição no almoço do dia 12": a registration for a dated occasion
        or (REGISTRATION.search(found.group(0)) and DATED_AFTER.match(folded[found.end() :]))
    ):
        return True
    # a registration cancelled after an event named before it ("Je ne pourrai pas venir au salon jeudi.
    # Annulez mon inscription."), with no list or mail named anywhere in the reply
    return bool(
        REGISTRATION.search(found.group(0))
        and EVENT_BEFORE.search(folded, 0, found.start())
        and not LIST_IN_SENTENCE.search(folded)
    )


def leave_registered(folded: str, found: re.Match[str]) -> bool:
    """A leave or an absence registered by someone else ("Die Personalabteilung hat die Abmeldung beantragt,
    wir sind auf Dienstreise.", `removal_leave_registered`): the noun filed in its clause with no "ich" or
    "wir" there, an absence named in the reply, no mail or list named anywhere, nor our mail said to keep
    coming or the removal asked."""
    if not LEAVE_NOUN.fullmatch(found.group(0)):
        return False
    start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    end = CLAUSE.search(folded, found.end())
    clause = folded[start : end.start() if end else len(folded)]
    return bool(
        FILED.search(clause)
        and not SELF.search(clause)
        and ABSENCE.search(folded)
        and not LIST_IN_SENTENCE.search(folded)
        and not OURS_OR_ASKED.search(folded)
    )


def _undotted(date: re.Match[str]) -> str:
    """A dotted date without its dots."""
    return date.group(0).replace(".", "")


def deadline_stated(folded: str, found: re.Match[str]) -> bool:
    """The last day to withdraw from something the sender runs, stated as a rule ("Afmelden kan tot een
    week van tevoren", "Abmelden ist bis drei Tage vorher möglich", `removal_deadline`): the removal word
    opening its clause or after an impersonal "it is possible to", a deadline with a time and a possibility
    or a "before" in the rest of its clause, no person in either, no question, no list or mail named in its
    sentence."""
    if PERSON.search(found.group(0)):
        return False
    before = folded[max(0, found.start() - 60) : found.start()]
    if not (SUBJECT_BEFORE.search(before) or POSSIBLE_BEFORE.search(before)):
        return False
    rest_match = CLAUSE_REST.match(folded, found.end())
    rest = rest_match.group(0) if rest_match else ""
    if folded[found.end() + len(rest) : found.end() + len(rest) + 1] == "?":
        return False
    sentence = sentence_of(folded, found)
    return bool(
        DEADLINE.search(rest)
        and (POSSIBLE_OR_BEFORE.search(rest) or POSSIBLE_BEFORE.search(before))
        and not PERSON.search(rest)
        and not LIST_IN_SENTENCE.search(sentence)
        and "?" not in sentence[-2:]
    )


def people_list(folded: str, found: re.Match[str]) -> bool:
    """The sender taken off a list of people ("take me off the attendee list", "Toglietemi dalla lista dei
    partecipanti", `removal_people_list`): the list named inside the phrase or right after it, no list of
    our mail named in its sentence. The subscribers ("la lista de inscritos") are a mailing's unless an
    event is named or attending implied in the sentence ("la lista de inscritos del taller", "no podré
    asistir")."""
    noun = LIST_NOUN_END.search(found.group(0))
    after = PEOPLE_LIST_AFTER.match(folded, found.end())
    inside = noun and PEOPLE_LIST_IN.match(folded, found.start() + noun.start())
    if not (PEOPLE_LIST_IN.search(found.group(0)) or after or inside):
        return False
    sentence = sentence_of(folded, found)
    if MAIL_NAMED.search(sentence):
        return False
    end = max([found.end()] + [m.end() for m in (after, inside) if m])
    phrase = folded[found.start() : end]
    if SUBSCRIBER_PEOPLE.search(phrase):
        return bool(EVENT_BEFORE.search(sentence) or ATTENDING.search(sentence))
    return True


def off_a_page(folded: str, found: re.Match[str]) -> bool:
    """Me or my address taken off a page or a document ("Please remove my address from your website",
    `removal_page`): the page named after the phrase in its sentence, no list or mailing named there."""
    sentence = sentence_of(folded, found)
    rest = folded[found.start() : found.start() + len(sentence)]
    return bool(PAGE_AFTER.match(" " + rest)) and not LIST_IN_SENTENCE.search(sentence)


def address_swapped(folded: str, found: re.Match[str]) -> bool:
    """The sender's address taken off a file of deliveries or invoices, or swapped for another ("Veuillez
    retirer mon adresse de votre fichier clients de livraison et mettre celle de notre nouvel entrepôt",
    `removal_address_swapped`): the address named in the phrase, right before it in its clause or right
    after it, then the file's kind in the few words after, or another address put in its place in the rest
    of the sentence; or, the address named or not, the same mail sent on to someone else in the rest of its
    sentence (`RECIPIENT_SWAPPED`: "and send it to my colleague at m.braun@... instead", "and switch them to
    my colleague Anna"), a re-route."""
    if RECIPIENT_SWAPPED.match(folded, found.end()):
        return True
    after = found.end()
    named_after = ADDRESS_AFTER.match(folded, found.end())
    if named_after is not None:
        after = named_after.end()
    # "retirer mon adresse [de votre fichier]": the address right before the phrase, in its clause, its kind
    # between too ("löschen Sie meine private Adresse [aus Ihrem Verteiler]")
    before = folded[max(0, found.start() - 40) : found.start()].rsplit(",", 1)[-1]
    if not (ADDRESS_NAMED.search(found.group(0)) or named_after or ADDRESS_NAMED.search(before)):
        return False
    return bool(NOT_MAIL_FILE.match(folded, after) or SWAPPED.match(folded, after))


def third_party_ignored(folded: str, found: re.Match[str]) -> bool:
    """The sender's removal from another sender's mail, told as what that sender ignores ("ein Händler, der
    mich trotz Abmeldung jeden Tag zumüllt", `removal_third_party`): a "despite" before the hit, the clause
    opened by that other sender and nothing of ours in it."""
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    stop = CLAUSE.search(folded, found.end())
    clause = folded[clause_start : stop.start() if stop else len(folded)]
    before = folded[clause_start : found.start()]
    despite = DESPITE_BEFORE.search(before)
    if despite is None or OURS_IN_CLAUSE.search(clause):
        return False
    return bool(OTHER_SENDER_OPENS.search(clause)) or any(
        not MAIL_ANTECEDENT.search(before[: relative.start()])
        for relative in OTHER_SENDER_RELATIVE.finditer(before, 0, despite.start())
    )
