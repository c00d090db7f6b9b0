"""The interest readers of `intent.RuleClassifier` (steps 5 and 8, and the sender's own interest other
steps weigh): the first interest phrase (`interest`: not in our own words quoted back, not the content
praised, not a booked meeting's details, not a bare noun for the sender's own document), the interest the
sender says of themselves (`own_interest`), a meeting day proposed or a supplier invitation (`proposed`),
an offer negotiated (`negotiation`), the order form asked for (`order_form`), a price asked for the
sender's own organisation (`priced_for_us`) and curiosity that is no interest (`mere_curiosity`)."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.answer_deferred import BEFORE_ANSWERING
from sequencer.classify.intent_rules.content_praised import CONTENT_AFTER, CONTENT_BEFORE, PRAISE_WORD
from sequencer.classify.intent_rules.hour_suits import HOUR_SUITS, MEETING_NAMED
from sequencer.classify.intent_rules.interest import (
    BARE_NOUN,
    GLADLY,
    GLADLY_END,
    INTERESTED,
    NOT_YET,
    NOT_YET_READ_BEFORE,
    ONCE_READ_BEFORE,
    OWN_DOCUMENT_BEFORE,
    OWN_DOCUMENT_NOUN,
    OWN_SENDING,
    PRICE_SENT,
    READ_AFTER,
    READ_BEFORE,
    READ_DOCUMENT_NOUN,
)
from sequencer.classify.intent_rules.meeting_called_off import CANCEL_AFTER, CANCEL_BEFORE, RESCHEDULED
from sequencer.classify.intent_rules.meeting_day import MEETING_DAY
from sequencer.classify.intent_rules.meeting_logistics import LOGISTICS
from sequencer.classify.intent_rules.offer import CLOSE_IF, OFFER_CHANGE, SIGN_AHEAD, SIGN_AT, TERM_OFFERED
from sequencer.classify.intent_rules.order_form import CONTRACT_GONE_AHEAD, HELD_CONTRACT, ORDER_FORM_ASKED
from sequencer.classify.intent_rules.our_words_quoted import QUOTED_OURS
from sequencer.classify.intent_rules.own_budget import OWN_BUDGET
from sequencer.classify.intent_rules.price_considered import JUST_ASKING, PRICE_FOR_US
from sequencer.classify.intent_rules.removal_described import STAY_WISH
from sequencer.classify.intent_rules.seats_priced import (
    FOR_SOMEONE_ELSE,
    OWN_SIDE,
    PRICE_CEILING,
    PRICE_WORD,
    ROUGH_IDEA,
    SEAT_COUNT,
)
from sequencer.classify.intent_rules.side_question import (
    ADDRESS_SOURCE,
    CURIOSITY,
    INTEREST_VERB,
    NOT_ON_THE_MERITS,
    SIDE_QUESTION,
    SOURCE_NAMED,
)
from sequencer.classify.intent_rules.slot_proposed import PROPOSAL, SLOT
from sequencer.classify.intent_rules.stand_visit import FAIR_NAMED, VISIT_ASKED
from sequencer.classify.intent_rules.supplier_invited import SUPPLIER_INVITED
from sequencer.classify.intent_rules.tender_contact_asked import OUR_CONTACT_ASKED, TENDER_NAMED
from sequencer.classify.intent_rules.thanked_for import THANKED_FOR
from sequencer.classify.intent_rules.their_interest import CLAUSE_START, THEIR_AFTER, THEIR_VOICE
from sequencer.classify.intent_rules.unsubscribe import BEEN_REMOVED, UNSUBSCRIBE
from sequencer.classify.removal_guards.senders_past import undone
from sequencer.classify.sentences import STOP, asked, sentence_of


def own_interest(folded: str) -> re.Match[str] | None:
    """The first interest phrase the sender says of themselves: one said of someone else in its clause ("so
    she may well want to hear from you", `their_interest.THEIR_VOICE`) does not count."""
    for found in INTERESTED.finditer(folded):
        clause = CLAUSE_START.split(folded[max(0, found.start() - 80) : found.start()])[-1]
        if not THEIR_VOICE.search(clause) and not THEIR_AFTER.match(folded, found.end()):
            return found
    return None


def interest(folded: str) -> re.Match[str] | None:
    """The first interest phrase, a bare noun ("Infos", "plaquette") not counting when its sentence is
    about the sender's own document going to us, nor in a reply asking to be put back on a list it left
    by accident, nor a wish to stay on said in such a reply (`removal_described.STAY_WISH`); nothing
    inside our own words quoted back ("Votre mail parle de « notre échange »", `our_words_quoted`)
    counts."""
    put_back = any(
        undone(folded, found) for table in (UNSUBSCRIBE, BEEN_REMOVED) for found in table.finditer(folded)
    )
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
        if put_back and STAY_WISH.search(sentence_of(folded, found)):
            continue  # "Ik wil deze mails juist graag blijven ontvangen": the list again, no yes (heldout_bo)
        if LOGISTICS.search(sentence_of(folded, found)):
            continue  # "can you send a Teams link instead, or a phone dial-in?": a booked meeting's details
        if BARE_NOUN.fullmatch(found.group(0)):
            if (
                put_back
                or OWN_SENDING.search(sentence_of(folded, found))
                or THANKED_FOR.search(folded, max(0, found.start() - 80), found.start())
                or _cancelled(folded, found)
                or _own_budget(folded, found)
                # "je n'ai pas encore pris le temps de lire votre présentation": ours not yet read
                # (heldout_ec)
                or bool(
                    NOT_YET_READ_BEFORE.search(folded, max(0, found.start() - 40), found.start())
                    and NOT_YET.search(sentence_of(folded, found))
                )
                # "sobald ich mir Ihre Unterlagen angesehen habe": ours to be read first (heldout_ee)
                or _read_first(folded, found)
                # "elle n'est nulle part à part sur mes devis": the sender's own papers (heldout_ec)
                or bool(
                    OWN_DOCUMENT_NOUN.fullmatch(found.group(0))
                    and OWN_DOCUMENT_BEFORE.search(folded, max(0, found.start() - 30), found.start())
                )
                # "Antes de contestar a su propuesta, ...": our offer to be answered (`answer_deferred`)
                or answer_deferred(folded, found.start())
                # "Ich antworte nicht inhaltlich auf Ihr Angebot": our offer named, not answered (heldout_dv)
                or any(m.start() <= found.start() < m.end() for m in NOT_ON_THE_MERITS.finditer(folded))
                # "eine Frage, die mit Ihrem Angebot nichts zu tun hat": our offer named as not the matter
                # (`side_question.SIDE_QUESTION`, heldout_dy)
                or any(m.start() <= found.start() < m.end() for m in SIDE_QUESTION.finditer(folded))
            ):
                continue  # "je vous ai envoyé la plaquette", "merci pour la documentation": no request
        return found
    return None


def _read_first(folded: str, found: re.Match[str]) -> bool:
    """Our document to be read before the sender answers ("once I've read your proposal", "sobald ich mir
    Ihre Unterlagen angesehen habe", `interest.ONCE_READ_BEFORE`): a "once" and a verb of reading before the
    noun, or in German and Dutch the verb after it (`interest.READ_AFTER`)."""
    if not READ_DOCUMENT_NOUN.fullmatch(found.group(0)):
        return False
    once = ONCE_READ_BEFORE.search(folded, max(0, found.start() - 80), found.start())
    if once is None:
        return False
    if once.group(0).split()[0] in {"sobald", "wenn", "nachdem", "zodra", "als", "wanneer", "nadat"}:
        return bool(READ_AFTER.match(folded, found.end())) or bool(
            re.search(r"(?:angesehen|angeschaut|gelesen|bekeken|gelezen)", once.group(0))
        )
    return True


def answer_deferred(folded: str, start: int) -> bool:
    """Our offer, at `start` or up to two words on ("your proposal"), named as what the sender will answer
    later ("Before I answer your proposal, ...", "Antes de contestar a su propuesta", `answer_deferred`)."""
    words = [0] + [m.end() for m in re.finditer(r"\S+ ", folded[start : start + 40])][:2]
    return any(BEFORE_ANSWERING.search(folded, max(0, start - 60), start + end) for end in words)


def _cancelled(folded: str, found: re.Match[str]) -> bool:
    """The meeting noun with a cancelling verb before or after it in its sentence ("cancelar la reunión de
    mañana", "den Termin morgen leider absagen", `meeting_called_off`): no interest (heldout_cg), unless
    another time is asked or offered in the reply (`meeting_called_off.RESCHEDULED`: "Ich muss unseren Termin
    absagen, können wir ihn auf nächste Woche verschieben?"), where the meeting is moved, not called off."""
    if RESCHEDULED.search(folded):
        return False
    before = re.split(r"[.!?;:]", folded[max(0, found.start() - 60) : found.start()])[-1]
    after = re.split(r"[.!?;:]", folded[found.end() : found.end() + 80])[0]
    return bool(CANCEL_BEFORE.search(before) or CANCEL_AFTER.match(after))


def _own_budget(folded: str, found: re.Match[str]) -> bool:
    """ "presupuesto" as the sender's budget ("el presupuesto de 2027", "nuestro presupuesto", `own_budget`),
    never a quote asked (heldout_cg)."""
    if found.group(0) != "presupuesto":
        return False
    return bool(
        OWN_BUDGET.search(folded, max(0, found.start() - 30), found.end())
        or OWN_BUDGET.match(folded, found.start())
    )


def proposed(folded: str) -> re.Match[str] | None:
    """A meeting proposed for a weekday ("Kunnen we dinsdag een afspraak plannen?", `meeting_day`) or an
    invitation to register as a supplier or answer an RFP (`supplier_invited`), our contact asked in a reply
    that names an RFP or a tender (`tender_contact_asked`), or a slot proposed (`slot_proposed`): interest,
    and a time beside it is no later."""
    return (
        MEETING_DAY.search(folded)
        or SUPPLIER_INVITED.search(folded)
        or tender_contact(folded)
        or slot_proposed(folded)
    )


def hour_suits(folded: str) -> re.Match[str] | None:
    """An hour said to suit ("... pour moi ce serait 11h, ça me va", `hour_suits.HOUR_SUITS`) in a reply about
    a meeting (`hour_suits.MEETING_NAMED`): the slot accepted (heldout_ca)."""
    return HOUR_SUITS.search(folded) if MEETING_NAMED.search(folded) else None


def stand_visit(folded: str) -> re.Match[str] | None:
    """A visit to the sender's stand at a fair proposed ("... salon de l'emballage, stand B112. Passez nous
    voir le mercredi", `stand_visit.VISIT_ASKED`), a fair or a stand named in the reply (`FAIR_NAMED`): a
    meeting in person, interest (heldout_ca)."""
    return VISIT_ASKED.search(folded) if FAIR_NAMED.search(folded) else None


def tender_contact(folded: str) -> re.Match[str] | None:
    """Our contact asked ("who on your side should receive the RFP pack?", "wer bei Ihnen der
    Ansprechpartner ist") in a reply that names an RFP or a tender (`tender_contact_asked`)."""
    return OUR_CONTACT_ASKED.search(folded) if TENDER_NAMED.search(folded) else None


def slot_proposed(folded: str) -> re.Match[str] | None:
    """A slot with its day or date and its clock time, in a question or a proposal ("how about Tuesday Jan 6
    at 10am?", "Le jeudi 8 janvier à 14h, ça vous va ?", `slot_proposed`, heldout_bm): interest, winning
    over a later beside it ("Week after New Year works best"); never a slot only told."""
    for found in SLOT.finditer(folded):
        if PROPOSAL.search(sentence_of(folded, found)) or asked(folded, found):
            return found
    return None


def negotiation(folded: str) -> re.Match[str] | None:
    """An offer negotiated: an item taken out of the quote, a close promised on a condition, or a longer
    term offered for a better price ("we can commit to a three-year term ... we'd need 20% off"), or a
    signature promised at the sender's own figure ("I can sign this month at 19,500"), or one the sender
    can go ahead with ("we should be able to get it signed this week", `offer.SIGN_AHEAD`)."""
    return (
        OFFER_CHANGE.search(folded)
        or CLOSE_IF.search(folded)
        or TERM_OFFERED.search(folded)
        or SIGN_AT.search(folded)
        or SIGN_AHEAD.search(folded)
    )


def order_form(folded: str) -> re.Match[str] | None:
    """The order form or contract asked for to sign, or gone ahead with (`order_form`), never a copy of one
    already held."""
    found = ORDER_FORM_ASKED.search(folded) or CONTRACT_GONE_AHEAD.search(folded)
    if found and HELD_CONTRACT.search(sentence_of(folded, found)):
        return None
    return found


def priced_for_us(folded: str) -> re.Match[str] | None:
    """A price asked for the sender's own organisation, in a question ("What does this run for a two chair
    practice?", `price_considered.PRICE_FOR_US`), with no curiosity said beside it (`JUST_ASKING`)."""
    if JUST_ASKING.search(folded):
        return None
    for found in PRICE_FOR_US.finditer(folded):
        if asked(folded, found):
            return found
    return seats_priced(folded)


def seats_priced(folded: str) -> re.Match[str] | None:
    """A price, a quote or a figure asked for a number of the sender's own seats (`seats_priced`: "a quote for
    40 seats", "wat kost het per gebruiker als we met 35 man starten?"): the price word in the count's
    sentence or the one next to it, asked (a question or a quote to be sent), never for someone else nor
    out of curiosity."""
    if JUST_ASKING.search(folded) or FOR_SOMEONE_ELSE.search(folded) or ROUGH_IDEA.search(folded):
        return None
    ends = [stop.end() for stop in STOP.finditer(folded)]
    spans = list(zip([0, *ends], [*ends, len(folded)], strict=True))
    for count in SEAT_COUNT.finditer(folded):
        at = next(i for i, (start, end) in enumerate(spans) if start <= count.start() < end)
        # ... or a ceiling set on the price with a talk promised under it, in the count's sentence or the one
        # next to it ("What's the per-seat price at 200 seats? If it's under $40 we can talk")
        own = OWN_SIDE.search(folded, *spans[at]) or any(
            PRICE_CEILING.search(folded, *spans[near])
            for near in range(max(0, at - 1), min(len(spans), at + 2))
        )
        for near in range(max(0, at - 1), min(len(spans), at + 2)):
            sentence = folded[spans[near][0] : spans[near][1]]
            if not PRICE_WORD.search(sentence) or not (
                sentence.rstrip().endswith("?") or PRICE_SENT.search(sentence)
            ):
                continue
            # the sender's side in the count's sentence, or in the price sentence next to it ("we'd want to
            # start with 10 seats ... what would each of those cost us?")
            if own if near == at else OWN_SIDE.search(sentence):
                return count
    return None


def mere_curiosity(folded: str, found: re.Match[str]) -> bool:
    """A word of curiosity in a side question (`side_question.SIDE_QUESTION`), or curiosity about where our
    list came from in the sentence that asks it ("Just curious how you got our addresses", "Mich würde
    interessieren, woher Sie unsere Adressen haben", `side_question.ADDRESS_SOURCE`), or in a sentence of
    its own that asks after the list's source ("... Ik hoor graag van welke bron u gebruikmaakt",
    `side_question.SOURCE_NAMED`, heldout_dg)."""
    curious = bool(CURIOSITY.fullmatch(found.group(0)))
    if curious and SIDE_QUESTION.search(folded):
        return True
    # "Je ne vous réponds pas sur le fond de votre proposition, mais sur un point qui m'intéresse"
    # (heldout_dv)
    if (curious or INTEREST_VERB.fullmatch(found.group(0))) and NOT_ON_THE_MERITS.search(folded):
        return True
    source = ADDRESS_SOURCE.search(folded)
    if source is None:
        return False
    sentence = sentence_of(folded, found)
    return curious or sentence == sentence_of(folded, source) or bool(SOURCE_NAMED.search(sentence))
