"""The removal reading, step 2 of `intent.py`'s rule order: `removal_request` is the first removal asked
for in a reply, or None.

Unsubscribe ("remove me", "stop emailing", "take me off your list", "no me escribáis más", ...): a
compliance request wins over anything else in the same reply ("not interested, remove me" is an
unsubscribe); a removal word quoted in a sentence about how other people's replies work is a mention
(`removal_mention.py`); other people able to unsubscribe themselves in a tool the sender describes ("a tool
where subscribers can unsubscribe themselves") is none (`removal_others.py`); the word as the sender's
own topic ("our unsubscribe rate", "one-click
unsubscribe", "our unsubscribe page") is none (`removal_topic.py`); a removal made in the past and
called fine now is none (`removal_past.py`); softer wishes, the polite singular and a spam threat are
in `removal_wish.py`, us put into the spam folder ("Alla prossima vi segno come spam") in
`removal_spam_folder.py`; no need to write again ("Don't bother writing again") in
`removal_dont_bother.py`; every address at the sender's company ("Take every acme.example address off
..., not just mine") in `removal_company.py`; a named address to be removed ("remove support@x.example
from all of your lists", "please delete this address") and my address out of your list ("Cancellate
immediatamente il mio indirizzo dalla vostra lista", `MY_ADDRESS`; asked as a favour in the past subjunctive,
"Agradecia que retirasse o meu contacto da sua lista", `MY_ADDRESS_AS_FAVOUR`) are in `removal_address.py`; an
address out of use, then "please remove it" ("Cette adresse n'est plus utilisée, merci de la supprimer") in
`removal_address_it.py`; this address or mine as the subject, out of your lists ("make sure this address
comes out of your sequences", "que cette adresse soit retirée de vos listes") in `removal_address_out.py`;
a threat to block or report the next mail
("Send me a fourth and I'm ... reporting it to your ISP", `BLOCK_THREAT`) in `removal_wish.py`;
"how do I unsubscribe?" with the other removal questions in `removal_more.py`; me left out of your
future mailings ("I'd appreciate being left off any future emails", "nehmen Sie meine Adresse ... aus allen
weiteren Mailings heraus") in `removal_future_mail.py`; a removal asked as a favour after thanks, the verb in
a clause of "if" ("ik zou het op prijs stellen als je mij uit je bestand haalt", "le sarei grato se
mi toglieste dalla lista") in `removal_grateful_if.py`; whatever list I'm on, off it ("Whatever list I'm on
at Acme, I'd like to be off it") in `removal_list_on.py`; no more invitations, or me out of your
invitation list ("keine weiteren Einladungen", "aus Ihrem Einladungsverteiler", "no quiero recibir más
invitaciones") in `removal_invitations.py`; my subscription cancelled ("Please cancel my subscription",
"Cancelem a minha inscrição na newsletter") in `removal_subscription.py`; my details named, then "delete
them from your CRM" in
`removal_them.py` (`_details_then_deleted`); a yes to closing the file with the mailing list closed too
("Please do close it. And the mailing list while you're at it", `close_file.LIST_TOO`, `_list_closed_too`:
the yes alone stays a no); "our address out of your file" ("Wij verzoeken u ons adres uit uw bestand te
verwijderen") and the sender's business out of it ("Please remove this practice and my details from your
database", `BUSINESS_REMOVAL`) in `removal_file.py`; my data
deleted with words between ("verzoek ik u mijn gegevens per direct uit uw bestanden te verwijderen",
"Ich bitte Sie, meine Daten umgehend zu löschen") in `removal_my_data.py`; the phone named beside the
mail, both to stop ("Remove my number and this email address from whatever list you bought", "stop texting
and emailing me") in `removal_channels.py`; removals in Romanian, Hungarian, Turkish, Greek, Bulgarian,
Croatian, Slovenian, Slovak and the Baltic
languages in `removal_europe.py`, in Indonesian, Malay, Swahili, Tagalog, Hindi in Latin script,
Vietnamese, Arabic and Hebrew in `removal_asia_africa.py`, in Catalan and Galician in
`removal_catalan_galician.py`, "don't write to me again" in those and the other languages the rules
do not read in `removal_no_contact.py`; a wish that the messages stop put politely ("I would be grateful if
these messages could be stopped"), the formal "we do not wish to receive any further correspondence"
("delete the same from your mailing records") and the informal "me tira da lista" in
`removal_polite.py`; a bare "Stop." or "Enough." after a complaint about how often we write ("the
third email from you this week. Stop.") in `frequency.py` (a bare stop closing a reply that reads as a
no without it is read in `intent._stop_after_a_no`); "delete it" after asking how we got the
address ("How did you get my address? ... Delete it, please.") in `removal_how_got.py`; a removal
written as code aimed at the sender's own address ("DELETE FROM prospects WHERE email = 'me@x'; COMMIT;")
in `removal_code.py`, never a developer's own query discussed;
a removal asked with its negation inside it or as a why ("I would not like to receive any more emails",
"Why don't you take me off your list?", "Me gustaría no recibir más emails") in `removal_negated_ask.py`;
a why about mail that stopped, someone else's removal with the sender ruled out ("..., not me") and a
question whether the sender was taken off in a reply that wants to stay on are none (`_described`,
`removal_described.py`);
our mail paused until a date ("Stop the emails until 18 January", `later_paused.py`), our unsubscribing
from the sender's own newsletter ("vous êtes inscrite à notre newsletter ... le lien de désinscription est
en bas", `removal_reader_subscribed.py`; invited to join it, `removal_reader_invited.py`), other
people leaving the sender's own mailing ("se nos da de baja
un montón de gente", `removal_others.py`), a file not to be
sent ("stop sending me the PDF, send a link", `removal_thing.py`), a thread's copy
list ("take me off the CC", `removal_copy.py`), a removal promised on a condition ("if it's not
relevant I'll unsubscribe", `removal_conditional.py`), another address removed while the reply
wants more (`_other_address_removed`) and a colleague who left taken off while the sender, who took over,
asks for a demo or prices (`_colleague_removed`, `taken_over.py`) are none; so are a removal taken back
in the same message with interest after it ("take me off your li... actually, scratch that, I'd like a demo",
`_taken_back`, `removal_taken_back.py`) and a registration for an event cancelled ("cancelei a minha
inscrição no encontro de Lisboa", `_event_cancelled`, `removal_event.py`) and our removal link named with its
use declined ("the unsubscribe link gives a 404, I'm not going to use it", `_link_unused`,
`removal_link_unused.py`); the sender and a colleague taken
off together ("wil je mij en mijn collega Eline (in cc) van jullie lijst halen?") are read again without the
colleague (`removal_with_colleague.py`).
Our removal instruction reported as noticed ("I saw your footer says to reply "unsubscribe" if not relevant",
`removal_instruction_seen.py`, `_instruction_seen`) and removal requests reaching the sender for the sender's
own newsletter ("chega um pedido de descadastro", `removal_requests_received.py`, `_requests_received`) are
none; so is a question how the reader handles other people's removals ("vocês tratam os descadastros na
mão?", `removal_handling_asked.py`, `_handling_asked`), unless the sender's own removal is said to be asked
before after it ("Já pedi o meu duas vezes.", `_asked_again_after_handling`). The Portuguese verbs alone in
a hypothetical or as a third person's own removal ("Se eu me descadastrar, ...", "o meu colega
desinscreveu-se") are none (`removal_pt_verb_described.py`, `_pt_verb_described`).
The sender taken off a list of people ("take me off the attendee list", "toglietemi dalla lista dei
partecipanti", `removal_people_list`, `_people_list`) and the law's name alone beside a question where the
data came from ("artículo 14 del RGPD ... ¿de dónde han obtenido mi dirección?", `removal_law_source`) are
none (the subscribers' list is a mailing's unless an event is named); the reader's address said to be on
the sender's own newsletter list ("Ihre Adresse steht auf dem Verteiler unseres Newsletters") is read with
`removal_reader_subscribed`.
A removal asked in the informal address ("nimm mich raus", "lösch meine Adresse", "schreibts ma nimma",
"ne m'écris plus", "levami dalla lista") is in `removal_informal.py`.
Us put on the sender's own mailing by the sender, then told how to leave it ("Je vous ai inscrite à la liste
de diffusion ... Vous pourrez vous désinscrire à tout moment") is none (`removal_reader_signed_up.py`,
`_reader_signed_up`); so is our removal link clicked by mistake in a reply that wants our mail to go on ("Le
hice clic sin querer al link para darse de baja ... prefiero seguir recibiendo tus correos", `undone`,
`keep_receiving.py`).
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.but_request import REQUEST
from sequencer.classify.intent_rules.close_file import CLOSE_IT, LIST_TOO
from sequencer.classify.intent_rules.data_handling import about_data_handling
from sequencer.classify.intent_rules.data_request import DATA_REQUEST
from sequencer.classify.intent_rules.frequency import (
    BARE_STOP,
    COUNTED,
    ENOUGH,
    FREQUENCY,
    THANKED,
)
from sequencer.classify.intent_rules.interest import INTERESTED, NOT_INTERESTED, PRICE, PRICE_SENT
from sequencer.classify.intent_rules.keep_receiving import (
    CLICKED,
    KEEP_RECEIVING,
    NARROWING,
    OUR_MAIL_KEPT,
    SELF_IN_VERB,
    SOMETHING_ELSE,
)
from sequencer.classify.intent_rules.later_paused import PAUSED_UNTIL
from sequencer.classify.intent_rules.leaning import LEANS_YES
from sequencer.classify.intent_rules.list_price import LIST_PRICE
from sequencer.classify.intent_rules.offer import OFFER_CHANGE, QUOTE_ASKED
from sequencer.classify.intent_rules.privacy_notice import PRIVACY_NOTICE
from sequencer.classify.intent_rules.removal_address import (
    MY_ADDRESS,
    MY_ADDRESS_ALONE,
    MY_ADDRESS_AS_FAVOUR,
    NAMED_ADDRESS,
)
from sequencer.classify.intent_rules.removal_address_it import (
    ADDRESS_GONE,
    IT_FROM_LIST,
    NO_MORE_SENT,
    PRIVATE_ADDRESS,
)
from sequencer.classify.intent_rules.removal_address_out import ADDRESS_OUT
from sequencer.classify.intent_rules.removal_address_swapped import ADDRESS_NAMED, NOT_MAIL_FILE, SWAPPED
from sequencer.classify.intent_rules.removal_asia_africa import NEGATION_ASIA_AFRICA, UNSUBSCRIBE_ASIA_AFRICA
from sequencer.classify.intent_rules.removal_asked_formally import ASKED_FORMALLY
from sequencer.classify.intent_rules.removal_blocklist import BLOCKLIST_ASKED
from sequencer.classify.intent_rules.removal_catalan_galician import UNSUBSCRIBE_CATALAN_GALICIAN
from sequencer.classify.intent_rules.removal_channels import PHONE_AND_MAIL
from sequencer.classify.intent_rules.removal_code import (
    ADDRESS_IN,
    ASKED_AFTER,
    OWN_QUERY_AFTER,
    REMOVAL_CODE,
)
from sequencer.classify.intent_rules.removal_company import SAME_COMPANY
from sequencer.classify.intent_rules.removal_conditional import (
    CONDITION,
    NEXT_MAIL,
    NOW_AFTER,
    OUR_MAIL_ENDED,
    REFLEXIVE_BEFORE,
    SELF_BEFORE,
    SELF_VERB,
)
from sequencer.classify.intent_rules.removal_copy import COPY_AFTER
from sequencer.classify.intent_rules.removal_copy import LIST_TOO as COPY_LIST_TOO
from sequencer.classify.intent_rules.removal_described import (
    ME_TOO_AFTER,
    NO_MORE_IN,
    NOT_ME_AFTER,
    OTHER_NAMED,
    PAST_ASKED_START,
    SENDER_BESIDE,
    STAY_WISH,
    WHY_BEFORE,
    WHY_PAST_BEFORE,
)
from sequencer.classify.intent_rules.removal_dont_bother import DONT_BOTHER, REFERRAL_PROMISED
from sequencer.classify.intent_rules.removal_europe import NEGATION_MORE, UNSUBSCRIBE_EUROPE
from sequencer.classify.intent_rules.removal_event import (
    EVENT_AFTER,
    EVENT_BEFORE,
    EVENT_BEFORE_VERB,
    EVENT_IN_PHRASE,
    LIST_IN_SENTENCE,
    REGISTRATION,
    SIGNED_UP_FOR_EVENT,
    WITHDRAWN,
)
from sequencer.classify.intent_rules.removal_file import BUSINESS_REMOVAL, FILE_REMOVAL
from sequencer.classify.intent_rules.removal_forget import FORGET_ME, NOT_HEARING, REPLACED, UNTIL_AFTER
from sequencer.classify.intent_rules.removal_formal import FORMAL_STOP
from sequencer.classify.intent_rules.removal_future_mail import FUTURE_MAILINGS
from sequencer.classify.intent_rules.removal_grateful_if import GRATEFUL_IF
from sequencer.classify.intent_rules.removal_handling_asked import (
    LEFT_AFTER,
    LEFT_INSIDE,
    OUR_MAIL_LEFT,
    OWN_ASKED_AGAIN,
    READER_HANDLES,
)
from sequencer.classify.intent_rules.removal_how_got import ANOTHER_THING, DELETE_IT, HOW_GOT, RESEND
from sequencer.classify.intent_rules.removal_ignored import IGNORED_REMOVAL
from sequencer.classify.intent_rules.removal_inbox_cull import (
    CLEAN_UP_WITH_OURS,
    CLEANING_BEFORE,
    KEEPING_ENDED,
    KEPT_OURS,
    OTHER_MAIL_AFTER,
    OUR_HEAP_AFTER,
    OURS_INCLUDED,
)
from sequencer.classify.intent_rules.removal_informal import INFORMAL_REMOVAL
from sequencer.classify.intent_rules.removal_instruction_seen import (
    DOING_IT,
    DONE_AFTER,
    NOTICED,
    QUOTE_BEFORE,
    TURNED_AWAY,
)
from sequencer.classify.intent_rules.removal_invitations import INVITATIONS_REFUSED
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
from sequencer.classify.intent_rules.removal_law_source import SOURCE_OF_DATA
from sequencer.classify.intent_rules.removal_link import PRODUCT_LINK, WHERE_LINK
from sequencer.classify.intent_rules.removal_link_unused import (
    DISOWNED,
    LINK_AFTER,
    LINK_BEFORE,
    LINK_NAMED,
    NOT_USED,
)
from sequencer.classify.intent_rules.removal_list_on import LIST_ON_OFF
from sequencer.classify.intent_rules.removal_make_sure import NOT_CONTACTED_ENSURED
from sequencer.classify.intent_rules.removal_me_too import ME_TOO_REMOVAL
from sequencer.classify.intent_rules.removal_mention import (
    INSTRUCTED_ACT,
    INSTRUCTED_ACT_AFTER,
    INSTRUCTION,
    MENTION,
    MENTION_OTHERS,
    REFUSAL,
)
from sequencer.classify.intent_rules.removal_more import (
    HOW_TO_STOP,
    ON_BEHALF,
    OTHERS_OBJECT,
    SPELLINGS,
    typo_fixed,
)
from sequencer.classify.intent_rules.removal_my_data import MY_DATA_DELETED
from sequencer.classify.intent_rules.removal_named_person import NAMED_PERSON_OFF
from sequencer.classify.intent_rules.removal_nearly import ABOUT_TO_BEFORE, NEARLY_BEFORE, TURN_AFTER
from sequencer.classify.intent_rules.removal_negated_ask import NEGATED_ASK, TIME_INSIDE, WISH_NEGATED
from sequencer.classify.intent_rules.removal_no_contact import UNSUBSCRIBE_NO_CONTACT
from sequencer.classify.intent_rules.removal_open_stop import OPEN_STOP
from sequencer.classify.intent_rules.removal_others import (
    ASKED_OR_SELF,
    DOERS_BEFORE,
    MODAL_AFTER,
    OTHERS_BEFORE,
    OTHERS_CAN_BEFORE,
    PASSIVE,
    PEOPLE_AFTER,
    PEOPLE_BEFORE,
    PEOPLE_REFLEXIVE,
    WE_BEFORE,
)
from sequencer.classify.intent_rules.removal_page import PAGE_AFTER
from sequencer.classify.intent_rules.removal_passive import PASSIVE_REMOVAL
from sequencer.classify.intent_rules.removal_past import FINE, PAST_REMOVAL
from sequencer.classify.intent_rules.removal_people_list import (
    ATTENDING,
    LIST_NOUN_END,
    MAIL_NAMED,
    PEOPLE_LIST_AFTER,
    PEOPLE_LIST_IN,
    SUBSCRIBER_PEOPLE,
)
from sequencer.classify.intent_rules.removal_polite import (
    NO_FURTHER,
    NO_MORE_MAIL,
    POLITE_STOP,
    TAKE_ME_OFF,
    TOPIC_AFTER,
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
from sequencer.classify.intent_rules.removal_reader_invited import (
    JOIN_INVITED,
    LEAVE_OFFERED,
    OBJECT_AFTER,
    OBJECT_WORD,
    SENDER_MAILING,
)
from sequencer.classify.intent_rules.removal_reader_signed_up import READER_SIGNED_UP
from sequencer.classify.intent_rules.removal_reader_subscribed import READER_SUBSCRIBED
from sequencer.classify.intent_rules.removal_redirect import OTHER_GIVEN, THIS_ADDRESS
from sequencer.classify.intent_rules.removal_reported_for_other import (
    GROUP_REMOVAL_ASKED,
    OTHER_ASKED_BEFORE,
    OTHER_BEFORE,
    PAST_IN_FOUND,
    SENDER_SHARE,
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
from sequencer.classify.intent_rules.removal_sequence import BOOKED, REMINDER_OF_EVENT, STOP_SEQUENCE
from sequencer.classify.intent_rules.removal_solicitations import NO_MORE_SOLICITATIONS
from sequencer.classify.intent_rules.removal_spam_folder import SPAM_FOLDER
from sequencer.classify.intent_rules.removal_subscription import SUBSCRIPTION_CANCELLED
from sequencer.classify.intent_rules.removal_taken_back import TAKEN_BACK
from sequencer.classify.intent_rules.removal_them import (
    DETAILS_REPLACED,
    MY_DETAILS,
    OTHER_BETWEEN,
    THEM_OUT,
    THIS_MAILBOX,
)
from sequencer.classify.intent_rules.removal_thing import SENDING, SENT_THING
from sequencer.classify.intent_rules.removal_topic import (
    FEATURE_CUE,
    MECHANISM_AFTER,
    MECHANISM_ASKED,
    MECHANISM_BEFORE,
    METRIC_AFTER,
    METRIC_BEFORE,
    OWN_BEFORE,
    OWN_MAIL_AFTER,
    OWN_MAILING,
    OWN_PART_AFTER,
    OWN_PART_BEFORE,
    PART_BEFORE,
    PLURAL_REMOVALS,
    READER_IN_CLAUSE,
    TOPIC_WORDS,
    WE_HANDLE,
    WORKED_ON_BEFORE,
)
from sequencer.classify.intent_rules.removal_waived import NO_LIST_BEFORE, WAIVED_BEFORE, WAIVED_FOR_OTHER
from sequencer.classify.intent_rules.removal_wish import BLOCK_THREAT, REMOVAL_WISH
from sequencer.classify.intent_rules.removal_with_colleague import without_colleague
from sequencer.classify.intent_rules.removal_word_alone import WORD_ALONE
from sequencer.classify.intent_rules.side_question import ADDRESS_SOURCE
from sequencer.classify.intent_rules.slots import SLOTS_OFFERED
from sequencer.classify.intent_rules.taken_over import (
    COLLEAGUE_GONE,
    FORWARDED_TO_ME,
    MY_COLLEAGUE,
    SELF_NAMED,
    TAKEN_OVER,
)
from sequencer.classify.intent_rules.unsubscribe import (
    ACCIDENTAL,
    CJK_NEGATION,
    CLAUSE,
    EVERY,
    FIRST_PERSON,
    LAW_NAME,
    LIST_IT,
    LIST_WORD,
    NEGATION,
    NEGATION_AFTER,
    OTHER_MAILING,
    OTHERS_UNSUBSCRIBED,
    POLITE_NO,
    RE_ADD,
    RESTART,
    RESTART_BLOCKED,
    SENTENCE,
    SOMEONE_ELSE,
    SUBSCRIPTION_WORD,
    TOPIC_BEFORE,
    TOPIC_NOUN_AFTER,
    TOPIC_OTHERS,
    TOPIC_WORD,
    UNSUBSCRIBE,
    UNSUBSCRIBE_CJK,
    UNSUBSCRIBE_MORE,
    WONT_RIGHT_BEFORE,
)
from sequencer.classify.sentences import ADDRESS, asked, before_in_sentence, sentence_of


def removal_request(folded: str, *, typos: bool = True, sender: str | None = None) -> re.Match[str] | None:
    """The first removal request, read again with misspelt removal verbs put right (`removal_more`)."""
    for table in (
        UNSUBSCRIBE,
        UNSUBSCRIBE_MORE,
        UNSUBSCRIBE_EUROPE,
        UNSUBSCRIBE_NO_CONTACT,
        UNSUBSCRIBE_ASIA_AFRICA,
        UNSUBSCRIBE_CATALAN_GALICIAN,
        LIST_IT,
        HOW_TO_STOP,
        ON_BEHALF,
        NAMED_PERSON_OFF,
        NAMED_ADDRESS,
        MY_ADDRESS,
        MY_ADDRESS_ALONE,
        MY_ADDRESS_AS_FAVOUR,
        ADDRESS_OUT,
        MY_DATA_DELETED,
        ASKED_FORMALLY,
        ADDRESS_GONE,
        PRIVATE_ADDRESS,
        IT_FROM_LIST,
        NO_MORE_SENT,
        FILE_REMOVAL,
        BUSINESS_REMOVAL,
        FUTURE_MAILINGS,
        GRATEFUL_IF,
        PASSIVE_REMOVAL,
        NEGATED_ASK,
        NOT_CONTACTED_ENSURED,
        LIST_ON_OFF,
        BLOCKLIST_ASKED,
        INFORMAL_REMOVAL,
        INVITATIONS_REFUSED,
        SUBSCRIPTION_CANCELLED,
        ME_TOO_REMOVAL,
        GROUP_REMOVAL_ASKED,
        CLEAN_UP_WITH_OURS,
        SPELLINGS,
        REMOVAL_WISH,
        BLOCK_THREAT,
        SPAM_FOLDER,
        DONT_BOTHER,
        KEEP_SENDING,
        FORMAL_STOP,
        NO_MORE_SOLICITATIONS,
        SAME_COMPANY,
        POLITE_STOP,
        NO_FURTHER,
        NO_MORE_MAIL,
        OPEN_STOP,
        TAKE_ME_OFF,
        IGNORED_REMOVAL,
        FORGET_ME,
        PHONE_AND_MAIL,
        NOT_HEARING,
        STOP_SEQUENCE,
        OUR_MAIL_ENDED,
        WHERE_LINK,
        WORD_ALONE,
    ):
        for found in table.finditer(folded):
            if table is LIST_IT and not LIST_WORD.search(SENTENCE.split(folded[: found.start()])[-1]):
                continue
            # "under Art. 15 DSGVO, which data do you hold about me?": the law's name alone is no
            # removal request when the reply asks to see the data
            if LAW_NAME.fullmatch(found.group(0)) and DATA_REQUEST.search(folded):
                continue
            # "O Hospital trata os seus dados pessoais nos termos do RGPD": a body's privacy notice names the
            # law for its own processing, no removal request
            if LAW_NAME.fullmatch(found.group(0)) and PRIVACY_NOTICE.search(sentence_of(folded, found)):
                continue
            # "de acuerdo con el artículo 14 del RGPD, ¿de dónde han obtenido mi dirección?": the law's name
            # alone asks where the data came from (`removal_law_source`), no removal
            if LAW_NAME.fullmatch(found.group(0)) and (
                SOURCE_OF_DATA.search(folded) or ADDRESS_SOURCE.search(folded)
            ):
                continue
            if (
                _other_mailing(folded, found)
                or _out_of_offer(folded, found)
                # "20% off the list price you quoted": the seller's price list, a negotiation
                or bool(LIST_PRICE.match(folded, found.end()))
                or _topic(folded, found)
                or _handling_asked(folded, found)
                or _mentioned(folded, found)
                or undone(folded, found)
                or _past_and_fine(folded, found)
                or _nearly(folded, found)
                or _inbox_cull(folded, found)
                or _address_swapped(folded, found)
                or _taken_back(folded, found)
                or _event_cancelled(folded, found)
                or _people_list(folded, found)
                or _link_unused(folded, found)
                or _pt_verb_described(folded, found)
                or _off_a_page(folded, found)
                or _issued(folded, found)
                or _waived(folded, found)
                or _described(folded, found)
                # "bieten Sie einen AV-Vertrag nach Art. 28 DSGVO an?": a question about data handling
                or about_data_handling(folded, found)
                or _not_this_removal(folded, found, sender)
                or _spared(table, folded, found)
                or _paused(folded, found)
                or _reader_subscribed(folded, found)
                or _reader_signed_up(folded, found)
                or _others_unsubscribe(folded, found)
                or (
                    found.group(0) == "unsubscribed"
                    and bool(
                        SOMEONE_ELSE.match(folded, found.end())
                        or OTHERS_UNSUBSCRIBED.match(folded, found.end())
                    )
                )
                # "how do I unsubscribe users in your product?": other people as its object
                or (found.group(0) == "unsubscribe" and OTHERS_OBJECT.match(folded, found.end()))
            ):
                continue
            clause = CLAUSE.split(folded[: found.start()])[-1]
            if RESTART.search(clause) and not RESTART_BLOCKED.search(clause):
                clause = ""  # "... so please unsubscribe me": the negation before was the reason's
            # "no need to reply please remove me": the negation is the need's, waived for another act
            waived_for = list(WAIVED_FOR_OTHER.finditer(" " + clause))
            if waived_for:
                clause = (" " + clause)[waived_for[-1].end() :]
            window = " ".join(POLITE_NO.sub(" ", clause).split()[-5:])
            if table in (UNSUBSCRIBE_EUROPE, UNSUBSCRIBE_NO_CONTACT) and NEGATION_MORE.search(" " + window):
                continue  # "Vă rog să nu ne scoateți din listă": their own negation
            if table is UNSUBSCRIBE_ASIA_AFRICA and NEGATION_ASIA_AFRICA.search(" " + window):
                continue  # "jangan hapus saya dari daftar": theirs
            if WONT_RIGHT_BEFORE.search(folded[: found.start()]):
                continue  # "I won't unsubscribe": refused
            if not NEGATION.search(" " + window) and not NEGATION_AFTER.match(folded, found.end()):
                return found
    stop = (
        _stop_after_complaint(folded)
        or _deleted_after_asking(folded)
        or _list_closed_too(folded)
        or _details_then_deleted(folded)
        or _removal_as_code(folded, sender)
        or _asked_again_after_handling(folded)
    )
    if stop:
        return stop
    for found in UNSUBSCRIBE_CJK.finditer(folded):
        if not CJK_NEGATION.search(folded[: found.start()]):
            return found
    # "wil je mij en mijn collega Eline (in cc) van jullie lijst halen?": the sender's removal, the
    # colleague's beside it (`removal_with_colleague`)
    fixed = without_colleague(typo_fixed(folded)) if typos else folded
    return removal_request(fixed, typos=False, sender=sender) if fixed != folded else None


def _removal_as_code(folded: str, sender: str | None) -> re.Match[str] | None:
    """A removal written as code aimed at the sender's own address ("DELETE FROM prospects WHERE email =
    'me@x'; COMMIT;", `removal_code`), neither asked about nor the sender's own query discussed."""
    if not sender:
        return None
    for found in REMOVAL_CODE.finditer(folded):
        after = folded[found.end() :]
        address = ADDRESS_IN.search(found.group(0))
        if address is None or address.group(0).strip(".") != sender.lower():
            continue  # another person's address: not the sender's own removal
        if OWN_QUERY_AFTER.match(after) or ASKED_AFTER.match(after):
            continue
        return found
    return None


