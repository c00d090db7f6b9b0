"""The wrong-person readers of `intent.RuleClassifier` (step 3): the wrong-person phrase, a thing retired
or a thing's handling not counting (`wrong_person`, `handled_by_a_thing`), the sender's remit then a pointer
(`scoped`), the message passed along (`passed_along`), the decision handed to a colleague
(`decision_handed`), and the guards that take the step back: a colleague gone and taken off while the sender
asks for more (`colleague_gone_taken_off`), a later for this contact beside a referral elsewhere
(`referred_elsewhere`); and the referral itself, the first address that is neither the sender's nor ours
(`referral_address`)."""

from __future__ import annotations

import re
from collections.abc import Collection

from sequencer.classify.intent_interest import own_interest
from sequencer.classify.intent_later import asks_itself, later, time_alone
from sequencer.classify.intent_rules.also_written_to import ALSO_WRITTEN_TO
from sequencer.classify.intent_rules.but_request import CLAUSE_END, CONTRAST, REQUEST, SOMEONE_ELSE_FIRST
from sequencer.classify.intent_rules.caller_asked import CALLER_ASKED
from sequencer.classify.intent_rules.colleague_invited import COLLEAGUE_INVITED, IN_MY_PLACE
from sequencer.classify.intent_rules.decision_handed import DECISION_HANDED, LOOPED_IN
from sequencer.classify.intent_rules.department_handles import DEPARTMENT_HANDLES
from sequencer.classify.intent_rules.gone_asking_source import SELF_GONE
from sequencer.classify.intent_rules.gone_elsewhere import GONE_ELSEWHERE
from sequencer.classify.intent_rules.handed_by_name import MOVED_TO, OPENING_HANDED
from sequencer.classify.intent_rules.handled_by_a_thing import HANDLING, THING_OR_HOW_BEFORE
from sequencer.classify.intent_rules.handover import HANDED_OVER
from sequencer.classify.intent_rules.head_office import HEAD_OFFICE, RULED_OUT
from sequencer.classify.intent_rules.interest import DAY, INTERESTED, PRICE, PRICE_SENT
from sequencer.classify.intent_rules.kind_not_mine import KIND_NOT_MINE
from sequencer.classify.intent_rules.leaning import LEANS_YES
from sequencer.classify.intent_rules.left_the_company import LEFT_THE_COMPANY
from sequencer.classify.intent_rules.meeting_asked_casually import MEETING_ASKED_CASUALLY
from sequencer.classify.intent_rules.meeting_called_off import WRITE_BACK_PROMISED
from sequencer.classify.intent_rules.no_longer_buying import BUYER_POINTED, NO_LONGER_BUYS
from sequencer.classify.intent_rules.no_longer_in_post import NO_LONGER_IN_POST
from sequencer.classify.intent_rules.no_longer_responsible import NO_LONGER_INVOLVED, NO_LONGER_RESPONSIBLE
from sequencer.classify.intent_rules.not_in_my_remit import NEGATED_BEFORE, NOT_IN_REMIT, REMIT_PHRASE
from sequencer.classify.intent_rules.not_me import COPIED_IN, NOT_ME
from sequencer.classify.intent_rules.off_the_copy import HANDLER, OFF_THE_COPY
from sequencer.classify.intent_rules.offer import QUOTE_ASKED
from sequencer.classify.intent_rules.passed_along import PASSED_ALONG, PASSED_UP, THEY_REACH_OUT
from sequencer.classify.intent_rules.referral import AREA_FIRST, INTRODUCED, REFERRED
from sequencer.classify.intent_rules.removal_copy import COPY_AFTER
from sequencer.classify.intent_rules.removal_copy import LIST_TOO as COPY_LIST_TOO
from sequencer.classify.intent_rules.removal_described import STAY_WISH
from sequencer.classify.intent_rules.right_person_unknown import RIGHT_PERSON_UNKNOWN
from sequencer.classify.intent_rules.scope import POINTER, SCOPE
from sequencer.classify.intent_rules.sent_on_to import SENT_ON_INSTEAD, THING_SENT_ON_INSTEAD
from sequencer.classify.intent_rules.side_question import ADDRESS_SOURCE
from sequencer.classify.intent_rules.slots import SLOTS_OFFERED
from sequencer.classify.intent_rules.sold_the_company import SOLD, SUCCESSOR
from sequencer.classify.intent_rules.still_reading import STILL_READING
from sequencer.classify.intent_rules.successor_named import SUCCESSOR_NAMED
from sequencer.classify.intent_rules.taken_over import (
    COLLEAGUE_GONE,
    COLLEAGUE_MOVED,
    COLLEAGUE_OFF,
    COLLEAGUE_OFF_INFORMAL,
    ONLY_ME_NOW,
)
from sequencer.classify.intent_rules.tender_contact_asked import OUR_CONTACT_ASKED
from sequencer.classify.intent_rules.volunteer import VOLUNTEER
from sequencer.classify.intent_rules.wrong_door import ROLE_GIVEN_UP, WRONG_DOOR
from sequencer.classify.intent_rules.wrong_namesake import NAMESAKE_REACHED
from sequencer.classify.intent_rules.wrong_person import (
    OWN_ROLE_BEFORE,
    RETIREMENT,
    THING_AFTER,
    THING_BEFORE,
    WRONG_PERSON,
    WRONG_PERSON_MORE,
)
from sequencer.classify.intent_shared import stated, then
from sequencer.classify.sentences import ADDRESS, before_in_sentence, sentence_of


