"""A registration for an event cancelled, never a removal from our mail (heldout_cf): "tive de cancelar a
minha inscrição no encontro de Lisboa ... Volte a contactar-me em agosto", "cancelé mi inscripción al
encuentro de Lisboa", "j'ai annulé mon inscription à la rencontre", "ho annullato la mia iscrizione
all'incontro", "ik heb mijn inschrijving voor de bijeenkomst geannuleerd", "ich habe meine Anmeldung zum
Treffen storniert", "I cancelled my registration for the event". Pure data on fold()ed text, read by
`removal_guards.other_things.event_cancelled`: the registration word in the removal phrase, an event named
right after it (`EVENT_AFTER`), and no list or mailing named in its sentence (`LIST_IN_SENTENCE`: "cancelem a
minha inscrição no webinar e na vossa lista" stays a removal). "Quero cancelar a minha inscrição" alone is a
removal.

The same with the unsubscribe word itself (`removal_event.WITHDRAWN`) after a sign-up for one event in its
sentence (`SIGNED_UP_FOR_EVENT`, heldout_ch: a Flemish supplier had signed up for the webinar and must
"mij afmelden" for a staff meeting): "Ich hatte mich zum Workshop angemeldet, muss mich aber abmelden", "je
m'étais inscrit à la conférence, je dois me désinscrire", "me había inscrito en el curso, tengo que darme de
baja", "mi ero iscritto al seminario, devo disiscrivermi", "ik had me aangemeld voor de workshop, maar moet
me afmelden", or one event right after it ("ik moet me afmelden voor het webinar van donderdag"). Webinars as
mail ("afmelden voor webinars", plural), a newsletter signed up for, or a list or mails in the sentence stay
removals."""

from __future__ import annotations

import re