def _not_this_removal(folded: str, found: re.Match[str], sender: str | None) -> bool:
    """A removal phrase that asks no removal of this address from our mail: a file or a format not to be
    sent ("stop sending me the PDF, send a link", `removal_thing`), the copy list of a thread ("take me off
    the CC", `removal_copy`), a removal promised on a condition ("if it's not relevant I'll unsubscribe",
    `removal_conditional`), or another address named for removal while the reply wants more ("remove my
    other address alicia@x ... Tom would like to see the demo", `_other_address_removed`)."""
    if SENDING.search(found.group(0)) and SENT_THING.match(folded[found.end() :]):
        return True
    if COPY_AFTER.match(folded[found.end() :]) and not COPY_LIST_TOO.match(folded[found.end() :]):
        return True
    return (
        _conditional(folded, found)
        or _other_address_removed(folded, found, sender)
        or _colleague_removed(folded, found)
        or _redirected(folded, found)
        or _other_person_removed(folded, found)
    )


def _issued(folded: str, found: re.Match[str]) -> bool:
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


def _waived(folded: str, found: re.Match[str]) -> bool:
    """A removal waived ("No need to take me off any list", "Inutile de me retirer de votre liste", "Sie
    müssen mich aus keiner Liste streichen", `removal_waived`): the need denied in the removal's clause
    right before it, or the list named with "no"; the sender stays on."""
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    before = folded[clause_start : found.start()]
    return bool(WAIVED_BEFORE.search(" " + before) or NO_LIST_BEFORE.search(" " + before))


