"""The sender struck off or crossed out of our file or list with a verb of striking through ("streep me maar
door in jullie bestand", "wilt u mij doorstrepen", "táchenme de su lista", "depennatemi dalla vostra lista",
"risquem-me da vossa lista", "streicht mich aus eurem Verteiler", "cross me out of your database"): a
removal request, as "strike me off your list" and "rayez-moi" already are. Pure data on fold()ed text, read
by `removal.removal_request` with the same negation checks (heldout_dv).

The sender ("me", "mij", "my name", "-me") is the verb's object and our file or list is named after it; the
list is never one of people (a guest or attendee list, `people_lists`) nor one for an event, a meal or an
outing (`FOR_AN_EVENT`: "strike me from the list for Friday's lunch", "táchenme de la lista de la cena de
Navidad", "streep me door op de lijst voor de borrel", the sixth review of 2026-12-07), and a thing struck
through ("ik heb de fouten doorgestreept", "streep dinsdag maar door in je agenda") is no removal.
"Strike me from your list for events" (plural, our mail) stays a removal."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.people_lists import NO_PEOPLE_COMPOUND, NOT_PEOPLE_AFTER
from sequencer.classify.intent_rules.removal_event import EVENT_NOUN, EVENT_WORD

# a meal, a party or an outing, beside the events `removal_event.EVENT_NOUN` names (one of them, never a
# plural: "for lunches" is no one occasion)
_OCCASION_WORD = (
    r"(?:\w*lunch|luncheon|brunch|party|\w*diner|\w*dinner|drinks|reception|gala|golf|outing|trip|excursion"
    r"|panel|barbecue|bbq|away day|(?:weihnachts|mittag|abend|geschafts|firmen|team|jahres)?essen|\w*fest"
    r"|\w*feier|ausflug|empfang|grillabend|\w*borrel|etentje|uitje|excursie|feest\w*|receptie|golfdag"
    r"|comida|almuerzo|fiesta|salida|coctel|aperitivo|barbacoa|mesa redonda|pranzo|gita|escursione|festa"
    r"|rinfresco|tavola rotonda|almoco|lanche|passeio|excursao|confraternizacao|churrasco|golfe|painel)"
)
_OCCASION = rf"{_OCCASION_WORD}(?![\w-])"
# ... one or many of them ("den anderen Feiern", "las otras cenas", "all the other dinners", "alle andere
# borrels", "tutte le altre cene")
_EVENTS = (
    rf"(?:(?:{EVENT_WORD}|{_OCCASION_WORD})(?:s|es|n|en|e)?|cene|feste|pranzi|gite|escursioni|lunches"
    r"|parties|festen)(?![\w-])"
)
# our mail named, between the preposition and the event or right after it ("de su lista de envíos del
# evento", "the list for the dinner invitations")
_MAIL = (
    r"(?:correos?|envios|mailings?|newsletters?|nieuwsbrie\w*|boletin|e-?mails|mails|invitations?|invitaciones"
    r"|inviti|convites|uitnodigingen|einladungen|promos|promotions?|promociones|promozioni|promocoes|updates)\b"
)
# ... the removal widened after the event to all the rest of our mail ("and everything else you send", "y de
# todo lo demás", "e da tutte le altre", "et de toutes les autres", "und aus allen anderen", "e de todas as
# outras", "en van alle andere"; the seventh review of 2026-12-07)
_WIDENED = (
    r"(?:[^.;!?]*? (?:and|or|as well as|plus|y|e|et|und|sowie|en|ou|o)"
    r"(?: (?:from|off|de|da|dalla|dalle|dai|dagli|des|aus|von|van|uit|of|do|das|dos))?"
    r" (?:everything else|all (?:the )?(?:others?|rest)|all (?:your )?other \w+|the rest|todo lo demas"
    r"|tod[oa]s l[oa]s demas|l[oa]s demas|el resto|las otras|tutte le altre|tutti gli altri|tutto il resto"
    r"|tout le reste|toutes les autres|tous les autres|les autres|alle(?:n)? anderen|alles andere|den anderen"
    r"|tod[oa]s [oa]s outr[oa]s|tudo o resto|o resto|alle andere|al het andere|de rest)\b"
    # ... never the other events or occasions named ("und den anderen Feiern", "y de las otras cenas"): a
    # list of events is no mailing (the eighth review of 2026-12-07)
    rf"(?! (?:\w+ )?{_EVENTS}))"
)
# the list is one for an event or an occasion, named right after it ("the list for Friday's lunch", "de la
# lista de la cena", "dalla lista per il pranzo", "da lista do almoço", "op de lijst voor de borrel", "von der
# Liste fürs Sommerfest"), with no mail between ("de su lista de envíos del evento" is our mail)
FOR_AN_EVENT = (
    r"(?! (?:for|voor|fur|furs|zum|zur|de|del|do|da|per|di|della|dello|van|of)\b"
    rf"(?: (?!{_MAIL})\S+){{0,3}}? (?:{EVENT_NOUN}|{_OCCASION})(?! {_MAIL})(?!{_WIDENED}))"
)

_SOFT_NL = (
    r"(?:(?:maar|even|gerust|dan|toch|alstublieft|alsjeblieft|aub|a\.u\.b\.|graag|ook|voortaan|gewoon) ){0,3}"
)
_NL_FILE = (
    rf"(?:uw|jullie|je|jouw|het|de|dat|die|dit|deze) (?:\w+ )?{NO_PEOPLE_COMPOUND}(?:\w*bestand(?:en)?"
    r"|database|\w*lijst(?:en)?|systeem|administratie|crm)\b"
)
_ES_LIST = (
    r"de (?:su|sus|la|las|vuestra|vuestras|tu|tus|esta|este|el|los)(?: \w+)? (?:lista|listas|base|bases"
    r"|envios|correos|mailing|listado|registro|archivo|fichero|boletin|newsletter)\b"
)
_IT_LIST = (
    r"(?:dalla|dalle|dal|dai|dall') ?(?:vostra |sua |tua |vostre |vostri |vostro |suo )?(?:\w+ )?(?:lista"
    r"|liste|mailing|newsletter|database|banca dati|indirizzario|elenco|archivio|invii)\b"
)
_PT_LIST = (
    r"(?:da|das|do|dos) (?:sua |vossa |vossas |suas |seu |vosso )?(?:\w+ )?(?:lista|listas|base|bases"
    r"|mailing|cadastro|newsletter|ficheiro|arquivo|registo)\b"
)

STRUCK_OFF = rx(
    # English: "cross me out of your database", "strike me from your mailing list"
    # ... "off" too, and whatever list the sender is on ("strike me off whatever list this is")
    r"(?:cross|strike|scratch) (?:me|us|my name|our name) (?:out of|from|off(?: of)?) (?:your|the|all your"
    r"|whatever|whichever|any|every) (?:\w+ )?"
    r"(?:database|mailing list|mailing|list|lists|records|file|address file)\b"
    rf"{FOR_AN_EVENT}",
    # German, the du and ihr forms beside "streichen Sie"
    r"(?:streich|streicht) (?:mich|uns|meinen namen) (?:bitte |doch |einfach )*(?:aus|von) (?:eurem|eurer"
    r"|deinem|deiner|ihrem|ihrer|dem|der) (?!\w*(?:teilnehmer|gaste|warte)\w*liste)(?:\w*verteiler"
    r"|\w*liste|\w*datei|\w*datenbank|\w*kartei)\b"
    rf"{FOR_AN_EVENT}",
    # Dutch: "streep me (maar) door in/op/uit jullie bestand", "wilt u mij doorstrepen in uw bestand",
    # "streep mijn naam door op jullie lijst"
    rf"streep (?:me|mij|ons|mijn naam|onze naam) {_SOFT_NL}door (?:in|op|uit|van) {_NL_FILE}{FOR_AN_EVENT}",
    rf"(?:me|mij|ons|mijn naam|onze naam) {_SOFT_NL}(?:(?:in|op|uit|van) {_NL_FILE} )?(?:door te strepen"
    r"|doorstrepen|doorhalen|door te halen)(?= *(?:[.,;:!?]|$| (?:in|op|uit|van) "
    + _NL_FILE
    + FOR_AN_EVENT
    + r"))",
    # Spanish: "táchenme de su lista", "tachen mi nombre de la lista"
    r"(?:tachenme|tachadme|tacheme|tachame|tacharme|tachen mi nombre|tachad mi nombre|tache mi nombre)"
    rf" {_ES_LIST}"
    rf"{NOT_PEOPLE_AFTER}{FOR_AN_EVENT}",
    # Italian: "depennatemi dalla vostra lista", "depennate il mio nominativo dall'elenco"
    r"(?:depennatemi|depennami|depennarmi|depennateci|depennate il mio nominativo"
    r"|depennare il mio nominativo)"
    rf" {_IT_LIST}{NOT_PEOPLE_AFTER}{FOR_AN_EVENT}",
    # Portuguese: "risquem-me da vossa lista", "risque o meu nome do cadastro"
    rf"(?:risquem-me|risque-me|riscar-me|me risquem|me risque|risquem o meu nome|risque o meu nome"
    rf"|risquem meu nome|risque meu nome) {_PT_LIST}{NOT_PEOPLE_AFTER}{FOR_AN_EVENT}",
)