REGISTRATION = re.compile(r"inscricao|inscripcion|inscription|iscrizione|inschrijving|anmeldung|registration")
# a date after a series ("van maart", "im März", "in March", "op 12 mei", "am Freitag", "next week")
_DATED = (
    r" (?:(?:van|in|im|am|op|on|of|vom|ab|from|starting|die|de|del|di|du|de la|in de|this|next|deze|dit"
    r"|volgende|nachste|kommende|diese)\s)?(?:\d|jan\w*|feb\w*|maart|marz|march|mars|marzo|mar\b|apr\w*"
    r"|mei|mai|may|mayo|maggio|juni|june|juin|junio|giugno|juli|july|juillet|julio|luglio|aug\w*|agosto"
    r"|sep\w*|okt\w*|oct\w*|otto\w*|nov\w*|dec\w*|dez\w*|dic\w*|maandag|dinsdag|woensdag|donderdag"
    r"|vrijdag|zaterdag|zondag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|week|woche|semaine|semana|settimana|fall|autumn|spring"
    r"|herbst|fruhjahr|fruhling|najaar|voorjaar|zomer|sommer|summer|winter)"
)
# the reader's possessive, right before a noun
_NOT_YOURS = "".join(
    f"(?<!{word} )"
    for word in (
        "your",
        "ihrem",
        "ihren",
        "ihr",
        "eurem",
        "euren",
        "votre",
        "vos",
        "vuestro",
        "vuestros",
        "su",
        "sus",
        "vostro",
        "vostri",
        "suo",
        "uw",
        "jullie",
        "seu",
        "vosso",
        "vossos",
    )
)
# an event's word ("webinar", "salon", "taller"), its own word in `EVENT_NOUN`
EVENT_WORD = (
    r"(?:encontro|evento|webinar|webinario|webinaire|workshop|seminario|seminar|conferencia|conference"
    r"|congresso|congreso|curso|course|formacao|formacion|formazione|jantar|cena|diner|dinner|pequeno-almoco"
    r"|desayuno|colazione|ontbijt|fruhstuck|breakfast|feira|feria|fiera|beurs|messe|fair|palestra|charla"
    r"|vortrag|talk|rencontre|incontro|bijeenkomst|treffen|meetup|meet-up|event|evenement|veranstaltung"
    r"|sessao|sesion|sessione|sessie|session|tour|visita|visit|demo day|roadshow|summit|cimeira|cumbre|salon"
    r"|taller|atelier"
    # ... a roundtable, a panel, a symposium, a congress or a master class (heldout_ec: "withdraw from the
    # roundtable on the 15th"; heldout_ed: "Ik moet me helaas afmelden voor de rondetafel van 10 december")
    r"|roundtable|round-table|round table|rondetafel\w*|table ronde|mesa redonda|mesa-redonda|tavola rotonda"
    r"|runde[nr]? tisch|podiumsdiskussion|panel|panelgesprek|symposium|simposio|simposi|kongress|tagung"
    r"|masterclass|hackathon"
    # a course, a class, a gym or a club left (review of 2026-12-07: "Mi sono già disiscritto dal corso di
    # aprile", "je me suis désinscrit du club de tennis", "me di de baja del gimnasio"); never "au cours de",
    # "en cours" (during, under way)
    r"|corso|(?<!au )(?<!en )cours|cursus|kurs|fortbildung|weiterbildung|schulung|lehrgang|opleiding"
    r"|training|class|classe|clase|lezioni|gym|gimnasio|academia|fitness\w*"
    r"|salle de sport|sportschool|"
    # ... a club never the reader's ("disiscrivetemi dal vostro club": our mail called a club)
    rf"{_NOT_YOURS}(?:\w*club|clube|circolo|verein|sportverein|vereniging))"
)
# one event's noun, never the first part of a compound ("sessie-uitnodigingen")
EVENT_NOUN = (
    rf"{EVENT_WORD}(?![\w-])"
    # never the first of two words naming a mailing ("webinar uitnodigingen", "Seminar Einladungsdienst",
    # "event programma", "webinar reeks", review of 2026-12-07): that is our mail
    r"(?! (?:uitnodiging\w*|einladung\w*|invitations?|invites?|inviti|invito|invitaciones|invitacion"
    r"|convites?|programma|programm|program|programme|programa|newsletter|nieuwsbrief"
    r"|mailings?|verteiler|lijst|liste|list|lista|kalender|calendar|agenda|updates|mails|e-mails)\b"
    # a series is our mail, unless dated: "de webinar reeks van maart" is one the sender registered for
    rf"| (?:reeks|serie|series|reihe)\b(?!{_DATED}))"
)
# a word that makes the event every one of them ("ogni evento futuro", "every future event"): our mail
EVERY = (
    r"(?!(?:ogni|tutti|tutte|qualsiasi|qualunque|every|all|any|each|future|jeder|jedes|jedem|jeden|alle|allen"
    r"|kunftige\w*|elk|elke|ieder|iedere|toekomstige|tous|toutes|chaque|futurs?|futures?|todo|todos|todas"
    r"|cada|cualquier|qualquer|futuros?|futuras?|futuri|futura|prossimi)\b)"
)
# ... its noun a compound, as German and Dutch write them ("vom Anwenderkurs am 14. Januar abmelden",
# heldout_eh; "voor de gebruikersdag", "für das Partnerseminar")
_COMPOUND_EVENT = (
    r"\w{3,}(?:kurs|schulung|seminar|workshop|webinar|training|veranstaltung|treffen|tagung|kongress|vortrag"
    r"|fruhstuck|cursus|opleiding|sessie|bijeenkomst|ontbijt|dag)(?![\w-])"
    # never the first of two words naming a mailing ("Kundenseminar Einladungen"), as with `EVENT_NOUN`
    r"(?! (?:uitnodiging\w*|einladung\w*|newsletter|nieuwsbrief|mailings?|verteiler|lijst|liste|reeks|serie"
    r"|reihe|programma|programm|kalender|agenda|updates|mails|e-mails)\b)"
)
EVENT_AFTER = re.compile(
    r"^ (?:(?:no|na|em|para o|para a|ao|a|al|a la|para el|para la|en el|en la|del|de la|all'|alla|allo"
    r"|al|per l'|per il|zum|zur|fur (?:das|die|den)|voor (?:de|het)|bij (?:de|het)|for|to|at|on"
    # left from one event ("me désinscrire du webinaire", "disiscrivermi dal webinar", "descadastrar do
    # webinar", heldout_dg)
    r"|du|de l'|dal|dalla|dallo|dall'|do|da|vom|von (?:der|dem)|van (?:de|het)|from)"
    # ... an elided article joined to its noun ("me désinscrire de l'atelier", "dall'evento")
    r"(?:(?<=')| (?:the )?))"
    rf"(?:{EVERY}\S+ )?(?:{EVENT_NOUN}|{_COMPOUND_EVENT})"
)
# ... or whatever is named right after it, when a day's date follows in a few words: a mailing has no day,
# a sign-up for one occasion has ("cancelar minha inscrição no almoço do dia 12", "annuler mon inscription
# à la visite du 3 mars", "cancel my registration for the lunch on the 14th", heldout_em); never a year alone
# ("de 2019") nor a time span
_DAY = (
    r"(?:\d{1,2}(?:st|nd|rd|th|er|o|º|ª|e)?(?![\d.:,]\d)(?!\d)(?! ?(?:h\b|uhr|uur|ore|horas?|hours?|min|%"
    r"|euro?"
    r"|eur|dias?|days?|tage?n?|dagen|jours?|giorni|anos?|years?|jahren?|jaar|ans?|anni))"
    r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi"
    r"|dimanche|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lunedi|martedi|mercoledi|giovedi"
    r"|venerdi|segunda(?:-feira)?|terca(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?"
    r"|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|montag|dienstag|mittwoch|donnerstag"
    r"|freitag|samstag|sonntag)"
)
DATED_AFTER = re.compile(
    r"^ (?:no|na|em|para o|para a|ao|a|a la|al|au|a l'|pour|para el|para la|en el|en la|all'|alla|allo"
    r"|per il|per la|zum|zur|fur (?:das|die|den)|voor (?:de|het)|for|to|at|in|on)(?:(?<=')| )"
    r"(?:[^\s.!?;:,\d]+ ){1,5}?(?:(?:do|da|de|del|du|di|dal|vom|am|op|van|on|of|le|el|il|the|dia|day"
    r"|giorno|jour|tag|dag|den|this|next|ce|este|esta|questo|deze|diesen|dieses) )*"
    rf"{_DAY}\b"
)
# one event named in the clause before the unsubscribe word, where German and Dutch put it ("ich muss mich
# vom Webinar morgen wieder abmelden", "ik moet me voor het webinar van donderdag afmelden", heldout_dg), or
# inside a separable verb's phrase ("melden Sie mich vom Workshop ab"); "von Ihren Webinaren" (plural) is
# our mail
EVENT_LEFT = (
    r"\b(?:vom|von (?:der|dem|diesem|ihrem)|fur (?:den|das|die|diesen|dieses|diese|ihren|ihr|ihre)|zum|zur"
    rf"|van (?:de|het|uw|jullie)|voor (?:de|het|uw|jullie|dit|deze)) (?:{EVERY}\S+ )?(?:{EVENT_NOUN}"
    rf"|{_COMPOUND_EVENT})"
)
# the event left in the verb's own clause: never a thanks for it ("Danke für das Webinar", "bedankt voor het
# webinar"), nor with a clause joined between it and the verb ("... aber ich möchte mich jetzt abmelden",
# "... maar ik wil me nu afmelden", review of 2026-12-07)
# ("für den Workshop und das Essen abmelden" names two events: "und" joins a clause only with its subject)
# "doch/also/dus/so" join a clause only with a subject or a finite verb after them; as softeners ("Vom
# Seminar doch bitte abmelden") they join none
JOINED = (
    r"(?:aber|sondern|denn|maar|want|but|und ich|en ik|and i|(?:doch|also|dus|so) (?:ich|wir|ik|we|wij|i"
    r"|you|mochte|mochten|will|wil|wollen|willen|moet|moeten|muss|mussen|kann|kan|kunt|kunnen|bin|ben|habe"
    r"|heb|please))"
)
# the event's own title in quotation marks right after its noun, one name however many words ("vom Webinar
# „Rechnungsfreigabe in 30 Minuten“ am 10. Dezember abmelden", "voor de workshop 'Slim factureren' van
# donderdag afmelden", heldout_eg)
TITLE = r"(?: [\"“”„«‚‘'][^\"“”„«»‚‘’.!?]{1,80}[\"“”«»‘’'])?"
EVENT_BEFORE_VERB = re.compile(
    r"(?<!danke )(?<!dank )(?<!bedankt )(?<!dankjewel )(?<!dank u )(?<!dank je )(?<!dankeschon )"
    rf"{EVENT_LEFT}{TITLE}(?: (?!{JOINED}\b)[^\s,.;:!?]+){{0,5}} ?$"
)
EVENT_IN_PHRASE = re.compile(EVENT_LEFT)
# an event named anywhere before the phrase, for a registration cancelled in the next sentence ("Je ne
# pourrai pas venir au salon jeudi. Annulez mon inscription.", review of 2026-12-06, thirteenth)
EVENT_BEFORE = re.compile(rf"(?<![\w'-]){EVENT_NOUN}")
# our list or mail named, or mail received ever since ("et depuis je reçois vos messages", "sindsdien krijg ik
# steeds berichten", review of 2026-12-06, thirteenth): the removal stands
LIST_IN_SENTENCE = re.compile(
    r"\b(?:lista|liste|list|lijst|verteiler|newsletter|mailing\w*|nieuwsbrief|e-?mails|correos|mensagens"
    r"|mails|messages|berichten|nachrichten|comunicazioni|comunicaciones|comunicacoes|mensajes|messaggi"
    r"|envois|envios|invii|escribirme|escribiros|depuis|sindsdien|da allora|desde entonces|desde entao"
    r"|seitdem|since then|ever since"
    # everything else with the event ("dal webinar e da tutto il resto")
    r"|everything else|all the rest|tutto il resto|tout le reste|todo lo demas|tudo o resto|alles andere"
    r"|allem anderen|al het andere|e da tutto|e de tudo)\b"
    # our invitations in the plural, as what is left ("van de webinar uitnodigingen", "für die Seminar
    # Einladungen"; "ich habe zwei Einladungen bekommen" counts invitations received), or the event "and
    # everything" right after it ("dal webinar e tutto"; "con il trasloco e tutto" is a filler)
    r"|\b(?:van|von|vom|fur|voor|from|of|de|des|aux|dai|dagli|dalle|da|das|dos|de las|de los)"
    r"(?: the| de| die| den| der| ihren| ihre| uw| jullie| vos| your| les| i| gli| le| las| los| os| as"
    r"| vossos| vossas| sus)?"
    r"(?: \S+)? (?:uitnodigingen|einladungen|invitations|invites|inviti|invitaciones|convites)\b"
    rf"|(?<![\w'-]){EVENT_NOUN}(?: \S+)?,? (?:and everything|e tutto|e tudo|y todo|et tout|en alles"
    r"|und allem|und alles)\b"
)

