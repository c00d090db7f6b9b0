"""Someone else's removal, or ours from the sender's own mailing: other people who unsubscribe from the
sender's list (`removal_others`), the reader's address said to be on, or put on, the sender's own list
(`removal_reader_subscribed`, `removal_reader_invited`, `removal_reader_signed_up`), a colleague or another
address taken off while the sender stays on or wants more (`removal_reported_for_other`, `taken_over`).
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.but_request import REQUEST
from sequencer.classify.intent_rules.interest import INTERESTED, NOT_INTERESTED, PRICE, PRICE_SENT
from sequencer.classify.intent_rules.keep_receiving import SELF_IN_VERB
from sequencer.classify.intent_rules.offer import QUOTE_ASKED
from sequencer.classify.intent_rules.removal_described import (
    ME_TOO_AFTER,
    OTHER_NAMED,
    SENDER_BESIDE,
    STAY_WISH,
)
from sequencer.classify.intent_rules.removal_named_person import NAMED_PERSON_OFF
from sequencer.classify.intent_rules.removal_others import (
    ANYONE_BEFORE,
    ANYONE_CAN_BEFORE,
    ASKED_OR_SELF,
    COUNTED_AFTER,
    COUNTED_BEFORE,
    DOERS_BEFORE,
    MODAL_AFTER,
    MODAL_ONE_AFTER,
    OTHERS_BEFORE,
    OTHERS_CAN_BEFORE,
    OURS_AFTER,
    OWN_FILE_COUNTED_AFTER,
    OWN_FILE_COUNTED_BEFORE,
    PASSIVE,
    PEOPLE_AFTER,
    PEOPLE_BEFORE,
    PEOPLE_REFLEXIVE,
    SENDER_DID,
    WE_BEFORE,
)
from sequencer.classify.intent_rules.removal_reader_invited import (
    JOIN_INVITED,
    LEAVE_OFFERED,
    OBJECT_AFTER,
    OBJECT_WORD,
    SENDER_MAILING,
)
from sequencer.classify.intent_rules.removal_reader_signed_up import READER_SIGNED_UP
from sequencer.classify.intent_rules.removal_reader_subscribed import READER_SUBSCRIBED
from sequencer.classify.intent_rules.removal_requests_received import NEWSLETTER_SENT
from sequencer.classify.intent_rules.removal_topic import OWN_MAILING
from sequencer.classify.intent_rules.slots import SLOTS_OFFERED
from sequencer.classify.intent_rules.taken_over import (
    COLLEAGUE_GONE,
    FORWARDED_TO_ME,
    MY_COLLEAGUE,
    SELF_NAMED,
    TAKEN_OVER,
)
from sequencer.classify.intent_rules.unsubscribe import CLAUSE, FIRST_PERSON, SENTENCE, SOMEONE_ELSE
from sequencer.classify.sentences import ADDRESS, asked, before_in_sentence, sentence_of


def other_person_removed(folded: str, found: re.Match[str]) -> bool:
    """Someone else's removal asked for, the sender asking for more for themselves ("How do I unsubscribe
    my colleague? ... send pricing", "Please remove Mr. Jones from your list and send me the pricing"):
    the removal is of that person, this contact stays. Alone, or beside a no, it stays a removal."""
    named = NAMED_PERSON_OFF.fullmatch(found.group(0)) and not SELF_NAMED.search(found.group(0))
    if not (named or (found.group(0).endswith("unsubscribe") and SOMEONE_ELSE.match(folded, found.end()))):
        return False
    sentence = sentence_of(folded, found)
    start = folded.find(sentence)
    # the words before it in its sentence are its own politeness ("Graag dhr. Jansen uit uw lijst
    # verwijderen", "Bitte ...", "Please ..."), no request
    rest = folded[:start] + " " + folded[found.end() :]
    if SELF_NAMED.search(folded, start, found.start()) or NOT_INTERESTED.search(rest):
        return False
    return wants_more(rest) or bool(PRICE.search(rest) and REQUEST.search(rest))


def wants_more(text: str) -> bool:
    """The reply asks for more for the sender: interest, meeting slots or a quote. A removal phrase beside
    it is of someone or something else, or under a condition."""
    return bool(INTERESTED.search(text) or SLOTS_OFFERED.search(text) or QUOTE_ASKED.search(text))


def others_unsubscribe(folded: str, found: re.Match[str]) -> bool:
    """Other people as the ones who unsubscribe (`removal_others`): they leave the sender's own mailing ("a
    lot of people unsubscribe every time we send it", "se nos da de baja un montón de gente"), they can do
    it themselves ("a tool where subscribers can unsubscribe themselves"), or they are the doers of an
    infinitive ("our tool makes it a pain for people to unsubscribe")."""
    return (
        _others_leave(folded, found)
        or _others_can(folded, found)
        or _doers_before(folded, found)
        or _sender_removed_them(folded, found)
    )


def _sender_removed_them(folded: str, found: re.Match[str]) -> bool:
    """The sender's side removed other people, counted ("we unsubscribed some 2,500 people", "wir haben
    4.000 Kontakte abgemeldet"): the sender tidying its own list, in a clause that never names the sender as
    removed nor asks."""
    # a clause's start, never the separator inside a number ("2,500", "3.000")
    start = max(
        (
            m.end()
            for m in CLAUSE.finditer(folded, 0, found.start())
            if not (folded[m.start() - 1 : m.start()].isdigit() and folded[m.end() : m.end() + 1].isdigit())
        ),
        default=0,
    )
    if ASKED_OR_SELF.search(found.group(0)) or ASKED_OR_SELF.search(folded, start, found.start()):
        return False
    # the doer anywhere before in the sentence ("we did it ourselves: took ... and unsubscribed ...")
    sentence = before_in_sentence(folded, found)
    if not SENDER_DID.search(sentence + found.group(0)) or OURS_AFTER.match(folded, found.start()):
        return False
    before = folded[start : found.start()]
    return bool(
        COUNTED_AFTER.match(folded, found.end())
        or COUNTED_BEFORE.search(before)
        # ... or counted out of the sender's own file ("de notre fichier tous les candidats",
        # `removal_others`)
        or OWN_FILE_COUNTED_AFTER.match(folded, found.end())
        or OWN_FILE_COUNTED_BEFORE.search(before)
    )


def _others_leave(folded: str, found: re.Match[str]) -> bool:
    """The people as the subject of the removal words, right before them or after a reflexive verb, in a
    clause that never names the sender or asks."""
    start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    stop = CLAUSE.search(folded, found.end())
    end = stop.start() if stop else len(folded)
    if ASKED_OR_SELF.search(folded, start, end) or PASSIVE.search(folded, start, end):
        return False
    before = folded[start : found.start()]
    people = PEOPLE_BEFORE.search(before)
    if people:
        # "As customers we unsubscribe": the sender's side between the people and the removal words, ours;
        # "we started our own newsletter ... and about 60 people unsubscribed": the sender's side earlier in
        # the clause, its own mailing, the people still the ones who leave
        return not WE_BEFORE.search(folded, start + people.start(), found.end())
    if WE_BEFORE.search(folded, start, found.end()):  # "Als Kunden melden wir uns hiermit ab": ours
        return False
    return bool(PEOPLE_REFLEXIVE.search(before) and PEOPLE_AFTER.match(folded[found.end() : end]))


def _others_can(folded: str, found: re.Match[str]) -> bool:
    """The others able to do it, in a clause that never names the sender from the others to its end."""
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    before = folded[clause_start : found.start()]
    others = OTHERS_CAN_BEFORE.search(before)
    if not others and OTHERS_BEFORE.search(before) and MODAL_AFTER.match(folded, found.end()):
        others = OTHERS_BEFORE.search(before)
    # anyone at all ("dass man sich auch per Antwort abmelden kann"), in a reply that names the sender's own
    # mailing, never asked ("Wie kann man sich abmelden?" asks ours)
    if (
        not others
        and not asked(folded, found)
        and (NEWSLETTER_SENT.search(folded) or OWN_MAILING.search(folded))
    ):
        others = ANYONE_CAN_BEFORE.search(before)
        if not others and MODAL_ONE_AFTER.match(folded, found.end()):
            others = ANYONE_BEFORE.search(before)
    if not others:
        return False
    clause_end = CLAUSE.search(folded, found.end())
    rest = folded[clause_start + others.start() : clause_end.start() if clause_end else len(folded)]
    return not FIRST_PERSON.search(rest) and not PASSIVE.search(rest)


def _doers_before(folded: str, found: re.Match[str]) -> bool:
    """The doers right before the removal word, read on the last words before it in its own sentence."""
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    before = " ".join(folded[start : found.start()].split()[-8:])
    return bool(DOERS_BEFORE.search(before + " " if before else ""))


def reader_subscribed(folded: str, found: re.Match[str]) -> bool:
    """A removal phrase after the sender tells us we are on their own mailing ("vous êtes inscrite à notre
    newsletter ... le lien de désinscription est en bas de chaque numéro",
    `removal_reader_subscribed.READER_SUBSCRIBED`), says they put us on it ("Je vous ai inscrite à la liste
    de diffusion ... Vous pourrez vous désinscrire à tout moment", `removal_reader_signed_up`) or invites us
    to join it ("notre infolettre ... si ça te tente de t'abonner", `removal_reader_invited`): our
    unsubscribing from theirs, unless the phrase names the sender, in it or as its object right after it
    ("take me off", "unsubscribe me", "stop emailing me", "désinscrivez-moi", `taken_over.SELF_NAMED`)."""
    subscribed = READER_SUBSCRIBED.search(folded, 0, found.start()) or READER_SIGNED_UP.search(
        folded, 0, found.start()
    )
    if subscribed is None and SENDER_MAILING.search(folded, 0, found.start()):
        # invited to join the sender's own mailing earlier in the removal's own sentence ("notre infolettre
        # ... si ça te tente de t'abonner, ... tu pourras te désabonner", `removal_reader_invited`); a
        # removal in a sentence of its own after the invitation ("Anyway: please remove this address") is one
        start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
        subscribed = JOIN_INVITED.search(folded, start, found.start())
        if subscribed is None:
            # "wij versturen zelf een nieuwsbrief ... Je kunt je altijd met één klik weer afmelden": the
            # reader told that leaving it is possible, in the removal's own sentence (`LEAVE_OFFERED`)
            subscribed = LEAVE_OFFERED.search(folded[start : found.start()])
            if subscribed is not None and (
                OBJECT_WORD.search(found.group(0)) or OBJECT_AFTER.match(folded, found.end() + 1)
            ):
                subscribed = None  # "You can remove this address from your list": a removal with its object
    named = (
        SELF_NAMED.search(found.group(0))
        or SELF_IN_VERB.match(found.group(0))
        or (folded[found.end() : found.end() + 1] in (" ", "-") and SELF_NAMED.match(folded, found.end() + 1))
    )
    if subscribed is not None and not named:
        # the sender the object of the removal's own verb before it, in a clause after the one that says we
        # are subscribed ("Ihre Adresse steht auf dem Verteiler unseres Newsletters, bitte nehmen Sie mich
        # trotzdem aus Ihrem Verteiler"): a removal asked all the same
        clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
        words = " ".join(folded[clause_start : found.start()].split()[-4:])
        named = subscribed.end() <= clause_start and SENDER_BESIDE.search(words)
        if not named and subscribed.end() <= clause_start:
            # the sender before a turn word that opens the removal's clause ("Du stehst auf unserem
            # Verteiler, gut. Bitte nehmen Sie mich aber aus Ihrem Verteiler"): named all the same
            marked = max((m.end() for m in _MARK.finditer(folded, 0, found.start())), default=0)
            words = " ".join(folded[max(marked, subscribed.end()) : found.start()].split()[-5:])
            named = SENDER_BESIDE.search(words)
    return subscribed is not None and not named


# a punctuation mark or a dash, no turn word: the start of the words read for the sender before a removal
_MARK = re.compile(r"[.;!?,:。、]|\s[-–—]\s")


def other_address_removed(folded: str, found: re.Match[str], sender: str | None) -> bool:
    """A removal in a sentence that names an address other than the sender's own, no "me" in the phrase,
    while the rest of the reply asks for more ("Please remove my own address (alicia@x) from your mailing
    list ... Tom would like to see the demo. He has Tuesday at 11"): someone else's address taken off, this
    one kept. Without interest it is a removal (`removal_address`: "remove support@x from all your
    lists")."""
    if sender is None or re.search(r"\b(?:me|us)\b", found.group(0)):
        return False
    sentence = sentence_of(folded, found)
    named = {a.strip(".-_").lower() for a in ADDRESS.findall(sentence)}
    if not named or sender.lower() in named:
        return False
    rest = folded.replace(sentence, " ", 1)
    return bool(INTERESTED.search(rest) or SLOTS_OFFERED.search(rest))


def colleague_removed(folded: str, found: re.Match[str]) -> bool:
    """A colleague who left taken off while the sender took the work over and wants more ("Please take Mark
    off your list, he left in October. I've taken over his role ... could you send times for a demo?",
    `taken_over.TAKEN_OVER`), or who is only said to be gone ("bitte nehmen Sie Frau Schäfer aus Ihrem
    Verteiler, sie ist seit November nicht mehr bei uns ... Schicken Sie mir bitte eine Preisübersicht",
    `taken_over.COLLEAGUE_GONE`, heldout_aj): the removal is of someone else, this contact stays. The
    removal's sentence up to the phrase names no "me", "my", "us" (`taken_over.SELF_NAMED`); without
    interest, or with only a departure and a no beside it ("... Wir haben kein Interesse"), it stays a
    removal."""
    taken = TAKEN_OVER.search(folded)
    if not (taken or COLLEAGUE_GONE.search(folded)):
        return False
    sentence = sentence_of(folded, found)
    start = folded.find(sentence)
    # "Carla forwarded me your emails - she's asked to be taken off": "me" as the one forwarded to
    before = FORWARDED_TO_ME.sub(" ", folded[start : found.start()])
    before = MY_COLLEAGUE.sub(" ", before)  # "my colleague Tom": the "my" is no "me"
    if SELF_NAMED.search(before) or SELF_NAMED.search(found.group(0)):
        return False
    rest = folded.replace(sentence, " ", 1)
    if not taken and NOT_INTERESTED.search(rest):
        return False
    return wants_more(rest) or bool(PRICE_SENT.search(rest) and PRICE.search(rest))


# the mail stopped addressed to a third person right after the stop, or inside it before its particle ("Please
# refrain from further mailings to my colleague", "sehen Sie von weiteren Zusendungen an Frau Meier ab",
# "cessez tout envoi à Mme Dupont", "dejen de enviar correos a mi compañera"): a colleague named, a title with
# a name, or "him"/"her"
_TO_OTHER = re.compile(
    r"(?:^|\s)(?:to|an|a|à|al|alla|allo|aan|naar|para|para a|para o)"
    r" (?:(?:my|our|mein\w*|unser\w*|mon|ma|notre|mi|nuestr[oa]|il mio|la mia|mijn|onze|meu|minha|o meu"
    r"|a minha|la|il) (?:\w+ )?(?:colleague|co-?worker|teammate|assistant|predecessor|kollegin|kollegen"
    r"|kollege|mitarbeiterin|mitarbeiter|vorgangerin|vorganger|collegue|collaboratrice|collaborateur"
    r"|companera|companero|colega|collega|collaboratore|medewerker|medewerkster|voorganger)"
    r"|(?:mr|mrs|ms|miss|dr|herrn?|frau|m|mme|monsieur|madame|sr|sra|senor|senora|sig|sig\.ra|signor|signora"
    r"|dhr|mevr|meneer|mevrouw|dona)\.? [a-z][\w'-]+|him|her)\b"
)

# the mail or its sending named before the third person: a stop of mail, never a person taken off a list
# ("eliminen al Sr. García de su lista" stays that person's removal)
_SENDING = re.compile(
    r"\b(?:e-?mails?|mails?|mailings?|messages?|newsletters?|correspondence|communications?|sending|e-?mailing"
    r"|writing|\w*zusendungen?|\w*nachrichten|anschreiben|schreiben|schicken|senden|envois?|courriels|ecrire"
    r"|envoyer|correos?|mensajes?|envios?|comunicaciones|escribir|enviar|scrivere|inviare|mandare|messaggi"
    r"|comunicazioni|invii?|berichten|sturen|versturen|mailen|mensagens|comunicacoes|escrever)\b"
)
_TITLE_DOT = re.compile(r"\b(mr|mrs|ms|dr|m|mme|sr|sra|sig|dhr|mevr)\.")


def mail_to_other(folded: str, found: re.Match[str]) -> bool:
    """A stop of mail addressed to a third person ("Please refrain from further mailings to my colleague, she
    left in June", "Bitte sehen Sie von weiteren Zusendungen an Frau Meier ab, sie ist nicht mehr bei
    uns"): no removal of the writer, what the colleague-gone rules read (the twenty-second review of
    2026-12-07). The third person stands in the phrase or within five words after it, in its clause; never
    with the writer named in the phrase or added after it ("to me and my colleague", "... and me too")."""
    after = _TITLE_DOT.sub(r"\1", folded[found.end() : found.end() + 80])  # "Mr. Jones": no clause's end
    head = found.group(0) + " " + " ".join(CLAUSE.split(after, maxsplit=1)[0].split()[:5])
    to = _TO_OTHER.search(head, 1)  # after the stop's first word ("A minha colega pediu ...": the asker)
    if not to or SENDER_BESIDE.search(head[: to.start()]) or not _SENDING.search(head, 0, to.start()):
        return False
    return not ME_TOO_AFTER.match(folded, found.end())


def other_taken_off_sender_stays(folded: str, found: re.Match[str], sentence: str) -> bool:
    """Someone else taken off, the sender staying on ("Rachel left us last month, so you can take her off
    your list ... I'm fine to keep getting these, no need to remove me", heldout_bo): a third person or a
    colleague in the phrase or right before it (`OTHER_NAMED`), the sender named neither there
    (`SENDER_BESIDE`) nor added after it (`ME_TOO_AFTER`), and a wish to stay on elsewhere in the reply
    (`STAY_WISH`). "Take me and her off your list" and "take her off, and me too" stay removals."""
    before = " ".join(folded[max(0, found.start() - 80) : found.start()].split()[-4:])
    named = before + " " + found.group(0)
    if not OTHER_NAMED.search(named) or SENDER_BESIDE.search(named) or SELF_NAMED.search(found.group(0)):
        return False
    if SELF_IN_VERB.match(found.group(0)):
        return False  # "bórrenme de la lista": the sender in the verb, "la" the list's article
    if ME_TOO_AFTER.match(folded, found.end()):
        return False
    start = folded.find(sentence)
    return bool(STAY_WISH.search(folded[:start] + " " + folded[start + len(sentence) :]))