def wrong_person(folded: str) -> re.Match[str] | None:
    """The first wrong-person phrase, a thing retired ("I retired the old CRM", "il vecchio gestionale
    è andato in pensione") not counting: only a person retires from the conversation, nor a thing's handling
    ("how your tool handles that", `handled_by_a_thing`), nor one inside our
    own contact asked ("wer bei Ihnen der Ansprechpartner ist", `tender_contact_asked.OUR_CONTACT_ASKED`)."""
    ours = [asked.span() for asked in OUR_CONTACT_ASKED.finditer(folded)]
    for table in (
        WRONG_PERSON,
        WRONG_PERSON_MORE,
        LEFT_THE_COMPANY,
        KIND_NOT_MINE,
        NAMESAKE_REACHED,
        GONE_ELSEWHERE,
        HANDED_OVER,
        NOT_ME,
        HEAD_OFFICE,
        DEPARTMENT_HANDLES,
        VOLUNTEER,
        WRONG_DOOR,
        ROLE_GIVEN_UP,
        NO_LONGER_IN_POST,
        NO_LONGER_RESPONSIBLE,
        NO_LONGER_INVOLVED,
        NOT_IN_REMIT,
        SUCCESSOR_NAMED,
        SENT_ON_INSTEAD,
        THING_SENT_ON_INSTEAD,
    ):
        for found in table.finditer(folded):
            if any(start <= found.start() < end for start, end in ours):
                continue  # "wer bei Ihnen der Ansprechpartner ist": the reader's contact asked, no colleague
            if ALSO_WRITTEN_TO.search(before_in_sentence(folded, found)):
                # "Pilar, a la que también escribías, se jubiló": someone else we also wrote to is gone, the
                # sender is still the one we wrote to (`also_written_to`)
                continue
            if CALLER_ASKED.search(folded, 0, found.start()):
                # "Is this the same company that called my office asking for Donna? She retired in March":
                # the one gone is the one the caller asked for, not our addressee (`caller_asked`)
                continue
            if table is THING_SENT_ON_INSTEAD and own_interest(folded[: found.start()]):
                # "Let's do it. Forward the contract to my manager instead": the deal's papers passed on by a
                # sender who wants the deal, no wrong person (`sent_on_to.THING_SENT_ON_INSTEAD`)
                continue
            if table in (NOT_IN_REMIT, WRONG_PERSON, WRONG_PERSON_MORE) and remit_taken_back(folded, found):
                continue  # "n'entre pas dans mes missions, mais ... envoyez-moi la proposition"
            if (
                table in (NO_LONGER_RESPONSIBLE, NO_LONGER_INVOLVED) or _who_not_known(folded, found)
            ) and interest_after_but(folded, found):
                # "Non gestisco più gli acquisti, ma la demo mi interessa comunque", "I don't know who handles
                # that, but I'd love a demo" (`right_person_unknown`): the sender's own interest after a "but"
                continue
            if table in (HEAD_OFFICE, DEPARTMENT_HANDLES) and RULED_OUT.search(folded):
                continue  # "No aplica para nosotros ... se gestionan desde la casa matriz": a no (heldout_cb)
            if HANDLING.match(found.group(0)) and THING_OR_HOW_BEFORE.search(_clause_before(folded, found)):
                continue  # "I'd like to see how your tool handles that part": a thing's handling (heldout_dg)
            if RETIREMENT.search(found.group(0)) and (
                _thing_retired(folded, found)
                or (OWN_ROLE_BEFORE.search(_clause_before(folded, found)) and own_interest(folded))
            ):
                # "Our dispatcher of 22 years retired last month ... Could you do Thursday?": a role on the
                # sender's own team, the sender asking for us; "Our CRM admin has retired; talk to Jo" stays
                continue
            return found
    return None