def _redirected(folded: str, found: re.Match[str]) -> bool:
    """Our mail stopped to this address with another given after it ("Don't email me at this address
    anymore, use jordan.p@example.net", "Ne m'écrivez plus à cette adresse, écrivez à achats@example.fr",
    `removal_redirect`): a redirect, no removal."""
    here = THIS_ADDRESS.match(folded, found.end())
    return bool(here and OTHER_GIVEN.match(folded[here.end() :]))


def _other_person_removed(folded: str, found: re.Match[str]) -> bool:
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
    return _wants_more(rest) or bool(PRICE.search(rest) and REQUEST.search(rest))


def _spared(table: re.Pattern[str], folded: str, found: re.Match[str]) -> bool:
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
    `removal_polite.NO_MORE_MAIL`)."""
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
    if table in (UNSUBSCRIBE, REMOVAL_WISH, NEGATED_ASK) and TIME_INSIDE.search(found.group(0)):
        return True
    if table is DONT_BOTHER:
        start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
        return bool(
            CONDITION.search(folded, start, found.start())
            or CONDITION.match(rest.lstrip(" ,"))
            or _wants_more(folded)
            or REFERRAL_PROMISED.search(folded)
        )
    if table in (NO_MORE_MAIL, OPEN_STOP):
        wants = _wants_more(folded)
        limited = table is NO_MORE_MAIL and TOPIC_AFTER.match(folded, found.end())
        asked = LEANS_YES.search(folded, found.end()) or (
            PRICE.search(folded, found.end()) and REQUEST.search(folded, found.end())
        )
        return bool(wants or (limited and asked))
    if table is NOT_HEARING and UNTIL_AFTER.match(" " + found.group(0).partition(" ")[2]):
        return True  # inside the phrase: "ich möchte bis März nichts mehr von Ihnen hören"
    if table is FORGET_ME:
        return bool(REPLACED.search(folded, found.end()))
    if table is STOP_SEQUENCE:
        return bool(REMINDER_OF_EVENT.match(rest) or BOOKED.search(folded))
    if table is WHERE_LINK:
        return bool(PRODUCT_LINK.search(sentence_of(folded, found)))
    return False


def _wants_more(text: str) -> bool:
    """The reply asks for more for the sender: interest, meeting slots or a quote. A removal phrase beside
    it is of someone or something else, or under a condition."""
    return bool(INTERESTED.search(text) or SLOTS_OFFERED.search(text) or QUOTE_ASKED.search(text))


def _paused(folded: str, found: re.Match[str]) -> bool:
    """A removal phrase inside our mail paused until a date ("Dejen de escribirme hasta el 18 de enero",
    "bis zum 18. Januar keine Mails mehr", `later_paused.PAUSED_UNTIL`): a later, no removal."""
    return any(
        pause.start() <= found.start() < pause.end() or found.start() <= pause.start() < found.end()
        for pause in PAUSED_UNTIL.finditer(folded)
    )


def _others_unsubscribe(folded: str, found: re.Match[str]) -> bool:
    """Other people as the ones who unsubscribe (`removal_others`): they leave the sender's own mailing ("a
    lot of people unsubscribe every time we send it", "se nos da de baja un montón de gente"), they can do
    it themselves ("a tool where subscribers can unsubscribe themselves"), or they are the doers of an
    infinitive ("our tool makes it a pain for people to unsubscribe")."""
    return _others_leave(folded, found) or _others_can(folded, found) or _doers_before(folded, found)


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


def _reader_subscribed(folded: str, found: re.Match[str]) -> bool:
    """A removal phrase after the sender tells us we are on their own mailing ("vous êtes inscrite à notre
    newsletter ... le lien de désinscription est en bas de chaque numéro",
    `removal_reader_subscribed.READER_SUBSCRIBED`) or invites us to join it ("notre infolettre ... si ça te
    tente de t'abonner", `removal_reader_invited`): our unsubscribing from theirs, unless the phrase names
    the sender, in it or as its object right after it ("take me off", "unsubscribe me", "stop emailing
    me", "désinscrivez-moi", `taken_over.SELF_NAMED`)."""
    subscribed = READER_SUBSCRIBED.search(folded, 0, found.start())
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


def _reader_signed_up(folded: str, found: re.Match[str]) -> bool:
    """A removal phrase after the sender says they put us on their own mailing ("Je vous ai inscrite à la
    liste de diffusion ... Vous pourrez vous désinscrire à tout moment", `removal_reader_signed_up`,
    heldout_dl): our leaving theirs, unless the phrase names the sender ("unsubscribe me")."""
    if READER_SIGNED_UP.search(folded, 0, found.start()) is None:
        return False
    named = (
        SELF_NAMED.search(found.group(0))
        or SELF_IN_VERB.match(found.group(0))
        or (folded[found.end() : found.end() + 1] in (" ", "-") and SELF_NAMED.match(folded, found.end() + 1))
    )
    return not named


def _conditional(folded: str, found: re.Match[str]) -> bool:
    """The sender's own removal to come, after a condition in its sentence that is not our next mail ("If
    this turns out not to be relevant I'll unsubscribe", "sinon je me désinscris"), `removal_conditional`."""
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    before = folded[start : found.start()]
    own = SELF_BEFORE.search(before) or (SELF_VERB.match(found.group(0)) and REFLEXIVE_BEFORE.search(before))
    if NOW_AFTER.match(folded[found.end() :]):
        return False  # "If that's the case, I will unsubscribe now": done now, whatever the condition
    return bool(own and CONDITION.search(before) and not NEXT_MAIL.search(before))


def _other_address_removed(folded: str, found: re.Match[str], sender: str | None) -> bool:
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


def _colleague_removed(folded: str, found: re.Match[str]) -> bool:
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
    return _wants_more(rest) or bool(PRICE_SENT.search(rest) and PRICE.search(rest))


def _stop_after_complaint(folded: str) -> re.Match[str] | None:
    """A bare "Stop." as a sentence of its own after a complaint about how often we write ("This is the
    third email from you this week. Stop."), or after a count of it said without a period ("Third one of
    these this week. Stop.", `frequency.COUNTED`), `frequency.py`."""
    complaint = FREQUENCY.search(folded) or COUNTED.search(folded)
    if complaint is None or THANKED.search(folded[: complaint.end()]):
        return None  # "Thanks for the two emails this week with the samples. That's enough!": counted, fine
    found = BARE_STOP.search(folded, complaint.end())
    if found and ENOUGH.search(found.group(0)) and folded[found.end() :].strip():
        return None  # "... Enough. I'll review with finance": "enough" ends the reply when it asks to stop
    return found


def _deleted_after_asking(folded: str) -> re.Match[str] | None:
    """My address deleted after asking how you got it ("How did you get my address? ... Delete it,
    please."), `removal_how_got.py`."""
    asked = HOW_GOT.search(folded)
    found = DELETE_IT.search(folded, asked.end()) if asked else None
    if asked is None or found is None:
        return None
    between = folded[asked.end() : found.start()]
    if (
        len(re.findall(r"[.!?]", between)) > 2
        or ANOTHER_THING.search(between)
        or RESEND.match(folded, found.end())
    ):
        return None  # "it" is something else named on the way, or the deletion makes room for a new one
    return found


def _details_then_deleted(folded: str) -> re.Match[str] | None:
    """My details named, then taken out of our systems by a pronoun, at most about a sentence later ("I
    don't recall ever giving Acme my details. Please delete them from your CRM"), `removal_them.py`; a
    negation in the words right before the verb undoes it ("please don't delete them from the CRM"). The
    address we write to named as "this address" stands for them too ("This address is a monitored legal
    mailbox ... Remove it from all your lists")."""
    for named in [*MY_DETAILS.finditer(folded), *THIS_MAILBOX.finditer(folded)]:
        found = THEM_OUT.search(folded, named.end(), named.end() + 140)
        if found is None or "?" in folded[named.end() : found.start()]:
            continue
        stop = SENTENCE.search(folded, found.end())
        if stop and stop.group(0) == "?":
            continue  # "Should you delete them from your records?": asked, not said
        between = folded[named.end() : found.start()]
        after = folded[found.end() : stop.start() if stop else len(folded)]
        if (
            OTHER_BETWEEN.search(between)
            or DETAILS_REPLACED.search(between)
            or DETAILS_REPLACED.search(after)
        ):
            continue  # "the old invoices, remove them", "has changed ..., remove it ... use the new one"
        clause = CLAUSE.split(between)[-1]
        if not NEGATION.search(" " + " ".join(clause.split()[-3:])):
            return found
    return None


def _list_closed_too(folded: str) -> re.Match[str] | None:
    """A yes to closing the file with the mailing list closed too ("Please do close it. And the mailing list
    while you're at it", "Ja, schließen Sie sie, und den Verteiler gleich mit"), `close_file.LIST_TOO`: the
    yes alone stays a no (`close_file.CLOSE_IT`), the list named with it makes it a removal."""
    for found in CLOSE_IT.finditer(folded):
        stop = re.compile(r"[?]").search(folded, found.start(), found.end() + 1)
        if stop:
            continue  # "should I close it and the list too?": asked, not said
        too = LIST_TOO.match(folded, found.end())
        if too:
            return too
    return None


def _other_mailing(folded: str, found: re.Match[str]) -> bool:
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


def _out_of_offer(folded: str, found: re.Match[str]) -> bool:
    """A removal phrase inside an item taken out of a quote or price list ("¿pueden eliminar de la lista
    de precios el módulo?", "retirer le module de votre liste de prix"): a negotiation, never a removal
    from the mailing."""
    return any(
        change.start() < found.end() and found.start() < change.end()
        for change in OFFER_CHANGE.finditer(folded)
    )


def undone(folded: str, found: re.Match[str]) -> bool:
    """A removal that was an accident and is to be undone ("ich habe aus Versehen auf 'Abmelden'
    geklickt ... Können Sie mich wieder eintragen?", "me desuscribí por error, ¿me dan de alta?"): the
    phrase in a sentence that calls it a mistake, the reply asking to be put back."""
    # ... or our link clicked by mistake (`keep_receiving.CLICKED`) in a reply that wants our mail to go
    # on ("Le hice clic sin querer al link para darse de baja ... prefiero seguir recibiendo tus correos",
    # `keep_receiving`, heldout_dl); a removal that names the sender ("I signed up by mistake, unsubscribe
    # me") stays one
    sentence = sentence_of(folded, found)
    if not ACCIDENTAL.search(sentence):
        return False
    if RE_ADD.search(folded):
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


def _event_cancelled(folded: str, found: re.Match[str]) -> bool:
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
    before = SENTENCE.split(folded[: found.start()])[-1]
    if (
        SIGNED_UP_FOR_EVENT.search(before)
        or EVENT_AFTER.match(folded[found.end() :])
        or EVENT_BEFORE_VERB.search(before)
    ):
        return True
    # a registration cancelled after an event named before it ("Je ne pourrai pas venir au salon jeudi.
    # Annulez mon inscription."), with no list or mail named anywhere in the reply
    return bool(
        REGISTRATION.search(found.group(0))
        and EVENT_BEFORE.search(folded, 0, found.start())
        and not LIST_IN_SENTENCE.search(folded)
    )


def _people_list(folded: str, found: re.Match[str]) -> bool:
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


def _pt_verb_described(folded: str, found: re.Match[str]) -> bool:
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


def _link_unused(folded: str, found: re.Match[str]) -> bool:
    """The removal word as our link's label, its use declined after it ("il link «annulla iscrizione» ...
    porta a una pagina di errore. Non ho intenzione di usarlo", `removal_link_unused`, heldout_dg): a report
    about the link, no removal; a link that cannot be used stays one."""
    before = SENTENCE.split(folded[: found.start()])[-1]
    if not (
        LINK_BEFORE.search(before)
        or LINK_AFTER.match(folded[found.end() :])
        or LINK_NAMED.search(found.group(0))
    ):
        return False
    return bool(NOT_USED.search(folded, found.end()) or DISOWNED.search(folded, found.end()))


def _off_a_page(folded: str, found: re.Match[str]) -> bool:
    """Me or my address taken off a page or a document ("Please remove my address from your website",
    `removal_page`): the page named after the phrase in its sentence, no list or mailing named there."""
    sentence = sentence_of(folded, found)
    rest = folded[found.start() : found.start() + len(sentence)]
    return bool(PAGE_AFTER.match(" " + rest)) and not LIST_IN_SENTENCE.search(sentence)


def _taken_back(folded: str, found: re.Match[str]) -> bool:
    """A removal taken back later in the same message ("Please take me off your li... actually, hang on ...
    scratch that, I'd like to see a demo", `removal_taken_back`): interest after the retraction, and no
    removal asked again there ("... scratch that, just remove my whole team")."""
    back = TAKEN_BACK.search(folded, found.end())
    if back is None:
        return False
    rest = folded[back.end() :]
    return _wants_more(rest) and removal_request(rest) is None


def _past_and_fine(folded: str, found: re.Match[str]) -> bool:
    """A removal the sender made in the past and calls fine now ("I unsubscribed from your newsletter last
    year but this is fine"): both in the phrase's sentence (`removal_past`)."""
    sentence = sentence_of(folded, found)
    return bool(PAST_REMOVAL.search(sentence)) and bool(FINE.search(sentence))


def _nearly(folded: str, found: re.Match[str]) -> bool:
    """A removal the sender nearly made and did not ("Was about to hit unsubscribe, but ...", "I almost
    unsubscribed"): the intention right before the phrase in its sentence (`removal_nearly`), an "about
    to" with a turn after it."""
    before = before_in_sentence(folded, found)
    if NEARLY_BEFORE.search(before):
        return True
    return bool(ABOUT_TO_BEFORE.search(before)) and bool(TURN_AFTER.match(folded, found.end()))


def _address_swapped(folded: str, found: re.Match[str]) -> bool:
    """The sender's address taken off a file of deliveries or invoices, or swapped for another ("Veuillez
    retirer mon adresse de votre fichier clients de livraison et mettre celle de notre nouvel entrepôt",
    `removal_address_swapped`): the address named in the phrase, right before it in its clause or right
    after it, then the file's kind in the few words after, or another address put in its place in the rest
    of the sentence."""
    after = found.end()
    named_after = ADDRESS_NAMED.match(folded, found.end() + 1)
    if named_after is not None:
        after = named_after.end()
    # "retirer mon adresse [de votre fichier]": the address right before the phrase, in its clause
    before = folded[max(0, found.start() - 20) : found.start()].rsplit(",", 1)[-1]
    if not (ADDRESS_NAMED.search(found.group(0)) or named_after or ADDRESS_NAMED.search(before)):
        return False
    return bool(NOT_MAIL_FILE.match(folded, after) or SWAPPED.match(folded, after))


def _inbox_cull(folded: str, found: re.Match[str]) -> bool:
    """The sender's own clean-up of other mail, ours kept ("I was halfway through unsubscribing from half my
    inbox ... Yours made it through the cull", `removal_inbox_cull`): the act under way or a heap of other
    mail after the phrase, and ours said to be kept somewhere in the reply, kept for good: never ours named
    among the mail removed, kept no longer, or the heap itself ours."""
    kept = KEPT_OURS.search(folded)
    if kept is None or KEEPING_ENDED.match(folded, kept.end()) or OURS_INCLUDED.search(folded):
        return False  # "yours made it through once, not again", "yours included": ours removed too
    if OUR_HEAP_AFTER.match(folded, found.end()):
        return False  # "de toutes vos listes": the heap is ours
    before = before_in_sentence(folded, found)
    return bool(CLEANING_BEFORE.search(before) or OTHER_MAIL_AFTER.match(folded, found.end()))


def _described(folded: str, found: re.Match[str]) -> bool:
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
    shared = SENDER_SHARE.search(sentence, len(before)) or WHOLE_GROUP_AFTER.match(folded, found.end())
    if (
        not SELF_NAMED.search(found.group(0))
        and not shared
        and (
            OTHER_ASKED_BEFORE.search(before)
            or (
                OTHER_BEFORE.search(before)
                and PAST_IN_FOUND.fullmatch(found.group(0))
                # "they unsubscribed me": the sender as its object
                and not SELF_NAMED.match(folded, found.end() + 1)
            )
        )
    ):
        return True
    return _other_taken_off_sender_stays(folded, found, sentence)


def _other_taken_off_sender_stays(folded: str, found: re.Match[str], sentence: str) -> bool:
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


def _topic(folded: str, found: re.Match[str]) -> bool:
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


def _handling_asked(folded: str, found: re.Match[str]) -> bool:
    """The reader's handling of other people's removals asked about ("vocês tratam os descadastros na mão
    ou a ferramenta faz isso sozinha?", `removal_handling_asked`): a plural removal noun, a verb of handling
    with the reader as subject in its clause, the sentence a question; never the first person or a please
    from the verb on (`unsubscribe.FIRST_PERSON`, `removal_others.ASKED_OR_SELF`)."""
    if not PLURAL_REMOVALS.fullmatch(found.group(0)) or not asked(folded, found):
        return False
    clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
    clause_end = CLAUSE.search(folded, found.end())
    clause = folded[clause_start : clause_end.start() if clause_end else len(folded)]
    handles = READER_HANDLES.search(clause)
    if handles is None:
        return False
    # "você sabe me dizer se vocês tratam os descadastros ...": the words from the verb on, the "me" of the
    # question's own frame left out
    span = clause[min(handles.start(), found.start() - clause_start) :]
    return not FIRST_PERSON.search(span) and not ASKED_OR_SELF.search(span)


def _asked_again_after_handling(folded: str) -> re.Match[str] | None:
    """The reader's handling of removals asked about, the sender's own removal said to be asked or done
    before after it ("Vocês tratam os descadastros? Já pedi o meu duas vezes.", "Wie verarbeiten Sie die
    Abmeldungen? Ich habe mich schon zweimal abgemeldet.", `removal_handling_asked.OWN_ASKED_AGAIN`): a
    removal asked again, the complaint after the question or before it ("Ik heb me allang afgemeld.
    Verwerken jullie afmeldingen eigenlijk wel?"), never what the sender left named as an event or
    something not ours."""
    for noun in PLURAL_REMOVALS.finditer(folded):
        if not asked(folded, noun):
            continue
        clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, noun.start())), default=0)
        if not READER_HANDLES.search(folded, clause_start, noun.start()) and not READER_HANDLES.search(
            CLAUSE.split(folded[noun.start() :])[0]
        ):
            continue
        for again in OWN_ASKED_AGAIN.finditer(folded):
            if not _left_elsewhere(folded, again):
                return again
    return None