# the unsubscribe word itself, which a cancelled sign-up also uses, its past participle too (heldout_cx: "ik
# had me aangemeld voor het webinar, maar heb me weer uitgeschreven", "ich hatte mich angemeldet, mich aber
# wieder abgemeldet")
WITHDRAWN = re.compile(
    r"afmeld|abmeld|desinscri|de baja|disiscri|uitschrijv|descadastr|desinscrev|afgemeld|abgemeldet"
    r"|uitgeschreven"
    # English in the past only: "please unsubscribe me from everything" after a sign-up is a removal
    r"|ausgetragen|unsubscribed|unregistered"
)
# a date written with dots ("am 10.12.", "le 10.12.2026", "op 3.4."): no sentence ends at its dots, so the
# sign-up before it stays in the sentence of the withdrawal after it ("ich hatte mich für das Webinar am
# 10.12. angemeldet, muss mich aber wieder abmelden", heldout_du)
DOTTED_DATE = re.compile(
    r"(?<![\d.])\d{1,2}\.\d{1,2}\.(?:\d{2}(?:\d{2})?)?(?![\d.])"
    # ... or a German day's ordinal before its month ("für den Roundtable am 10. Dezember", heldout_ed)
    r"|(?<![\d.])\d{1,2}\.(?= (?:januar|jan|februar|feb|marz|april|apr|mai|juni|juli|august|aug|september"
    r"|sept"
    r"|oktober|okt|november|nov|dezember|dez)\b)"
)
# a sign-up for one event earlier in the sentence ("ik had mij ingeschreven voor uw webinar", "ich hatte mich
# zum Workshop angemeldet", "je m'étais inscrit à la conférence", "me había inscrito en el curso")
SIGNED_UP_FOR_EVENT = re.compile(
    r"\b(?:ingeschreven|aangemeld|angemeldet|registriert|inscrite?s?|inscrit[oa]s?|iscritt[oaie]|signed up"
    r"|registered)(?: \S+){1,3}? (?:encontro|evento|webinar|webinario|webinaire|workshop|seminario|seminar"
    r"|seminaire|conferencia|conference|congresso|congreso|curso|course|formacao|formacion|formazione"
    r"|formation|diner|dinner|ontbijt|fruhstuck|breakfast|beurs|messe|palestra|charla|vortrag|rencontre"
    r"|incontro|bijeenkomst|treffen|meetup|event|evenement|veranstaltung|sessao|sesion|sessione|sessie"
    r"|session|roadshow|summit|opleiding|infosessie|infoavond|studiedag|schulung|atelier|taller)\b"
    # German and Dutch put the event first: "zum Webinar angemeldet", "für den Workshop registriert", "voor de
    # workshop van donderdag ingeschreven"
    r"|\b(?:zum|zur|fur (?:das|die|den)) (?:\S+ )?(?:webinar|workshop|seminar|vortrag|treffen|event|messe"
    r"|veranstaltung|schulung|konferenz|fruhstuck|session|meetup)(?: \S+){0,3}? (?:angemeldet|registriert)\b"
    r"|\bvoor (?:de|het|uw|jullie) (?:\S+ )?(?:webinar|workshop|seminar|bijeenkomst|sessie|infosessie"
    r"|opleiding|studiedag|beurs|ontbijt|event|evenement|meetup)(?: \S+){0,3}? (?:ingeschreven|aangemeld)\b"
)