def remit_taken_back(folded: str, found: re.Match[str]) -> bool:
    """An "outside my remit" negated ("this is not outside my remit", `not_in_my_remit.NEGATED_BEFORE`), or
    followed in its sentence by a "but" and a request or an interest of the sender's own, no one else pointed
    to ("Pricing is not in my remit, but can we book a demo?", "no está dentro de mis funciones decidir esto
    sola, pero me interesa"; review of 2026-12-07): only part of the matter is elsewhere, the sender stays.
    So too the area put first ("De compras no me ocupo, pero me gustaría ver la propuesta igualmente",
    `referral.AREA_FIRST`; review of 2026-12-07, fifth)."""
    if not (REMIT_PHRASE.search(found.group(0)) or AREA_FIRST.match(folded, found.start())):
        return False  # "Mr Ashworth retired from the firm": no remit
    if NEGATED_BEFORE.search(_clause_before(folded, found)):
        return True
    return interest_after_but(folded, found)


def interest_after_but(folded: str, found: re.Match[str]) -> bool:
    """A "but" after a wrong-person phrase in its sentence and, after it, a request or an interest of the
    sender's own, no one else pointed to ("not my remit, but can we book a demo?", "I no longer oversee
    procurement, but I'm still interested in a demo", "I don't know who handles that, but I'd love a demo";
    the sixth review of 2026-12-07): the sender stays the one to talk to. The German "aber" set inside its
    clause ("..., schicken Sie mir aber gern trotzdem die Preise") is read from the clause's comma."""
    end = CLAUSE_END.search(folded, found.end())
    rest = folded[found.end() : end.start() if end else len(folded)]
    contrast = CONTRAST.search(rest)
    if contrast is None:
        return False
    clause = rest[contrast.end() :]
    if POINTER.search(clause) or ADDRESS.search(clause) or SOMEONE_ELSE_FIRST.match(clause):
        # "not my remit, but please write to Maria", "..., but my colleague Tom is keen, tom@x.com": someone
        # else pointed to
        return False
    comma = rest.rfind(",", 0, contrast.start())
    inner = rest[comma + 1 :] if comma >= 0 else clause
    # a proposal, a demo or a call welcomed in it ("ma vorrei vedere la proposta lo stesso") is interest too
    return any(
        own_interest(part) or REQUEST.search(part) or QUOTE_ASKED.search(part) or LEANS_YES.search(part)
        for part in (clause, inner)
    )


def _who_not_known(folded: str, found: re.Match[str]) -> bool:
    """The phrase part of the sender's not knowing who handles the matter (`right_person_unknown`)."""
    return any(m.start() <= found.start() < m.end() for m in RIGHT_PERSON_UNKNOWN.finditer(folded))


def _thing_retired(folded: str, found: re.Match[str]) -> bool:
    """A thing right before the retirement phrase (its subject) or right after it (its object)."""
    before = re.split(r"[.;:!?,]", folded[: found.start()])[-1]
    after = re.split(r"[.;:!?,]", folded[found.end() :])[0]
    return bool(THING_BEFORE.search(before) or THING_AFTER.match(after))


def _clause_before(folded: str, found: re.Match[str]) -> str:
    """The words of the phrase's clause before it."""
    return re.split(r"[.;:!?,]", folded[: found.start()])[-1]


