"""The removal reading, step 2 of `intent.py`'s rule order: `removal_request` is the first removal asked
for in a reply, or None. A compliance request wins over anything else in the same reply ("not interested,
remove me" is an unsubscribe).

How it reads:
1. **The tables.** Each removal table (`intent_rules/removal_*.py` and `unsubscribe.py`, one family per
   module, each docstring saying what it reads and never reads) is searched in the order of
   `removal_request`'s tuple.
2. **The guards.** Every hit is passed through the guards in `removal_guards/`, each a question "is this
   hit no removal of this address from our mail?":
   - `removal_guards.other_things`: the removal of something that is not our mail (another mailing, an
     event's registration, a list of people, a page, an item of a quote, a thing issued);
   - `removal_guards.as_a_topic`: the removal word as a topic, a mention, a description or a question
     (other people's removals handled, our instruction seen, our link declined, a removal stated as
     possible);
   - `removal_guards.senders_past`: the sender's own removal in the past, nearly made, undone, waived, or
     the sender's clean-up of other mail;
   - `removal_guards.others`, `removal_guards.not_this_removal`: someone else's removal, the reader put on
     the sender's own list, a removal on a condition, a redirect to another address;
   - here: a removal taken back later in the same message (`_taken_back`, it reads the rest again).
3. **The negation** right before the hit in its clause ("I don't want to be removed") drops it.
4. **The late finds** (`removal_late`): removals no table reads alone ("Stop." after a complaint, "delete
   it" after asking how we got the address, a removal written as code).
5. The CJK removals, then the whole reading again with misspelt removal verbs put right and a colleague
   taken off beside the sender left out (`removal_more`, `removal_with_colleague`).
"""

from __future__ import annotations

import re
from collections.abc import Collection

