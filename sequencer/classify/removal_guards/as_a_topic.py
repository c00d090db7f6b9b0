"""The removal word as a topic, a mention or a description, not a request: the sender's own product or
mailing's removals (`removal_topic`), removal requests reaching the sender (`removal_requests_received`),
the reader's handling of removals asked about (`removal_handling_asked`), a removal word quoted in a sentence
about how replies work or our instruction reported as seen (`removal_mention`, `removal_instruction_seen`),
a removal described instead of asked (`removal_described`, `removal_pt_verb_described`), our removal link
named with its use declined (`removal_link_unused`), a removal stated as possible (`removal_possible`), a
question how to leave one kind of our mail while keeping another (`removal_one_kind_asked`).
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.but_request import REQUEST
from sequencer.classify.intent_rules.interest import INTERESTED, PRICE
from sequencer.classify.intent_rules.removal_described import (
    NO_MORE_IN,
    NOT_ME_AFTER,
    PAST_ASKED_START,
    STAY_WISH,
    WHY_BEFORE,
    WHY_PAST_BEFORE,
)
from sequencer.classify.intent_rules.removal_handling_asked import (
    HOW_IT_WORKS,
    MANY_AFTER,
    MANY_BEFORE,
    MANY_PEOPLE_AFTER,
    READER_COUNTS,
    READER_HANDLES,
    REMOVAL_NOUN,
    SENDER_BETWEEN,
)
from sequencer.classify.intent_rules.removal_instruction_seen import (
    ASKED_HOW,
    DOING_IT,
    DONE_AFTER,
    NOTICED,
    OUR_MAIL_SAYS,
    QUOTE_BEFORE,
    QUOTED_AS_OURS,
    QUOTED_WITH_VERB,
    TURNED_AWAY,
    WONDERING,
)
from sequencer.classify.intent_rules.removal_link_unused import (
    DISOWNED,
    FIRM_CALLED_BEFORE,
    LINK_AFTER,
    LINK_BEFORE,
    LINK_NAMED,
    LOOK_BEFORE,
    LOOKS,
    MAIL_REFUSED,
    NOT_FOUND,
    NOT_USED,
    OWNER_AFTER,
    OWNER_BEFORE,
    OWNER_BEFORE_ES,
    READER_OWNS,
    READER_TU_ES,
    READER_USTED_ES,
    REMINDED,
    THIRD_PARTY_ES,
)
from sequencer.classify.intent_rules.removal_mention import (
    INSTRUCTED_ACT,
    INSTRUCTED_ACT_AFTER,
    INSTRUCTION,
    MENTION,
    MENTION_OTHERS,
    OTHER_REPLIES,
    REFUSAL,
    REPORTED_BY_OTHER,
)
from sequencer.classify.intent_rules.removal_one_kind_asked import ASKED, ONE_KIND, SENTENCE_MARK
from sequencer.classify.intent_rules.removal_others import ASKED_OR_SELF
from sequencer.classify.intent_rules.removal_possible import (
    CONTRADICTED,
    NEGATED_IN_CLAUSE,
    OWN_COMPLEMENT,
    POSSIBLE_AFTER,
    QUOTED_BACK,
    SUBJECT_START,
    WAY_OUT,
)
from sequencer.classify.intent_rules.removal_pt_verb_described import (
    HYPOTHETICAL_BEFORE,
    OBJECT_BEFORE,
    PT_VERB,
    READERS_ASKED,
    READERS_FORM,
    REQUEST_BEFORE,
    SE_AFTER,
    SE_BEFORE,
    THIRD_PERSON_PAST,
)
from sequencer.classify.intent_rules.removal_reader_invited import SENDER_MAILING
from sequencer.classify.intent_rules.removal_reported_for_other import (
    FIRST_AUX,
    LEFT_ELSEWHERE,
    OTHER_ASKED_BEFORE,
    OTHER_BEFORE,
    OTHER_REFLEXIVE_BEFORE,
    PAST_IN_FOUND,
    REPLIED_AFTER,
    SENDER_REPLIED,
    SENDER_SHARE,
    SHARE_AFTER_STOP,
    THEIR_BOX_AFTER,
    THEIR_BOX_BEFORE,
    WHOLE_GROUP_AFTER,
)
from sequencer.classify.intent_rules.removal_requests_received import (
    ARRIVING,
    NEWSLETTER_SENT,
    OWNED_BEFORE,
    REQUEST_NOUN_AFTER,
    REQUEST_NOUN_BEFORE,
    THIS_BEFORE,
    THIS_REQUEST,
)
from sequencer.classify.intent_rules.removal_topic import (
    ARTICLE_BEFORE,
    FEATURE_CUE,
    IN_EVERY_MAIL,
    MECHANISM_AFTER,
    MECHANISM_ASKED,
    MECHANISM_BEFORE,
    METRIC_AFTER,
    METRIC_BEFORE,
    OUR_REMOVAL_BEFORE,
    OUR_REMOVAL_WORKS,
    OWN_BEFORE,
    OWN_MAIL_AFTER,
    OWN_MAILING,
    OWN_PART_AFTER,
    OWN_PART_BEFORE,
    PART_BEFORE,
    PLURAL_REMOVALS,
    READER_IN_CLAUSE,
    TOPIC_WORDS,
    WE_EASE,
    WE_HANDLE,
    WHETHER,
    WORKED_ON_BEFORE,
)
from sequencer.classify.intent_rules.taken_over import SELF_NAMED
from sequencer.classify.intent_rules.unsubscribe import (
    CLAUSE,
    FIRST_PERSON,
    SENTENCE,
    TOPIC_BEFORE,
    TOPIC_NOUN_AFTER,
    TOPIC_OTHERS,
    TOPIC_WORD,
)
from sequencer.classify.removal_guards.others import other_taken_off_sender_stays
from sequencer.classify.sentences import STOP, asked, before_in_sentence, sentence_of

# where a reported reply's clause starts
_STOP = re.compile(r"[.!?;:,\n]")


def pt_verb_described(folded: str, found: re.Match[str]) -> bool:
    """The Portuguese verb alone ("descadastrar", "desinscrever") in a hypothetical ("Se eu me descadastrar,
    perco o acesso?") or as a third person's past removal of themselves ("O meu colega desinscreveu-se"):
    a removal described, not asked (`removal_pt_verb_described`)."""
    if not PT_VERB.fullmatch(found.group(0)):
        return False
    before = before_in_sentence(folded, found)
    # "Peço que se descadastre", "Se me descadastrarem hoje, agradeço": a request in a hypothetical's shape
    requested = REQUEST_BEFORE.search(before) or (
        READERS_FORM.fullmatch(found.group(0))
        and OBJECT_BEFORE.search(before)
        # "Se me descadastrarem, perco o acesso?": a consequence asked, unless the readers are asked to act
        and (not asked(folded, found) or READERS_ASKED.search(sentence_of(folded, found)))
    )
    if HYPOTHETICAL_BEFORE.search(before) and not requested:
        return True
    return bool(
        THIRD_PERSON_PAST.fullmatch(found.group(0))
        and (SE_AFTER.match(folded, found.end()) or SE_BEFORE.search(before))
    )


def link_unused(folded: str, found: re.Match[str]) -> bool:
    """The removal word as our link's label, its use declined after it ("il link «annulla iscrizione» ...
    porta a una pagina di errore. Non ho intenzione di usarlo", `removal_link_unused`, heldout_dg): a report
    about the link, no removal; a link that cannot be used stays one. Or its look or place remarked on with
    nothing asked ("Unsubscribe links in your emails are tiny, just saying", `LOOKS`). Or the link another
    sender's, its
    owner named ("leur lien de désabonnement", "their unsubscribe link", `OWNER_BEFORE`/`OWNER_AFTER`,
    heldout_du), "su" in a reply that calls the reader "tú"/"vosotros", a third party named before it
    (`OWNER_BEFORE_ES`, `THIRD_PARTY_ES`, heldout_ea), or
    brought in before it as a firm known by its name ("a newsletter from a company called X and the
    unsubscribe link ...", `FIRM_CALLED_BEFORE`, heldout_eb): their mail, not ours."""
    before = SENTENCE.split(folded[: found.start()])[-1]
    if not (
        LINK_BEFORE.search(before)
        or LINK_AFTER.match(folded[found.end() :])
        or LINK_NAMED.search(found.group(0))
    ):
        return False
    if OWNER_BEFORE.search(before) or OWNER_AFTER.match(folded[found.end() :]):
        return True
    # "su enlace" in a reply that calls the reader "tú"/"vosotros", a third party named before it: their link
    if (
        OWNER_BEFORE_ES.search(before)
        and READER_TU_ES.search(folded)
        and not READER_USTED_ES.search(folded)
        and THIRD_PARTY_ES.search(folded, 0, found.start())
    ):
        return True
    # ... or a firm known only by its name brought in before it in its sentence ("a newsletter from a company
    # called X and the unsubscribe link ...", `FIRM_CALLED_BEFORE`), the reader never owning the link
    firm = FIRM_CALLED_BEFORE.search(before)
    if firm is not None and not READER_OWNS.search(before, firm.end()):
        return True
    # "Unsubscribe links in your emails are tiny, just saying": the link's look remarked on, nothing asked in
    # its sentence, never the link not found or not usable by the sender (`LOOKS`, `NOT_FOUND`), nor our
    # mail refused anywhere in the reply ("... Plus de mails, merci.", `MAIL_REFUSED`)
    if (
        (LOOKS.match(folded, found.end()) or LOOK_BEFORE.search(before))
        and not REQUEST.search(sentence_of(folded, found))
        and not NOT_FOUND.search(folded)
        and not MAIL_REFUSED.search(folded)
    ):
        return True
    # "your unsubscribe link reminded me to clean up our own list": a remark, nothing asked (`REMINDED`)
    if REMINDED.match(folded, found.end()) and not MAIL_REFUSED.search(folded):
        return True
    return bool(NOT_USED.search(folded, found.end()) or DISOWNED.search(folded, found.end()))


def described(folded: str, found: re.Match[str]) -> bool:
    """A removal phrase that describes instead of asking (`removal_described`): a question why our mail
    stopped or why the sender was taken off ("Why did you stop writing to me?", "Warum schreiben Sie mir
    nicht mehr?"), or someone else's removal with the sender ruled out after it ("My colleague asked to be
    removed from your list, not me")."""
    sentence = sentence_of(folded, found)
    before = before_in_sentence(folded, found)
    if asked(folded, found) and (
        WHY_PAST_BEFORE.search(before) or (WHY_BEFORE.search(before) and NO_MORE_IN.search(found.group(0)))
    ):
        return True
    if asked(folded, found) and PAST_ASKED_START.search(sentence) and STAY_WISH.search(folded):
        return True  # "Did I get removed from the invitation list? I didn't get the link."
    if NOT_ME_AFTER.match(folded, found.end()) and not SELF_NAMED.search(found.group(0)):
        return True
    # "she already asked to be unsubscribed and still gets your emails": someone else's earlier removal
    # reported (`removal_reported_for_other`, heldout_dk); "and so have I", "moi compris", "de todo el
    # departamento": the sender's own share in it
    # ... never a share in leaving something not ours ("s'est désinscrite de la formation, moi aussi")
    # ... or as the next sentence ("... asked to be removed from your list. Same for me please.")
    stop = STOP.search(folded, found.end())
    shared = (
        (
            SENDER_SHARE.search(sentence, len(before))
            or (stop is not None and SHARE_AFTER_STOP.match(folded, stop.start()))
        )
        and not LEFT_ELSEWHERE.match(folded, found.end())
    ) or WHOLE_GROUP_AFTER.match(folded, found.end())
    if (
        not SELF_NAMED.search(found.group(0))
        and not shared
        and (
            OTHER_ASKED_BEFORE.search(before)
            or (
                (
                    (OTHER_BEFORE.search(before) and PAST_IN_FOUND.fullmatch(found.group(0)))
                    or OTHER_REFLEXIVE_BEFORE.search(before)
                )
                # "they unsubscribed me": the sender as its object
                and not SELF_NAMED.match(folded, found.end() + 1)
            )
        )
    ):
        return True
    if _sent_for_another(folded, found):
        return True
    return other_taken_off_sender_stays(folded, found, sentence)


def _sent_for_another(folded: str, found: re.Match[str]) -> bool:
    """The removal word the sender already sent for someone else, from that person's mailbox ("ho già
    risposto io «cancellami» dalla sua casella", `removal_reported_for_other.THEIR_BOX_AFTER`): the word
    quoted, a first-person past verb of replying before it in its clause (or its participle after it in
    German and Dutch), another's mailbox right after the word or before it in the clause."""
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    before = folded[clause_start : found.start()]
    if not QUOTE_BEFORE.search(before):
        return False
    replied = SENDER_REPLIED.search(before) or (
        FIRST_AUX.search(before) and REPLIED_AFTER.match(folded[found.start() :])
    )
    return bool(replied and (THEIR_BOX_AFTER.match(folded[found.end() :]) or THEIR_BOX_BEFORE.search(before)))


def stated_possible(folded: str, found: re.Match[str]) -> bool:
    """A removal stated as possible ("Afmelden kan altijd via de link onderaan", "Abmelden ist jederzeit
    möglich", `removal_possible`): the removal word opens its clause, the possibility right after it, not
    negated, a mailing's way out (any time, its link) in the rest of the sentence, the sentence not asked.
    Never negated later in its clause ("Afmelden kan ik via de link niet"), our footer quoted back ("...,
    you say", "zegt u", "dicen", "certes") or the way out contradicted after a "but" ("maar die werkt niet"):
    our way out, not the sender's, and a complaint or a "do it for me" (the fifth review of 2026-12-07)."""
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    # "Unsubscribing from our newsletter is possible": the possibility after the sender's own mailing named
    own = OWN_COMPLEMENT.match(folded, found.end())
    end = own.end() if own else found.end()
    clause_stop = CLAUSE.search(folded, end)
    clause_rest = folded[end : clause_stop.start() if clause_stop else len(folded)]
    sentence = sentence_of(folded, found)
    rest = sentence[len(before_in_sentence(folded, found)) :]
    return (
        bool(SUBJECT_START.fullmatch(folded[clause_start : found.start()]))
        and bool(POSSIBLE_AFTER.match(folded, end))
        and not NEGATED_IN_CLAUSE.search(clause_rest)
        and bool(WAY_OUT.search(rest))
        and not QUOTED_BACK.search(rest)
        and not CONTRADICTED.search(rest)
        and not asked(folded, found)
    )


def topic(folded: str, found: re.Match[str]) -> bool:
    """The removal word as a topic ("our product helps brands handle unsubscribe and stop requests"): a
    noun before "requests/rates/handling" or after "handle/manage/the rate of", in a sentence that names
    other people's mail or a product and never the sender; or the sender's own topic, whoever the
    sentence names (`_own_topic`)."""
    if _own_topic(folded, found) or _handled_by_us(folded, found) or _requests_received(folded, found):
        return True
    if not TOPIC_WORD.fullmatch(found.group(0)):
        return False
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    stop = SENTENCE.search(folded, found.end())
    sentence = folded[start : stop.start() if stop else len(folded)]
    if not (
        TOPIC_NOUN_AFTER.match(folded, found.end()) or TOPIC_BEFORE.search(folded[start : found.start()])
    ):
        return False
    return bool(TOPIC_OTHERS.search(sentence)) and not FIRST_PERSON.search(sentence)


def handling_asked(folded: str, found: re.Match[str]) -> bool:
    """The reader's handling of other people's removals asked about ("vocês tratam os descadastros na mão
    ou a ferramenta faz isso sozinha?", `removal_handling_asked`): a plural removal noun, a verb of handling
    with the reader as subject in its clause (or a removal word naming many by a plural noun of messages or
    requests, `MANY_AFTER`, `MANY_BEFORE`), the sentence a question; never the first person or a please
    from the verb on (`unsubscribe.FIRST_PERSON`, `removal_others.ASKED_OR_SELF`)."""
    many = (
        PLURAL_REMOVALS.fullmatch(found.group(0))
        or MANY_AFTER.match(folded, found.end())
        or MANY_BEFORE.search(folded, max(0, found.start() - 30), found.start())
        # "comment gérez-vous la désinscription de vos destinataires ?": many people removed (heldout_eb)
        or MANY_PEOPLE_AFTER.match(folded, found.end())
    )
    # ... or the reader's removal as a noun, asked how it works ("Wie funktioniert bei Ihnen die
    # Abmeldung?", `HOW_IT_WORKS`, heldout_dw)
    noun = REMOVAL_NOUN.match(found.group(0))
    if not (many or noun) or not asked(folded, found):
        return False
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    clause_end = CLAUSE.search(folded, found.end())
    clause = folded[clause_start : clause_end.start() if clause_end else len(folded)]
    handles = READER_HANDLES.search(clause) if many else None
    if handles is None and noun:
        # "do you count a reply like that as a legal opt-out?": the reader's rule for others' replies
        handles = READER_COUNTS.search(clause, 0, found.start() - clause_start)
    if handles is None and noun:
        how = HOW_IT_WORKS.search(clause)
        if (
            how is None
            or how.start() >= found.start() - clause_start
            or SENDER_BETWEEN.search(clause, how.end(), found.start() - clause_start)
        ):
            return False
        handles = how
    if handles is None:
        return False
    # "você sabe me dizer se vocês tratam os descadastros ...": the words from the verb on, the "me" of the
    # question's own frame left out
    span = clause[min(handles.start(), found.start() - clause_start) :]
    return not FIRST_PERSON.search(span) and not ASKED_OR_SELF.search(span)


def _requests_received(folded: str, found: re.Match[str]) -> bool:
    """Removal requests reaching the sender for the sender's own mailing ("chega um pedido de descadastro"
    beside "a gente também manda uma newsletter", `removal_requests_received`): a request noun around the
    word, owned by no one, a verb of arriving in its sentence, the sender's mailing named in the reply."""
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    before = folded[start : found.start()]
    noun = REQUEST_NOUN_BEFORE.search(before)
    if THIS_REQUEST.match(folded, found.end()):
        return False  # "Unsubscribe request: ...", "Demande de désinscription : ...": the sender's own
    if noun is not None:
        owned = bool(
            OWNED_BEFORE.search(before[: noun.start()]) or THIS_BEFORE.search(before[: noun.start()])
        )
    elif REQUEST_NOUN_AFTER.match(folded, found.end()):
        owned = bool(OWNED_BEFORE.search(before))
    else:
        return False
    return (
        not owned
        and bool(ARRIVING.search(sentence_of(folded, found)))
        and bool(
            NEWSLETTER_SENT.search(folded) or OWN_MAILING.search(folded) or SENDER_MAILING.search(folded)
        )
    )


def _handled_by_us(folded: str, found: re.Match[str]) -> bool:
    """The removals other people sent, handled by the sender in the sender's own list ("le disiscrizioni le
    togliamo a mano dalla lista", "we remove the opt-outs by hand"): a plural removal noun and a verb of
    handling in the first person plural in the removal's sentence, never in the first person singular nor
    asked (`removal_topic.PLURAL_REMOVALS`, `WE_HANDLE`); the removal's own clause one of them, so an ask in
    a clause beside them stays one ("we take opt-outs seriously, so remove this address")."""
    sentence = sentence_of(folded, found)
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    clause_end = CLAUSE.search(folded, found.end())
    clause = folded[clause_start : clause_end.start() if clause_end else len(folded)]
    return bool(
        PLURAL_REMOVALS.search(sentence)
        and WE_HANDLE.search(sentence)
        and (PLURAL_REMOVALS.search(clause) or WE_HANDLE.search(clause))
        and not FIRST_PERSON.search(sentence)
        and not ASKED_OR_SELF.search(sentence)
        and not REQUEST.search(sentence)
    )


def _own_topic(folded: str, found: re.Match[str]) -> bool:
    """A measure of removals ("our unsubscribe rate jumped", "taux de désinscription"), the mechanism
    ("one-click unsubscribe", "List-Unsubscribe-Post"), unless the sender says in the same clause they
    used it, or a part of the sender's own mail ("our unsubscribe page", "notre lien de désinscription",
    "the unsubscribe flow for our own newsletter"),
    `removal_topic`."""
    if _own_removal_eased(folded, found):
        return True
    # "our opt-out is still a link to a settings page" beside "we send mail to our own customers"
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    if (
        REMOVAL_NOUN.match(found.group(0))
        and OUR_REMOVAL_BEFORE.search(folded, start, found.start())
        and OUR_REMOVAL_WORKS.match(folded, found.end())
        and OWN_MAILING.search(folded)
    ):
        return True
    if not TOPIC_WORDS.fullmatch(found.group(0)):
        return False
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    before = folded[start : found.start()]
    if METRIC_AFTER.match(folded, found.end()) or METRIC_BEFORE.search(before):
        return True
    # "we need a proper opt-out in every mail": a rule for all mail, the sender's own (`IN_EVERY_MAIL`)
    if ARTICLE_BEFORE.search(before) and IN_EVERY_MAIL.match(folded, found.end()):
        stop = SENTENCE.search(folded, found.end())
        return not READER_IN_CLAUSE.search(folded[start : stop.start() if stop else len(folded)])
    if (MECHANISM_BEFORE.search(before) or MECHANISM_AFTER.match(folded, found.end())) and not (
        MECHANISM_ASKED.match(folded, found.end())
    ):
        clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
        clause_end = CLAUSE.search(folded, found.end())
        clause = folded[clause_start : clause_end.start() if clause_end else len(folded)]
        # "I'm trying to figure out if reply-to-unsubscribe is good enough": the mechanism the subject of a
        # question put indirectly, the sender's "I" the asker's (`removal_topic.WHETHER`)
        whether = list(WHETHER.finditer(clause, 0, found.start() - clause_start))
        if whether:
            clause = clause[whether[-1].end() :]
        return not FIRST_PERSON.search(clause)
    part = OWN_PART_AFTER.match(folded, found.end())
    if (part or PART_BEFORE.search(before)) and OWN_MAIL_AFTER.match(
        folded, part.end() if part else found.end()
    ):
        return True  # "the unsubscribe flow for our own newsletter", "le lien de désinscription de notre ..."
    if (part or PART_BEFORE.search(before)) and _worked_on(folded, found, before):
        return True  # "I've spent the week fighting with unsubscribe links" beside "our newsletter"
    if part or PART_BEFORE.search(before):
        # "the unsubscribe link your platform adds to our campaigns — does it support one-click?"
        stop = SENTENCE.search(folded, found.end())
        sentence = folded[start : stop.start() if stop else len(folded)]
        if FEATURE_CUE.search(sentence) and not FIRST_PERSON.search(sentence):
            return True
    return bool(
        (OWN_BEFORE.search(before) and OWN_PART_AFTER.match(folded, found.end()))
        or OWN_PART_BEFORE.search(before)
    )


def _own_removal_eased(folded: str, found: re.Match[str]) -> bool:
    """The removal itself made easier by the sender's "we" for the sender's own mailing ("wir möchten die
    Abmeldung einfacher machen" beside "Wir verschicken ... einen Newsletter", `removal_topic.WE_EASE`):
    a removal noun, the wish in its clause, never the reader or the first person singular there."""
    if not REMOVAL_NOUN.match(found.group(0)):
        return False
    if not (OWN_MAILING.search(folded) or NEWSLETTER_SENT.search(folded)):
        return False
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    clause_end = CLAUSE.search(folded, found.end())
    clause = folded[clause_start : clause_end.start() if clause_end else len(folded)]
    # the "we" may open the sentence, its verb of easing in the removal's clause after an "and" ("we send a
    # newsletter and want to make unsubscribing easier")
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    ease = WE_EASE.search(folded[start : clause_end.start() if clause_end else len(folded)])
    return (
        ease is not None
        and start + ease.end() > clause_start
        and not READER_IN_CLAUSE.search(clause)
        and not FIRST_PERSON.search(clause)
    )


def _worked_on(folded: str, found: re.Match[str], before: str) -> bool:
    """A part of a mail the sender builds or struggles with, in a reply naming the sender's own mailing
    ("we've launched a newsletter for our clients ... fighting with unsubscribe links"), never in a clause
    that names the reader ("fighting with your unsubscribe link"), `removal_topic.WORKED_ON_BEFORE`."""
    if not (WORKED_ON_BEFORE.search(before) and OWN_MAILING.search(folded)):
        return False
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    clause_end = CLAUSE.search(folded, found.end())
    clause = folded[clause_start : clause_end.start() if clause_end else len(folded)]
    return not READER_IN_CLAUSE.search(clause)


def _instruction_seen(folded: str, found: re.Match[str], start: int, end: int) -> bool:
    """Our removal instruction reported as noticed ("I saw your footer says to reply "unsubscribe" if it's not
    relevant", "vi que vocês pedem pra responder "descadastrar"", `removal_instruction_seen`): the quoted
    word after the verb of replying, a first-person verb of noticing before it in its sentence, not done right
    after, and the sender turning away from it after it (`TURNED_AWAY`, interest, a price, a question)."""
    before = folded[start : found.start()]
    # our line named as ours and quoted whole around the word ("Votre mention « répondez simplement
    # désinscription »"): the instruction's, read as noticed
    rest = folded[found.end() :]
    if QUOTED_AS_OURS.search(before) and not (DONE_AFTER.match(rest) or DOING_IT.search(rest)):
        return _turned_away(rest)
    # ... or our mail said to say it ("Unter Ihrer Mail steht, man könne ...", `OUR_MAIL_SAYS`)
    # ... or the reader asked how our line is handled ("how do you handle the "reply unsubscribe" line",
    # `ASKED_HOW`)
    noticed = NOTICED.search(before) or OUR_MAIL_SAYS.search(before) or ASKED_HOW.search(before)
    if noticed is None:
        return False
    # the verb before the quoted word ("reply "unsubscribe""), or after it in German and Dutch ("mit
    # „Abmelden“ antworten", "met "afmelden" antwoorden")
    quoted = any(
        mention.start() <= found.start() < mention.end()
        for mention in MENTION.finditer(folded, start + noticed.end(), end)
    )
    # ... or inside our instruction quoted whole, its verb in the quotation marks ("that "reply unsubscribe"
    # line")
    quoted = quoted or bool(QUOTED_WITH_VERB.search(before))
    mark = QUOTE_BEFORE.search(before)
    if mark is not None and not quoted:
        quoted = bool(
            INSTRUCTED_ACT.search(before[: mark.start()])
            or INSTRUCTED_ACT_AFTER.match(folded[found.start() : end])
        )
    if not quoted or DONE_AFTER.match(rest) or DOING_IT.search(rest):
        return False
    return _turned_away(rest)


def _turned_away(rest: str) -> bool:
    """The sender turning away from our instruction after it: a contrast, interest, a price or a question,
    asked or put indirectly ("je me demande si ...", `WONDERING`, heldout_eb)."""
    return bool(
        TURNED_AWAY.search(rest)
        or INTERESTED.search(rest)
        or PRICE.search(rest)
        or "?" in rest
        or WONDERING.search(rest)
    )


def mentioned(folded: str, found: re.Match[str]) -> bool:
    """A removal phrase in a sentence about how other people's removal replies work, a word quoted after a
    verb of replying, never the sender ("people can just reply "unsubscribe" and you'll stop writing");
    or our instruction named and refused in its sentence or the next ("Your footer says to reply
    "unsubscribe" to stop. I'm not doing that"), `removal_mention.REFUSAL`."""
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    stop = SENTENCE.search(folded, found.end())
    sentence = folded[start : stop.start() if stop else len(folded)]
    if MENTION.search(sentence) and MENTION_OTHERS.search(sentence) and not FIRST_PERSON.search(sentence):
        return True
    # "If somebody writes back "stop sending me this" ...": the phrase inside someone else's quoted reply
    for reply in OTHER_REPLIES.finditer(sentence):
        group = 1 if reply.group(1) is not None else 2
        if start + reply.start(group) <= found.start() and found.end() <= start + reply.end(group):
            return True
    # someone else's removal reply reported ("Marcus replied "unsubscribe" yesterday", `REPORTED_BY_OTHER`)
    clause = max((m.end() for m in _STOP.finditer(folded, 0, found.start())), default=0)
    if REPORTED_BY_OTHER.match(folded[clause : found.end() + 2]):
        return True
    if _instruction_seen(folded, found, start, stop.start() if stop else len(folded)):
        return True
    # "your footer says to reply "unsubscribe" to stop. I'm not doing that": our instruction, refused
    before = folded[start : found.start()]
    end = stop.start() if stop else len(folded)
    if not INSTRUCTION.search(before) or not (
        INSTRUCTED_ACT.search(before) or INSTRUCTED_ACT_AFTER.match(folded[found.start() : end])
    ):
        return False
    following = next((part for part in SENTENCE.split(folded[end + 1 :]) if part.strip()), "") if stop else ""
    return bool(REFUSAL.search(folded, found.end(), end) or REFUSAL.match(" " + following.lstrip()))


def one_kind_asked(folded: str, found: re.Match[str]) -> bool:
    """A question how to leave one kind of our mail while keeping another ("Can I unsubscribe from the
    product updates but keep the invoices?", "Is there a way to unsubscribe from the webinar invites only?",
    `removal_one_kind_asked`): asked by the sender at most six words before the removal word ("Kann ich
    mich nur von den Einladungen abmelden?"), a kind kept apart after the ask in the same question; no
    removal request."""
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    end = SENTENCE_MARK.search(folded, found.end())
    if end is None or end.group(0) != "?":
        return False
    asked = [m for m in ASKED.finditer(folded, start, found.end()) if m.start() <= found.start() + 4]
    if not asked or len(folded[asked[-1].end() : found.start()].split()) > 6:
        return False
    return bool(ONE_KIND.search(folded, asked[-1].end(), end.start()))