def scoped(folded: str) -> re.Match[str] | None:
    """The sender's own remit or a role left ("I only cover EMEA", "I left Brightwater Foods") and, after it,
    someone else pointed to ("you'd want Maria Gonzalez"), `scope.py`: the pointer is the evidence."""
    for scope in SCOPE.finditer(folded):
        found = POINTER.search(folded, scope.end())
        if found:
            return found
    return None


def passed_along(folded: str) -> re.Match[str] | None:
    """The message passed along to people named by their role or remit ("I'll loop in the right folks",
    "heb het doorgestuurd naar mijn zaakvoerder", `passed_along`),
    said, not asked, with no interest of the sender's own: an interest word in a sentence
    where they get back to us ("Die melden sich, falls Interesse besteht") is theirs."""
    found = stated(folded, PASSED_ALONG) or stated(folded, PASSED_UP)
    if found is None:
        return None
    for keen in INTERESTED.finditer(folded):
        if not THEY_REACH_OUT.search(sentence_of(folded, keen)):
            return None
    if QUOTE_ASKED.search(folded) or SLOTS_OFFERED.search(folded) or MEETING_ASKED_CASUALLY.search(folded):
        return None  # "Send me a couple of times ... and I'll bring our finance lead along" (heldout_bw)
    return found


def decision_handed(folded: str) -> re.Match[str] | None:
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


def colleague_invited(folded: str) -> bool:
    """A colleague added to the meeting's invitation ("Thursday at 2pm works. Please include Dev Patel
    (dpatel@x) on the invite, he owns our AP workflow", `colleague_invited.COLLEAGUE_INVITED`) beside the
    sender's own interest, never in the sender's place (`IN_MY_PLACE`): the meeting goes ahead with both,
    no wrong person (heldout_ca)."""
    found = COLLEAGUE_INVITED.search(folded)
    if found is None or IN_MY_PLACE.search(sentence_of(folded, found)):
        return False
    return own_interest(folded) is not None


def colleague_gone_taken_off(folded: str) -> bool:
    """A colleague said to be gone and taken off ("Please take Kevin off this thread ..., he left us in
    October", `taken_over.COLLEAGUE_GONE`, `COLLEAGUE_OFF`) while the sender asks for more for themselves
    (a demo, slots, a quote, a price list): the departure is no wrong person, the sender the one to talk
    to; or while the sender wants to stay on ("Rachel Lim left us last month, so you can take her off your
    list ... I'm fine to keep getting these", `removal_described.STAY_WISH`, heldout_bo), is still reading
    what we sent or promises to write back (`still_reading`, heldout_db): nothing to act on."""
    gone = (
        COLLEAGUE_GONE.search(folded)
        or LEFT_THE_COMPANY.search(folded)  # "he has left our company"
        or COLLEAGUE_MOVED.search(folded)  # "è passato alla sede di Schio e non segue più" (heldout_cr)
    )
    if not (gone and (COLLEAGUE_OFF.search(folded) or COLLEAGUE_OFF_INFORMAL.search(folded))):
        return False
    return (
        asks_itself(folded)
        or bool(PRICE_SENT.search(folded) and PRICE.search(folded))
        or bool(STAY_WISH.search(folded))
        or bool(ONLY_ME_NOW.search(folded))  # "D'ora in poi scrivi solo a me": the sender stays
        # "Sto ancora leggendo il materiale ..., le farò sapere io": the sender still reading, or promising to
        # write back, stays the one to talk to (`still_reading`, heldout_db)
        or bool(STILL_READING.search(folded))
        or bool(WRITE_BACK_PROMISED.search(folded))
    )


def gone_asking_source(folded: str, found: re.Match[str]) -> bool:
    """The sender themselves retired or gone (`gone_asking_source.SELF_GONE`, the wrong-person phrase inside
    it) asking only where our address came from (`side_question.ADDRESS_SOURCE`): no one pointed to, nothing
    asked for, so `other` (heldout_ax: "I retired three years ago ... How did you get this email
    address?")."""
    if not ADDRESS_SOURCE.search(folded) or own_interest(folded):
        return False
    gone = [
        m
        for m in SELF_GONE.finditer(folded)
        if m.start() <= found.start() < m.end() or found.start() <= m.start() < found.end()
    ]
    if not gone:
        return False
    rest = folded
    for m in gone:  # the departure blanked: another wrong-person phrase or someone pointed to still counts
        rest = rest[: m.start()] + " " * (m.end() - m.start()) + rest[m.end() :]
    return not (wrong_person(rest) or stated(rest, REFERRED))