def _left_elsewhere(folded: str, again: re.Match[str]) -> bool:
    """The sender's own earlier removal from something named that is not our mail: an event or another
    tool ("Ik heb me al afgemeld voor het webinar", "Ya me di de baja de Mailchimp",
    `removal_handling_asked.LEFT_AFTER`, `LEFT_INSIDE`)."""
    left = LEFT_AFTER.match(folded, again.end()) or LEFT_INSIDE.search(again.group(0))
    if left is None:
        return False
    return bool(EVENT_BEFORE.search(left.group(1)) or not OUR_MAIL_LEFT.search(left.group(1)))


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
    if not TOPIC_WORDS.fullmatch(found.group(0)):
        return False
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    before = folded[start : found.start()]
    if METRIC_AFTER.match(folded, found.end()) or METRIC_BEFORE.search(before):
        return True
    if (MECHANISM_BEFORE.search(before) or MECHANISM_AFTER.match(folded, found.end())) and not (
        MECHANISM_ASKED.match(folded, found.end())
    ):
        clause_start = max((m.end() for m in CLAUSE.finditer(folded, 0, found.start())), default=0)
        clause_end = CLAUSE.search(folded, found.end())
        clause = folded[clause_start : clause_end.start() if clause_end else len(folded)]
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
    noticed = NOTICED.search(before)
    if noticed is None:
        return False
    # the verb before the quoted word ("reply "unsubscribe""), or after it in German and Dutch ("mit
    # „Abmelden“ antworten", "met "afmelden" antwoorden")
    quoted = any(
        mention.start() <= found.start() < mention.end()
        for mention in MENTION.finditer(folded, start + noticed.end(), end)
    )
    mark = QUOTE_BEFORE.search(before)
    if mark is not None and not quoted:
        quoted = bool(
            INSTRUCTED_ACT.search(before[: mark.start()])
            or INSTRUCTED_ACT_AFTER.match(folded[found.start() : end])
        )
    rest = folded[found.end() :]
    if not quoted or DONE_AFTER.match(rest) or DOING_IT.search(rest):
        return False
    # only a sender who turns away from it after it: a contrast, interest, a price or a question
    return bool(TURNED_AWAY.search(rest) or INTERESTED.search(rest) or PRICE.search(rest) or "?" in rest)


def _mentioned(folded: str, found: re.Match[str]) -> bool:
    """A removal phrase in a sentence about how other people's removal replies work, a word quoted after a
    verb of replying, never the sender ("people can just reply "unsubscribe" and you'll stop writing");
    or our instruction named and refused in its sentence or the next ("Your footer says to reply
    "unsubscribe" to stop. I'm not doing that"), `removal_mention.REFUSAL`."""
    start = max((m.end() for m in SENTENCE.finditer(folded, 0, found.start())), default=0)
    stop = SENTENCE.search(folded, found.end())
    sentence = folded[start : stop.start() if stop else len(folded)]
    if MENTION.search(sentence) and MENTION_OTHERS.search(sentence) and not FIRST_PERSON.search(sentence):
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
