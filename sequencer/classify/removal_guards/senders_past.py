"""The sender's own removal, but not asked now: one clicked by accident and to be undone
(`keep_receiving`), made in the past and called fine (`removal_past`), nearly made (`removal_nearly`), the
sender's clean-up of other mail with ours kept (`removal_inbox_cull`), a removal waived ("No need to take me
off any list", `removal_waived`).
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.but_request import CONTRAST
from sequencer.classify.intent_rules.keep_receiving import (
    CLICKED,
    KEEP_RECEIVING,
    NARROWING,
    OUR_MAIL_KEPT,
    SELF_IN_VERB,
    SOMETHING_ELSE,
)
from sequencer.classify.intent_rules.removal_conditional import CONDITION
from sequencer.classify.intent_rules.removal_inbox_cull import (
    CLEANING_BEFORE,
    KEEPING_ENDED,
    KEPT_OURS,
    OTHER_MAIL_AFTER,
    OUR_HEAP_AFTER,
    OURS_INCLUDED,
)
from sequencer.classify.intent_rules.removal_instruction_seen import QUOTE_BEFORE
from sequencer.classify.intent_rules.removal_nearly import ABOUT_TO_BEFORE, NEARLY_BEFORE, TURN_AFTER
from sequencer.classify.intent_rules.removal_past import (
    CLICKED_PAST_BEFORE,
    ELSEWHERE_AFTER,
    EVERYTHING_BUT_OURS,
    FINE,
    HELD_AFTER,
    MAIL_FROM_ELSEWHERE,
    MAILING_NAMED,
    MISTAKEN_FOR_ANOTHER,
    OWNERSHIP_ASKED,
    PAST_REMOVAL,
    STILL_COMING,
    THEIRS_AFTER,
    USED_BEFORE,
)
from sequencer.classify.intent_rules.removal_waived import NO_LIST_BEFORE, WAIVED_BEFORE
from sequencer.classify.intent_rules.taken_over import SELF_NAMED
from sequencer.classify.intent_rules.unsubscribe import ACCIDENTAL, CLAUSE, NOT_TO_BE_REMOVED, RE_ADD
from sequencer.classify.removal_guards.others import wants_more
from sequencer.classify.sentences import STOP, before_in_sentence, sentence_of


def waived(folded: str, found: re.Match[str]) -> bool:
    """A removal waived ("No need to take me off any list", "Inutile de me retirer de votre liste", "Sie
    müssen mich aus keiner Liste streichen", `removal_waived`): the need denied in the removal's clause
    right before it, or the list named with "no"; the sender stays on."""
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    before = folded[clause_start : found.start()]
    return bool(WAIVED_BEFORE.search(" " + before) or NO_LIST_BEFORE.search(" " + before))


def undone(folded: str, found: re.Match[str]) -> bool:
    """A removal that was an accident and is to be undone ("ich habe aus Versehen auf 'Abmelden'
    geklickt ... Können Sie mich wieder eintragen?", "me desuscribí por error, ¿me dan de alta?"): the
    phrase in a sentence that calls it a mistake, the reply asking to be put back."""
    # ... or our link clicked by mistake (`keep_receiving.CLICKED`) in a reply that wants our mail to go
    # on ("Le hice clic sin querer al link para darse de baja ... prefiero seguir recibiendo tus correos",
    # `keep_receiving`, heldout_dl); a removal that names the sender ("I signed up by mistake, unsubscribe
    # me") stays one
    sentence = sentence_of(folded, found)
    # "I replied from my phone by mistake ... if a 'remove me' reached you, ignore it: don't take me off the
    # list" (heldout_dw): the mistake told before the removal word's sentence, the word quoted or under an
    # "if" (the stray reply's word, no ask of the sender's now), and the removal asked not to be made after
    # it, in every rule language (`NOT_TO_BE_REMOVED`); "Sent by mistake. Unsubscribe me anyway" stays one
    before = before_in_sentence(folded, found)
    if (
        not ACCIDENTAL.search(sentence)
        # ... or told after it ("het 'afmelden' dat u gisteren kreeg ... Dat was niet de bedoeling. Mij hoeft
        # u dus niet af te melden", heldout_ed)
        and (ACCIDENTAL.search(folded, 0, found.start()) or ACCIDENTAL.search(folded, found.end()))
        and (QUOTE_BEFORE.search(before) or CONDITION.search(before))
        and NOT_TO_BE_REMOVED.search(folded, found.end())
    ):
        return True
    if not ACCIDENTAL.search(sentence):
        return False
    # ... or asking that it not be made ("Gelieve mij dus niet uit te schrijven", heldout_dv)
    if RE_ADD.search(folded) or NOT_TO_BE_REMOVED.search(folded):
        return True
    if not CLICKED.search(sentence):
        return False
    named = (
        SELF_NAMED.search(found.group(0))
        or SELF_IN_VERB.match(found.group(0))
        or (folded[found.end() : found.end() + 1] in (" ", "-") and SELF_NAMED.match(folded, found.end() + 1))
    )
    # "... je préfère continuer à recevoir uniquement vos factures": something else kept, no mail of ours
    kept = any(not _something_else_kept(folded, wish) for wish in KEEP_RECEIVING.finditer(folded))
    return not named and kept


def _something_else_kept(folded: str, wish: re.Match[str]) -> bool:
    """In the wish or the three words after it, a thing that is no mail of ours ("uniquement vos factures"),
    or "only"/"just" with no mail of ours named there ("only the invoices", never "just your newsletter")."""
    window = wish.group(0) + " " + " ".join(re.split(r"[.,;:!?\n]", folded[wish.end() :])[0].split()[:3])
    if SOMETHING_ELSE.search(window):
        return True
    return bool(NARROWING.search(window) and not OUR_MAIL_KEPT.search(window))


def past_and_fine(folded: str, found: re.Match[str]) -> bool:
    """A removal the sender made in the past and reports as settled (`removal_past`): called fine now ("I
    unsubscribed from your newsletter last year but this is fine"), both in the phrase's sentence; or the
    mail now guessed to come from elsewhere ("..., imagino que este e-mail venha de outro lugar",
    `MAIL_FROM_ELSEWHERE`); or
    followed by a "but" that asks for more for the sender ("I unsubscribed from your newsletter last year,
    but I'd like to see the new product", `but_request.CONTRAST`, `others.wants_more`), the phrase itself
    before the "but" (a removal asked after it stays one)."""
    sentence = sentence_of(folded, found)
    if not PAST_REMOVAL.search(sentence):
        return False
    if FINE.search(sentence):
        return True
    # "Já tinha me descadastrado ..., imagino que este e-mail venha de outro lugar": the hit the past removal
    # itself, the mail now guessed to come from elsewhere in its sentence, ours never said to still come
    # (`MAIL_FROM_ELSEWHERE`, heldout_eb)
    if (
        MAIL_FROM_ELSEWHERE.search(sentence)
        and not STILL_COMING.search(sentence)
        and any(
            m.start() <= found.start() and found.end() <= m.end() + 20 for m in PAST_REMOVAL.finditer(folded)
        )
    ):
        return True
    start = max((m.end() for m in STOP.finditer(folded, 0, found.start())), default=0)
    past = PAST_REMOVAL.search(folded, start, found.end() + len(sentence))
    if past is None or past.start() > found.start():
        return False
    stop = STOP.search(folded, past.end())
    end = stop.start() if stop else len(folded)
    turn = CONTRAST.search(folded, past.end(), end)
    if turn is None and stop is not None:  # "I unsubscribed last year. But I'd like to see ..."
        turn = CONTRAST.match(folded, len(folded) - len(folded[stop.end() :].lstrip()))
        nxt = STOP.search(folded, turn.end()) if turn else None
        end = nxt.start() if nxt else len(folded)
    return turn is not None and turn.start() >= found.end() and wants_more(folded[turn.end() : end])


def past_elsewhere(folded: str, found: re.Match[str]) -> bool:
    """The sender's own past removal from something that is not our mail ("nous nous sommes désabonnés de
    toutes les plateformes d'achats", "we unsubscribed from all their newsletters", `removal_past`): the
    phrase a first-person past removal, what was left named after it (or said to be the sender's own) and
    none of ours, our mail never said to still come in its sentence."""
    past = next(
        (
            m
            for m in PAST_REMOVAL.finditer(folded)
            if m.start() <= found.start() and found.end() <= m.end() + 20
        ),
        None,
    )
    if past is None or found.start() > past.end():
        return False
    # the sender took us for another sender, whose mail it left and still gets ("I've unsubscribed from
    # that one three times and it still turns up ... Different company, I see now", `MISTAKEN_FOR_ANOTHER`)
    if MISTAKEN_FOR_ANOTHER.search(folded) and THEIRS_AFTER.match(folded, max(found.end(), past.end())):
        return True
    # ... or the removal told with the mix-up that made it, in its sentence or the next, none of our mail said
    # to still come ("Me di de baja por error, os confundí con otra empresa", "je vous ai confondu avec un
    # autre"; the eighteenth review of 2026-12-07)
    if MISTAKEN_FOR_ANOTHER.search(_to_next_sentence(folded, found)) and not STILL_COMING.search(folded):
        return True
    # everything else left, ours the one kept ("I unsubscribed from everything except yours",
    # `EVERYTHING_BUT_OURS`)
    if EVERYTHING_BUT_OURS.match(folded, max(found.end(), past.end())):
        return True
    if STILL_COMING.search(sentence_of(folded, found)):
        return False
    # ... or named before it, a tool the sender used ("usamos una plataforma parecida ... y nos dimos de baja
    # en agosto", `USED_BEFORE`, heldout_ej)
    if USED_BEFORE.search(before_in_sentence(folded, found)):
        return True
    # ... or said after it to be the sender's own ("every alert service we had", `HELD_AFTER`)
    after = max(found.end(), past.end())
    return bool(ELSEWHERE_AFTER.match(folded, after) or HELD_AFTER.match(folded, after))


def past_on_mailing_asked(folded: str, found: re.Match[str]) -> bool:
    """The sender's past removal from a mailing the reply asks is ours ("¿Tenéis algo que ver con el boletín
    ...? He pulsado en darme de baja tres veces y sigue llegando", `removal_past.OWNERSHIP_ASKED`): the phrase
    a first-person past removal or a removal word clicked in the past, a question before its sentence that
    asks whether a mailing it names is ours."""
    past = any(
        m.start() <= found.start() and found.end() <= m.end() + 20 for m in PAST_REMOVAL.finditer(folded)
    )
    if not past and not CLICKED_PAST_BEFORE.search(before_in_sentence(folded, found)):
        return False
    # ... or asked right after it, in its sentence or the next, whether it was ours, none of our mail said to
    # still come ("I unsubscribed from a newsletter last week, was that yours?", "Me di de baja de un boletín
    # ayer, ¿era el vuestro?", "I unsubscribed yesterday. Was that from you or someone else?"; the eighteenth
    # review of 2026-12-07): a report with a question of whose list it was asks nothing
    after = _to_next_sentence(folded, found)
    if after.rstrip().endswith("?") and OWNERSHIP_ASKED.search(after) and not STILL_COMING.search(folded):
        return True
    start = max((m.end() for m in STOP.finditer(folded, 0, found.start())), default=0)
    # the mailing named in the question, or after it up to the phrase ("siete collegati a Fintegra? Da mesi
    # ricevo la loro newsletter, ho provato a disiscrivermi", heldout_eh)
    return any(
        question.group(0).rstrip().endswith("?")
        and OWNERSHIP_ASKED.search(question.group(0))
        and MAILING_NAMED.search(folded, question.start(), found.start())
        for question in re.finditer(r"[^.!?;\n]*\?", folded[:start])
    )


def _to_next_sentence(folded: str, found: re.Match[str]) -> str:
    """The words after `found` to the end of the sentence after its own."""
    stop = STOP.search(folded, found.end())
    if stop is None:
        return folded[found.end() :]
    nxt = STOP.search(folded, stop.end())
    return folded[found.end() : nxt.end() if nxt else len(folded)]


def nearly(folded: str, found: re.Match[str]) -> bool:
    """A removal the sender nearly made and did not ("Was about to hit unsubscribe, but ...", "I almost
    unsubscribed"): the intention right before the phrase in its sentence (`removal_nearly`), an "about
    to" with a turn after it."""
    before = before_in_sentence(folded, found)
    if NEARLY_BEFORE.search(before):
        return True
    return bool(ABOUT_TO_BEFORE.search(before)) and bool(TURN_AFTER.match(folded, found.end()))


def inbox_cull(folded: str, found: re.Match[str]) -> bool:
    """The sender's own clean-up of other mail, ours kept ("I was halfway through unsubscribing from half my
    inbox ... Yours made it through the cull", `removal_inbox_cull`): the act under way or a heap of other
    mail after the phrase, and ours said to be kept somewhere in the reply, kept for good: never ours named
    among the mail removed in the clean-up's sentence, kept no longer, or the heap itself ours."""
    kept = KEPT_OURS.search(folded)
    # ours among the removed in the clean-up's own sentence ("My boss reads yours too" is no clean-up)
    included = OURS_INCLUDED.search(sentence_of(folded, found))
    if kept is None or KEEPING_ENDED.match(folded, kept.end()) or included:
        return False  # "yours made it through once, not again", "yours included": ours removed too
    if OUR_HEAP_AFTER.match(folded, found.end()):
        return False  # "de toutes vos listes": the heap is ours
    before = before_in_sentence(folded, found)
    return bool(CLEANING_BEFORE.search(before) or OTHER_MAIL_AFTER.match(folded, found.end()))