def referred_elsewhere(folded: str, referral: str | None, sender: str | None) -> bool:
    """A later for this contact (firm, or a time alone) beside a referral to someone at another company
    ("Come back to me in April ... my brother-in-law runs a chain of garages, tom@pryce-motors.example"):
    the later is the next step with this contact, the referral a tip elsewhere. A colleague at the
    sender's own domain stays a wrong person."""
    if not referral or not sender or "@" not in sender:
        return False
    if referral.rpartition("@")[2] == sender.lower().rpartition("@")[2]:
        return False
    return later(folded) is not None or time_alone(folded) is not None


# Mail providers anyone has an address at: a domain shared with ours there is no company of ours.
_FREE_MAIL = frozenset(
    "gmail.com googlemail.com outlook.com hotmail.com live.com msn.com yahoo.com icloud.com me.com aol.com"
    " proton.me protonmail.com gmx.de gmx.net web.de t-online.de orange.fr free.fr laposte.net wanadoo.fr"
    " libero.it virgilio.it ziggo.nl kpnmail.nl uol.com.br bol.com.br terra.com.br sapo.pt".split()
)


def referral_address(text: str, *, sender: str | None, ours: Collection[str]) -> str | None:
    """The first address in the sender's own text that is neither theirs nor ours, nor at our own company
    (heldout_bb: "I sent Acme a subject access request ... to privacy@acme.test": the sender wrote to us,
    no one of theirs is pointed to); a free-mail domain is no company."""
    skip = {address.lower() for address in ours}
    domains = {address.rpartition("@")[2] for address in skip if "@" in address} - _FREE_MAIL
    if sender:
        skip.add(sender.lower())
    for address in ADDRESS.findall(text):
        address = address.strip(".-_").lower()
        if address not in skip and address.rpartition("@")[2] not in domains:
            return address
    return None


def sold_to_a_successor(folded: str) -> re.Match[str] | None:
    """The sender sold the company and names the one who runs it now (`sold_the_company`: "Sold the company
    in March ... Try Lena Fischer, she's the new MD"): the successor after the sale, a wrong person."""
    return then(folded, SOLD, SUCCESSOR)


def handed_by_name(folded: str) -> re.Match[str] | None:
    """The thread handed to a named colleague in a word or two (`handed_by_name`: "Priya - handle pls",
    "moving you over to Ines Carvalho"): the name opening the reply before the word, or us moved to someone
    named."""
    return OPENING_HANDED.match(folded.strip()) or MOVED_TO.search(folded)


def buyer_named(folded: str) -> re.Match[str] | None:
    """The sender no longer buys and names who does (`no_longer_buying`: "I haven't bought software here in
    years. That's Alicia Grant, our COO"): the one pointed to after the buying given up, a wrong person."""
    return then(folded, NO_LONGER_BUYS, BUYER_POINTED)


# "nehmen Sie mich bitte aus dem CC", "quítame porfa de copia": one courtesy word before the copy named
_COURTESY_WORD = re.compile(
    r"^ (?:bitte|please|pls|por favor|porfa|svp|s'il vous plait|per favore|graag|even|ruhig)\b"
)


def off_the_copy(folded: str) -> re.Match[str] | None:
    """Off the copy of a thread, then someone else handling it ("take me off the cc on this thread? Marcus is
    running the evaluation on our side", "quítame de copia porfa. Esto lo lleva Andrés Molina",
    `off_the_copy`): the handler named after the request, outside a question."""
    for found in OFF_THE_COPY.finditer(folded):
        rest = folded[found.end() :]
        if not COPY_AFTER.match(_COURTESY_WORD.sub("", rest, count=1)) or COPY_LIST_TOO.match(rest):
            continue
        handler = stated(rest, HANDLER)
        if handler:
            return handler
    return None