from sequencer.classify.intent_rules.data_handling import about_data_handling
from sequencer.classify.intent_rules.data_request import DATA_REQUEST
from sequencer.classify.intent_rules.list_price import LIST_PRICE
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
from sequencer.classify.intent_rules.removal_asia_africa import NEGATION_ASIA_AFRICA, UNSUBSCRIBE_ASIA_AFRICA
from sequencer.classify.intent_rules.removal_asked_formally import ASKED_FORMALLY
from sequencer.classify.intent_rules.removal_blocklist import BLOCKLIST_ASKED
from sequencer.classify.intent_rules.removal_catalan_galician import UNSUBSCRIBE_CATALAN_GALICIAN
from sequencer.classify.intent_rules.removal_channels import PHONE_AND_MAIL
from sequencer.classify.intent_rules.removal_company import SAME_COMPANY
from sequencer.classify.intent_rules.removal_conditional import OUR_MAIL_ENDED
from sequencer.classify.intent_rules.removal_day_bound import day_bound
from sequencer.classify.intent_rules.removal_dont_bother import DONT_BOTHER
from sequencer.classify.intent_rules.removal_europe import NEGATION_MORE, UNSUBSCRIBE_EUROPE
from sequencer.classify.intent_rules.removal_file import BUSINESS_REMOVAL, FILE_REMOVAL
from sequencer.classify.intent_rules.removal_forget import FORGET_ME, NOT_HEARING
from sequencer.classify.intent_rules.removal_formal import FORMAL_STOP
from sequencer.classify.intent_rules.removal_future_mail import FUTURE_MAILINGS
from sequencer.classify.intent_rules.removal_grateful_if import GRATEFUL_IF
from sequencer.classify.intent_rules.removal_ignored import IGNORED_REMOVAL
from sequencer.classify.intent_rules.removal_inbox_cull import CLEAN_UP_WITH_OURS
from sequencer.classify.intent_rules.removal_informal import INFORMAL_REMOVAL
from sequencer.classify.intent_rules.removal_invitations import INVITATIONS_REFUSED
from sequencer.classify.intent_rules.removal_keep_sending import KEEP_SENDING
from sequencer.classify.intent_rules.removal_law_source import SOURCE_OF_DATA
from sequencer.classify.intent_rules.removal_link import WHERE_LINK
from sequencer.classify.intent_rules.removal_list_on import LIST_ON_OFF
from sequencer.classify.intent_rules.removal_make_sure import NOT_CONTACTED_ENSURED
from sequencer.classify.intent_rules.removal_me_too import ME_TOO_REMOVAL, RECIPROCAL_REMOVAL
from sequencer.classify.intent_rules.removal_more import (
    HOW_TO_STOP,
    ON_BEHALF,
    OTHERS_OBJECT,
    SPELLINGS,
    typo_fixed,
)
from sequencer.classify.intent_rules.removal_my_data import MY_DATA_DELETED
from sequencer.classify.intent_rules.removal_named_person import NAMED_PERSON_OFF
from sequencer.classify.intent_rules.removal_negated_ask import NEGATED_ASK
from sequencer.classify.intent_rules.removal_no_contact import UNSUBSCRIBE_NO_CONTACT
from sequencer.classify.intent_rules.removal_open_stop import OPEN_STOP
from sequencer.classify.intent_rules.removal_passive import PASSIVE_REMOVAL
from sequencer.classify.intent_rules.removal_polite import (
    NO_FURTHER,
    NO_MORE_MAIL,
    POLITE_STOP,
    TAKE_ME_OFF,
)
from sequencer.classify.intent_rules.removal_reported_for_other import (
    GROUP_REMOVAL_ASKED,
    OTHER_ASKED_BEFORE,
    SHARED_REMOVAL,
)
from sequencer.classify.intent_rules.removal_sequence import STOP_SEQUENCE
from sequencer.classify.intent_rules.removal_solicitations import NO_MORE_SOLICITATIONS
from sequencer.classify.intent_rules.removal_spam_folder import SPAM_FOLDER
from sequencer.classify.intent_rules.removal_struck_off import STRUCK_OFF
from sequencer.classify.intent_rules.removal_subscription import SUBSCRIPTION_CANCELLED
from sequencer.classify.intent_rules.removal_taken_back import TAKEN_BACK
from sequencer.classify.intent_rules.removal_verbless import NO_MORE_FROM_YOU
from sequencer.classify.intent_rules.removal_waived import WAIVED_FOR_OTHER
from sequencer.classify.intent_rules.removal_wish import (
    BLOCK_THREAT,
    NOT_CONTACTED,
    OFF_OUR_LIST,
    PLAIN_WISH,
    REMOVAL_WISH,
)
from sequencer.classify.intent_rules.removal_with_colleague import without_colleague
from sequencer.classify.intent_rules.removal_word_alone import NOUN_DEMANDED, WORD_ALONE
from sequencer.classify.intent_rules.side_question import ADDRESS_SOURCE
from sequencer.classify.intent_rules.unsubscribe import (
    CJK_NEGATION,
    CLAUSE,
    LAW_NAME,
    LIST_IT,
    LIST_WORD,
    NEGATION,
    NEGATION_AFTER,
    OTHERS_UNSUBSCRIBED,
    POLITE_NO,
    RESTART,
    RESTART_BLOCKED,
    SENTENCE,
    SOMEONE_ELSE,
    UNSUBSCRIBE,
    UNSUBSCRIBE_CJK,
    UNSUBSCRIBE_MORE,
    WONT_RIGHT_BEFORE,
)
from sequencer.classify.removal_guards.as_a_topic import (
    described,
    handling_asked,
    link_unused,
    mentioned,
    one_kind_asked,
    pt_verb_described,
    stated_possible,
    topic,
)
from sequencer.classify.removal_guards.not_this_removal import not_this_removal
from sequencer.classify.removal_guards.other_things import (
    address_swapped,
    deadline_stated,
    event_cancelled,
    issued,
    leave_registered,
    off_a_page,
    other_mailing,
    out_of_offer,
    own_mailing_dropped,
    paused,
    people_list,
    spared,
    third_party_ignored,
)
from sequencer.classify.removal_guards.others import (
    mail_to_other,
    others_unsubscribe,
    reader_subscribed,
    wants_more,
)
from sequencer.classify.removal_guards.senders_past import (
    inbox_cull,
    nearly,
    past_and_fine,
    past_elsewhere,
    past_on_mailing_asked,
    undone,
    waived,
)
from sequencer.classify.removal_late import (
    asked_again_after_handling,
    deleted_after_asking,
    details_then_deleted,
    list_closed_too,
    removal_as_code,
    stop_after_complaint,
)
from sequencer.classify.sentences import before_in_sentence, sentence_of

# the removal tables, read in this order
_TABLES = (
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
    STRUCK_OFF,
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
    RECIPROCAL_REMOVAL,
    GROUP_REMOVAL_ASKED,
    SHARED_REMOVAL,
    CLEAN_UP_WITH_OURS,
    SPELLINGS,
    REMOVAL_WISH,
    PLAIN_WISH,
    NOT_CONTACTED,
    NO_MORE_FROM_YOU,
    OFF_OUR_LIST,
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
    NOUN_DEMANDED,
)


def removal_request(
    folded: str, *, typos: bool = True, sender: str | None = None, ours: Collection[str] = ()
) -> re.Match[str] | None:
    """The first removal request, read again with misspelt removal verbs put right (`removal_more`); `ours`:
    our side's addresses, whose domains name our company."""
    for table in _TABLES:
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
                other_mailing(folded, found)
                or third_party_ignored(folded, found)
                or out_of_offer(folded, found)
                or own_mailing_dropped(folded, found)
                # "20% off the list price you quoted": the seller's price list, a negotiation
                or bool(LIST_PRICE.match(folded, found.end()))
                or topic(folded, found)
                or handling_asked(folded, found)
                or one_kind_asked(folded, found)
                or mentioned(folded, found)
                or undone(folded, found)
                or past_and_fine(folded, found)
                or past_elsewhere(folded, found)
                or past_on_mailing_asked(folded, found)
                or nearly(folded, found)
                or inbox_cull(folded, found)
                or address_swapped(folded, found)
                or _taken_back(folded, found)
                or event_cancelled(folded, found)
                or leave_registered(folded, found)
                or deadline_stated(folded, found)
                or people_list(folded, found)
                or link_unused(folded, found)
                or pt_verb_described(folded, found)
                or off_a_page(folded, found)
                or issued(folded, found)
                or waived(folded, found)
                or described(folded, found)
                or stated_possible(folded, found)
                # "bieten Sie einen AV-Vertrag nach Art. 28 DSGVO an?": a question about data handling
                or about_data_handling(folded, found)
                or not_this_removal(folded, found, sender)
                or spared(table, folded, found, ours)
                or paused(folded, found)
                # "Stop emailing me on Sundays, weekdays are fine": a time, no removal
                or day_bound(folded, found)
                or reader_subscribed(folded, found)
                or others_unsubscribe(folded, found)
                # "Please refrain from further mailings to my colleague, she left": mail to someone else
                or mail_to_other(folded, found)
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
        stop_after_complaint(folded)
        or deleted_after_asking(folded)
        or list_closed_too(folded)
        or details_then_deleted(folded)
        or removal_as_code(folded, sender)
        or asked_again_after_handling(folded)
    )
    if stop:
        return stop
    for found in UNSUBSCRIBE_CJK.finditer(folded):
        if not CJK_NEGATION.search(folded[: found.start()]):
            return found
    # "wil je mij en mijn collega Eline (in cc) van jullie lijst halen?": the sender's removal, the
    # colleague's beside it (`removal_with_colleague`)
    fixed = without_colleague(typo_fixed(folded)) if typos else folded
    return removal_request(fixed, typos=False, sender=sender, ours=ours) if fixed != folded else None


def others_removal_reported(folded: str) -> bool:
    """A colleague's earlier removal reported as theirs ("my colleague replied to your first mail asking to
    be taken off your list, but she still gets them", `removal_reported_for_other.OTHER_ASKED_BEFORE`): an
    address given beside it is whose removal to check, no one to write to instead (heldout_ej)."""
    return any(
        OTHER_ASKED_BEFORE.search(before_in_sentence(folded, found))
        for table in _TABLES
        for found in table.finditer(folded)
    )


def _taken_back(folded: str, found: re.Match[str]) -> bool:
    """A removal taken back later in the same message ("Please take me off your li... actually, hang on ...
    scratch that, I'd like to see a demo", `removal_taken_back`): interest after the retraction, and no
    removal asked again there ("... scratch that, just remove my whole team")."""
    back = TAKEN_BACK.search(folded, found.end())
    if back is None:
        return False
    rest = folded[back.end() :]
    return wants_more(rest) and removal_request(rest) is None
